#!/usr/bin/env node
// `node scripts/deploy/closed-pulls.mjs --sha SHA`: the numbers of this repository's closed pull requests whose head is
// SHA, one a line, asked of GitHub (GET /repos/R/commits/SHA/pulls). The preview removal takes the numbers from
// here, not from anything the pull request's own run wrote, so a branch cannot name another pull request's
// preview. Reads GITHUB_API_URL, GITHUB_REPOSITORY and GITHUB_TOKEN as a job has them; the token is never printed.
import { pathToFileURL } from "node:url";

/** The closed pull requests of `repository` whose head commit is `sha` (numbers, ascending). */
export async function closedPulls(sha, env = process.env) {
  const api = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  const repository = env.GITHUB_REPOSITORY ?? "";
  if (!/^[0-9a-f]{40}$/.test(sha ?? "")) throw new Error("--sha is not a full commit SHA");
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) throw new Error("GITHUB_REPOSITORY (owner/name) is not set");
  if (!env.GITHUB_TOKEN) throw new Error("GITHUB_TOKEN is not set");
  const res = await fetch(`${api}/repos/${repository}/commits/${sha}/pulls?per_page=100`, {
    headers: {
      accept: "application/vnd.github+json",
      authorization: `Bearer ${env.GITHUB_TOKEN}`,
      "user-agent": "makkah-it-site-ci",
      "x-github-api-version": "2022-11-28",
    },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(
      `GitHub answered ${res.status}: ${text.slice(0, 300).replaceAll(env.GITHUB_TOKEN, "***")}`,
    );
  return JSON.parse(text)
    .filter((p) => p.state === "closed" && p.head?.sha === sha && p.head?.repo?.full_name === repository)
    .map((p) => p.number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b);
}

async function main(argv) {
  try {
    if (argv[0] !== "--sha" || argv.length !== 2) throw new Error("usage: closed-pulls.mjs --sha SHA");
    for (const n of await closedPulls(argv[1])) console.log(n);
    return 0;
  } catch (error) {
    console.error(`closed-pulls: ${error.message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  main(process.argv.slice(2)).then((code) => process.exit(code));
