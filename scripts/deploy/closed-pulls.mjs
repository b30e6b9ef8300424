#!/usr/bin/env node
// `node scripts/deploy/closed-pulls.mjs --sha SHA`: the numbers of this repository's closed pull requests whose head is
// SHA, one a line, asked of GitHub (GET /repos/R/commits/SHA/pulls). The preview removal takes the numbers from
// here, not from anything the pull request's own run wrote, so a branch cannot name another pull request's
// preview. Reads GITHUB_API_URL, GITHUB_REPOSITORY and GITHUB_TOKEN as a job has them; the token is never printed.
import { runMain } from "../lib/run-main.mjs";
import { githubApi } from "./github-status.mjs";

/** The closed pull requests of `repository` whose head commit is `sha` (numbers, ascending). */
export async function closedPulls(sha, env = process.env) {
  if (!/^[0-9a-f]{40}$/.test(sha ?? "")) throw new Error("--sha is not a full commit SHA");
  const repository = env.GITHUB_REPOSITORY;
  const pulls = await githubApi(`commits/${sha}/pulls?per_page=100`, {}, env);
  return pulls
    .filter((p) => p.state === "closed" && p.head?.sha === sha && p.head?.repo?.full_name === repository)
    .map((p) => p.number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b);
}

runMain(import.meta, "closed-pulls", async () => {
  const argv = process.argv.slice(2);
  if (argv[0] !== "--sha" || argv.length !== 2) throw new Error("usage: closed-pulls.mjs --sha SHA");
  for (const n of await closedPulls(argv[1])) console.log(n);
});
