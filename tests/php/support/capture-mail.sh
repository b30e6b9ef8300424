#!/bin/sh
# sendmail stand-in for the PHP tests: stores each message PHP's mail() pipes in as a file in $1.
cat > "$1/$(date +%s%N)-$$.eml"
