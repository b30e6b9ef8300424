// The trusted half's photo step, run for real: scripts/deploy/strip-branch-images.mjs on a temporary git repository
// with a base and a head branch, then the workflow's own "Post the gate status" command against a fake GitHub
// API on loopback. Only the stripped images are committed (three-dot: an image main changed is left alone),
// no hook of the branch runs, a symlink is refused, and the `gate` status lands on the stripped commit. And
// scripts/check/check-artifact.mjs, the trusted job's check of the preview build a pull request's run handed over:
// regular files pass; a symlink, a file over the size cap and an empty artifact are refused, naming each.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import { metadataOf } from "../../scripts/lib/image-metadata.mjs";
import { makePhoto } from "../../scripts/lib/photo-fixture.mjs";
import { fakeGitHub, root, run, workflows } from "./support.mjs";

const script = join(root, "scripts/deploy/strip-branch-images.mjs");
const work = mkdtempSync(join(tmpdir(), "strip-branch-"));
const repo = join(work, "repo");
const upload = "public/images/uploads";
let baseSha;

const git = (...args) =>
  execFileSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
    encoding: "utf8",
  }).trim();
const strip = (...args) =>
  spawnSync(process.execPath, [script, "--repo", repo, ...args], { encoding: "utf8" });
const photo = async (path, seed, withGps = true) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  await makePhoto(join(repo, path), { width: 64, height: 48, seed, withGps });
};
/** The script's `name=value` output lines, as an object. */
const outputOf = (r) => Object.fromEntries([...r.stdout.matchAll(/^(\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));

before(async () => {
  mkdirSync(repo);
  git("init", "-q", "-b", "main");
  // An old photo, committed with its metadata before the stripping existed.
  await photo(`${upload}/old.jpg`, 1);
  writeFileSync(join(repo, "README.md"), "site\n");
  git("add", "-A");
  git("commit", "-qm", "base");
  // The pull request's branch: a phone photo and an article.
  git("checkout", "-qb", "head");
  await photo(`${upload}/phone.jpg`, 2);
  mkdirSync(join(repo, "content/blogs"), { recursive: true });
  writeFileSync(join(repo, "content/blogs/a.mdx"), "---\ntitle: A\n---\nText\n");
  git("add", "-A");
  git("commit", "-qm", "an article with a photo");
  // Meanwhile main replaces the old photo: the branch's copy of it must not be re-encoded.
  git("checkout", "-q", "main");
  await photo(`${upload}/old.jpg`, 3, false);
  git("commit", "-qam", "main replaces the old photo");
  baseSha = git("rev-parse", "HEAD");
  git("checkout", "-q", "head");
  // A hook that would run with a commit, and a change in the checkout that is not an image.
  writeFileSync(join(repo, ".git/hooks/post-commit"), `#!/bin/sh\ntouch "${work}/hook-ran"\n`);
  chmodSync(join(repo, ".git/hooks/post-commit"), 0o755);
  writeFileSync(join(repo, "README.md"), "changed in the checkout, not by the strip\n");
});
after(() => rmSync(work, { recursive: true, force: true }));

test("the gate's tree, then a commit of exactly the stripped photo with that tree", async () => {
  const head = git("rev-parse", "HEAD");
  // The gate: strips in its checkout and writes the tree it tests.
  const gate = strip("--base", baseSha, "--tree-out", join(work, "tree"));
  assert.equal(gate.status, 0, gate.stderr);
  const tree = readFileSync(join(work, "tree"), "utf8").trim();
  assert.match(tree, /^[0-9a-f]{40}$/);
  git("checkout", "-q", "--", "public"); // the trusted job starts from the branch's files again
  const r = strip("--base", baseSha, "--commit", "--expect-tree", tree);
  assert.equal(r.status, 0, r.stderr);
  const out = outputOf(r);
  assert.equal(out.stripped, "1");
  assert.equal(out.sha, git("rev-parse", "HEAD"));
  assert.notEqual(out.sha, head);
  assert.equal(git("rev-parse", "HEAD^{tree}"), tree, "the commit's tree is the one the gate tested");
  assert.equal(
    git("diff", "--name-only", "HEAD~1", "HEAD"),
    `${upload}/phone.jpg`,
    "only the photo is committed",
  );
  assert.deepEqual(await metadataOf(join(repo, `${upload}/phone.jpg`)), []);
  assert.equal(
    git("diff", "--name-only", "HEAD~1", "HEAD", "--", `${upload}/old.jpg`),
    "",
    "old.jpg untouched",
  );
  assert.match(git("status", "--porcelain"), /^ ?M README\.md$/m, "the other change stays uncommitted");
  assert.ok(!existsSync(join(work, "hook-ran")), "the branch's hook did not run");
});

test("the workflow's gate-status command posts success with context gate on the stripped commit", async () => {
  const api = await fakeGitHub();
  try {
    const publish = workflows().find((w) => w.name === "pull-request-publish.yml");
    const step = publish.doc.jobs["gate-status"].steps.find((s) =>
      /^Post the gate status/.test(s.name ?? ""),
    );
    const sha = git("rev-parse", "HEAD");
    const r = await run("bash", ["-c", step.run], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SHA: sha,
        GITHUB_API_URL: api.url,
        GITHUB_REPOSITORY: "makkah-tech/website",
        GITHUB_TOKEN: "ghs_fakeTokenForTheTest",
      },
    });
    assert.equal(r.code, 0, r.output);
    assert.match(r.stdout, /ci:status: gate success on [0-9a-f]{12}/);
    assert.deepEqual(
      api.received.map((q) => [q.url, q.body.state, q.body.context]),
      [[`/repos/makkah-tech/website/statuses/${sha}`, "success", "gate"]],
    );
  } finally {
    await api.close();
  }
});

test("a tree other than the one the gate tested is refused", () => {
  const r = strip("--base", baseSha, "--commit", "--expect-tree", "0".repeat(40));
  // Nothing left to strip: HEAD's tree is compared all the same.
  assert.equal(r.status, 1);
  assert.match(r.stderr, /not the one the gate tested/);
});

test("an image that is a symlink is refused, never followed", () => {
  writeFileSync(join(work, "outside.jpg"), "not in the repository\n");
  symlinkSync(join(work, "outside.jpg"), join(repo, upload, "link.jpg"));
  git("add", `${upload}/link.jpg`);
  git("commit", "-qm", "a symlink");
  const r = strip("--base", baseSha, "--commit");
  assert.equal(r.status, 1);
  assert.match(r.stderr, /link\.jpg is not a regular file/);
  assert.equal(readFileSync(join(work, "outside.jpg"), "utf8"), "not in the repository\n");
});

test("the artifact check: a build of regular files passes; a symlink, the size cap and an empty folder fail", () => {
  const check = (...args) =>
    spawnSync(process.execPath, [join(root, "scripts/check/check-artifact.mjs"), ...args], {
      encoding: "utf8",
    });
  const site = join(work, "site");
  mkdirSync(join(site, "about-us"), { recursive: true });
  writeFileSync(join(site, "index.html"), "<!doctype html>");
  writeFileSync(join(site, ".htaccess"), "Options -Indexes\n");
  writeFileSync(join(site, "about-us/index.html"), "x".repeat(2 * 2 ** 20));
  assert.equal(check(site).status, 0);
  const over = check(site, "--max-mb", "1");
  assert.equal(over.status, 1);
  assert.match(over.stderr, /over the cap of 1 MB/);
  symlinkSync("/etc/passwd", join(site, "passwd.html"));
  const link = check(site);
  assert.equal(link.status, 1);
  assert.match(link.stderr, /passwd\.html: not a regular file \(a symlink\)/);
  mkdirSync(join(work, "empty"));
  assert.match(check(join(work, "empty")).stderr, /no files/);
});
