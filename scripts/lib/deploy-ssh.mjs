// The SSH side of `npm run deploy`: the target, the key (held by ssh-agent, never in a file) and known_hosts
// (always verified), one shared connection, the host-side script (deploy-remote.sh) and rsync over the same connection.
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const remoteScript = readFileSync(new URL("./deploy-remote.sh", import.meta.url), "utf8");

/** What a user or host name may hold: ssh would read a leading `-` as an option. */
const NAME = /^[A-Za-z0-9._][A-Za-z0-9._-]*$/;
/** What a path may hold after decoding: the remote commands pass it as plain words (no quoting). */
const PATH = /^\/[A-Za-z0-9._~+@:/-]*$/;

/**
 * `ssh://user@host:port/P` → its parts; a host may be an IPv6 address in brackets (`ssh://u@[::1]:22/P`). A
 * path starting `/~/` is relative to the user's home. Anything the deploy would drop or the host would read
 * otherwise is refused: a query, a fragment, a password, a `.` or `..` step (after percent-decoding), a user or
 * host outside [A-Za-z0-9._-] or starting with `-`.
 */
export function parseTarget(text) {
  const usage = "ssh://user@host:port/path";
  if (!text) throw new Error(`DEPLOY_TARGET is not set (${usage})`);
  if (/[?#]/.test(text))
    throw new Error(`DEPLOY_TARGET has a query or fragment, which ssh ignores: ${usage}`);
  const m = /^ssh:\/\/([^@/]*)@(\[[0-9A-Fa-f:.]+\]|[^:/[\]]*)(?::([0-9]{1,5}))?(\/.*)?$/.exec(text);
  if (!m) throw new Error(`DEPLOY_TARGET must be ${usage} (starting ssh://, with a user)`);
  const [, userinfo, rawHost, port = "22", rawPath = ""] = m;
  if (userinfo.includes(":")) throw new Error("DEPLOY_TARGET has a password: use a key (DEPLOY_SSH_KEY)");
  const decode = (part, what) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new Error(`DEPLOY_TARGET: the ${what} is not valid percent-encoding`);
    }
  };
  const user = decode(userinfo, "user");
  if (!NAME.test(user))
    throw new Error("DEPLOY_TARGET: the user must be letters, digits, . _ - (not starting -)");
  const ipv6 = rawHost.startsWith("[");
  const host = ipv6 ? rawHost.slice(1, -1) : rawHost;
  if (ipv6 ? !host.includes(":") : !NAME.test(host))
    throw new Error("DEPLOY_TARGET: the host must be letters, digits, . _ - (not starting -) or [IPv6]");
  if (Number(port) < 1 || Number(port) > 65535) throw new Error("DEPLOY_TARGET: the port must be 1-65535");
  let path = decode(rawPath, "path").replace(/\/+$/, "");
  if (path.split("/").some((step) => step === "." || step === ".."))
    throw new Error("DEPLOY_TARGET: the path may not hold . or .. steps");
  if (path && !PATH.test(path))
    throw new Error("DEPLOY_TARGET: the path must be letters, digits and . _ ~ + @ : / -");
  if (path.startsWith("/~/")) path = path.slice(3);
  if (!path || path === "/" || path === "/~") throw new Error("DEPLOY_TARGET needs a directory path");
  return { user, host, ipv6, port, path };
}

/** Text with Unix line ends and one final newline (a key or known_hosts pasted into a CI secret). */
const lines = (text) => text.replace(/\r\n/g, "\n").replace(/\n*$/, "\n");

/**
 * The deploy again as a child of `ssh-agent` when DEPLOY_SSH_KEY is set: the key then lives in the agent's memory,
 * never in a file, and the agent exits with the deploy however the deploy ends (killed outright included: the
 * agent watches its parent). Resolves with the child's exit code, or null when this process is that child already
 * (or has no key to hold).
 */
export function reExecUnderAgent(env = process.env) {
  if (!env.DEPLOY_SSH_KEY || env.DEPLOY_UNDER_AGENT === "1") return Promise.resolve(null);
  const child = spawn("ssh-agent", [process.execPath, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...env, DEPLOY_UNDER_AGENT: "1" },
  });
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
  const forward = (signal) => child.kill(signal);
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on("error", (err) => {
      console.error(`deploy: cannot start ssh-agent (apt-get install openssh-client): ${err.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve(code ?? (signal === "SIGINT" ? 130 : 143));
    });
  });
}

/**
 * An SSH session factory for one deploy. The key (DEPLOY_SSH_KEY) goes into the ssh-agent this deploy runs under
 * (reExecUnderAgent), the known_hosts lines (DEPLOY_KNOWN_HOSTS) and the connection's socket to a private temp dir
 * that close() deletes; without them the user's agent, ~/.ssh/config and ~/.ssh/known_hosts apply. Host keys are
 * checked strictly either way. Every remote command is plain words (`sh -s -- <command> <base> <args>`, the script
 * on stdin), so a host that confines the key to a forced command (deploy/preview-command.sh) can check and run
 * its own copy of the script instead.
 */
export async function openSsh(target, env = process.env) {
  const dir = mkdtempSync(join(tmpdir(), "deploy-ssh-"));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const onSignal = (signal) => {
    removeDir();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("exit", removeDir);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, onSignal);
  const sshOptions = (...settings) => settings.flatMap((o) => ["-o", o]);
  const options = [
    "-p",
    target.port,
    ...sshOptions("BatchMode=yes", "StrictHostKeyChecking=yes", "ConnectTimeout=20"),
    ...sshOptions("ServerAliveInterval=10", "ServerAliveCountMax=3"),
    // One TCP connection and handshake for every step of the deploy.
    ...sshOptions("ControlMaster=auto", `ControlPath=${join(dir, "cm")}`, "ControlPersist=60"),
  ];
  if (env.DEPLOY_SSH_KEY) {
    if (env.DEPLOY_UNDER_AGENT !== "1" || !env.SSH_AUTH_SOCK)
      throw new Error("DEPLOY_SSH_KEY is only read under the deploy's own ssh-agent (reExecUnderAgent)");
    await run("ssh-add", ["-q", "-"], {
      input: lines(env.DEPLOY_SSH_KEY),
    }).catch((err) => {
      throw new Error(`DEPLOY_SSH_KEY is not a usable private key: ${err.stderr?.trim() ?? err.message}`);
    });
    // ssh and rsync need only the agent: the key's text is not passed on in their environment.
    delete env.DEPLOY_SSH_KEY;
    // The public half selects the agent's key (IdentitiesOnly): nothing secret on disk.
    const pub = join(dir, "key.pub");
    writeFileSync(pub, await run("ssh-add", ["-L"]));
    options.push("-i", pub, ...sshOptions("IdentitiesOnly=yes", `IdentityAgent=${env.SSH_AUTH_SOCK}`));
  }
  if (env.DEPLOY_KNOWN_HOSTS) {
    const known = join(dir, "known_hosts");
    writeFileSync(known, lines(env.DEPLOY_KNOWN_HOSTS), { mode: 0o600 });
    options.push(...sshOptions(`UserKnownHostsFile=${known}`, "GlobalKnownHostsFile=/dev/null"));
  }
  const destination = `${target.user}@${target.host}`;
  const rsyncHost = target.ipv6 ? `${target.user}@[${target.host}]` : destination;

  /** The command line running one command of deploy-remote.sh (read from stdin) on `base`: words only. */
  function scriptLine(command, base, args) {
    const words = [command, base, ...args];
    const bad = words.find((w) => !/^[A-Za-z0-9._~+@:/=-]+$/.test(w));
    if (bad !== undefined) throw new Error(`not a plain word for the host: ${JSON.stringify(bad)}`);
    return ["sh", "-s", "--", ...words].join(" ");
  }

  /** Runs a command of deploy-remote.sh on the host; resolves with its stdout, rejects with its stderr. */
  function remote(command, base, ...args) {
    return run("ssh", [...options, destination, scriptLine(command, base, args)], { input: remoteScript });
  }

  /**
   * Takes the host's deploy lock and holds it until release() (closing the session's stdin). Rejects
   * when another deploy holds it.
   */
  function lock(base, token, info) {
    const line = scriptLine("lock", base, [token, info.replace(/[^A-Za-z0-9._:@+-]+/g, "_")]);
    const child = spawn("ssh", [...options, destination, line], { stdio: ["pipe", "pipe", "pipe"] });
    // The script, then the open stdin that holds the lock (the host's `cat` reads past the script to its end).
    child.stdin.write(remoteScript);
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

  /** rsync over the same connection (ssh's words single-quoted for rsync's -e); `args` end with the sources and destination. */
  function rsync(args) {
    const rsh = ["ssh", ...options].map((w) => `'${w.replace(/'/g, `'\\''`)}'`).join(" ");
    return run("rsync", ["-e", rsh, ...args]);
  }

  async function close() {
    await run("ssh", [...options, "-O", "exit", destination]).catch(() => {});
    removeDir();
  }

  return { remote, lock, rsync, close, destination, remotePath: (p) => `${rsyncHost}:${p}` };
}

/**
 * Runs a command; resolves with stdout, rejects with an Error carrying stderr. Never prints the key.
 * @param {string} cmd @param {string[]} args @param {{ input?: string }} [options]
 */
function run(cmd, args, { input } = {}) {
  return new Promise((resolve, reject) => {
    const child = execFile(cmd, args, { maxBuffer: Infinity }, (error, out, err) => {
      if (!error) return resolve(out);
      const how = error.signal ?? `exit ${error.code}`;
      reject(Object.assign(new Error(`${cmd} failed (${how}): ${err.trim()}`), { stderr: err }));
    });
    child.stdin?.on("error", () => {}); // a command that exits before reading it all
    child.stdin?.end(input);
  });
}
