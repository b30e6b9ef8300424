// decap-server, the content manager's local backend (docs/editing.md): where its program is, and starting it
// over a folder until it answers. Used by `npm run cms` (scripts/dev/cms.mjs), the CMS e2e tests and the engines
// suite.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { startServer } from "./start-server.mjs";

/** The path of decap-server's program in the node_modules of the project at `root`. */
export function decapServerBin(root) {
  const require = createRequire(join(root, "package.json"));
  const pkg = require.resolve("decap-server/package.json");
  const { bin } = require(pkg);
  return join(dirname(pkg), typeof bin === "string" ? bin : Object.values(bin)[0]);
}

/** decap-server's answer to `info` on `port` (its publish modes among it), or null while it does not answer. */
export async function backendInfo(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/**
 * Starts decap-server of the project at `root` over `dir` on `port` and resolves once it answers. `mode` "fs"
 * writes files straight into `dir` (`npm run cms`); "git" commits, each draft on a branch (`--workflow`).
 * `stop()` ends it and resolves when it has exited.
 */
export async function startDecapServer({ root, dir, port, mode, timeout = 30_000 }) {
  const server = await startServer(process.execPath, [decapServerBin(root)], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), MODE: mode, GIT_REPO_DIRECTORY: dir },
    stdout: false,
    ready: () => backendInfo(port),
    timeout,
    what: `decap-server on port ${port} (is the port taken?)`,
  });
  return { port, stop: server.stop };
}
