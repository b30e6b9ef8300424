#!/bin/sh
# The visits report (docs/analytics.md): the access logs, cleaned by lib/analytics.php, through GoAccess with
# deploy/analytics/goaccess.conf, into <storage>/analytics/report.html (the desk shows it behind its sign-in).
# Written to a temporary file first and moved into place, so the desk never shows half a report.
#   WEB_ROOT=/var/www/makkah-tech/current STORAGE=/var/lib/makkah-tech/forms \
#     sh report.sh /var/log/makkah-tech/access.log /var/log/makkah-tech/access.log.1 ...
# FORMAT=json writes report.json instead (what the tests read); GOACCESS_CONF moves the config; SITE_HOSTS names
# more of the site's own host names (links between its pages are not referrers).
set -eu
: "${WEB_ROOT:?set WEB_ROOT to the site's web root}" "${STORAGE:?set STORAGE to the forms storage directory}"
[ "$#" -gt 0 ] || { echo "report.sh: name the access log files" >&2; exit 2; }
conf=${GOACCESS_CONF:-$(dirname "$0")/goaccess.conf}
format=${FORMAT:-html}
umask 077
mkdir -p "$STORAGE/analytics"
out="$STORAGE/analytics/report.$format"
tmp="$STORAGE/analytics/.report.$$.$format"
trap 'rm -f "$tmp"' EXIT
php "$WEB_ROOT/assets/phpscripts/lib/analytics.php" ${SITE_HOSTS:+"--site-host=$SITE_HOSTS"} "$@" |
  goaccess - -p "$conf" --no-global-config -o "$tmp" >/dev/null
chmod 640 "$tmp"
mv "$tmp" "$out"
