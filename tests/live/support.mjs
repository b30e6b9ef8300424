// The live check's targets: Debian's Apache + mod_php (tests/hosting/apache.mjs) and nginx + PHP-FPM, on
// loopback with the repository's configs, serving a copy of out/ (to break, or not); and running check:live.
import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { requireBuild, root, withServer } from "../hosting/support.mjs";
import { spawnServer } from "../../scripts/lib/start-server.mjs";

/**
 * Breaking a served copy of out/ (a server's `www`): `edit(file, change)` rewrites a file with `change(text)`, failing
 * if nothing changed (a test must break what it says); `remove(file)` deletes one.
 */
export const breakerOf = (www) => ({
  edit(file, change) {
    const before = readFileSync(join(www, file), "utf8");
    const after = change(before);
    if (after === before) throw new Error(`${file}: the edit changed nothing`);
    writeFileSync(join(www, file), after);
  },
  remove: (file) => rmSync(join(www, file)),
});

/**
 * Runs `node …nodeArgs <script> …args` in the repository, `env` added, in its own process group (spawnServer);
 * resolves with its exit code, output and FAIL lines. `killWhen(child)`, polled every 5 ms, returns a pid (or -group)
 * to SIGKILL once the moment has come.
 * @param {string} script @param {string[]} args
 * @param {{ env?: object, nodeArgs?: string[], timeout?: number,
 *   killWhen?: (child: any) => number | undefined }} [options] (always in its own process group, as spawnServer starts it)
 */
export function runScript(script, args, { env, nodeArgs = [], timeout, killWhen } = {}) {
  const run = spawnServer(process.execPath, [...nodeArgs, join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  const timer = timeout && setTimeout(() => run.child.kill("SIGKILL"), timeout);
  const poll =
    killWhen &&
    setInterval(() => {
      const pid = killWhen(run.child);
      if (!pid) return;
      process.kill(pid, "SIGKILL");
      clearInterval(poll);
    }, 5);
  return new Promise((resolve) =>
    run.child.on("close", async (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      await run.stop(); // exited: only forgets the group
      const output = run.output();
      resolve({ code, output, failures: output.split("\n").filter((l) => l.startsWith("FAIL ")) });
    }),
  );
}

/** `npm run check:live -- <url> …args` (the script itself, under node with `nodeArgs`), killed after 4 minutes. */
export const runCheckLive = (url, args = [], { nodeArgs = [] } = {}) =>
  runScript("scripts/check/check-live.mjs", [url, ...args], { nodeArgs, timeout: 240_000 });

/**
 * Starts a server (`start()`: startApache or startNginxSite), breaks its copy of out/ with `breakIt(breaker)`, runs
 * check:live with `args` against it and stops it; resolves with runCheckLive's result and the server's log.
 * @param {(breaker: ReturnType<typeof breakerOf>) => void} [breakIt]
 */
export async function checkServed(start, args, breakIt = () => {}) {
  requireBuild();
  return withServer(start(), async ({ site, port, log }) => {
    breakIt(breakerOf(site.www));
    return { ...(await runCheckLive(`http://127.0.0.1:${port}`, args)), log: log() };
  });
}

export const show = (r) => `exit ${r.code}\n${r.output.slice(-4000)}`;

/**
 * check:live failed (exit 1), each pattern naming at least one failure line and every failure line matching
 * `only` (nothing else fails).
 */
export function assertFailures(r, patterns, only) {
  assert.equal(r.code, 1, show(r));
  for (const re of patterns)
    assert.ok(
      r.failures.some((l) => re.test(l)),
      `${re}\n${show(r)}`,
    );
  if (only)
    assert.ok(
      r.failures.every((l) => only.test(l)),
      `nothing else fails:\n${show(r)}`,
    );
}
