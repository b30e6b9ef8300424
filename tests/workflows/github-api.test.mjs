// The scripts that call GitHub's API, against one fake GitHub API on loopback:
// - npm run ci:status (scripts/deploy/github-status.mjs): the request reaches it with the right path, context,
//   state, target_url and bearer token, and the token never appears in the output;
// - scripts/deploy/closed-pulls.mjs: the preview removal's numbers are GitHub's closed pull requests of this
//   repository whose head is the run's commit; an open one, another head or a fork's is never named, and the
//   token is sent, never printed.
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fakeGitHub, root, run } from "./support.mjs";

const TOKEN = "ghs_fakeTokenForTheTest0123456789abcdef";
const SHA = "0123456789abcdef0123456789abcdef01234567";
/** The arguments of a successful preview status, which each test completes or changes. */
const previewSuccess = ["--context", "deploy/preview", "--state", "success"];
const created = (body) => ({ status: 201, body: { id: 1, ...body } });
let answer = created;
/** @type {Awaited<ReturnType<typeof fakeGitHub>>} */
let api;
before(async () => (api = await fakeGitHub((body) => answer(body))));
after(() => api.close());

/** Runs scripts/deploy/`script` with `args` against the fake API, with what it received so far cleared. */
function against(script, args, env = {}) {
  api.received.length = 0;
  return run(process.execPath, [join(root, "scripts/deploy", script), ...args], {
    env: {
      PATH: process.env.PATH,
      GITHUB_API_URL: api.url,
      GITHUB_REPOSITORY: "makkah-tech/website",
      GITHUB_SHA: "f".repeat(40),
      GITHUB_TOKEN: TOKEN,
      ...env,
    },
  });
}
/** `npm run ci:status -- …args`. */
const ciStatus = (args, env = {}) => against("github-status.mjs", args, env);

test("the preview status reaches GitHub with its context, state, address and token", async () => {
  const url = "https://pr-12.preview.makkahtech.example/";
  const description = "Preview of this pull request";
  const r = await ciStatus([
    ...previewSuccess,
    "--target-url",
    url,
    "--sha",
    SHA,
    "--description",
    description,
  ]);
  assert.equal(r.code, 0, r.output);
  assert.equal(api.received.length, 1);
  const [req] = api.received;
  assert.equal(req.method, "POST");
  assert.equal(req.url, `/repos/makkah-tech/website/statuses/${SHA}`);
  assert.equal(req.headers.authorization, `Bearer ${TOKEN}`);
  assert.equal(req.headers.accept, "application/vnd.github+json");
  assert.deepEqual(req.body, { state: "success", context: "deploy/preview", target_url: url, description });
  assert.match(r.output, /deploy\/preview success → https:\/\/pr-12\./);
  assert.doesNotMatch(r.output, new RegExp(TOKEN));
});

test("without --sha, the status goes to GITHUB_SHA", async () => {
  const r = await ciStatus(["--context", "deploy/preview", "--state", "pending"]);
  assert.equal(r.code, 0, r.output);
  assert.equal(api.received[0].url, `/repos/makkah-tech/website/statuses/${"f".repeat(40)}`);
  assert.deepEqual(api.received[0].body, { state: "pending", context: "deploy/preview" });
});

test("GitHub's refusal fails the command with its message, the token masked", async () => {
  answer = () => ({ status: 403, body: { message: `Resource not accessible by integration (${TOKEN})` } });
  try {
    const r = await ciStatus([...previewSuccess, "--target-url", "https://x.example/"]);
    assert.equal(r.code, 1, r.output);
    assert.match(r.output, /GitHub answered 403: Resource not accessible by integration/);
    assert.doesNotMatch(r.output, new RegExp(TOKEN));
  } finally {
    answer = created;
  }
});

for (const [what, args, env, message] of /** @type {const} */ ([
  ["a bad state", ["--context", "deploy/preview", "--state", "done"], {}, /--state must be one of/],
  ["a missing token", previewSuccess, { GITHUB_TOKEN: "" }, /GITHUB_TOKEN is not set/],
  ["a short SHA", [...previewSuccess, "--sha", "abc123"], {}, /not a full commit SHA/],
]))
  test(`${what} is refused before any request`, async () => {
    const r = await ciStatus(args, env);
    assert.equal(r.code, 1, r.output);
    assert.match(r.output, message);
    assert.equal(api.received.length, 0);
  });

const pull = (number, state, sha = SHA, repo = "makkah-tech/website") => ({
  number,
  state,
  head: { sha, repo: { full_name: repo } },
});

test("the preview removal names only this repository's closed pull request with this head", async () => {
  answer = () => ({
    status: 200,
    body: [
      pull(12, "closed"),
      pull(13, "open"),
      pull(14, "closed", "b".repeat(40)),
      pull(15, "closed", SHA, "x/fork"),
    ],
  });
  try {
    const r = await against("closed-pulls.mjs", ["--sha", SHA]);
    assert.equal(r.stdout, "12\n", r.stderr);
    assert.equal(api.received.at(-1).url, `/repos/makkah-tech/website/commits/${SHA}/pulls?per_page=100`);
    assert.equal(api.received.at(-1).headers.authorization, `Bearer ${TOKEN}`);
    assert.doesNotMatch(r.output, new RegExp(TOKEN));
  } finally {
    answer = created;
  }
});

test("the preview removal refuses a short SHA before any request", async () => {
  const r = await against("closed-pulls.mjs", ["--sha", "abc"]);
  assert.notEqual(r.code, 0);
  assert.match(r.stderr, /not a full commit SHA/);
  assert.equal(api.received.length, 0);
});
