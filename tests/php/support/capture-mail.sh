#!/bin/sh
# sendmail stand-in for the PHP tests: stores each message PHP's mail() pipes in as a file in $1,
# and the command-line arguments PHP added (e.g. -f for the envelope sender) beside it.
mkdir -p "$1"
f="$1/$(date +%s%N)-$$"
shift
# Written under another name and renamed: a test reading the folder never sees half a message (a reply sent
# after the answer once read as an empty staff mail).
printf '%s\n' "$@" > "$f.args"
cat > "$f.part" && mv "$f.part" "$f.eml"
