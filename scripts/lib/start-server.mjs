// Starting a server for a test or a script and waiting until it answers, once for all of them (Apache, nginx
// and the preview server of the hosting tests, php -S of the PHP tests, decap-server, WebKitWebDriver): each in
// its own process group, so stop() ends the server with every worker it forked (docs/testing.md: servers a
// test starts, it stops), also when the test process exits abruptly or is stopped by a signal.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { sendRequest } from "./http-request.mjs";

/** Signals the process group of `child` (its own: started detached); false once it is gone. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** The groups still running, ended when this process exits or is told to stop. */
const running = new Set();
const endAll = () => running.forEach((kill) => kill());
let signalsWatched = false;
/**
 * Ctrl-C or a CI's SIGTERM ends a process without its "exit" event: end the servers first, then die of the same
 * signal (once the handler is gone, Node's default applies), so no server is left on its port.
 */
function watchSignals() {
  if (signalsWatched) return;
  signalsWatched = true;
  process.on("exit", endAll);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    const onSignal = () => {
      endAll();
      process.off(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/**
 * Starts `command` with `args` in its own process group, keeping the last 64 KB of its output (stdout too when
 * `stdout` is true). Returns the child, `output()`, `isAlive()` and `stop()` (SIGTERM to the group, SIGKILL
 * after 5 s; resolves once the server has exited).
 * @param {string} command @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, stdout?: boolean }} [options]
 */
export function spawnServer(command, args, { cwd, env = process.env, stdout = true } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ["ignore", stdout ? "pipe" : "ignore", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (d) => (output = (output + d).slice(-65_536));
  child.stdout?.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  const gone = new Promise((done) =>
    child.once("exit", () => {
      exited = true;
      done();
    }),
  );
  child.once("error", (err) => {
    keep(String(err));
    exited = true;
  });
  const killNow = () => signalGroup(child, "SIGKILL");
  running.add(killNow);
  watchSignals();
  return {
    child,
    isAlive: () => !exited,
    output: () => output,
    stop: async () => {
      running.delete(killNow);
      if (exited) return;
      signalGroup(child, "SIGTERM");
      const force = setTimeout(() => signalGroup(child, "SIGKILL"), 5_000);
      await gone;
      clearTimeout(force);
      // Workers of the group (php -S's, Apache's) may outlive their parent by a moment: end them too.
      signalGroup(child, "SIGKILL");
    },
  };
}

/**
 * Whether `url` answers an HTTP request within 2 s, with any status. node:http, not fetch: a request with no
 * User-Agent, which the visits report (GoAccess) does not count as a visitor (tests/hosting/analytics.test.mjs).
 */
export const answers = (url) =>
  sendRequest(new URL(url), { timeout: 2_000 }).then(
    () => true,
    () => false,
  );

/**
 * Resolves once `ready()` is true, polling; throws naming `what` (with `output()`) when `isAlive()` turns false
 * first or `timeout` ms pass.
 * @param {() => unknown} ready
 * @param {{ isAlive?: () => boolean, output?: () => string, timeout?: number, what?: string }} [options]
 */
export async function waitFor(
  ready,
  { isAlive = () => true, output = () => "", timeout = 20_000, what = "the server" } = {},
) {
  const until = Date.now() + timeout;
  for (;;) {
    if (await ready()) return;
    if (!isAlive()) throw new Error(`${what} exited during start-up:\n${output()}`);
    if (Date.now() > until)
      throw new Error(`${what} did not answer within ${timeout / 1000} s:\n${output()}`);
    await sleep(150);
  }
}

/**
 * Starts a server as spawnServer does and resolves once `ready()` (default: `url` answers) is true; if the
 * server exits first or `timeout` ms pass, stops it and throws with its output, naming `what`.
 * @param {string} command @param {string[]} args
 * @param {Parameters<typeof spawnServer>[2] & { url?: string, ready?: () => unknown, timeout?: number, what?: string }} [options]
 */
export async function startServer(
  command,
  args,
  { url, ready = () => answers(url), timeout, what = command, ...options } = {},
) {
  const server = spawnServer(command, args, options);
  try {
    await waitFor(ready, { isAlive: server.isAlive, output: server.output, timeout, what });
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}
