// Real servers for the deploy tests, all on loopback in the deploy range (5300-5399), each in its own
// process group and stopped when the test is done (deployHost): OpenSSH (a temp host key and a temp client
// key), Apache + mod_php serving the release layout with deploy/apache's snippets, Varnish in front of it.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import {
  assetsOf,
  form,
  get,
  idsOf,
  out,
  requireBuild,
  root,
  serverStack,
  solvedChallenge,
  startServerOn,
  workerUser,
} from "../hosting/support.mjs";
import { apacheServerConfig, runApache } from "../hosting/apache.mjs";
import { runScript } from "../live/support.mjs";
import { listFiles } from "../../scripts/lib/walk.mjs";
import { startServer } from "../../scripts/lib/start-server.mjs";

export { assetsOf, get, root };

export const ports = { ssh: 5301, apache: 5302, varnish: 5303, nginx: 5305 };

/**
 * The host's one-time setup (docs/deploy.md): P with forms.config.php, storage owned by the web server,
 * a log, and P/previews with the web server's group (setgid).
 */
function setUpHost(dir) {
  const P = join(dir, "site");
  mkdirSync(join(P, "logs"), { recursive: true });
  chmodSync(P, 0o755);
  const storage = join(P, "storage");
  mkdirSync(storage, { mode: 0o700 });
  const previews = join(P, "previews");
  mkdirSync(previews);
  if (workerUser) {
    const { uid, gid } = idsOf(workerUser);
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
    // A `….tmp` is lib/storage.php's atomic write under way (written, then renamed over the file): not a file the
    // host keeps, and gone the moment it is renamed, so it is noted, never read.
    if (rel.endsWith(".tmp")) {
      result[rel] = "writing";
      continue;
    }
    let bytes;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      if (error.code === "ENOENT") continue; // renamed away between the listing and the read
      throw error;
    }
    result[rel] = createHash("sha256").update(bytes).digest("hex");
  }
  return result;
}

/**
 * persistentFiles(P) once a form post's work has ended: the handler answers the visitor first, then tries the
 * lead's hand-off and reply (lib/handoff.php), so P/storage still changes for a moment after the 303. Read until
 * two readings 400 ms apart agree with no atomic write under way (10 s at most).
 */
export async function settledFiles(P) {
  let last = persistentFiles(P);
  for (let i = 0; i < 25; i++) {
    await new Promise((r) => setTimeout(r, 400));
    const now = persistentFiles(P);
    const writing = Object.values(now).includes("writing");
    if (!writing && JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/** The pages that carry a release's marker (makeRelease) and that the request loop reads (deployUnderLoad). */
const pages = ["/", "/about-us/", "/ar/", "/contact/"];

/**
 * Two or more distinct releases from the main build: each copy of out/ carries a marker in its key pages
 * and (optionally) renames one hashed stylesheet the home page uses, so old and new HTML need different files.
 */
export function makeRelease(dir, name, { renameAsset = false, preview = false } = {}) {
  const release = join(dir, `build-${name}`);
  cpSync(out, release, { recursive: true });
  const html = listFiles(release, { suffix: ".html" });
  for (const page of pages) {
    const file = join(release, page, "index.html");
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

export const markerOf = (html) => /<!--release:([^-]+)-->/.exec(html)?.[1] ?? null;

/**
 * OpenSSH on loopback: root logs in with the temp client key only (or, with `authorizedKeysFile`, every user with the
 * keys of that file in their home, as a stock sshd); `listen`: the addresses.
 */
export async function startSshd(
  dir,
  port = ports.ssh,
  { listen = ["127.0.0.1"], authorizedKeysFile = null } = {},
) {
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
      ...listen.map((address) => `ListenAddress ${address}`),
      `HostKey ${join(d, "host_key")}`,
      `PidFile ${join(d, "sshd.pid")}`,
      `AuthorizedKeysFile ${authorizedKeysFile ?? join(d, "authorized_keys")}`,
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
  const keyscan = () => spawnSync("ssh-keyscan", ["-p", String(port), "127.0.0.1"], { encoding: "utf8" });
  const server = await startServer("/usr/sbin/sshd", ["-D", "-e", "-f", join(d, "sshd_config")], {
    ready: () => keyscan().stdout.includes("ssh-ed25519"),
    timeout: 15_000,
    what: "sshd",
  });
  const hostKey = readFileSync(join(d, "host_key.pub"), "utf8").trim().split(" ").slice(0, 2).join(" ");
  return {
    port,
    knownHosts: `[127.0.0.1]:${port} ${hostKey}\n`,
    clientKey: readFileSync(join(d, "client_key"), "utf8"),
    output: server.output,
    stop: server.stop,
  };
}

/**
 * A fresh deploy host for the test `t`: a workspace (`dir`), the host's one-time setup (`P`, `storage`) and `sshd`;
 * `keep(server)` has a server the test starts stopped after it; `deployEnv(build, extra)` is what `npm run deploy`
 * needs to upload `build` to that host (`extra` overriding it). Once `t` is done every server is stopped (the last
 * started first) and the workspace removed, whatever happened.
 */
export async function deployHost(t) {
  requireBuild();
  const host = await serverStack(async (keep) => {
    const dir = mkdtempSync(join(tmpdir(), "deploy-test-"));
    keep({ stop: () => rmSync(dir, { recursive: true, force: true }) });
    chmodSync(dir, 0o755);
    const { P, storage } = setUpHost(dir);
    const sshd = keep(await startSshd(dir));
    const deployEnv = (build, extra = {}) => ({
      DEPLOY_TARGET: `ssh://root@127.0.0.1:${sshd.port}${P}`,
      DEPLOY_SSH_KEY: sshd.clientKey,
      DEPLOY_KNOWN_HOSTS: sshd.knownHosts,
      DEPLOY_OUT_DIR: build.dir,
      DEPLOY_URL: `http://127.0.0.1:${ports.apache}/`, // startApache's
      ...extra,
    });
    return { dir, P, storage, sshd, keep, deployEnv };
  });
  t.after(host.stop);
  return host;
}

/** A sendmail stand-in, d/sendmail.sh, that appends every mail to d/mail.log (returned), writable by any worker. */
export function writeMailCapture(d) {
  const mailLog = join(d, "mail.log");
  writeFileSync(mailLog, "");
  chmodSync(mailLog, 0o666);
  writeFileSync(join(d, "sendmail.sh"), `#!/bin/sh\ncat >> ${mailLog}\n`, { mode: 0o755 });
  return mailLog;
}

/**
 * Apache + mod_php on loopback with the site vhost (deploy/apache/release-layout.conf, P put in for
 * /var/www/makkah-tech). Mail goes to a file: <dir>/apache/mail.log. (Previews, on their own PHP-FPM pool and user:
 * tests/deploy/host-setup.test.mjs, with the vhost file deploy/host-setup.sh makes.)
 */
export async function startApache(dir, P, port = ports.apache) {
  const d = join(dir, "apache");
  mkdirSync(d, { recursive: true });
  const mailLog = writeMailCapture(d);
  const layout = readFileSync(join(root, "deploy/apache/release-layout.conf"), "utf8");
  writeFileSync(join(d, "release-layout.conf"), layout.replaceAll("/var/www/makkah-tech", P));
  const apache = await runApache(d, port, [
    ...apacheServerConfig({ dir: d, port, workers: 4, logFormat: `%h %{Host}i \\"%r\\" %>s %b` }),
    `php_admin_value sendmail_path "${d}/sendmail.sh"`,
    `<VirtualHost 127.0.0.1:${port}>`,
    `  ServerName 127.0.0.1`,
    `  Include "${d}/release-layout.conf"`,
    `</VirtualHost>`,
  ]);
  return { ...apache, mailLog };
}

/** Varnish (Debian's default VCL) in front of Apache, with its own working dir. */
export async function startVarnish(dir, backendPort, port = ports.varnish) {
  const d = join(dir, "varnish");
  mkdirSync(d, { recursive: true });
  return startServerOn(port, "/usr/sbin/varnishd", [
    ...["-F", "-a", `127.0.0.1:${port}`, "-b", `127.0.0.1:${backendPort}`],
    ...["-n", d, "-s", "malloc,32m", "-T", "none"],
  ]);
}

/**
 * Runs npm run deploy (scripts/deploy/deploy.mjs, in its own process group) against the test host; resolves with its
 * exit and output. `killWhen(child)`, polled every 5 ms, returns a pid (or -group) to SIGKILL once the moment has come.
 * @param {string[]} args @param {object} env
 * @param {{ killWhen?: (child: any) => number | undefined }} [options]
 */
export const deploy = (args, env, { killWhen } = {}) =>
  runScript("scripts/deploy/deploy.mjs", args, { env, killWhen });

/** The deploys' temp folders (ssh-agent is setgid on Debian, so a deploy under it sees no TMPDIR: /tmp). */
export const deployDirs = () => readdirSync(tmpdir()).filter((n) => n.startsWith("deploy-ssh-"));

/** The live release's id: where P/current points (null before the first deploy). */
export const liveRelease = (P) =>
  existsSync(join(P, "current")) ? readlinkSync(join(P, "current")).replace(/^releases\//, "") : null;

/**
 * A POST of the contact form to the live contact.php (no Origin: as curl sends it), with a solved challenge and after
 * the time trap, as a browser with JavaScript sends it (without one it would be held as spam), that must succeed
 * (303 to msg=success); `log()` is the server's log, for a failure.
 */
export async function postOk(port, name, host = "127.0.0.1", log) {
  const fields = {
    altcha: await solvedChallenge(port, { host }),
    name,
    email: "visitor@example.org",
    subject: "Deploy test",
    message: `Sent by ${name}`,
    return_to: "/contact",
    lang: "en",
    website: "",
  };
  const res = await get(port, "/assets/phpscripts/contact.php", form(fields, { host }));
  assert.equal(res.status, 303, `contact.php → ${res.status}\n${res.text.slice(0, 300)}\n${log()}`);
  assert.match(res.headers.location ?? "", /msg=success/, "the post did not succeed");
}

/**
 * Runs a deploy while a bounded request loop (count- and time-limited) reads the site on each of `ports`: every page
 * 200 from either release (never a page of a half-uploaded one), every asset of every page it fetched, before the
 * switch or during it, 200.
 */
export async function deployUnderLoad(ports, args, env, releases) {
  const seen = new Set();
  let requests = 0;
  const problems = [];
  /** GETs `path` on `port`, noting a status other than 200. */
  const fetch200 = async (port, path, what) => {
    const res = await get(port, path);
    requests++;
    if (res.status !== 200) problems.push(`:${port} ${what}${path} → ${res.status}`);
    return res;
  };
  const oldAssets = new Set();
  for (const port of ports)
    for (const page of pages)
      assetsOf((await fetch200(port, page, "before the deploy: ")).text).forEach((a) => oldAssets.add(a));
  let done = false;
  const run = deploy(args, env).finally(() => (done = true));
  const until = Date.now() + 120_000;
  while (!done && requests < 6000 && Date.now() < until) {
    for (const port of ports)
      for (const page of pages) {
        const res = await fetch200(port, page, "");
        const marker = markerOf(res.text);
        seen.add(marker);
        if (!releases.includes(marker))
          problems.push(`:${port} ${page} from an unexpected release: ${marker}`);
        for (const asset of new Set([...assetsOf(res.text), ...oldAssets]))
          await fetch200(port, asset, `(page from ${marker}) `);
      }
  }
  const result = await run;
  // One more round after the switch: the old pages' assets are still there.
  for (const port of ports) for (const asset of oldAssets) await fetch200(port, asset, "after the switch: ");
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} problems during the deploy`);
  return { ...result, requests, seen: [...seen] };
}
