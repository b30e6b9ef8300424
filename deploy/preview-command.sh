#!/bin/sh
# The forced command of the preview deploy key (authorized_keys: command="<this> <P>/previews",restrict ...),
# installed by deploy/host-setup.sh. Whatever the client asks, the key can only:
#   - run this host's own copy of deploy-remote.sh (beside this file) on <P>/previews/pr-N: `sh -s -- <command>
#     <P>/previews/pr-N <plain words>`, the form scripts/lib/deploy-ssh.mjs sends (the script it sends on stdin is
#     ignored, never run);
#   - receive files with rsync inside <P>/previews, through Debian's rrsync (write-only, no delete outside the
#     transfer, symlinks munged).
# No shell, no other command, no path outside the previews area, nothing read from P/storage or the releases.
set -eu
previews=${1:?usage: preview-command.sh <P>/previews}
here=$(dirname "$0")
request=${SSH_ORIGINAL_COMMAND:-}

deny() {
  echo "preview key: refused ($1)" >&2
  exit 1
}

case $request in
  "rsync --server "*)
    case $request in *" --sender "* | *" --sender") deny "the preview key only uploads" ;; esac
    # Only into a preview's own folder, named by its full path as the deploy does; rrsync takes it relative to the
    # previews area (and refuses `..`, reading, deleting, and links out of it).
    case $request in
      *" . $previews/pr-"[1-9]*/*) ;;
      *) deny "an upload outside $previews/pr-N/" ;;
    esac
    rel=${request#*" . $previews/"}
    number=${rel%%/*}
    number=${number#pr-}
    case $number in *[!0-9]*) deny "not a preview: pr-$number" ;; esac
    SSH_ORIGINAL_COMMAND="${request%%" . $previews/"*} . $rel"
    export SSH_ORIGINAL_COMMAND
    exec /usr/bin/rrsync -wo -munge -no-del "$previews"
    ;;
  "sh -s -- "*) ;;
  *) deny "not a deploy command" ;;
esac

# Plain words only: nothing the shell would expand, quote or redirect.
case $request in
  *[!A-Za-z0-9._~+@:/=\ -]*) deny "a character outside plain words" ;;
esac
set -f
# shellcheck disable=SC2086 # split on purpose: the words were checked above
set -- $request
shift 3
[ $# -ge 2 ] || deny "no command"
command=$1
base=$2
case $command in
  state | lock | prepare | finish | rollback | preview-config | remove) ;;
  *) deny "unknown command $command" ;;
esac
case $base in
  "$previews"/pr-[1-9]*) number=${base#"$previews"/pr-} ;;
  *) deny "outside $previews" ;;
esac
case $number in
  *[!0-9]* | "") deny "not a preview: $base" ;;
esac
exec sh "$here/deploy-remote.sh" "$@"
