// npm run deploy [-- --dry-run | --rollback | --preview N | --remove-preview N]
// Uploads the built out/ to DEPLOY_TARGET=ssh://user@host:port/P as a new release in P/releases/<id>/ and
// switches the P/current symlink to it atomically (docs/deploy.md, "npm run deploy").
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs, parseEnv } from "node:util";
import { openSsh, parseTarget, reExecUnderAgent } from "../lib/deploy-ssh.mjs";
import { listFiles } from "../lib/walk.mjs";

/** Releases kept on the host; a page loaded from any of them still finds its assets in the live one. */
const KEEP = Number(process.env.DEPLOY_KEEP_RELEASES ?? 5);

const { values } = parseArgs({
  options: {
    "dry-run": { type: "boolean", default: false },
    rollback: { type: "boolean", default: false },
    preview: { type: "string" },
    "remove-preview": { type: "string" },
  },
});

const root = resolve(import.meta.dirname, "../..");
const out = resolve(process.env.DEPLOY_OUT_DIR ?? join(root, "out"));
const started = Date.now();

function fail(message) {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(KEEP) || KEEP < 2)
  fail("DEPLOY_KEEP_RELEASES must be 2 or more (the live release and one to roll back to)");

const pr = values.preview ?? values["remove-preview"];
if (pr !== undefined && !/^[1-9][0-9]{0,9}$/.test(pr)) fail(`a pull request number, not "${pr}"`);
if ([values.rollback, values.preview, values["remove-preview"]].filter(Boolean).length > 1)
  fail("one of --rollback, --preview N, --remove-preview N at a time");

let target;
try {
  target = parseTarget(process.env.DEPLOY_TARGET);
} catch (err) {
  fail(err.message);
}
const base = pr ? `${target.path}/previews/pr-${pr}` : target.path;
const liveUrl = pr ? process.env.DEPLOY_PREVIEW_URL?.replaceAll("{pr}", pr) : process.env.DEPLOY_URL;
const what = pr ? `preview of pull request ${pr}` : "production";

/** The files of out/, and the build's kind (a preview build marks every page noindex). */
function readBuild() {
  if (!existsSync(join(out, "index.html"))) fail(`${out} has no index.html: run npm run build first`);
  const files = listFiles(out).map((f) => relative(out, f).replaceAll("\\", "/"));
  // The deploy writes the release's records there (rsync keeps the first source's copy: the build's would win).
  if (files.some((f) => f.startsWith(".deploy/")))
    fail(`${out} holds a .deploy/ folder: the deploy's own (the release's manifest and asset list)`);
  const home = readFileSync(join(out, "index.html"), "utf8");
  const previewBuild = /<meta name="robots" content="noindex/.test(home);
  if (pr && !previewBuild)
    fail("a preview needs a preview build (SITE_PREVIEW=1 npm run build): its pages must be noindex");
  if (!pr && previewBuild)
    fail("out/ is a preview build (every page noindex): build production with npm run build");
  const bytes = files.reduce((n, f) => n + statSync(join(out, f)).size, 0);
  return { files, bytes };
}

function releaseId() {
  const time = new Date().toISOString().replace(/[-:]/g, "").replace(".", "");
  let sha = "nogit";
  try {
    sha = execFileSync("git", ["rev-parse", "--short=7", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {}
  return `${time}-${sha}`;
}

// The target and the build (a preview's is a branch's data) are checked before anything reaches the host; the key
// is held by ssh-agent from here on.
const build = values.rollback || values["remove-preview"] ? null : readBuild();
const agentExit = await reExecUnderAgent();
if (agentExit !== null) process.exit(agentExit);

let ssh;
try {
  ssh = await openSsh(target);
} catch (err) {
  fail(err.message);
}
let exitCode = 0;
try {
  if (values["dry-run"]) await dryRun();
  else if (values.rollback) await locked(rollback);
  else if (values["remove-preview"]) await locked(removePreview);
  else await locked(deploy);
} catch (err) {
  console.error(`deploy: ${err.message}`);
  exitCode = 1;
} finally {
  await ssh.close();
}
process.exit(exitCode);

/** Runs a step under the host's deploy lock of `base`. */
async function locked(step) {
  const token = randomBytes(12).toString("hex");
  const lock = await ssh.lock(
    base,
    token,
    `${hostname()} pid ${process.pid} since ${new Date().toISOString()}`,
  );
  try {
    await step(token);
  } finally {
    await lock.release();
  }
}

async function dryRun() {
  const state = parseEnv(await ssh.remote("state", base));
  const releases = (state.releases ?? "").split(" ").filter(Boolean);
  const plan = [
    `deploy plan (${what}), nothing is changed on the host:`,
    `  target   ${ssh.destination}:${base}`,
  ];
  if (values.rollback) {
    const before = releases.filter((r) => r < (state.current ?? "")).at(-1);
    plan.push(
      `  live     ${state.current || "(nothing)"}`,
      `  rollback to ${before ?? "(no earlier release)"}`,
    );
  } else if (values["remove-preview"]) {
    plan.push(`  remove   ${base} (the preview, its forms storage and config)`);
  } else {
    const { files, bytes } = build;
    plan.push(
      `  upload   ${out} (${files.length} files, ${(bytes / 1e6).toFixed(1)} MB) to releases/${releaseId()}`,
      `  link     unchanged files from ${state.current ? `releases/${state.current}` : "(no live release)"}`,
      `  carry    /_next/static/ of ${releases.slice(-(KEEP - 1)).join(", ") || "(none)"}`,
      `  switch   current: ${state.current || "(nothing)"} → the new release`,
      `  keep     the newest ${KEEP} releases`,
    );
    if (pr)
      plan.push(`  forms    ${state.forms_config ? "keeps" : "writes"} ${base}/forms.config.php (no mail)`);
  }
  if (state.locked) plan.push(`  note     the host is locked now: ${state.locked}`);
  console.log(plan.join("\n"));
}

async function deploy(token) {
  const { files } = build;
  const id = releaseId();
  // The release's own record: every file (checked on the host before the switch) and its hashed assets
  // (carried into later releases).
  const meta = mkdtempSync(join(tmpdir(), "deploy-meta-"));
  try {
    mkdirSync(join(meta, ".deploy"));
    writeFileSync(join(meta, ".deploy/manifest"), `${files.join("\n")}\n`);
    writeFileSync(
      join(meta, ".deploy/static"),
      `${files.filter((f) => f.startsWith("_next/static/")).join("\n")}\n`,
    );
    writeFileSync(join(meta, ".deploy/release"), `id=${id}\nfrom=${hostname()}\n`);
    if (pr) await ssh.remote("preview-config", base);
    const prepared = parseEnv(await ssh.remote("prepare", base, token, id));
    console.log(`deploy: uploading ${files.length} files to ${base}/releases/${id}`);
    await ssh.rsync([
      "-rlpc",
      "--chmod=Du=rwx,Dgo=rx,Fu=rw,Fgo=r",
      // Not for a preview: its key may be confined by rrsync, which refuses any `..` (a preview is small).
      ...(prepared.current && !pr ? [`--link-dest=../${prepared.current}`] : []),
      `${out}/`,
      `${meta}/`,
      ssh.remotePath(`${base}/releases/.incoming-${id}/`),
    ]);
    const done = parseEnv(await ssh.remote("finish", base, token, id, String(KEEP)));
    console.log(
      `deploy: ${what} is live: ${done.live} (was ${prepared.current || "nothing"}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (liveUrl) console.log(`deploy: ${liveUrl}`);
  } finally {
    rmSync(meta, { recursive: true, force: true });
  }
}

async function rollback(token) {
  const done = parseEnv(await ssh.remote("rollback", base, token));
  console.log(`deploy: rolled ${what} back to ${done.live} (left ${done.left})`);
  if (liveUrl) console.log(`deploy: ${liveUrl}`);
}

async function removePreview(token) {
  await ssh.remote("remove", base, token);
  console.log(`deploy: removed the preview of pull request ${pr}`);
}
