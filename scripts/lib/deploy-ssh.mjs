// The SSH side of `npm run deploy`: the target, the key and known_hosts (always verified), one shared
// connection, the host-side script (deploy-remote.sh) and rsync over the same connection.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const remoteScript = readFileSync(new URL("./deploy-remote.sh", import.meta.url), "utf8");

/** `ssh://user@host:port/P` → its parts. A path starting `/~/` is relative to the user's home. */
export function parseTarget(text) {
  if (!text) throw new Error("DEPLOY_TARGET is not set (ssh://user@host:port/path)");
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`DEPLOY_TARGET is not a URL: ssh://user@host:port/path`);
  }
  if (url.protocol !== "ssh:") throw new Error("DEPLOY_TARGET must start with ssh://");
  if (!url.username || !url.hostname) throw new Error("DEPLOY_TARGET needs a user and a host");
  let path = decodeURIComponent(url.pathname).replace(/\/+$/, "");
  if (path.startsWith("/~/")) path = path.slice(3);
  if (!path || path === "/" || path === "/~") throw new Error("DEPLOY_TARGET needs a directory path");
  return {
    user: decodeURIComponent(url.username),
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port || "22",
    path,
  };
}

/** Single quotes for the remote shell. */
export const shellQuote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/**
 * An SSH session factory for one deploy. The key (DEPLOY_SSH_KEY) and known_hosts lines
 * (DEPLOY_KNOWN_HOSTS) go to 0600 files in a private temp dir that close() deletes; without them the
 * user's agent, ~/.ssh/config and ~/.ssh/known_hosts apply. Host keys are checked strictly either way.
 */
export function openSsh(target, env = process.env) {
  const dir = mkdtempSync(join(tmpdir(), "deploy-ssh-"));
  // The key file goes even when the deploy is interrupted (Ctrl-C, a cancelled CI job).
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const onSignal = (signal) => {
    removeDir();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("exit", removeDir);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const options = [
    "-p",
    target.port,
    "-o",
    "BatchMode=yes",
    "-o",
    "StrictHostKeyChecking=yes",
    "-o",
    "ConnectTimeout=20",
    "-o",
    "ServerAliveInterval=10",
    "-o",
    "ServerAliveCountMax=3",
    // One TCP connection and handshake for every step of the deploy.
    "-o",
    "ControlMaster=auto",
    "-o",
    `ControlPath=${join(dir, "cm")}`,
    "-o",
    "ControlPersist=60",
  ];
  if (env.DEPLOY_SSH_KEY) {
    const key = join(dir, "key");
    writeFileSync(key, env.DEPLOY_SSH_KEY.replace(/\r\n/g, "\n").replace(/\n*$/, "\n"), { mode: 0o600 });
    options.push("-i", key, "-o", "IdentitiesOnly=yes");
  }
  if (env.DEPLOY_KNOWN_HOSTS) {
    const known = join(dir, "known_hosts");
    writeFileSync(known, env.DEPLOY_KNOWN_HOSTS.replace(/\r\n/g, "\n").replace(/\n*$/, "\n"), {
      mode: 0o600,
    });
    options.push("-o", `UserKnownHostsFile=${known}`, "-o", "GlobalKnownHostsFile=/dev/null");
  }
  const destination = `${target.user}@${target.host}`;

  /** The ssh command line running one command of deploy-remote.sh on `base`. */
  const scriptLine = (command, base, args) =>
    ["sh", "-c", shellQuote(remoteScript), ...["deploy-remote", command, base, ...args].map(shellQuote)].join(
      " ",
    );

  /** Runs a command of deploy-remote.sh on the host; resolves with its stdout, rejects with its stderr. */
  function remote(command, base, ...args) {
    return run("ssh", [...options, destination, scriptLine(command, base, args)]);
  }

  /**
   * Takes the host's deploy lock and holds it until release() (closing the session's stdin). Rejects
   * when another deploy holds it.
   */
  function lock(base, token, info) {
    const line = scriptLine("lock", base, [token, info]);
    const child = spawn("ssh", [...options, destination, line], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    const exited = new Promise((res) => child.on("close", res));
    return new Promise((resolve, reject) => {
      child.stdout.on("data", (d) => {
        out += d;
        if (out.includes("LOCKED\n")) {
          resolve({
            release: async () => {
              child.stdin.end();
              await exited;
            },
          });
        }
      });
      child.on("close", (code) => {
        if (out.includes("LOCKED\n")) return;
        const busy = /BUSY ?(.*)/.exec(out);
        reject(
          new Error(
            busy
              ? `another deploy holds the lock on the host (${busy[1] || "unknown"}); try again when it is done`
              : `could not take the deploy lock (ssh exit ${code}): ${err.trim()}`,
          ),
        );
      });
    });
  }

  /** rsync over the same connection; extra args include the sources and the destination path. */
  function rsync(args, { onSpawn } = {}) {
    const rsh = ["ssh", ...options].map(shellQuote).join(" ");
    return run("rsync", ["-e", rsh, ...args], { onSpawn });
  }

  async function close() {
    await run("ssh", [...options, "-O", "exit", destination]).catch(() => {});
    removeDir();
  }

  return { remote, lock, rsync, close, destination, remotePath: (p) => `${destination}:${p}` };
}

/** Runs a command; resolves with stdout, rejects with an Error carrying stderr. Never prints the key. */
export function run(cmd, args, { onSpawn } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    onSpawn?.(child);
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve(out);
      else {
        const error = new Error(`${cmd} failed (${signal ?? `exit ${code}`}): ${err.trim()}`);
        error.stderr = err;
        reject(error);
      }
    });
  });
}

/** `key=value` lines → object. */
export const parseLines = (text) =>
  Object.fromEntries(
    text
      .split("\n")
      .map((l) => /^([a-z_]+)=(.*)$/.exec(l))
      .filter(Boolean)
      .map((m) => [m[1], m[2].trim()]),
  );
