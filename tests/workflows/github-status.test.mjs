// npm run ci:status against a fake GitHub API on loopback: the request reaches it with the right path,
// context, state, target_url and bearer token, and the token never appears in the output.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { root } from "./support.mjs";

const TOKEN = "ghs_fakeTokenForTheTest0123456789abcdef";
const SHA = "0123456789abcdef0123456789abcdef01234567";
/** The arguments of a successful preview status, which each test completes or changes. */
const previewSuccess = ["--context", "deploy/preview", "--state", "success"];
let api;
let received = [];
let answer = { status: 201, body: (b) => ({ id: 1, ...b }) };

before(async () => {
  api = createServer((req, res) => {
    let text = "";
    req.on("data", (d) => (text += d));
    req.on("end", () => {
      const body = text ? JSON.parse(text) : null;
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body(body)));
    });
  });
  await new Promise((ok) => api.listen(0, "127.0.0.1", ok));
});
after(() => new Promise((ok) => api.close(ok)));

/** Runs `npm run ci:status -- …args` (the script) against the fake API. */
function ciStatus(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, "scripts/deploy/github-status.mjs"), ...args], {
      env: /** @type {any} */ ({
        PATH: process.env.PATH,
        GITHUB_API_URL: `http://127.0.0.1:${api.address().port}`,
        GITHUB_REPOSITORY: "makkah-tech/website",
        GITHUB_SHA: "f".repeat(40),
        GITHUB_TOKEN: TOKEN,
        ...env,
      }),
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

test("the preview status reaches GitHub with its context, state, address and token", async () => {
  received = [];
  const url = "https://pr-12.preview.makkahtech.example/";
  const r = await ciStatus([
    ...previewSuccess,
    "--target-url",
    url,
    "--sha",
    SHA,
    "--description",
    "Preview of this pull request",
  ]);
  assert.equal(r.code, 0, r.output);
  assert.equal(received.length, 1);
  const [req] = received;
  assert.equal(req.method, "POST");
  assert.equal(req.url, `/repos/makkah-tech/website/statuses/${SHA}`);
  assert.equal(req.headers.authorization, `Bearer ${TOKEN}`);
  assert.equal(req.headers.accept, "application/vnd.github+json");
  assert.deepEqual(req.body, {
    state: "success",
    context: "deploy/preview",
    target_url: url,
    description: "Preview of this pull request",
  });
  assert.match(r.output, /deploy\/preview success → https:\/\/pr-12\./);
  assert.doesNotMatch(r.output, new RegExp(TOKEN));
});

test("without --sha, the status goes to GITHUB_SHA", async () => {
  received = [];
  const r = await ciStatus(["--context", "deploy/preview", "--state", "pending"]);
  assert.equal(r.code, 0, r.output);
  assert.equal(received[0].url, `/repos/makkah-tech/website/statuses/${"f".repeat(40)}`);
  assert.deepEqual(received[0].body, { state: "pending", context: "deploy/preview" });
});

test("GitHub's refusal fails the command with its message, the token masked", async () => {
  received = [];
  answer = { status: 403, body: () => ({ message: `Resource not accessible by integration (${TOKEN})` }) };
  try {
    const r = await ciStatus([...previewSuccess, "--target-url", "https://x.example/"]);
    assert.equal(r.code, 1, r.output);
    assert.match(r.output, /GitHub answered 403: Resource not accessible by integration/);
    assert.doesNotMatch(r.output, new RegExp(TOKEN));
  } finally {
    answer = { status: 201, body: (b) => ({ id: 1, ...b }) };
  }
});

test("a bad state, a missing token or a short SHA is refused before any request", async () => {
  received = [];
  for (const [args, env, message] of /** @type {const} */ ([
    [["--context", "deploy/preview", "--state", "done"], {}, /--state must be one of/],
    [previewSuccess, { GITHUB_TOKEN: "" }, /GITHUB_TOKEN is not set/],
    [[...previewSuccess, "--sha", "abc123"], {}, /not a full commit SHA/],
  ])) {
    const r = await ciStatus(args, env);
    assert.equal(r.code, 1, r.output);
    assert.match(r.output, message);
  }
  assert.equal(received.length, 0);
});
