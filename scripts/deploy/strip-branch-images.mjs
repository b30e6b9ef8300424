#!/usr/bin/env node
// `node scripts/deploy/strip-branch-images.mjs --base SHA [--repo DIR] [--tree-out FILE] [--commit [--expect-tree TREE]]`:
// strips photo metadata from the images a pull request adds or changes (the three-dot diff BASE...HEAD of the
// git checkout DIR, so an image main changed meanwhile is left alone), in place, with this checkout's tool
// (scripts/lib/image-metadata.mjs). The branch's files are only data here: no npm script, hook or filter of the
// branch runs, and an image that is a symlink or not a regular file is refused, never followed.
//   --tree-out FILE  writes the git tree of HEAD with the stripped images (what the gate then tests);
//   --commit         commits exactly the stripped images (explicit paths, hooks off), nothing else;
//   --expect-tree T  fails unless the resulting commit's tree is T (the tree the gate tested).
// Prints sha=, tree= and stripped= lines (also to $GITHUB_OUTPUT in a job). docs/deploy.md#the-pipeline
import { execFileSync } from "node:child_process";
import { appendFileSync, lstatSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { IMAGE_EXTENSIONS, stripFile } from "../lib/image-metadata.mjs";
import { runMain } from "../lib/run-main.mjs";

const SHA = /^[0-9a-f]{40}$/;
const BOT = ["github-actions[bot]", "41898282+github-actions[bot]@users.noreply.github.com"];
// Git settings for every command on the branch's checkout: no hooks, no signing prompts, no pager.
const SAFE = ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgSign=false", "-c", "core.fsmonitor=false"];

/** Runs git in `repo` with the safe settings; returns its stdout. */
function git(repo, args, env = {}) {
  return execFileSync("git", [...SAFE, "-C", repo, ...args], {
    encoding: "utf8",
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env },
  });
}

/** The images the branch adds or modifies since it left `base` (three-dot), as repository paths. */
export function changedImages(repo, base) {
  const pathspecs = [...IMAGE_EXTENSIONS].map((ext) => `:(icase)*${ext}`);
  const out = git(repo, [
    "diff",
    "-z",
    "--name-only",
    "--diff-filter=AM",
    `${base}...HEAD`,
    "--",
    ...pathspecs,
  ]);
  return out.split("\0").filter(Boolean);
}

/** Only a regular file tracked as one (mode 100644/100755) is read or written; a symlink is refused. */
function assertRegular(repo, path) {
  const [mode] = git(repo, ["ls-tree", "HEAD", "--", path]).split(/\s/);
  const stat = lstatSync(join(repo, path));
  if (!/^1006[04][04]$/.test(mode ?? "") || !stat.isFile())
    throw new Error(`${path} is not a regular file in the branch (a symlink?): refused`);
}

/** The tree of HEAD with `paths` taken from the working tree, written with a throwaway index. */
function treeWith(repo, paths) {
  const dir = mkdtempSync(join(tmpdir(), "strip-index-"));
  const env = { GIT_INDEX_FILE: join(dir, "index") };
  try {
    git(repo, ["read-tree", "HEAD"], env);
    if (paths.length) git(repo, ["update-index", "--", ...paths], env);
    return git(repo, ["write-tree"], env).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Strips, and optionally commits; returns { sha, tree, stripped }. Throws naming what it refused.
 * @param {{ repo: string, base?: string, commit?: boolean, expectTree?: string, treeOut?: string }} options
 */
export async function stripBranchImages({ repo, base, commit = false, expectTree, treeOut }) {
  if (!SHA.test(base ?? "")) throw new Error("--base must be a full commit SHA");
  if (expectTree !== undefined && !SHA.test(expectTree)) throw new Error("--expect-tree is not a tree SHA");
  const stripped = [];
  for (const path of changedImages(repo, base)) {
    assertRegular(repo, path);
    const removed = await stripFile(join(repo, path));
    if (removed.length) {
      stripped.push(path);
      console.log(`stripped ${path}: ${removed.join(", ")}`);
    }
  }
  const tree = treeWith(repo, stripped);
  if (treeOut) writeFileSync(treeOut, `${tree}\n`);
  if (commit && stripped.length) {
    // Explicit paths with --only: whatever else differs in the checkout is not committed.
    git(repo, [
      ...["-c", `user.name=${BOT[0]}`, "-c", `user.email=${BOT[1]}`],
      ...["commit", "--quiet", "--no-verify", "--only", "-m"],
      "Strip metadata (location, camera) from uploaded images",
      "--",
      ...stripped,
    ]);
  }
  const sha = git(repo, ["rev-parse", "HEAD"]).trim();
  if (commit && expectTree && git(repo, ["rev-parse", "HEAD^{tree}"]).trim() !== expectTree)
    throw new Error(
      `the stripped commit's tree is not the one the gate tested (${expectTree.slice(0, 12)}): push again to re-run the gate`,
    );
  return { sha, tree, stripped };
}

runMain(import.meta, "strip-branch-images", async () => {
  const { values } = parseArgs({
    options: {
      base: { type: "string" },
      repo: { type: "string", default: "." },
      "tree-out": { type: "string" },
      "expect-tree": { type: "string" },
      commit: { type: "boolean" },
    },
  });
  const { "tree-out": treeOut, "expect-tree": expectTree, repo, ...rest } = values;
  const options = { ...rest, treeOut, expectTree, repo: resolve(repo) };
  const { sha, tree, stripped } = await stripBranchImages(options);
  const lines = `sha=${sha}\ntree=${tree}\nstripped=${stripped.length}\n`;
  process.stdout.write(lines);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, lines);
});
