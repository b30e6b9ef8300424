#!/bin/sh
# One-time setup of a stock Debian host for `npm run deploy` (docs/deploy.md, "Set up the host"): packages, the
# deploy user (production key, a login shell), the preview user (preview key, confined by deploy/preview-command.sh
# and rrsync), the layout P/{releases,current,storage,previews}, P/forms.config.php, the PHP-FPM pool of the
# previews, the site's cron jobs and visits log (purge, retry, the visits report, the digest), and the Apache or
# nginx site, with the content manager's own host where one is named (--cms-domain). Run it as root from a checkout
# of main (it installs the repository's own files); run it again at any time: it changes only what is missing or
# different.
#
#   sudo sh deploy/host-setup.sh --server apache --domain example.com --preview-domain preview.example.com \
#        --cms-domain cms.example.com --deploy-key deploy.pub --preview-key preview.pub
#
# The tests run it against a prefix, with the servers on loopback ports they start themselves:
#   --prefix DIR (every path below DIR), --http-port N (plain-HTTP vhosts on 127.0.0.1:N and [::1]:N, no TLS),
#   --no-packages (no apt-get), --no-reload (no a2enmod/a2ensite/systemctl).
set -eu
umask 022

server=""
domain=example.com
preview_domain=""
cms_domain=""
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

usage() {
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
  cat <<'EOF'
Options: --server apache|nginx|both  --domain D  --preview-domain D (empty: no previews)
         --cms-domain D (the content manager's own host, cms_url in cms/config.yml; empty: none)  --site P
         --deploy-user U  --preview-user U  --web-user U  --deploy-key FILE  --preview-key FILE
         --prefix DIR  --http-port N  --no-packages  --no-reload
EOF
  exit "${1:-0}"
}

while [ $# -gt 0 ]; do
  case $1 in
    --server) server=$2; shift ;;
    --domain) domain=$2; shift ;;
    --preview-domain) preview_domain=$2; shift ;;
    --cms-domain) cms_domain=$2; shift ;;
    --site) site=$2; shift ;;
    --prefix) prefix=$2; shift ;;
    --deploy-user) deploy_user=$2; shift ;;
    --preview-user) preview_user=$2; shift ;;
    --web-user) web_user=$2; shift ;;
    --deploy-key) deploy_key=$2; shift ;;
    --preview-key) preview_key=$2; shift ;;
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
for value in "$site" "$prefix" "$domain" "$preview_domain" "$cms_domain" "$http_port"; do
  case $value in *[!A-Za-z0-9._/:-]*) fail "plain names and paths only: '$value'" ;; esac
done
case $cms_domain in "$domain" | "www.$domain" | *".$preview_domain")
  # Its own origin is the point (docs/cms-production.md): no page of the site or of a preview may run there.
  [ -n "$cms_domain" ] && fail "--cms-domain must be a name of its own, not the site's or a preview's" ;;
esac
case $site in /*) ;; *) fail "--site must be an absolute path" ;; esac
repo=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$repo/deploy/nginx/makkah-tech-site.conf" ] || fail "run it from a checkout of the repository"

P=$prefix$site
etc=$prefix/etc
run_php=$prefix/run/php
lib=$prefix/usr/local/lib/makkah-tech
logs=$prefix/var/log/makkah-tech
preview_socket=$run_php/makkah-tech-previews.sock
site_socket=$run_php/makkah-tech.sock

# 1. Packages (rsync on both ends: the deploy uploads with it; rrsync confines the preview key).
if [ "$packages" = yes ]; then
  list="rsync openssh-server php-fpm php-cli cron logrotate goaccess"
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
# The sign-in (cms-auth.php) posts an editor's token to the content manager's origin only.
cms_origin="'CMS_ALLOWED_ORIGIN' => 'https://$cms_domain',"
if [ ! -e "$P/forms.config.php" ]; then
  [ -n "$cms_domain" ] && cms_setting=$cms_origin || cms_setting="// 'CMS_ALLOWED_ORIGIN' => 'https://cms.$domain',"
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
    // The weekly digest's recipients, each with the language of their mail (docs/analytics.md).
    // 'FORMS_DIGEST_TO' => 'sales@$domain:ar,manager@$domain:en',
    // The content manager's own host, cms_url (docs/cms-production.md): the sign-in answers that origin only.
    $cms_setting
    // Behind Varnish or a CDN: the proxies' addresses, or every visitor shares one rate limit.
    // 'FORMS_TRUSTED_PROXIES' => '127.0.0.1 ::1',
];
PHP
  say "wrote $P/forms.config.php (fill in the mail addresses)"
elif [ -n "$cms_domain" ] && ! grep -q "^ *$cms_origin" "$P/forms.config.php"; then
  say "add to $P/forms.config.php, for the CMS's sign-in (docs/cms-production.md): $cms_origin"
fi
chown "$deploy_user:$web_user" "$P/forms.config.php"
chmod 0640 "$P/forms.config.php"
if [ -n "$preview_domain" ]; then
  # Owned by the preview user (its deploys and its PHP), readable by all, writable by no one else.
  install -d -m 2755 -o "$preview_user" -g "$preview_user" "$P/previews"
fi

# 5. PHP-FPM: the site's pool as the web user, the previews' pool as the preview user, each on its own socket
# that only the web server can connect to. A preview's PHP is a branch's code: it may not mail (the host's sendmail
# would send as the company's server), run commands (sendmail itself, or anything open_basedir does not cover) nor
# open a connection: a local SMTP server relays for 127.0.0.1, and the host's other services trust loopback too. A
# preview's forms need none of it (no hand-off is configured there). The list covers the stock Debian extensions
# (php-common: sockets, ftp) and php-curl; an extension added later (php-mysql, php-ldap, php-imap, php-redis...)
# brings connections of its own: add its functions here.
previews_closed="mail,mb_send_mail,exec,passthru,shell_exec,system,proc_open,popen,pcntl_exec"
previews_closed="$previews_closed,fsockopen,pfsockopen,stream_socket_client,stream_socket_server"
previews_closed="$previews_closed,socket_create,socket_create_listen,socket_create_pair,socket_connect,socket_bind"
previews_closed="$previews_closed,socket_addrinfo_connect,socket_addrinfo_bind,ftp_connect,ftp_ssl_connect"
previews_closed="$previews_closed,curl_init,curl_exec,curl_multi_exec"
pool_dir=$etc/php/$php_version/fpm/pool.d
install -d -m 0755 "$pool_dir" "$run_php"
write_pool() { # name, user, socket, open_basedir[, lines added at the end]
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
${5:-}
EOF
}
write_pool makkah-tech "$web_user" "$site_socket" "$P/"
[ -n "$preview_domain" ] && write_pool makkah-tech-previews "$preview_user" "$preview_socket" "$P/previews/" \
  "php_admin_value[disable_functions] = $previews_closed
php_admin_flag[allow_url_fopen] = off
php_admin_value[sendmail_path] = /bin/false"

# This host's names and paths in one of the repository's files (its examples: example.com, /var/www/makkah-tech …).
sub() {
  sed -e "s#/var/www/makkah-tech#$P#g" -e "s#/etc/makkah-tech/#$etc/makkah-tech/#g" -e "s#/var/log/makkah-tech#$logs#g" \
    -e "s#/run/php/makkah-tech-previews.sock#$preview_socket#g" \
    -e "s#/run/php/php[0-9.]*-fpm.sock#$site_socket#g" \
    -e "s#preview\\\\.example\\\\.com#$(echo "$preview_domain" | sed 's/\./\\\\./g')#g" \
    -e "s#preview\.example\.com#$preview_domain#g" -e "s#cms\.example\.com#$cms_domain#g" \
    -e "s#example\.com#$domain#g" "$@"
}

# 6. The site's cron jobs (deploy/cron: purge, retry, the visits report, the weekly digest) and the visits log: the
# production site alone writes it (a preview's or the CMS's requests are not the company's visitors), kept 30 days
# by logrotate, read hourly into the desk's report (docs/analytics.md).
install -d -m 0755 "$etc/makkah-tech/analytics" "$etc/cron.d" "$etc/logrotate.d"
install -d -m 0750 -o root -g "$web_user" "$logs"
for file in goaccess.conf report.sh apache-log.conf nginx-log.conf varnishncsa.args; do
  sub "$repo/deploy/analytics/$file" >"$etc/makkah-tech/analytics/$file"
done
sub "$repo/deploy/analytics/logrotate" | sed "s# www-data\$# $web_user#" >"$etc/logrotate.d/makkah-tech"
sub "$repo/deploy/cron" | sed "s# www-data # $web_user #" >"$etc/cron.d/makkah-tech"
chmod 0644 "$etc/cron.d/makkah-tech" "$etc/logrotate.d/makkah-tech"

# 7. The web server's site, made from deploy/apache or deploy/nginx's release-layout files with this host's names
# and P put in (edit those files, then run the setup again). Certificates: Let's Encrypt's paths for the domains
# (docs/deploy.md); until they exist, Debian's self-signed one keeps the configuration valid.
certificates() { # the live/<name>/ paths in the file, or a self-signed pair where they are missing
  for name in "$domain" "$preview_domain" "$cms_domain"; do
    [ -n "$name" ] && [ -z "$http_port" ] || continue
    [ -f "$prefix/etc/letsencrypt/live/$name/fullchain.pem" ] && continue
    self=$etc/ssl/makkah-tech-self-signed-$name
    if [ ! -f "$self.key" ]; then
      install -d -m 0755 "$etc/ssl"
      openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=$name" -addext "subjectAltName=DNS:$name,DNS:*.$name" \
        -keyout "$self.key" -out "$self.pem" 2>/dev/null
      chmod 0600 "$self.key"
    fi
    say "no certificate for $name yet: a self-signed one until certbot has run (docs/deploy.md, step 4)"
    sed -i -e "s#/etc/letsencrypt/live/$name/fullchain.pem#$self.pem#" \
      -e "s#/etc/letsencrypt/live/$name/privkey.pem#$self.key#" "$1"
  done
}
without_cms() { # no CMS domain: the file without the CMS's name and its VirtualHost
  if [ -n "$cms_domain" ]; then cat; else awk '
    /^<VirtualHost / { block = $0; open = 1; next }
    open { block = block "\n" $0 }
    open && $0 == "</VirtualHost>" { open = 0; if (block !~ /ServerName cms\.example\.com/) print block; next }
    !open { print }' | sed '/^ *#/!s# cms\.example\.com##g'; fi
}
unnamed() { # the repository's file without the names not given: the CMS's (and its VirtualHost), the previews'
  # wildcard (its block is left out by without_previews; "*." would be no name at all, and nginx refuses it).
  without_cms | if [ -n "$preview_domain" ]; then cat; else sed '/^ *#/!s# \*\.preview\.example\.com##g'; fi
}
without_previews() { # no preview domain: the file without its last server/VirtualHost (the previews')
  if [ -n "$preview_domain" ]; then cat; else awk -v open="$1" '
    { lines[NR] = $0; if (index($0, open) == 1) last = NR }
    END { for (i = 1; i < (last ? last : NR + 1); i++) print lines[i] }'; fi
}

if [ "$server" != nginx ]; then
  a=$etc/apache2
  install -d -m 0755 "$a/sites-available"
  sub "$repo/deploy/apache/release-layout.conf" >"$a/makkah-tech-release-layout.conf"
  sub "$repo/deploy/apache/preview-layout.conf" |
    sed "s#/etc/apache2/preview-rules.conf#$a/makkah-tech-preview-rules.conf#" >"$a/makkah-tech-preview-layout.conf"
  # main's rules for every preview (never the branch's .htaccess), relative to P/previews: each RewriteRule anchored
  # at pr-N/current/, the one that keeps a part of the path keeping that prefix too, no RewriteBase.
  sed -e '/^ *RewriteBase \/$/d' \
    -e 's#RewriteRule ^(\.\*?)/?\$ \$1/index\.html#RewriteRule ^(pr-[0-9]+/current)/(.*?)/?$ $1/$2/index.html#' \
    -e '/RewriteRule ^(pr-/!s#RewriteRule ^#RewriteRule ^(?:pr-[0-9]+/current/)#' \
    "$repo/public/.htaccess" >"$a/makkah-tech-preview-rules.conf"
  grep -q 'RewriteRule ^(pr-\[0-9\]+/current)/' "$a/makkah-tech-preview-rules.conf" ||
    fail "public/.htaccess: its index.html rule has changed; update the previews' copy in deploy/host-setup.sh"
  conf=$a/sites-available/makkah-tech.conf
  unnamed <"$repo/deploy/apache/makkah-tech-releases.conf" |
    sub -e "s#/etc/apache2/release-layout.conf#$a/makkah-tech-release-layout.conf#" \
      -e "s#/etc/apache2/preview-layout.conf#$a/makkah-tech-preview-layout.conf#" |
    without_previews "<VirtualHost" >"$conf"
  if [ -n "$http_port" ]; then
    # Loopback, plain HTTP (the tests): no TLS lines, no log paths of the system's Apache.
    sed -i -e "s#<VirtualHost \*:443>#<VirtualHost 127.0.0.1:$http_port [::1]:$http_port>#" \
      -e '/^ *\(SSL\|Protocols\|ErrorLog\|CustomLog\)/d' -e '/^<VirtualHost \*:80>/,/^<\/VirtualHost>/d' "$conf"
  else
    certificates "$conf"
  fi
  if [ "$reload" = yes ]; then
    a2enmod -q rewrite headers deflate expires setenvif ssl http2 proxy_fcgi vhost_alias
    a2ensite -q makkah-tech
    apache2ctl configtest
  fi
  say "Apache site: $conf"
fi

if [ "$server" != apache ]; then
  n=$etc/nginx
  install -d -m 0755 "$n/snippets" "$n/sites-available" "$n/sites-enabled"
  install -m 0644 "$repo/deploy/nginx/security-headers.conf" "$n/snippets/makkah-tech-security-headers.conf"
  sub "$repo/deploy/nginx/makkah-tech-site.conf" >"$n/snippets/makkah-tech-site.conf"
  sed "s#unix:$site_socket#unix:$preview_socket#g" "$n/snippets/makkah-tech-site.conf" \
    >"$n/snippets/makkah-tech-preview-site.conf"
  conf=$n/sites-available/makkah-tech.conf
  unnamed <"$repo/deploy/nginx/makkah-tech-releases.conf" | sub | without_previews "server {" >"$conf"
  if [ -n "$cms_domain" ]; then
    # The content manager's own host, from the plain layout's files: the site's /admin redirect (makkah-tech.conf)
    # in production's server, and makkah-tech-cms.conf's server (anything but /admin/ and the sign-in sent to the
    # site) on P/current, the forms' settings from P/forms.config.php as production's.
    admin=$(awk '/# The content manager runs on its own host/, /^    }$/' "$repo/deploy/nginx/makkah-tech.conf" | sub)
    cms=$(awk '/^server \{$/ { n++ } n == 2' "$repo/deploy/nginx/makkah-tech-cms.conf" |
      sed -e 's#^    root /var/www/makkah-tech/out;$#    root /var/www/makkah-tech/current;\n    disable_symlinks off;#' \
        -e 's#^    include snippets/makkah-tech-site.conf;$#&\n    set $forms_storage_dir "";#' | sub)
    case $admin in *"return 302 https://$cms_domain/admin/;"*) ;; *)
      fail "deploy/nginx/makkah-tech.conf: its /admin redirect has changed; update deploy/host-setup.sh" ;;
    esac
    case $cms in *"root $P/current;"*'set $forms_storage_dir "";'*) ;; *)
      fail "deploy/nginx/makkah-tech-cms.conf: its server has changed; update deploy/host-setup.sh" ;;
    esac
    site_include="    include snippets/makkah-tech-site.conf;"
    admin=$admin awk -v line="$site_include" '{ print } $0 == line && !done { print ENVIRON["admin"]; done = 1 }' \
      "$conf" >"$conf.new"
    printf '\n# The CMS host (makkah-tech-cms.conf, put in by deploy/host-setup.sh --cms-domain).\n%s\n' "$cms" >>"$conf.new"
    mv "$conf.new" "$conf"
  fi
  if [ -n "$http_port" ]; then
    sed -i -e "s#listen 443 ssl http2;#listen 127.0.0.1:$http_port;#" \
      -e "s#listen \[::\]:443 ssl http2;#listen [::1]:$http_port;#" -e '/^ *ssl_/d' -e '/listen 80;/d' "$conf"
  else
    certificates "$conf"
  fi
  if [ "$reload" = yes ]; then
    ln -sf ../sites-available/makkah-tech.conf "$n/sites-enabled/makkah-tech.conf"
    nginx -t
  fi
  say "nginx site: $conf"
fi

if [ "$reload" = yes ]; then
  systemctl restart "php$php_version-fpm"
  [ "$server" != nginx ] && systemctl reload apache2
  [ "$server" != apache ] && systemctl reload nginx
fi
say "done: P=$P (deploy as $deploy_user${preview_domain:+, previews as $preview_user})"
