// scripts/lib/start-server.mjs: a server a test started does not outlive the test process, not even when that
// process is stopped by a signal (Ctrl-C, a CI's SIGTERM) rather than ending on its own.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import test from "node:test";
import { answers, waitFor } from "../../scripts/lib/start-server.mjs";
import { freePort } from "../../scripts/lib/free-port.mjs";

const helper = new URL("../../scripts/lib/start-server.mjs", import.meta.url).href;

for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  test(`a process stopped by ${signal} ends the servers it started`, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    // A stand-in for a test file: starts a server (its own process group), then waits to be stopped.
    const owner = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { startServer } = await import(${JSON.stringify(helper)});
         await startServer(process.execPath, ["-e", "require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')"], { url: ${JSON.stringify(url)} });
         console.log("started");
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise((done) => owner.on("exit", (code, sig) => done(sig ?? code)));
    await new Promise((done) => owner.stdout.on("data", (d) => String(d).includes("started") && done()));
    assert.equal(await answers(url), true, "the server did not start");
    owner.kill(signal);
    assert.equal(await exited, signal, "the process did not die of the signal it was sent");
    await waitFor(async () => !(await answers(url)), { timeout: 5_000, what: "the server's end" });
  });
}
