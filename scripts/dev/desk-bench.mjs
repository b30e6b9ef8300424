#!/usr/bin/env node
// Benchmark of the staff desk on JSON lines (docs/decisions/desk-json-lines.md): 10,000 stored leads (both forms,
// both languages, a fifth with a status or a note), served by `php -S` with the host's php.ini, one staff
// account; times the first page of the list, a search and a search with filters, each the median of 15
// requests after a warm-up. Goal: under 300 ms. Writes reports/desk-bench.json and prints the figures.
//   node --import tsx scripts/dev/desk-bench.mjs [leads]   (default 10000)
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { writeDeskCopy } from "../build/desk-copy.mjs";
import { writeRules } from "../build/forms-rules.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startServer } from "../lib/start-server.mjs";

const root = resolve(import.meta.dirname, "../..");
const count = Number(process.argv[2] ?? 10000);
const dir = mkdtempSync(join(tmpdir(), "desk-bench-"));
const www = join(dir, "www");
const storage = join(dir, "storage");
cpSync(join(root, "public/assets/phpscripts"), join(www, "assets/phpscripts"), { recursive: true });
await writeRules(www);
await writeDeskCopy(www);
mkdirSync(storage);

// The leads, as the handlers write them: ids, ISO times a few minutes apart, Arabic on every third.
const files = { contact: [], "book-demo": [] };
const events = [];
const start = Date.parse("2026-01-01T00:00:00Z");
for (let i = 0; i < count; i++) {
  const form = i % 4 === 0 ? "book-demo" : "contact";
  const ar = i % 3 === 0;
  const id = i.toString(16).padStart(16, "0");
  const fields = {
    name: ar ? `فاطمة الحربي ${i}` : `Person Number ${i}`,
    email: `person${i}@example${i % 50}.com`,
    ...(form === "contact"
      ? { subject: ar ? "تطبيق حجز للعيادة" : "A booking app for our clinic" }
      : { phone: "+966 55 123 4567", company: ar ? `شركة ${i}` : `Company ${i}`, noEmployees: 120 }),
    message: (ar
      ? "نحتاج إلى تطبيق لعيادتنا، هل يمكننا التحدث الأسبوع القادم؟ "
      : "We need an app for our clinic. Can we talk next week? "
    ).repeat(3),
  };
  const record = {
    id,
    form,
    received: new Date(start + i * 300_000).toISOString().replace(".000Z", "+00:00"),
    page: ar ? `/ar/${form}` : `/${form}`,
    lang: ar ? "ar" : "en",
    fields,
  };
  files[form].push(JSON.stringify(record));
  const event = { at: record.received, by: "sara@makkahtech.example", lead: id };
  if (i % 5 === 0) events.push(JSON.stringify({ ...event, status: "answered" }));
  if (i % 10 === 0) events.push(JSON.stringify({ ...event, note: "Called back" }));
}
for (const [form, lines] of Object.entries(files))
  writeFileSync(join(storage, `${form}.jsonl`), `${lines.join("\n")}\n`);
writeFileSync(join(storage, "desk.jsonl"), `${events.join("\n")}\n`);

const env = { ...process.env, FORMS_STORAGE_DIR: storage };
const user = spawnSync(
  "php",
  [join(www, "assets/phpscripts/lib/desk-user.php"), "add", "sara@makkahtech.example", "--generate"],
  { env, encoding: "utf8" },
);
if (user.status !== 0) throw new Error(user.stderr);
const password = /password[^:]*: (\S+)/.exec(user.stdout)[1];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const desk = `${base}/assets/phpscripts/desk.php`;
const server = await startServer("php", ["-S", `127.0.0.1:${port}`, "-t", www], {
  env,
  stdout: false,
  // Ready once php -S answers at all.
  ready: () => fetch(desk).then(Boolean, () => false),
  timeout: 10_000,
  what: "php -S",
});
try {
  const signIn = await fetch(desk, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ action: "signin", email: "sara@makkahtech.example", password }),
  });
  const cookie = signIn.headers.get("set-cookie").split(";")[0];
  const time = async (query) => {
    const times = [];
    let size = 0;
    for (let i = 0; i < 16; i++) {
      const t0 = performance.now();
      const res = await fetch(`${desk}?${query}`, { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200 || !body.includes("article"))
        throw new Error(`desk-bench: ${query} answered ${res.status}`);
      if (i > 0) times.push(performance.now() - t0); // the first is the warm-up
      size = body.length;
    }
    times.sort((a, b) => a - b);
    return {
      query,
      medianMs: Math.round(times[times.length >> 1]),
      maxMs: Math.round(times.at(-1)),
      bytes: size,
    };
  };
  const results = [
    await time("view=leads"),
    await time("view=leads&q=person9999"),
    await time(`view=leads&q=${encodeURIComponent("الحربي 42")}&form=contact&lang=ar&status=answered`),
  ];
  const report = {
    date: new Date().toISOString(),
    leads: count,
    events: events.length,
    php: spawnSync("php", ["-r", "echo PHP_VERSION;"], { encoding: "utf8" }).stdout,
    goalMs: 300,
    results,
  };
  mkdirSync(join(root, "reports"), { recursive: true });
  writeFileSync(join(root, "reports/desk-bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  for (const r of results)
    console.log(`desk-bench: ${r.query}: median ${r.medianMs} ms, max ${r.maxMs} ms (${count} leads)`);
  if (results.some((r) => r.medianMs > report.goalMs)) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
