#!/bin/sh
# One-time setup of a stock Debian host for `npm run deploy` (docs/deploy.md, "Set up the host"): packages, the
# deploy user (production key, a login shell), the preview user (preview key, confined by deploy/preview-command.sh
# and rrsync), the layout P/{releases,current,storage,previews}, P/forms.config.php, the PHP-FPM pool of the
# previews, and the Apache or nginx site. Run it as root from a checkout of main (it installs the repository's own
# files); run it again at any time: it changes only what is missing or different.
#
#   sudo sh deploy/host-setup.sh --server apache --domain example.com --preview-domain preview.example.com \
#        --deploy-key deploy.pub --preview-key preview.pub
#
# The tests run it against a prefix, with the servers on loopback ports they start themselves:
#   --prefix DIR (every path below DIR), --http-port N (plain-HTTP vhosts on 127.0.0.1:N and [::1]:N, no TLS),
#   --no-packages (no apt-get), --no-reload (no a2enmod/a2ensite/systemctl).
set -eu
umask 022

server=""
domain=example.com
preview_domain=""
site=/var/www/makkah-tech
prefix=""
deploy_user=makkah-deploy
preview_user=makkah-preview
web_user=www-data
deploy_key=""
preview_key=""
http_port=""
packages=yes
reload=yes
cert=""
cert_key=""
preview_cert=""
preview_cert_key=""

usage() {
  sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
  cat <<'EOF'
Options: --server apache|nginx|both  --domain D  --preview-domain D (empty: no previews)  --site P
         --deploy-user U  --preview-user U  --web-user U  --deploy-key FILE  --preview-key FILE
         --cert FILE --cert-key FILE  --preview-cert FILE --preview-cert-key FILE (default: Let's Encrypt's paths)
         --prefix DIR  --http-port N  --no-packages  --no-reload
EOF
  exit "${1:-0}"
}

while [ $# -gt 0 ]; do
  case $1 in
    --server) server=$2; shift ;;
    --domain) domain=$2; shift ;;
    --preview-domain) preview_domain=$2; shift ;;
    --site) site=$2; shift ;;
    --prefix) prefix=$2; shift ;;
    --deploy-user) deploy_user=$2; shift ;;
    --preview-user) preview_user=$2; shift ;;
    --web-user) web_user=$2; shift ;;
    --deploy-key) deploy_key=$2; shift ;;
    --preview-key) preview_key=$2; shift ;;
    --cert) cert=$2; shift ;;
    --cert-key) cert_key=$2; shift ;;
    --preview-cert) preview_cert=$2; shift ;;
    --preview-cert-key) preview_cert_key=$2; shift ;;
    --http-port) http_port=$2; shift ;;
    --no-packages) packages=no ;;
    --no-reload) reload=no ;;
    -h | --help) usage 0 ;;
    *) echo "host-setup: unknown option $1" >&2; usage 1 >&2 ;;
  esac
  shift
done

fail() {
  echo "host-setup: $*" >&2
  exit 1
}
say() { echo "host-setup: $*"; }

case $server in apache | nginx | both) ;; *) fail "--server apache, nginx (or both, for the tests)" ;; esac
[ "$(id -u)" = 0 ] || fail "run it as root (sudo sh deploy/host-setup.sh ...)"
for name in "$deploy_user" "$preview_user" "$web_user"; do
  case $name in "" | -* | *[!a-z0-9_-]*) fail "not a user name: '$name'" ;; esac
done
for value in "$site" "$prefix" "$domain" "$preview_domain" "$http_port"; do
  case $value in *[!A-Za-z0-9._/:-]*) fail "plain names and paths only: '$value'" ;; esac
done
case $site in /*) ;; *) fail "--site must be an absolute path" ;; esac
repo=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$repo/deploy/nginx/makkah-tech-site.conf" ] || fail "run it from a checkout of the repository"

P=$prefix$site
etc=$prefix/etc
run_php=$prefix/run/php
lib=$prefix/usr/local/lib/makkah-tech
preview_socket=$run_php/makkah-tech-previews.sock
site_socket=$run_php/makkah-tech.sock

# 1. Packages (rsync on both ends: the deploy uploads with it; rrsync confines the preview key).
if [ "$packages" = yes ]; then
  list="rsync openssh-server php-fpm php-cli"
  [ "$server" != nginx ] && list="$list apache2 libapache2-mod-php"
  [ "$server" != apache ] && list="$list nginx"
  say "apt-get install $list"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q $list >/dev/null
fi
php_version=$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')
[ -x /usr/bin/rrsync ] || fail "/usr/bin/rrsync is missing (Debian's rsync package ships it)"

# 2. Users: the deploy user logs in with a shell (the deploy runs sh and rsync there); the preview user's key runs
# only the forced command. Neither is in the web server's group except as set below.
home_of() { getent passwd "$1" | cut -d: -f6; }
make_user() {
  if ! getent passwd "$1" >/dev/null; then
    useradd --create-home --home-dir "$prefix/home/$1" --shell /bin/sh --user-group "$1"
    say "user $1 created"
  fi
  # A login shell, and no password at all ('*': keys only, and not "locked", which sshd without PAM refuses).
  usermod --shell /bin/sh --password '*' "$1"
}
mkdir -p "$prefix/home"
make_user "$deploy_user"
[ -n "$preview_domain" ] && make_user "$preview_user"
getent passwd "$web_user" >/dev/null || fail "no user $web_user (the web server's): install the web server first"

# 3. Keys. The preview key is forced into deploy/preview-command.sh, confined to P/previews.
install -d -m 0755 "$lib"
install -m 0755 "$repo/deploy/preview-command.sh" "$lib/preview-command"
install -m 0644 "$repo/scripts/lib/deploy-remote.sh" "$lib/deploy-remote.sh"
add_key() { # user, public key file, options
  [ -n "$2" ] || return 0
  [ -f "$2" ] || fail "no key file $2"
  key=$(grep -m1 -E '^(ssh-|ecdsa-|sk-)' "$2") || fail "$2 holds no public key"
  dir=$(home_of "$1")/.ssh
  install -d -m 0700 -o "$1" -g "$1" "$dir"
  touch "$dir/authorized_keys"
  line="${3:+$3 }$key"
  grep -qxF "$line" "$dir/authorized_keys" || {
    # The same key with other options would bypass them: replace it.
    body=$(echo "$key" | cut -d' ' -f2)
    grep -vF "$body" "$dir/authorized_keys" >"$dir/authorized_keys.new" || true
    echo "$line" >>"$dir/authorized_keys.new"
    mv "$dir/authorized_keys.new" "$dir/authorized_keys"
  }
  chown "$1:$1" "$dir/authorized_keys"
  chmod 0600 "$dir/authorized_keys"
}
add_key "$deploy_user" "$deploy_key" ""
[ -n "$preview_domain" ] &&
  add_key "$preview_user" "$preview_key" "command=\"$lib/preview-command $P/previews\",restrict"

# 4. The layout. P/releases is readable by the web server's group only: the preview user cannot list or read it.
install -d -m 0755 -o "$deploy_user" -g "$deploy_user" "$P"
install -d -m 2750 -o "$deploy_user" -g "$web_user" "$P/releases"
install -d -m 0700 -o "$web_user" -g "$web_user" "$P/storage"
if [ ! -e "$P/forms.config.php" ]; then
  secret=$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')
  cat >"$P/forms.config.php" <<PHP
<?php
// The forms' settings (docs/forms.md): read by the handlers and by cron (FORMS_CONFIG=$site/forms.config.php).
// Written by deploy/host-setup.sh; no deploy ever touches it. Fill in the mail addresses.
return [
    'FORMS_STORAGE_DIR' => __DIR__ . '/storage',
    'FORMS_SECRET' => '$secret',
    'FORMS_MAIL_TO' => 'sales@$domain',
    'FORMS_MAIL_FROM' => 'website@$domain',
    // Behind Varnish or a CDN: the proxies' addresses, or every visitor shares one rate limit.
    // 'FORMS_TRUSTED_PROXIES' => '127.0.0.1 ::1',
];
PHP
  say "wrote $P/forms.config.php (fill in the mail addresses)"
fi
chown "$deploy_user:$web_user" "$P/forms.config.php"
chmod 0640 "$P/forms.config.php"
if [ -n "$preview_domain" ]; then
  # Owned by the preview user (its deploys and its PHP), readable by all, writable by no one else.
  install -d -m 2755 -o "$preview_user" -g "$preview_user" "$P/previews"
fi

# 5. PHP-FPM: the site's pool as the web user, the previews' pool as the preview user, each on its own socket
# that only the web server can connect to.
pool_dir=$etc/php/$php_version/fpm/pool.d
install -d -m 0755 "$pool_dir" "$run_php"
write_pool() { # name, user, socket, open_basedir
  cat >"$pool_dir/$1.conf" <<EOF
; Written by deploy/host-setup.sh.
[$1]
user = $2
group = $2
listen = $3
listen.owner = $web_user
listen.group = $web_user
listen.mode = 0660
pm = ondemand
pm.max_children = 5
security.limit_extensions = .php
php_admin_value[open_basedir] = $4:/tmp
php_admin_flag[display_errors] = off
php_admin_value[post_max_size] = 128K
php_admin_value[max_input_vars] = 50
php_admin_flag[expose_php] = off
EOF
}
write_pool makkah-tech "$web_user" "$site_socket" "$P/"
[ -n "$preview_domain" ] && write_pool makkah-tech-previews "$preview_user" "$preview_socket" "$P/previews/"

# 6. The web server's site.
listen_https() { # apache: the address part of <VirtualHost>
  if [ -n "$http_port" ]; then echo "127.0.0.1:$http_port [::1]:$http_port"; else echo "*:443"; fi
}
tls_apache() { # cert, key
  [ -n "$http_port" ] && return 0
  printf '    SSLEngine on\n    SSLCertificateFile    %s\n    SSLCertificateKeyFile %s\n' "$1" "$2"
}
tls_nginx() {
  if [ -n "$http_port" ]; then
    printf '    listen 127.0.0.1:%s;\n    listen [::1]:%s;\n' "$http_port" "$http_port"
  else
    printf '    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n    ssl_certificate     %s;\n    ssl_certificate_key %s;\n    ssl_protocols TLSv1.2 TLSv1.3;\n' "$1" "$2"
  fi
}
: "${cert:=/etc/letsencrypt/live/$domain/fullchain.pem}" "${cert_key:=/etc/letsencrypt/live/$domain/privkey.pem}"
: "${preview_cert:=/etc/letsencrypt/live/$preview_domain/fullchain.pem}"
: "${preview_cert_key:=/etc/letsencrypt/live/$preview_domain/privkey.pem}"
sub() { sed -e "s#/var/www/makkah-tech#$P#g" -e "s#/run/php/makkah-tech-previews.sock#$preview_socket#g" "$@"; }

if [ "$server" != nginx ]; then
  a=$etc/apache2
  install -d -m 0755 "$a/sites-available" "$a/conf-available"
  sub "$repo/deploy/apache/release-layout.conf" >"$a/makkah-tech-release-layout.conf"
  sub "$repo/deploy/apache/preview-layout.conf" >"$a/makkah-tech-preview-layout.conf"
  {
    echo "# Written by deploy/host-setup.sh from deploy/apache/ (edit those, then run the setup again)."
    echo "ServerTokens Prod"
    echo "ServerSignature Off"
    echo "TraceEnable Off"
    [ -z "$http_port" ] && cat <<EOF
<VirtualHost *:80>
    ServerName $domain
    ServerAlias www.$domain${preview_domain:+ *.$preview_domain}
    RewriteEngine On
    RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]
</VirtualHost>
EOF
    cat <<EOF
<VirtualHost $(listen_https)>
    ServerName $domain
    ServerAlias www.$domain
$(tls_apache "$cert" "$cert_key")
    Include $a/makkah-tech-release-layout.conf
</VirtualHost>
EOF
    [ -n "$preview_domain" ] && cat <<EOF
<VirtualHost $(listen_https)>
    ServerName $preview_domain
    ServerAlias pr-*.$preview_domain
$(tls_apache "$preview_cert" "$preview_cert_key")
    Include $a/makkah-tech-preview-layout.conf
</VirtualHost>
EOF
  } >"$a/sites-available/makkah-tech.conf"
  if [ "$reload" = yes ]; then
    mods="rewrite headers deflate expires setenvif proxy_fcgi"
    [ -n "$preview_domain" ] && mods="$mods vhost_alias"
    [ -z "$http_port" ] && mods="$mods ssl http2"
    # shellcheck disable=SC2086
    a2enmod -q $mods
    a2ensite -q makkah-tech
    apache2ctl configtest
  fi
  say "Apache site: $a/sites-available/makkah-tech.conf"
fi

if [ "$server" != apache ]; then
  n=$etc/nginx
  install -d -m 0755 "$n/snippets" "$n/sites-available"
  install -m 0644 "$repo/deploy/nginx/security-headers.conf" "$n/snippets/makkah-tech-security-headers.conf"
  sed "s#unix:/run/php/php[0-9.]*-fpm.sock#unix:$site_socket#g" "$repo/deploy/nginx/makkah-tech-site.conf" \
    >"$n/snippets/makkah-tech-site.conf"
  sed "s#unix:/run/php/php[0-9.]*-fpm.sock#unix:$preview_socket#g" "$repo/deploy/nginx/makkah-tech-site.conf" \
    >"$n/snippets/makkah-tech-preview-site.conf"
  {
    echo "# Written by deploy/host-setup.sh from deploy/nginx/ (edit those, then run the setup again)."
    [ -z "$http_port" ] && cat <<EOF
server {
    listen 80;
    listen [::]:80;
    server_name $domain www.$domain${preview_domain:+ *.$preview_domain};
    return 301 https://\$host\$request_uri;
}
EOF
    cat <<EOF
server {
$(tls_nginx "$cert" "$cert_key")
    server_name $domain www.$domain;
    # P/current is a symlink to the live release, switched atomically by each deploy.
    root $P/current;
    disable_symlinks off;
    include snippets/makkah-tech-site.conf;
    set \$forms_storage_dir "";
}
EOF
    [ -n "$preview_domain" ] && cat <<EOF
server {
$(tls_nginx "$preview_cert" "$preview_cert_key")
    server_name ~^(?<preview>pr-[0-9]+)\.$(echo "$preview_domain" | sed 's/\./\\./g')\$;
    root $P/previews/\$preview/current;
    # Only links the preview user made itself (current → its release); an uploaded link to anything else is refused.
    disable_symlinks if_not_owner;
    include snippets/makkah-tech-preview-site.conf;
    set \$forms_storage_dir "";
    set \$site_robots_tag "noindex, nofollow";
}
EOF
  } >"$n/sites-available/makkah-tech.conf"
  if [ "$reload" = yes ]; then
    ln -sf ../sites-available/makkah-tech.conf "$n/sites-enabled/makkah-tech.conf"
    nginx -t
  fi
  say "nginx site: $n/sites-available/makkah-tech.conf"
fi

if [ "$reload" = yes ]; then
  systemctl restart "php$php_version-fpm"
  [ "$server" != nginx ] && systemctl reload apache2
  [ "$server" != apache ] && systemctl reload nginx
fi
say "done: P=$P (deploy as $deploy_user${preview_domain:+, previews as $preview_user})"
