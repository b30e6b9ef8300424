#!/bin/sh
# sendmail stand-in for the PHP tests: stores each message PHP's mail() pipes in as a file in $1,
# and the command-line arguments PHP added (e.g. -f for the envelope sender) beside it.
mkdir -p "$1"
f="$1/$(date +%s%N)-$$"
shift
cat > "$f.eml"
printf '%s\n' "$@" > "$f.args"
