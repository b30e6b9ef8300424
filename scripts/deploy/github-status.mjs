#!/usr/bin/env node
// `npm run ci:status -- --context deploy/preview --state success --target-url URL [--description TEXT] [--sha SHA]`:
// posts a commit status to GitHub (the CMS shows the deploy/preview status's address as its preview link).
// Reads GITHUB_API_URL (default https://api.github.com), GITHUB_REPOSITORY, GITHUB_SHA (or --sha) and
// GITHUB_TOKEN, as a GitHub Actions job has them. The token is sent, never printed.
import { parseArgs } from "node:util";
import { runMain } from "../lib/run-main.mjs";

const STATES = ["error", "failure", "pending", "success"];

/**
 * One call of GitHub's REST API on /repos/<GITHUB_REPOSITORY>/<path>, as a job makes it (also closed-pulls.mjs's);
 * resolves with GitHub's answer when its status is `expect`, throws with GitHub's message (the token masked), or
 * before any request when GITHUB_REPOSITORY or GITHUB_TOKEN is not set.
 * @param {string} path @param {{ method?: string, body?: object, expect?: number }} [request]
 */
export async function githubApi(path, { method = "GET", body, expect = 200 } = {}, env = process.env) {
  if (!/^[\w.-]+\/[\w.-]+$/.test(env.GITHUB_REPOSITORY ?? ""))
    throw new Error("GITHUB_REPOSITORY (owner/name) is not set");
  if (!env.GITHUB_TOKEN) throw new Error("GITHUB_TOKEN is not set");
  const api = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  const res = await fetch(`${api}/repos/${env.GITHUB_REPOSITORY}/${path}`, {
    method,
    headers: {
      accept: "application/vnd.github+json",
      authorization: `Bearer ${env.GITHUB_TOKEN}`,
      "content-type": "application/json",
      "user-agent": "makkah-it-site-ci",
      "x-github-api-version": "2022-11-28",
    },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== expect) {
    let message = text.slice(0, 300);
    try {
      message = JSON.parse(text).message ?? message;
    } catch {
      /* not JSON: the start of the text */
    }
    throw new Error(`GitHub answered ${res.status}: ${message.replaceAll(env.GITHUB_TOKEN, "***")}`);
  }
  return JSON.parse(text);
}

/**
 * Posts one status (the command line's options); resolves with GitHub's answer (the status's id and state),
 * throws with its message.
 * @param {{ context?: string, state?: string, "target-url"?: string, description?: string, sha?: string }} status
 */
async function postStatus({ context, state, "target-url": targetUrl, description, sha }, env = process.env) {
  const commit = sha || env.GITHUB_SHA;
  const problems = [];
  if (!context) problems.push("--context is required");
  if (!STATES.includes(state)) problems.push(`--state must be one of ${STATES.join(", ")}`);
  if (targetUrl !== undefined && !/^https?:\/\/\S+$/.test(targetUrl))
    problems.push(`--target-url is not an address: ${targetUrl}`);
  if (!/^[0-9a-f]{40}$/.test(commit ?? "")) problems.push("GITHUB_SHA (or --sha) is not a full commit SHA");
  if (problems.length) throw new Error(problems.join("; "));

  const body = { state, context };
  if (targetUrl) body.target_url = targetUrl;
  if (description) body.description = description.slice(0, 140); // GitHub's limit
  const answer = await githubApi(`statuses/${commit}`, { method: "POST", body, expect: 201 }, env);
  return { commit, ...answer };
}

runMain(import.meta, "ci:status", async () => {
  const { values } = parseArgs({
    options: {
      context: { type: "string" },
      state: { type: "string" },
      "target-url": { type: "string" },
      description: { type: "string" },
      sha: { type: "string" },
    },
  });
  const { commit } = await postStatus(values);
  const url = values["target-url"];
  console.log(
    `ci:status: ${values.context} ${values.state}${url ? ` → ${url}` : ""} on ${commit.slice(0, 12)}`,
  );
});
