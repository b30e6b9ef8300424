// Real servers for the deploy tests, all on loopback in the deploy range (5300-5399), each in its own
// process group and stopped by the test's finally: OpenSSH (a temp host key and a temp client key),
// Apache + mod_php serving the release layout with deploy/apache's snippets, Varnish in front of it.
import assert from "node:assert/strict";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { get, out, root, startProcess as startOne, waitForServer, workerUser } from "../hosting/support.mjs";
import { serverWideDirectives } from "../hosting/apache.mjs";
import { listFiles } from "../../scripts/lib/walk.mjs";

export { get, out, root, waitForServer };

export const ports = { ssh: 5301, apache: 5302, varnish: 5303, nginx: 5305 };

const ids = (user) => ({
  uid: Number(spawnSync("id", ["-u", user], { encoding: "utf8" }).stdout),
  gid: Number(spawnSync("id", ["-g", user], { encoding: "utf8" }).stdout),
});

/** startProcess of the hosting tests, stopped as a whole process group (sshd's sessions, Apache's children). */
export function startProcess(cmd, args) {
  const server = startOne(cmd, args);
  return {
    ...server,
    stop: async () => {
      try {
        process.kill(-server.child.pid, "SIGTERM");
      } catch {}
      await server.stop();
    },
  };
}

/** A temp dir for one test file; everything the servers and the host side use lives in it. */
export function makeWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), "deploy-test-"));
  chmodSync(dir, 0o755);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The host's one-time setup (docs/deploy.md): P with forms.config.php, storage owned by the web server,
 * a log, and P/previews with the web server's group (setgid).
 */
export function setUpHost(dir) {
  const P = join(dir, "site");
  mkdirSync(join(P, "logs"), { recursive: true });
  chmodSync(P, 0o755);
  const storage = join(P, "storage");
  mkdirSync(storage, { mode: 0o700 });
  const previews = join(P, "previews");
  mkdirSync(previews);
  if (workerUser) {
    const { uid, gid } = ids(workerUser);
    chownSync(storage, uid, gid);
    chownSync(previews, 0, gid);
  }
  chmodSync(previews, 0o2775);
  writeFileSync(
    join(P, "forms.config.php"),
    `<?php\nreturn [\n    'FORMS_MAIL_TO' => 'sales@company.test',\n    'FORMS_MAIL_FROM' => 'website@company.test',\n    'FORMS_SECRET' => '${randomBytes(24).toString("hex")}',\n    'FORMS_RATE_LIMIT' => '1000',\n];\n`,
  );
  writeFileSync(join(P, "logs/forms.log"), "a log line the deploy must keep\n");
  return { P, storage };
}

/** Every file under P that is not a release (config, storage, secret, logs), with its bytes' hash. */
export function persistentFiles(P) {
  const result = {};
  for (const file of listFiles(P, { skipDir: (name) => name === "releases" || name === "previews" })) {
    const rel = relative(P, file);
    if (rel === "current" || rel.startsWith(".")) continue;
    result[rel] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  return result;
}

/**
 * Two or more distinct releases from the main build: each copy of out/ carries a marker in its key pages
 * and (optionally) renames one hashed stylesheet the home page uses, so old and new HTML need different files.
 */
export function makeRelease(dir, name, { renameAsset = false, preview = false } = {}) {
  const release = join(dir, `build-${name}`);
  cpSync(out, release, { recursive: true });
  const html = listFiles(release, { suffix: ".html" });
  const marked = ["index.html", "about-us/index.html", "ar/index.html", "contact/index.html"];
  for (const page of marked) {
    const file = join(release, page);
    writeFileSync(file, readFileSync(file, "utf8").replace("</body>", `<!--release:${name}--></body>`));
  }
  let asset;
  if (renameAsset) {
    const home = readFileSync(join(release, "index.html"), "utf8");
    asset = /(\/_next\/static\/chunks\/[^" ]+)\.css/.exec(home)?.[1];
    assert.ok(asset, "no stylesheet in out/index.html");
    const renamed = `${asset}-${name}`;
    renameSync(join(release, `${asset}.css`), join(release, `${renamed}.css`));
    for (const file of [...html, ...listFiles(release, { suffix: ".txt" })]) {
      const text = readFileSync(file, "utf8");
      if (text.includes(`${asset}.css`))
        writeFileSync(file, text.replaceAll(`${asset}.css`, `${renamed}.css`));
    }
    asset = `${renamed}.css`;
  }
  if (preview) {
    // What SITE_PREVIEW=1 npm run build writes (lib/metadata.ts): noindex on every page, an empty sitemap.
    for (const file of html) {
      const text = readFileSync(file, "utf8");
      writeFileSync(file, text.replace("<head>", '<head><meta name="robots" content="noindex, nofollow"/>'));
    }
    writeFileSync(
      join(release, "sitemap.xml"),
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n',
    );
  }
  return { dir: release, name, asset };
}

/** The hashed assets an HTML page references (scripts, styles, fonts, the loader's chunk list). */
export function assetsOf(html) {
  return [
    ...new Set(
      [
        ...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g),
        ...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g),
        ...html.matchAll(/url\(\s*['"]?(\/_next\/static\/media\/[^'")]+\.woff2)/g),
      ]
        .flatMap((m) => m[1].split(/\s+/))
        .filter((a) => /\.(js|css|woff2)$/.test(a)),
    ),
  ];
}

export const markerOf = (html) => /<!--release:([^-]+)-->/.exec(html)?.[1] ?? null;

/** OpenSSH on loopback: root logs in with the temp client key only. */
export async function startSshd(dir, port = ports.ssh) {
  const d = join(dir, "sshd");
  mkdirSync(d, { mode: 0o700 });
  mkdirSync("/run/sshd", { recursive: true });
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", join(d, "host_key")]);
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", join(d, "client_key")]);
  writeFileSync(join(d, "authorized_keys"), readFileSync(join(d, "client_key.pub")));
  writeFileSync(
    join(d, "sshd_config"),
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${join(d, "host_key")}`,
      `PidFile ${join(d, "sshd.pid")}`,
      `AuthorizedKeysFile ${join(d, "authorized_keys")}`,
      "PermitRootLogin prohibit-password",
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "UsePAM no",
      "StrictModes no",
      "MaxSessions 20",
      "MaxStartups 20",
      "",
    ].join("\n"),
  );
  const server = startProcess("/usr/sbin/sshd", ["-D", "-e", "-f", join(d, "sshd_config")]);
  const until = Date.now() + 15_000;
  const hostKey = readFileSync(join(d, "host_key.pub"), "utf8").trim().split(" ").slice(0, 2).join(" ");
  for (;;) {
    const probe = spawnSync("ssh-keyscan", ["-p", String(port), "127.0.0.1"], { encoding: "utf8" });
    if (probe.stdout.includes("ssh-ed25519")) break;
    if (!server.isAlive() || Date.now() > until) {
      await server.stop();
      throw new Error(`sshd did not start:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    knownHosts: `[127.0.0.1]:${port} ${hostKey}\n`,
    clientKey: readFileSync(join(d, "client_key"), "utf8"),
    output: server.output,
    stop: server.stop,
  };
}

function phpModuleFiles() {
  const available = "/etc/apache2/mods-available";
  const load = readdirSync(available).find((f) => /^php\d+(\.\d+)?\.load$/.test(f));
  assert.ok(load, "mod_php is missing: apt-get install libapache2-mod-php");
  const conf = load.replace(/\.load$/, ".conf");
  return [join(available, load), ...(existsSync(join(available, conf)) ? [join(available, conf)] : [])];
}

/** deploy/apache's snippet with P put in for /var/www/makkah-tech. */
const snippet = (name, P) =>
  readFileSync(join(root, "deploy/apache", name), "utf8").replaceAll("/var/www/makkah-tech", P);

/**
 * Apache + mod_php on loopback: the site vhost (release-layout.conf) and the previews' vhost
 * (preview-layout.conf, host pr-N.preview.test). Mail goes to a file: <dir>/apache/mail.log.
 */
export async function startApache(dir, P, port = ports.apache) {
  const d = join(dir, "apache");
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, "release-layout.conf"), snippet("release-layout.conf", P));
  writeFileSync(join(d, "preview-layout.conf"), snippet("preview-layout.conf", P));
  const mailLog = join(d, "mail.log");
  writeFileSync(mailLog, "");
  chmodSync(mailLog, 0o666);
  writeFileSync(join(d, "sendmail.sh"), `#!/bin/sh\ncat >> ${mailLog}\n`, { mode: 0o755 });
  const modules = "/usr/lib/apache2/modules";
  const mods = [
    "mpm_prefork",
    "authz_core",
    "alias",
    "dir",
    "mime",
    "env",
    "setenvif",
    "rewrite",
    "headers",
    "expires",
    "filter",
    "deflate",
    "vhost_alias",
  ];
  const conf = [
    `ServerRoot "${d}"`,
    `ServerName 127.0.0.1`,
    `Listen 127.0.0.1:${port}`,
    `PidFile "${d}/apache.pid"`,
    `DefaultRuntimeDir "${d}"`,
    `Mutex file:${d} default`,
    `ErrorLog "${d}/error.log"`,
    `LogLevel warn`,
    ...mods.map((m) => `LoadModule ${m}_module ${modules}/mod_${m}.so`),
    ...phpModuleFiles().map((f) => `Include "${f}"`),
    workerUser ? `User ${workerUser}\nGroup ${workerUser}` : "",
    `StartServers 4`,
    `MinSpareServers 2`,
    `MaxSpareServers 8`,
    `TypesConfig /etc/mime.types`,
    `LogFormat "%h %{Host}i \\"%r\\" %>s %b" common`,
    `CustomLog "${d}/access.log" common`,
    ...serverWideDirectives(),
    `php_admin_value sendmail_path "${d}/sendmail.sh"`,
    `php_flag display_errors On`,
    `<Directory />`,
    `  AllowOverride None`,
    `  Require all denied`,
    `</Directory>`,
    `<VirtualHost 127.0.0.1:${port}>`,
    `  ServerName 127.0.0.1`,
    `  Include "${d}/release-layout.conf"`,
    `</VirtualHost>`,
    `<VirtualHost 127.0.0.1:${port}>`,
    `  ServerName preview.test`,
    `  ServerAlias pr-*.preview.test`,
    `  Include "${d}/preview-layout.conf"`,
    `</VirtualHost>`,
    "",
  ].join("\n");
  writeFileSync(join(d, "apache.conf"), conf);
  const server = startProcess("/usr/sbin/apache2", ["-f", join(d, "apache.conf"), "-DFOREGROUND"]);
  const log = () =>
    `${server.output()}\n${existsSync(join(d, "error.log")) ? readFileSync(join(d, "error.log"), "utf8") : ""}`;
  await waitForServer(port, server.isAlive, log);
  return { port, log, mailLog, stop: server.stop };
}

/** Varnish (Debian's default VCL) in front of Apache, with its own working dir. */
export async function startVarnish(dir, backendPort, port = ports.varnish) {
  const d = join(dir, "varnish");
  mkdirSync(d, { recursive: true });
  const server = startProcess("/usr/sbin/varnishd", [
    "-F",
    "-a",
    `127.0.0.1:${port}`,
    "-b",
    `127.0.0.1:${backendPort}`,
    "-n",
    d,
    "-s",
    "malloc,32m",
    "-T",
    "none",
  ]);
  await waitForServer(port, server.isAlive, server.output);
  return { port, stop: server.stop };
}

/** Runs npm run deploy (scripts/deploy.mjs) against the test host; resolves with its exit and output. */
export function deploy(args, env, { onSpawn } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, "scripts/deploy.mjs"), ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    onSpawn?.(child);
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** The live release's id: where P/current points. */
export const liveRelease = (P) => {
  try {
    return execFileSync("readlink", [join(P, "current")], { encoding: "utf8" })
      .trim()
      .replace(/^releases\//, "");
  } catch {
    return null;
  }
};

/** A POST of the contact form to the live contact.php (no Origin: as curl sends it). */
export function postContact(port, name, host = "127.0.0.1") {
  const body = new URLSearchParams({
    name,
    email: "visitor@example.org",
    subject: "Deploy test",
    message: `Sent by ${name}`,
    return_to: "/contact",
    lang: "en",
    website: "",
  }).toString();
  return get(port, "/assets/phpscripts/contact.php", {
    method: "POST",
    headers: {
      host,
      "content-type": "application/x-www-form-urlencoded",
      "content-length": Buffer.byteLength(body),
    },
    body,
  });
}

/** The pages the request loop reads (each carries the release marker). */
const pages = ["/", "/about-us/", "/ar/", "/contact/"];

/**
 * Runs a deploy while a bounded request loop (count- and time-limited) reads the site: every page 200
 * from either release (never a page of a half-uploaded one), every asset of every page it fetched,
 * before the switch or during it, 200.
 */
export async function deployUnderLoad(port, args, env, releases) {
  const before = {};
  for (const page of pages) {
    const res = await get(port, page);
    assert.equal(res.status, 200, page);
    before[page] = assetsOf(res.text);
  }
  const oldAssets = [...new Set(Object.values(before).flat())];
  let done = false;
  const run = deploy(args, env).then((r) => {
    done = true;
    return r;
  });
  const seen = new Set();
  let requests = 0;
  const until = Date.now() + 120_000;
  const problems = [];
  while (!done && requests < 6000 && Date.now() < until) {
    for (const page of pages) {
      const res = await get(port, page);
      requests++;
      if (res.status !== 200) problems.push(`${page} → ${res.status}`);
      const marker = markerOf(res.text);
      seen.add(marker);
      if (!releases.includes(marker)) problems.push(`${page} from an unexpected release: ${marker}`);
      for (const asset of new Set([...assetsOf(res.text), ...oldAssets])) {
        const a = await get(port, asset);
        requests++;
        if (a.status !== 200) problems.push(`${asset} → ${a.status} (page from ${marker})`);
      }
    }
  }
  const result = await run;
  // One more round after the switch: the old pages' assets are still there.
  for (const asset of oldAssets) {
    const a = await get(port, asset);
    requests++;
    if (a.status !== 200) problems.push(`after the switch: ${asset} → ${a.status}`);
  }
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} problems during the deploy`);
  return { ...result, requests, seen: [...seen] };
}
