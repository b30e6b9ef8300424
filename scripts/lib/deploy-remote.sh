# The host side of `npm run deploy`: scripts/lib/deploy-ssh.mjs runs this file as
# `sh -c <this file> deploy-remote <command> <base> <args…>` over SSH (docs/deploy.md#npm-run-deploy-atomic-releases-over-ssh).
# POSIX sh plus `mv -T` (GNU coreutils, any Linux host). It only ever writes inside <base>/releases/,
# <base>/current (the symlink), <base>/.current.next-*, <base>/.deploy.lock and .deploy.lock.flock, and for a preview its
# forms.config.php and storage/ once: never the forms' config, storage, secret or logs of production.
set -eu
umask 022
cmd=$1
base=$2
shift 2

fail() {
  echo "deploy: $*" >&2
  exit 1
}

# Releases, oldest first (ids sort by time); dot-names (uploads in progress) are not releases.
releases() {
  [ -d "$base/releases" ] || return 0
  for r in "$base"/releases/*; do
    [ -d "$r" ] && [ ! -L "$r" ] && basename "$r"
  done | sort
}

current_release() {
  if [ -L "$base/current" ]; then
    target=$(readlink "$base/current")
    basename "$target"
  elif [ -e "$base/current" ]; then
    fail "$base/current exists and is not a symlink: move the old web root away first (docs/deploy.md)"
  fi
}

# Our lock? (the holder session wrote its token into the lock dir)
own_lock() {
  [ "$(cat "$base/.deploy.lock/token" 2>/dev/null)" = "$1" ] || fail "the deploy lock is not ours any more"
}

# Hard-link the hashed /_next/static/ files a release brought (its .deploy/static list) into another
# release, never replacing a file the target already has. Pages loaded from the older release keep
# finding their scripts, styles and fonts after the switch, with nothing but files in the web root.
carry_assets() {
  from="$base/releases/$1"
  into=$2
  [ -f "$from/.deploy/static" ] || return 0
  while IFS= read -r path; do
    [ -n "$path" ] && [ -f "$from/$path" ] || continue
    [ -e "$into/$path" ] && continue
    dir=${path%/*}
    [ -d "$into/$dir" ] || mkdir -p "$into/$dir"
    ln "$from/$path" "$into/$path" 2>/dev/null || cp -p "$from/$path" "$into/$path"
  done <"$from/.deploy/static"
}

# Point current at a release atomically: a new symlink under a temp name, renamed over the old one.
switch_to() {
  next="$base/.current.next-$$"
  rm -f "$next"
  ln -s "releases/$1" "$next"
  mv -T "$next" "$base/current"
}

# The commands that change releases run only under the lock their deploy holds (its token comes first).
case $cmd in prepare | finish | rollback | remove) own_lock "$1" ;; esac
# A release id is one plain name (the deploy makes <time>-<sha>): never a path, `..` or a dot-name, so prepare and
# finish stay inside <base>/releases (the preview key's forced command passes `/` and `.` in its words).
case $cmd in prepare | finish)
  case ${2:-} in "" | [!A-Za-z0-9]* | *[!A-Za-z0-9._-]*) fail "not a release id: '${2:-}'" ;; esac
  ;;
esac
[ "$cmd" != finish ] || case ${3:-} in "" | *[!0-9]*) fail "not a number of releases to keep: '${3:-}'" ;; esac

case $cmd in
  state)
    # What a plan needs: the live release and the releases on the host. Writes nothing.
    echo "base=$base"
    [ -d "$base" ] || exit 0
    echo "current=$(current_release)"
    echo "releases=$(releases | tr '\n' ' ')"
    [ -f "$base/forms.config.php" ] && echo "forms_config=yes"
    [ -d "$base/.deploy.lock" ] && echo "locked=$(cat "$base/.deploy.lock/info" 2>/dev/null || echo yes)"
    exit 0
    ;;

  lock)
    # Held for as long as this session's stdin stays open (the deploy closes it when done). With flock(1)
    # (util-linux, on every Debian/Ubuntu/RHEL host) the kernel holds it for this shell: a cut connection or a
    # killed deploy frees it, and two deploys can never both take it, not even a stale one at the same instant.
    # Without flock: a directory made whole in one rename, and a holder whose process is gone counts as stale
    # (two deploys that find the same stale lock at the same instant could then both take it).
    token=$1
    info=$2
    mkdir -p "$base"
    lock="$base/.deploy.lock"
    busy() {
      echo "BUSY $(cat "$lock/info" 2>/dev/null)"
      exit 3
    }
    if command -v flock >/dev/null 2>&1; then
      exec 9>>"$base/.deploy.lock.flock"
      flock -n 9 || busy
      # Ours now: a directory left by a killed holder is stale.
      rm -rf "$lock"
      mkdir "$lock"
    else
      # The lock appears with its pid in it (no moment where another deploy sees a lock without a holder).
      fresh="$base/.deploy.lock.new-$$"
      rm -rf "$fresh"
      mkdir "$fresh"
      echo $$ >"$fresh/pid"
      if ! mv -T "$fresh" "$lock" 2>/dev/null; then
        rm -rf "$fresh"
        holder=$(cat "$lock/pid" 2>/dev/null || echo "")
        [ -n "$holder" ] && kill -0 "$holder" 2>/dev/null && busy
        rm -rf "$lock"
        mkdir "$lock" || busy
      fi
    fi
    echo $$ >"$lock/pid"
    echo "$info" >"$lock/info"
    echo "$token" >"$lock/token"
    release_lock() {
      [ "$(cat "$lock/token" 2>/dev/null)" = "$token" ] && rm -rf "$lock"
      return 0
    }
    trap 'release_lock' EXIT
    trap 'exit 1' HUP INT TERM
    echo LOCKED
    cat >/dev/null || true
    exit 0
    ;;

  prepare)
    # Under the lock: remove uploads a cut connection left behind, make the new upload's directory,
    # and name the live release rsync links unchanged files from.
    id=$2
    [ -e "$base/releases/$id" ] && fail "release $id exists already"
    for stale in "$base"/releases/.incoming-*; do
      [ -e "$stale" ] && rm -rf "$stale" && echo "removed stale upload ${stale##*/}" >&2
    done
    mkdir -p "$base/releases/.incoming-$id"
    echo "current=$(current_release)"
    ;;

  finish)
    # Under the lock: check the upload is whole, carry the previous releases' assets into it, then
    # make it a release, switch, and prune.
    id=$2
    keep=$3
    incoming="$base/releases/.incoming-$id"
    [ -f "$incoming/.deploy/manifest" ] || fail "upload incomplete: no manifest in .incoming-$id"
    missing=0
    while IFS= read -r path; do
      [ -n "$path" ] || continue
      [ -f "$incoming/$path" ] || {
        echo "deploy: missing after upload: $path" >&2
        missing=$((missing + 1))
      }
    done <"$incoming/.deploy/manifest"
    [ "$missing" -eq 0 ] || fail "upload incomplete: $missing files missing, production unchanged"
    previous=$(releases | tail -n $((keep - 1)))
    for r in $previous; do carry_assets "$r" "$incoming"; done
    mv "$incoming" "$base/releases/$id"
    switch_to "$id"
    echo "live=$id"
    # Keep the newest $keep releases (and whatever is live).
    live=$(current_release)
    count=$(releases | wc -l)
    for r in $(releases); do
      [ "$count" -gt "$keep" ] || break
      [ "$r" = "$live" ] && continue
      rm -rf "${base:?}/releases/$r"
      echo "pruned=$r"
      count=$((count - 1))
    done
    ;;

  rollback)
    # Under the lock: the newest release older than the live one that was not rolled back from.
    live=$(current_release)
    [ -n "$live" ] || fail "nothing is live in $base"
    target=""
    for r in $(releases); do
      [ "$r" \< "$live" ] || continue
      [ -e "$base/releases/$r/.deploy/rolled-back" ] && continue
      target=$r
    done
    [ -n "$target" ] || fail "no release before $live to roll back to"
    # Pages loaded from the release being left keep their assets too.
    carry_assets "$live" "$base/releases/$target"
    mkdir -p "$base/releases/$live/.deploy"
    : >"$base/releases/$live/.deploy/rolled-back"
    switch_to "$target"
    echo "live=$target"
    echo "left=$live"
    ;;

  preview-config)
    # A preview's forms keep their posts beside the preview and mail no one; written once, never replaced.
    # storage/ is the preview user's (previews' PHP-FPM pool runs as it, deploy/host-setup.sh), group-writable for
    # hosts that still run previews' PHP as another user of P/previews' group.
    config="$base/forms.config.php"
    mkdir -p "$base"
    [ -d "$base/storage" ] || mkdir -m 2770 "$base/storage"
    [ -e "$config" ] && exit 0
    secret=$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')
    cat >"$config.tmp-$$" <<PHP
<?php
// Written once by \`npm run deploy -- --preview N\`: this preview's forms store their posts in storage/
// beside it and send no mail (no recipient and no sender: not even the visitor's reply), never to the
// company's inbox or production storage.
return [
    'FORMS_STORAGE_DIR' => __DIR__ . '/storage',
    'FORMS_SECRET' => '$secret',
    'FORMS_MAIL_TO' => '',
    'FORMS_MAIL_FROM' => '',
    'FORMS_ALERT_TO' => '',
];
PHP
    chmod 0640 "$config.tmp-$$"
    mv "$config.tmp-$$" "$config"
    echo "wrote $config"
    ;;

  remove)
    # Under the lock: a preview disappears at once (rename), then its files are deleted; what an earlier removal
    # left (a rename whose deletion failed) goes too. Fails loudly when anything is left.
    parent=${base%/*}
    name=${base##*/}
    # (The lock itself made $base if there was none: a preview is its releases, current or forms config.)
    found=no
    for part in "$base/current" "$base/releases" "$base/forms.config.php" "$parent/.removing-$name-"*; do
      [ -e "$part" ] || [ -L "$part" ] && found=yes
    done
    [ -e "$base" ] && mv "$base" "$parent/.removing-$name-$$"
    for gone in "$parent/.removing-$name-"*; do
      [ -e "$gone" ] || continue
      rm -rf "$gone" 2>/dev/null || fail "could not delete $gone (files another user made?)"
    done
    [ "$found" = yes ] || fail "no preview at $base"
    echo "removed=$base"
    ;;

  *)
    fail "unknown command $cmd"
    ;;
esac
