// Starts `php -S` on the form scripts in public/ (no build needed) with a temp storage directory,
// a mail capture in place of sendmail, and every PHP diagnostic logged to a file the tests read.
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../..");
const capture = join(import.meta.dirname, "capture-mail.sh");

const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.on("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/**
 * @param {{ env?: Record<string,string>, mail?: "capture" | "fail", workers?: number, ini?: string[] }} options
 */
export async function startPhp({ env = {}, mail = "capture", workers, ini = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "forms-php-"));
  const storage = join(dir, "storage");
  const mails = join(dir, "mail");
  mkdirSync(mails);
  const errorLog = join(dir, "php-errors.log");
  const port = await freePort();
  const args = [
    "-n", // no system php.ini: the defaults a plain install has
    "-d",
    "error_reporting=-1",
    "-d",
    "display_errors=0",
    "-d",
    "log_errors=1",
    "-d",
    `error_log=${errorLog}`,
    "-d",
    `sendmail_path=${mail === "fail" ? "/bin/false" : `/bin/sh ${capture} ${mails}`}`,
    ...ini.flatMap((d) => ["-d", d]),
    "-S",
    `127.0.0.1:${port}`,
    "-t",
    join(root, "public"),
  ];
  const child = spawn("php", args, {
    cwd: root,
    env: {
      ...process.env,
      FORMS_STORAGE_DIR: storage,
      FORMS_RATE_LIMIT: "1000",
      FORMS_MAIL_TO: "sales@makkahtech.example",
      FORMS_MAIL_FROM: "website@makkahtech.example",
      ...(workers ? { PHP_CLI_SERVER_WORKERS: String(workers) } : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true, // own process group: stop() also ends the PHP_CLI_SERVER_WORKERS children
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${base}/assets/phpscripts/contact.php`, { method: "HEAD" });
      break;
    } catch (err) {
      if (i > 100 || child.exitCode !== null) throw new Error(`php -S did not start: ${stderr || err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const read = (name) => (existsSync(join(storage, name)) ? readFileSync(join(storage, name), "utf8") : "");
  return {
    base,
    storage,
    /** Stored JSON lines of a file in storage, parsed. */
    records: (name) =>
      read(name)
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    /** Raw captured mails (headers and body). */
    mails: () =>
      existsSync(mails)
        ? readdirSync(mails)
            .sort()
            .map((f) => readFileSync(join(mails, f), "utf8"))
        : [],
    /** Everything PHP logged: warnings, notices, deprecations (the handlers must log none). */
    phpLog: () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""),
    stderr: () => stderr,
    stop: () =>
      new Promise((ok) => {
        if (child.stderr.closed) return ok();
        child.stderr.once("close", ok); // closes once the server and all its workers are gone
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          ok();
        }
      }),
  };
}

/** POSTs a form (urlencoded unless a body is given) without following the redirect. */
export async function post(base, script, fields, init = {}) {
  const body =
    init.body ??
    new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields ?? {})).toString();
  return fetch(`${base}/assets/phpscripts/${script}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(init.headers ?? {}) },
    body,
    ...(init.method ? { method: init.method } : {}),
  });
}

export const validContact = {
  name: "Fatimah Al-Harbi",
  email: "fatimah@example.com",
  subject: "New booking app",
  message: "We need an app for our clinic.\nCan we talk next week?",
  return_to: "/contact",
};

export const validDemo = {
  name: "Omar Saleh",
  email: "omar@company.example",
  phone: "+966 55 123 4567",
  company: "Saleh Trading",
  noEmployees: "120",
  message: "Interested in payroll and attendance.",
  return_to: "/book-demo",
};
