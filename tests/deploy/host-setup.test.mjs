// A host set up by deploy/host-setup.sh (issue 47), once for this file, against a prefix on this machine: its users
// (created here, removed afterwards), keys, layout, PHP-FPM pools and both web servers' sites, served by real
// servers on loopback (ports 4550-4559): OpenSSH on 127.0.0.1 and [::1], PHP-FPM with the setup's two pools,
// Apache (its vhost file) and nginx (its site file), and a listener standing in for a local service (an SMTP relay).
//  - the preview key opens no shell, writes nowhere outside P/previews, reads nothing of P/storage;
//  - production deploys over IPv6 ([::1]) as the deploy user; a preview deploys through the confinement;
//  - a preview's PHP runs as the preview user, reads none of P/forms.config.php, P/storage, P/releases, and can
//    neither mail, run a command nor open a connection (production's PHP still can: its hand-offs);
//  - on Apache and on nginx a preview sends the security headers and refuses /.htaccess, /_headers, lib/rules.json;
//    it is noindex (header and meta) and in no sitemap, keeps its posts in its own storage and sends no mail;
//  - a production build is refused as a preview, a preview build for production;
//  - removing a preview after a form post leaves nothing (on both servers it answers no more), and removing it
//    again fails;
//  - with --cms-domain, the content manager's own host (docs/cms-production.md): the site's /admin/ redirects there, it
//    serves /admin/ (the CMS's own CSP) and sends the site's pages back, on Apache (the build's .htaccess rules) and
//    nginx (makkah-tech-cms.conf's server on P/current); its requests are not visits; CMS_ALLOWED_ORIGIN is written;
//  - the visits log holds production's requests, none of a preview's; every cron job runs as the web user;
//  - the /etc/msmtprc example of docs/deploy.md sends a mail with Debian's msmtp (to an SMTP server on loopback).
import assert from "node:assert/strict";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
  appendFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { apacheServerConfig, runApache } from "../hosting/apache.mjs";
import { nginxPrefix, runPhpFpm, startNginx } from "../hosting/nginx.mjs";
import { assertSecurityHeaders, readIfExists, requireBuild } from "../hosting/support.mjs";
import { runCheckLive } from "../live/support.mjs";
import { withCmsHostRules } from "../../scripts/lib/cms-origin.mjs";
import { waitFor } from "../../scripts/lib/start-server.mjs";
import {
  deploy,
  get,
  liveRelease,
  makeRelease,
  markerOf,
  persistentFiles,
  postOk,
  root,
  startSshd,
  writeMailCapture,
} from "./support.mjs";

const ports = { ssh: 4551, apache: 4552, nginx: 4553, sink: 4554, smtp: 4555 };
const users = { deploy: "mt47-deploy", preview: "mt47-preview" };
const site = "/srv/makkah-tech";
const previewHost = (pr, port) => `pr-${pr}.preview.test:${port}`;
/**
 * The content manager's own host (--cms-domain) and the origins a build with that cms_url writes its rules for: not a
 * placeholder name (.test would get none), and site_url the site's www name, where nginx's CMS server sends the rest.
 */
const cmsHost = "cms.makkahtech.com";
const cmsOrigins = { cms: `https://${cmsHost}`, site: "https://www.localhost" };
/** The production site's home on `port`. */
const production = (port) => get(port, "/", { headers: { host: `localhost:${port}` } });

let dir;
let prefix;
let P;
const servers = [];
let sshd;
let apache;
let nginx;
let mailLog;
let sink;
let A;
const keys = {};

const sh = (cmd, args, options = {}) => spawnSync(cmd, args, { encoding: "utf8", ...options });
const removeUsers = () => {
  for (const user of Object.values(users))
    if (sh("id", [user]).status === 0) sh("userdel", ["-r", "-f", user]);
};

/** A shell command run as the preview user. */
const asPreview = (command) => sh("su", [users.preview, "-s", "/bin/sh", "-c", command]);
/** ssh's options for `key` and the test's known_hosts. */
const sshOptions = (key) => [
  ...["-p", String(ports.ssh), "-i", key, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes"],
  ...["-o", `UserKnownHostsFile=${join(dir, "known_hosts")}`, "-o", "StrictHostKeyChecking=yes"],
];
/** ssh as `user` with `key` to the test sshd; the command's words as given. */
const sshAs = (user, key, ...command) => sh("ssh", [...sshOptions(key), `${user}@127.0.0.1`, ...command]);
const rsyncAs = (user, key, ...args) =>
  sh("rsync", [
    "-e",
    ["ssh", ...sshOptions(key)].join(" "),
    ...args.map((a) => a.replace("HOST:", `${user}@127.0.0.1:`)),
  ]);

/**
 * A local service on loopback (here an SMTP relay's greeting, then the connection closed), counting its connections.
 * @returns {Promise<{ connections: number, stop: () => Promise<void> }>}
 */
const startSink = (port) =>
  new Promise((resolve, reject) => {
    const open = new Set();
    const stop = () =>
      new Promise((done) => {
        server.close(() => done());
        for (const socket of open) socket.destroy(); // a pfsockopen() keeps its connection open
      });
    const listener = { connections: 0, stop };
    const server = createServer((socket) => {
      listener.connections++;
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.end("220 relay.test ESMTP\r\n");
    });
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(listener));
  });

/**
 * A PHP script that tries the ways a stock Debian PHP (and php-curl) has to open a connection to the sink: `name=CONNECTED` when the sink's greeting
 * came back, `failed`, or `unavailable` (a disabled function, or its extension not loaded).
 */
const networkProbe = () => `<?php
header('Content-Type: text/plain');
$port = ${ports.sink};
$tries = [
    'fsockopen' => static fn () => ($s = @fsockopen('127.0.0.1', $port, $n, $e, 2)) ? fgets($s) : false,
    'pfsockopen' => static fn () => ($s = @pfsockopen('127.0.0.1', $port, $n, $e, 2)) ? fgets($s) : false,
    'stream_socket_client' => static fn () => ($s = @stream_socket_client("tcp://127.0.0.1:$port", $n, $e, 2)) ? fgets($s) : false,
    'socket_create' => static function () use ($port) {
        $s = @socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
        return $s && @socket_connect($s, '127.0.0.1', $port) ? socket_read($s, 64) : false;
    },
    'ftp_connect' => static fn () => @ftp_connect('127.0.0.1', $port, 2) ? '220' : false,
    'curl_init' => static function () use ($port) {
        $c = curl_init("http://127.0.0.1:$port/");
        curl_setopt_array($c, [CURLOPT_CONNECT_ONLY => true, CURLOPT_TIMEOUT => 2]);
        return curl_exec($c) ? '220' : false;
    },
    'file_get_contents' => static function () use ($port) {
        @file_get_contents("http://127.0.0.1:$port/");
        return $http_response_header[0] ?? false;
    },
];
foreach ($tries as $name => $try) {
    $answer = function_exists($name) ? $try() : null;
    echo $name, '=', $answer === null ? 'unavailable' : (str_starts_with((string) $answer, '220') ? 'CONNECTED' : 'failed'), "\n";
}
`;

/** The sink's new connections while `request` runs, and the request's answer. */
const connectionsDuring = async (request) => {
  const before = sink.connections;
  const res = await request();
  return { res, connections: sink.connections - before };
};

/** What nginxPrefix() makes in the setup's /etc/nginx, removed so that it can make it (again). */
function clearNginxPrefix(n) {
  for (const f of ["mime.types", "fastcgi_params", "nginx.conf"]) rmSync(join(n, f), { force: true });
  for (const t of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    rmSync(join(n, `tmp-${t}`), { recursive: true, force: true });
}

before(async () => {
  requireBuild();
  removeUsers();
  dir = mkdtempSync(join(tmpdir(), "host-setup-"));
  chmodSync(dir, 0o755);
  prefix = join(dir, "root");
  mkdirSync(prefix, { mode: 0o755 });
  P = `${prefix}${site}`;
  for (const name of ["deploy", "preview"]) {
    keys[name] = join(dir, `${name}_key`);
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", keys[name]]);
  }
  const setup = sh("sh", [
    join(root, "deploy/host-setup.sh"),
    ...["--server", "both", "--prefix", prefix, "--site", site, "--domain", "localhost"],
    ...["--preview-domain", "preview.test", "--http-port", String(ports.apache), "--cms-domain", cmsHost],
    ...["--deploy-user", users.deploy, "--preview-user", users.preview],
    ...["--deploy-key", `${keys.deploy}.pub`, "--preview-key", `${keys.preview}.pub`],
    "--no-packages",
    "--no-reload",
  ]);
  assert.equal(setup.status, 0, `host-setup.sh failed:\n${setup.stdout}${setup.stderr}`);

  // OpenSSH on both loopback addresses, reading each user's own authorized_keys (as a stock sshd does).
  sshd = await startSshd(dir, ports.ssh, {
    listen: ["127.0.0.1", "::1"],
    authorizedKeysFile: ".ssh/authorized_keys",
  });
  servers.push(sshd);
  writeFileSync(join(dir, "known_hosts"), sshd.knownHosts);
  sink = await startSink(ports.sink);
  servers.push(sink);

  // PHP-FPM with the setup's pools (the site's as www-data, the previews' as the preview user), php.ini read.
  const pools = `${prefix}/etc/php/${readdirSync(join(prefix, "etc/php"))[0]}/fpm/pool.d/*.conf`;
  // The previews' mail goes to a file (there must be none).
  mailLog = writeMailCapture(dir);
  const previewPool = pools.replace("*", "makkah-tech-previews");
  appendFileSync(previewPool, `php_admin_value[sendmail_path] = ${dir}/sendmail.sh\n`);
  const socket = join(prefix, "run/php/makkah-tech-previews.sock");
  servers.push(await runPhpFpm(dir, socket, [`include = ${pools}`], { ini: true }));
  // Apache on the setup's vhost file (mod_php for the site, proxy_fcgi for previews), serving whatever the tests deploy.
  const a = join(dir, "apache");
  mkdirSync(a);
  const modules = ["vhost_alias", "proxy", "proxy_fcgi"];
  apache = await runApache(a, ports.apache, [
    ...apacheServerConfig({ dir: a, port: ports.apache, modules }),
    `Include "${prefix}/etc/apache2/sites-available/makkah-tech.conf"`,
  ]);
  servers.push(apache);
  // nginx on the setup's site file, moved to its own port.
  const n = join(prefix, "etc/nginx");
  const conf = readFileSync(join(n, "sites-available/makkah-tech.conf"), "utf8")
    .replaceAll(`:${ports.apache};`, `:${ports.nginx};`)
    .replace(/^#.*$/gm, "");
  clearNginxPrefix(n);
  nginx = await startNginx(n, conf, { port: ports.nginx });
  servers.push(nginx);
});

after(async () => {
  for (const server of servers.reverse()) await server.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  removeUsers();
});

/** apache2 -t and nginx -t on the sites a setup wrote under `prod`, with the stock modules the setup enables (a2enmod). */
function configTests(prod, what) {
  // Apache: Debian's APACHE_LOG_DIR.
  const a = join(prod, "apache-test");
  mkdirSync(a, { recursive: true });
  const modules = ["ssl", "http2", "socache_shmcb", "vhost_alias", "proxy", "proxy_fcgi"];
  writeFileSync(
    join(a, "apache.conf"),
    [
      `Define APACHE_LOG_DIR ${a}`,
      ...apacheServerConfig({ dir: a, port: ports.apache, modules }),
      `Include "${prod}/etc/apache2/sites-available/makkah-tech.conf"`,
      "",
    ].join("\n"),
  );
  const apache = sh("/usr/sbin/apache2", ["-t", "-f", join(a, "apache.conf")]);
  assert.equal(apache.status, 0, `${what}: apache2 -t:\n${apache.stderr}`);
  clearNginxPrefix(join(prod, "etc/nginx"));
  const nginxArgs = nginxPrefix(join(prod, "etc/nginx"), "include sites-available/makkah-tech.conf;");
  const nginx = sh("/usr/sbin/nginx", ["-t", ...nginxArgs]);
  assert.equal(nginx.status, 0, `${what}: nginx -t:\n${nginx.stderr}`);
}

test("in production form (TLS, no port given) Apache's and nginx's sites pass their config tests", () => {
  const prod = join(dir, "production");
  mkdirSync(prod, { mode: 0o755 });
  const args = [
    join(root, "deploy/host-setup.sh"),
    ...["--server", "both", "--prefix", prod, "--domain", "example.com"],
    ...["--deploy-user", users.deploy, "--preview-user", users.preview, "--no-packages", "--no-reload"],
  ];
  // First the site alone (no previews, no CMS host)…
  const first = sh("sh", args);
  assert.equal(first.status, 0, `${first.stdout}${first.stderr}`);
  configTests(prod, "without previews");
  // …then with both: forms.config.php exists, so the setup says what to add to it for the CMS.
  const setup = sh("sh", [
    ...args,
    ...["--preview-domain", "preview.example.com", "--cms-domain", "cms.example.com"],
  ]);
  assert.equal(setup.status, 0, `${setup.stdout}${setup.stderr}`);
  assert.match(
    setup.stdout,
    /'CMS_ALLOWED_ORIGIN' => 'https:\/\/cms\.example\.com'/,
    "what to add to forms.config.php",
  );
  for (const file of ["apache2/sites-available/makkah-tech.conf", "nginx/sites-available/makkah-tech.conf"])
    assert.match(
      readFileSync(join(prod, "etc", file), "utf8"),
      /^\s*(ServerName|server_name) cms\.example\.com;?$/m,
      `${file}: no site for the CMS's name`,
    );
  assert.ok(
    existsSync(join(prod, "etc/ssl/makkah-tech-self-signed-cms.example.com.pem")),
    "no certificate for it",
  );
  configTests(prod, "with previews and the CMS's host");
});

const env = (user, key, build) => ({
  DEPLOY_TARGET: `ssh://${user}@[::1]:${ports.ssh}${P}`,
  DEPLOY_SSH_KEY: readFileSync(key, "utf8"),
  DEPLOY_KNOWN_HOSTS: sshd.knownHosts.replace("[127.0.0.1]", "[::1]"),
  DEPLOY_OUT_DIR: build.dir,
  DEPLOY_PREVIEW_URL: `http://pr-{pr}.preview.test:${ports.apache}/`,
});

test("the layout: P/previews 2755 the preview user's, storage, config and releases closed to it", () => {
  const modes = { previews: "2755", storage: "700", "forms.config.php": "640", releases: "2750" };
  const mode = (p) => (statSync(join(P, p)).mode & 0o7777).toString(8);
  assert.deepEqual(Object.fromEntries(Object.keys(modes).map((p) => [p, mode(p)])), modes);
  for (const path of ["storage", "forms.config.php", "releases"]) {
    const r = asPreview(`head -c1 ${P}/${path} || ls ${P}/${path}/`);
    assert.notEqual(r.status, 0, `the preview user can read P/${path}`);
  }
  const authorized = readFileSync(join(prefix, "home", users.preview, ".ssh/authorized_keys"), "utf8");
  assert.match(authorized, /^command="[^"]+preview-command [^"]+\/previews",restrict ssh-ed25519 /m);
});

test("the preview key: no shell, no path outside P/previews, nothing read from P/storage", () => {
  const key = keys.preview;
  writeFileSync(join(P, "storage/secret.jsonl"), "a production enquiry\n");
  execFileSync("chown", ["www-data:www-data", join(P, "storage/secret.jsonl")]);
  for (const command of [[], ["id"], ["sh", "-c", "id"], ["sh -s -- state /etc"], [`sh -s -- state ${P}`]]) {
    const r = sshAs(users.preview, key, ...command);
    assert.notEqual(r.status, 0, `ssh ${command.join(" ")} ran: ${r.stdout}`);
    assert.doesNotMatch(r.stdout, /uid=|base=/, `ssh ${command.join(" ")}`);
  }
  for (const base of [`${P}/previews/pr-1/../../storage`, `${P}/previews/pr-1;id`, `${P}/previews`]) {
    const r = sshAs(users.preview, key, `sh -s -- state ${base}`);
    assert.notEqual(r.status, 0, `state ${base} answered: ${r.stdout}`);
  }
  const file = join(dir, "upload.txt");
  writeFileSync(file, "from the preview key\n");
  for (const destination of [`${P}/storage/`, `${P}/previews/../storage/`, `${P}/releases/`, "/tmp/"]) {
    rsyncAs(users.preview, key, file, `HOST:${destination}`);
  }
  for (const path of [`${P}/storage/upload.txt`, `${P}/releases/upload.txt`, "/tmp/upload.txt"])
    assert.equal(existsSync(path), false, `the preview key wrote ${path}`);
  const pulled = join(dir, "pulled");
  const pull = rsyncAs(users.preview, key, "-r", `HOST:${P}/storage/`, `${pulled}/`);
  assert.notEqual(pull.status, 0, "the preview key read P/storage");
  assert.equal(existsSync(join(pulled, "secret.jsonl")), false);
});

test("production deploys over IPv6 ([::1]) as the deploy user; Apache and nginx serve it, its PHP connects", async () => {
  A = makeRelease(dir, "A");
  writeFileSync(join(A.dir, "assets/phpscripts/net-probe.php"), networkProbe());
  const r = await deploy([], env(users.deploy, keys.deploy, A));
  assert.equal(r.code, 0, r.output);
  assert.ok(liveRelease(P), "nothing live after the deploy");
  for (const port of [apache.port, nginx.port]) {
    const home = await production(port);
    assert.equal(home.status, 200);
    assert.equal(markerOf(home.text), "A");
    // Production's PHP (mod_php on Apache, the site's pool on nginx) still reaches the network: the forms' hand-offs.
    const probe = await connectionsDuring(() =>
      get(port, "/assets/phpscripts/net-probe.php", { headers: { host: `localhost:${port}` } }),
    );
    assert.match(
      probe.res.text,
      /stream_socket_client=CONNECTED/,
      `:${port} production's PHP:\n${probe.res.text}`,
    );
    assert.doesNotMatch(probe.res.text, /=failed/, `:${port} production's PHP:\n${probe.res.text}`);
    assert.ok(probe.connections > 0, `:${port}: the sink saw no connection from production's PHP`);
  }
  const check = await checkLive(`http://127.0.0.1:${apache.port}/`);
  assert.equal(check.code, 0, `check:live of production:\n${check.output}`);
});

test("a preview through the confined key: its PHP cannot read production; headers and refusals; removal", async () => {
  const build = makeRelease(dir, "PR", { preview: true });
  // A branch's PHP trying to read production (allowed by the rules: a script in /assets/phpscripts/).
  writeFileSync(
    join(build.dir, "assets/phpscripts/probe.php"),
    `<?php\nheader('Content-Type: text/plain');\necho 'user=', posix_getpwuid(posix_geteuid())['name'], "\\n";\nforeach (['${P}/forms.config.php', '${P}/storage/secret.jsonl', '${P}/releases'] as $f) { echo $f, '=', (@file_get_contents($f) !== false || @scandir($f) !== false) ? 'READ' : 'refused', "\\n"; }\n` +
      // …or mailing anyone (the host's sendmail, here the test's capture), itself or through a command.
      `echo 'mail=', function_exists('mail') ? (@mail('someone@example.com', 'From a branch', 'Hello') ? 'SENT' : 'failed') : 'disabled', "\\n";\n` +
      `foreach (['exec', 'shell_exec', 'system', 'passthru', 'proc_open', 'popen'] as $f) { echo $f, '=', function_exists($f) ? 'CALLABLE' : 'disabled', "\\n"; }\n`,
  );
  // …or connecting to a local service (an SMTP relay that trusts 127.0.0.1, the host's other daemons) or anywhere,
  // even with its own .htaccess handing PHP-FPM a setting of the pool's (PHP_ADMIN_VALUE among the FastCGI params).
  writeFileSync(join(build.dir, "assets/phpscripts/net-probe.php"), networkProbe());
  appendFileSync(join(build.dir, ".htaccess"), '\nSetEnv PHP_ADMIN_VALUE "allow_url_fopen=On"\n');
  // …or its own .htaccess sending a request through mod_proxy (loaded for proxy_fcgi) to the production pool's
  // socket, which runs any script under P as the web user.
  mkdirSync(join(build.dir, "x"));
  const productionPool = `unix:${prefix}/run/php/makkah-tech.sock|fcgi://localhost`;
  writeFileSync(
    join(build.dir, "x/.htaccess"),
    `RewriteEngine On\nRewriteRule ^leak$ "${productionPool}${P}/previews/pr-5/current/assets/phpscripts/probe.php" [P,L]\n`,
  );
  const previewEnv = env(users.preview, keys.preview, build);
  const notPreview = await deploy(["--preview", "5"], env(users.preview, keys.preview, A));
  assert.notEqual(notPreview.code, 0, "a production build was deployed as a preview");
  assert.match(notPreview.output, /preview build/);
  const refused = await deploy([], env(users.deploy, keys.deploy, build));
  assert.notEqual(refused.code, 0, "a preview build was deployed to production");
  const kept = persistentFiles(P);
  const r = await deploy(["--preview", "5"], previewEnv);
  assert.equal(r.code, 0, r.output);
  assert.match(r.output, /http:\/\/pr-5\.preview\.test:\d+\//, "the preview URL is not printed");
  assert.ok(existsSync(join(P, "previews/pr-5/current/index.html")));
  // A link the preview user makes to a production file the web server could read: never followed.
  const link = asPreview(`ln -s ${P}/forms.config.php ${P}/previews/pr-5/current/leak.txt`);
  assert.equal(link.status, 0, link.stderr);
  const webServers = { Apache: apache, nginx };
  for (const [name, { port, log }] of Object.entries(webServers)) {
    const host = previewHost(5, port);
    const home = await get(port, "/", { headers: { host } });
    assert.equal(home.status, 200, `${name}: the preview's home`);
    assert.equal(markerOf(home.text), "PR");
    assertSecurityHeaders(home, `${name} preview /`);
    assert.equal(home.headers["x-robots-tag"], "noindex, nofollow", name);
    assert.match(home.text, /<meta name="robots" content="noindex/);
    const page = await get(port, "/about-us", { headers: { host } });
    assert.equal(markerOf(page.text), "PR", `${name}: the preview's /about-us`);
    assert.equal(page.headers["x-robots-tag"], "noindex, nofollow", `${name}: the preview's /about-us`);
    const sitemap = await get(port, "/sitemap.xml", { headers: { host } });
    assert.doesNotMatch(sitemap.text, /<loc>/, `${name}: the preview's sitemap`);
    const live = await production(port);
    assert.equal(markerOf(live.text), "A", `${name}: production after the refused deploys`);
    assert.equal(live.headers["x-robots-tag"], undefined, `${name}: production is noindex`);
    for (const path of [
      "/.htaccess",
      "/_headers",
      "/.user.ini",
      "/assets/phpscripts/lib/rules.json",
      "/leak.txt",
    ]) {
      const res = await get(port, path, { headers: { host } });
      assert.ok([403, 404].includes(res.status), `${name}: ${path} answered ${res.status}`);
    }
    const probe = await get(port, "/assets/phpscripts/probe.php", { headers: { host } });
    assert.equal(probe.status, 200, `${name}: probe.php: ${probe.text}`);
    assert.match(probe.text, new RegExp(`user=${users.preview}`), `${name}: the preview's PHP user`);
    assert.doesNotMatch(probe.text, /READ/, `${name}: a preview's PHP read production:\n${probe.text}`);
    assert.doesNotMatch(
      probe.text,
      /SENT|CALLABLE/,
      `${name}: a preview's PHP can mail or run commands:\n${probe.text}`,
    );
    const proxied = await get(port, "/x/leak", { headers: { host } });
    assert.doesNotMatch(proxied.text, /user=|READ/, `${name}: a branch's .htaccess ran PHP as the web user`);
    const net = await connectionsDuring(() =>
      get(port, "/assets/phpscripts/net-probe.php", { headers: { host } }),
    );
    assert.equal(net.res.status, 200, `${name}: net-probe.php: ${net.res.text}`);
    assert.doesNotMatch(
      net.res.text,
      /CONNECTED/,
      `${name}: a preview's PHP connected to a local service:\n${net.res.text}`,
    );
    assert.equal(
      net.connections,
      0,
      `${name}: the sink saw ${net.connections} connection(s) from a preview's PHP`,
    );
    await postOk(port, `${name}-post`, host, log);
  }
  const stored = readFileSync(join(P, "previews/pr-5/storage/contact.jsonl"), "utf8");
  for (const name of Object.keys(webServers))
    assert.match(stored, new RegExp(`${name}-post`), "the preview's storage");
  // The hand-off (staff mail, the visitor's reply) runs after the answer has gone out: the mail log is read once
  // every queued lead of the preview has had its first try.
  const queue = join(P, "previews/pr-5/storage/followup.jsonl");
  const handedOff = () =>
    readIfExists(queue)
      .trim()
      .split("\n")
      .every((l) => l.includes('"tried"'));
  await waitFor(handedOff, { what: "the preview's first hand-off" });
  assert.equal(readFileSync(mailLog, "utf8"), "", "the preview sent mail");
  assert.deepEqual(persistentFiles(P), kept, "a preview changed production's config, storage or logs");
  const check = await checkLive(`http://${previewHost(5, nginx.port)}/`, ["--preview", "--out", build.dir]);
  assert.equal(check.code, 0, `check:live --preview:\n${check.output}`);
  assert.match(check.output, /: [1-9]\d* pages, 0 failures/);
  const removed = await deploy(["--remove-preview", "5"], previewEnv);
  assert.equal(removed.code, 0, removed.output);
  assert.deepEqual(readdirSync(join(P, "previews")), [], "the removal left something in P/previews");
  const goneAnswers = { Apache: [403, 404], nginx: [404] };
  for (const [name, { port }] of Object.entries(webServers)) {
    const gone = (await get(port, "/", { headers: { host: previewHost(5, port) } })).status;
    assert.ok(goneAnswers[name].includes(gone), `${name}: the removed preview answers ${gone}`);
    assert.equal(markerOf((await production(port)).text), "A", `${name}: production after the removal`);
  }
  assert.deepEqual(persistentFiles(P), kept, "removing the preview changed production's files");
  const again = await deploy(["--remove-preview", "5"], previewEnv);
  assert.notEqual(again.code, 0, "removing a preview that is not there reported success");
  assert.match(again.output, /no preview/);
});

test("--cms-domain: the site's /admin/ redirects to the CMS's host, which serves /admin/ alone and logs no visit", async () => {
  assert.match(
    readFileSync(join(P, "forms.config.php"), "utf8"),
    /^\s*'CMS_ALLOWED_ORIGIN' => 'https:\/\/cms\.makkahtech\.com',/m,
    "the sign-in's CMS_ALLOWED_ORIGIN",
  );
  // A release whose .htaccess holds the rules a build with this cms_url writes (scripts/lib/cms-origin.mjs).
  const C = makeRelease(dir, "C");
  const htaccess = join(C.dir, ".htaccess");
  writeFileSync(htaccess, withCmsHostRules(readFileSync(htaccess, "utf8"), cmsOrigins));
  const r = await deploy([], env(users.deploy, keys.deploy, C));
  assert.equal(r.code, 0, r.output);
  for (const [name, { port, log }] of Object.entries({ Apache: apache, nginx })) {
    const on = (host, path) => get(port, path, { headers: { host } });
    const site = `localhost:${port}`;
    for (const path of ["/admin", "/admin/", "/admin/index.html", "/admin/config.json"]) {
      const res = await on(site, path);
      assert.equal(res.status, 302, `${name}: the site's ${path}`);
      assert.equal(res.headers.location, `${cmsOrigins.cms}/admin/`, `${name}: the site's ${path}`);
    }
    const home = await on(site, "/");
    assert.equal(markerOf(home.text), "C", `${name}: the site's home`);
    // The CMS's host: /admin/ with the CMS's own policy, noindex; the site's pages go back to the site.
    const admin = await on(cmsHost, "/admin/?utm_source=setup-cms");
    assert.equal(admin.status, 200, `${name}: the CMS's /admin/\n${log()}`);
    assert.match(admin.text, /<meta name="robots" content="noindex, nofollow"/, name);
    assert.match(
      admin.headers["content-security-policy"] ?? "",
      /connect-src 'self' [^;]*https:\/\/api\.github\.com/,
      `${name}: the CMS's /admin/ policy`,
    );
    assert.equal((await on(cmsHost, "/admin/config.json")).status, 200, `${name}: /admin/config.json`);
    for (const path of ["/", "/about-us/", "/ar/", "/sitemap.xml", "/images/clients/dar-al-sukoon.svg"]) {
      const res = await on(cmsHost, path);
      assert.equal(res.status, 302, `${name}: the CMS's host answered ${path} itself`);
      assert.equal(res.headers.location, `${cmsOrigins.site}${path}`, `${name}: ${path}`);
    }
    // The sign-in runs there (without a client id it answers its own 503, not a redirect).
    assert.notEqual((await on(cmsHost, "/assets/phpscripts/cms-auth.php")).status, 302, name);
  }
  const visits = readFileSync(join(prefix, "var/log/makkah-tech/access.log"), "utf8");
  assert.doesNotMatch(visits, /setup-cms/, "a request to the CMS's host is in the visits log");
});

test("the visits log holds production's requests and no preview's; each cron job runs as cron runs it", async () => {
  for (const { port } of [apache, nginx]) {
    await get(port, "/?utm_source=setup-production", { headers: { host: `localhost:${port}` } });
    await get(port, "/?utm_source=setup-preview", { headers: { host: previewHost(9, port) } });
  }
  const log = readFileSync(join(prefix, "var/log/makkah-tech/access.log"), "utf8");
  assert.equal(log.match(/setup-production/g)?.length, 2, `production's requests, once per server:\n${log}`);
  assert.doesNotMatch(log, /setup-preview/, "a preview's request is in the visits log");

  // /etc/cron.d/makkah-tech: its variables, then each job as its user, from / (cron's own environment is bare).
  const crontab = readFileSync(join(prefix, "etc/cron.d/makkah-tech"), "utf8").split("\n");
  const vars = crontab.filter((l) => /^[A-Z_]+=/.test(l));
  const jobs = crontab
    .map((l) => /^(?:\S+\s+){5}(\S+)\s+(.+)$/.exec(l))
    .filter((m) => m && !m[0].startsWith("#"));
  const run = (user, command) =>
    sh("su", [user, "-s", "/bin/sh", "-c", `cd / && env -i PATH=/usr/bin:/bin ${vars.join(" ")} ${command}`]);
  const ran = Object.fromEntries(
    jobs.map(([, user, command]) => {
      const script = /(\w+)\.(?:php|sh)\b/.exec(command)?.[1];
      // The digest has no recipients yet (FORMS_DIGEST_TO): it prints the week it would send.
      return [
        script,
        { user, ...run(user, script === "digest" ? `${command} --dry-run --lang=en` : command) },
      ];
    }),
  );
  assert.deepEqual(Object.keys(ran).sort(), ["digest", "purge", "report", "retry"]);
  for (const [script, r] of Object.entries(ran)) {
    assert.equal(r.user, "www-data", `${script} runs as the storage's owner`);
    assert.equal(r.status, 0, `${script}: ${r.stdout}${r.stderr}`);
  }
  const report = join(P, "storage/analytics/report.html");
  assert.equal((statSync(report).mode & 0o777).toString(8), "640", "the visits report");
  assert.match(readFileSync(report, "utf8"), /GoAccess/);
});

/**
 * `npm run check:live -- url …args` without the browser sample; names under .test (the previews' host names) resolve
 * to loopback for it, as DNS does for a real preview host.
 */
const loopbackDns = `import dns from "node:dns"; const lookup = dns.lookup;
dns.lookup = (host, options, callback) => /\\.test$/.test(host) ? lookup("127.0.0.1", options, callback) : lookup(host, options, callback);`;
const checkLive = (url, args = []) =>
  runCheckLive(url, ["--browser-pages", "0", ...args], {
    nodeArgs: ["--import", `data:text/javascript,${encodeURIComponent(loopbackDns)}`],
  });

/** An SMTP server on loopback in place of the provider's (plain text, AUTH PLAIN): keeps each mail it is given. */
const startSmtp = (port) => {
  const mails = [];
  const server = createServer((socket) => {
    const mail = { user: null, from: null, text: null };
    const reply = (text) => socket.write(`${text}\r\n`);
    const answer = (line) => {
      if (mail.text !== null && line !== ".") mail.text += `${line}\n`;
      else if (mail.text !== null) {
        mails.push({ ...mail });
        mail.text = null;
        reply("250 queued");
      } else if (/^EHLO /i.test(line)) reply("250-relay.test\r\n250 AUTH PLAIN");
      else if (/^AUTH PLAIN /i.test(line)) {
        mail.user = Buffer.from(line.slice(11), "base64").toString().split("\0")[1];
        reply("235 accepted");
      } else if (/^DATA$/i.test(line)) {
        mail.text = "";
        reply("354 go on");
      } else if (/^QUIT$/i.test(line)) socket.end("221 bye\r\n");
      else {
        mail.from = /^MAIL FROM:<([^>]*)>/i.exec(line)?.[1] ?? mail.from;
        reply("250 ok");
      }
    };
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (let end; (end = buffer.indexOf("\r\n")) >= 0; buffer = buffer.slice(end + 2))
        answer(buffer.slice(0, end));
    });
    reply("220 relay.test ESMTP");
  });
  const stop = () => new Promise((done) => server.close(() => done()));
  return new Promise((resolve, reject) => {
    server.once("error", reject).listen(port, "127.0.0.1", () => resolve({ mails, stop }));
  });
};

test("the docs' /etc/msmtprc: Debian's msmtp sends PHP's mail with it, from its own address only", async () => {
  // The example in docs/deploy.md with the provider's host and port, TLS and the log swapped for the loopback server's.
  const docs = readFileSync(join(root, "docs/deploy.md"), "utf8");
  const example = /```sh\n( *# \/etc\/msmtprc[\s\S]*?)\n *```/.exec(docs)?.[1].replace(/^ {3}/gm, "");
  assert.ok(example, "no /etc/msmtprc example in docs/deploy.md");
  const log = join(dir, "msmtp.log");
  const swap = { host: "127.0.0.1", port: ports.smtp, tls: "off", auth: "plain", logfile: log };
  const config = Object.entries(swap).reduce(
    (t, [k, v]) => t.replace(new RegExp(`^${k} .*$`, "m"), `${k} ${v}`),
    example,
  );
  writeFileSync(join(dir, "msmtprc"), config, { mode: 0o600 }); // msmtp -C reads only its own user's file
  const smtp = await startSmtp(ports.smtp);
  try {
    // As PHP's mail() runs it (sendmail -t -i -f…), in a child: the SMTP server is in this process.
    const r = await new Promise((resolve) => {
      const child = spawn("msmtp", ["-C", join(dir, "msmtprc"), "-t", "-i", "-fbranch@elsewhere.example"]);
      let stderr = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("close", (status) => resolve({ status, stderr }));
      child.stdin.end("To: sales@example.com\nSubject: msmtp works\n\nA test.\n");
    });
    assert.equal(r.status, 0, `msmtp with the docs' example:\n${r.stderr}\n${config}`);
    assert.equal(smtp.mails.length, 1, "the SMTP server got no mail");
    const [{ user, from, text }] = smtp.mails;
    const account = "website@example.com";
    assert.deepEqual([user, from], [account, account], "the account's user and sender");
    assert.match(text, /^Subject: msmtp works$/m);
    assert.match(readFileSync(log, "utf8"), /exitcode=EX_OK/);
  } finally {
    await smtp.stop();
  }
});
