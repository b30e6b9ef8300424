// scripts/deploy/closed-pulls.mjs against a fake GitHub API on loopback: the preview removal's numbers are GitHub's
// closed pull requests of this repository whose head is the run's commit; an open one, another head or a
// fork's is never named, and the token is sent, never printed.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { promisify } from "node:util";
import { root } from "./support.mjs";

const TOKEN = "ghs_fakeTokenForTheClosedTest";
const SHA = "a".repeat(40);
const REPO = "makkah-tech/website";
const pull = (number, state, sha = SHA, repo = REPO) => ({
  number,
  state,
  head: { sha, repo: { full_name: repo } },
});
let api;
const received = [];

before(async () => {
  api = createServer((req, res) => {
    received.push({ url: req.url, authorization: req.headers.authorization });
    const body = [
      pull(12, "closed"),
      pull(13, "open"),
      pull(14, "closed", "b".repeat(40)),
      pull(15, "closed", SHA, "someone/fork"),
    ];
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise((ok) => api.listen(0, "127.0.0.1", ok));
});
after(() => new Promise((ok) => api.close(ok)));

const run = (args) =>
  promisify(execFile)(process.execPath, [join(root, "scripts/deploy/closed-pulls.mjs"), ...args], {
    env: /** @type {any} */ ({
      PATH: process.env.PATH,
      GITHUB_API_URL: `http://127.0.0.1:${api.address().port}`,
      GITHUB_REPOSITORY: REPO,
      GITHUB_TOKEN: TOKEN,
    }),
  });

test("only this repository's closed pull request with this head is named", async () => {
  const { stdout, stderr } = await run(["--sha", SHA]);
  assert.equal(stdout, "12\n");
  assert.equal(received.at(-1).url, `/repos/${REPO}/commits/${SHA}/pulls?per_page=100`);
  assert.equal(received.at(-1).authorization, `Bearer ${TOKEN}`);
  assert.doesNotMatch(stdout + stderr, new RegExp(TOKEN));
});

test("a short SHA is refused before any request", async () => {
  const count = received.length;
  await assert.rejects(run(["--sha", "abc"]), /not a full commit SHA/);
  assert.equal(received.length, count);
});
