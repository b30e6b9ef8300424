// scripts/deploy/closed-pulls.mjs against a fake GitHub API on loopback: the preview removal's numbers are GitHub's
// closed pull requests of this repository whose head is the run's commit; an open one, another head or a
// fork's is never named, and the token is sent, never printed.
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fakeGitHub, root, run } from "./support.mjs";

const TOKEN = "ghs_fakeTokenForTheClosedTest";
const SHA = "a".repeat(40);
const REPO = "makkah-tech/website";
const pull = (number, state, sha = SHA, repo = REPO) => ({
  number,
  state,
  head: { sha, repo: { full_name: repo } },
});
const pulls = [
  pull(12, "closed"),
  pull(13, "open"),
  pull(14, "closed", "b".repeat(40)),
  pull(15, "closed", SHA, "someone/fork"),
];
/** @type {Awaited<ReturnType<typeof fakeGitHub>>} */
let api;
before(async () => (api = await fakeGitHub(() => ({ status: 200, body: pulls }))));
after(() => api.close());

const closedPulls = (args) =>
  run(process.execPath, [join(root, "scripts/deploy/closed-pulls.mjs"), ...args], {
    env: { PATH: process.env.PATH, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: REPO, GITHUB_TOKEN: TOKEN },
  });

test("only this repository's closed pull request with this head is named", async () => {
  const r = await closedPulls(["--sha", SHA]);
  assert.equal(r.stdout, "12\n", r.stderr);
  assert.equal(api.received.at(-1).url, `/repos/${REPO}/commits/${SHA}/pulls?per_page=100`);
  assert.equal(api.received.at(-1).headers.authorization, `Bearer ${TOKEN}`);
  assert.doesNotMatch(r.output, new RegExp(TOKEN));
});

test("a short SHA is refused before any request", async () => {
  const count = api.received.length;
  const r = await closedPulls(["--sha", "abc"]);
  assert.notEqual(r.code, 0);
  assert.match(r.stderr, /not a full commit SHA/);
  assert.equal(api.received.length, count);
});
