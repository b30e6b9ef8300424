// lib/storage.php under a full disk: a rewrite never truncates the only copy (new file, fsync, rename, under
// the lock appends take), so no line is lost or torn, and the visitor's outcome is honest. Two ways to fill
// the disk: a real 256 KB tmpfs with a competing writer (root only: mount), and every write failing as on a
// full disk, injected by strace into the handlers, retry.php, purge.php and pdpl.php.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { post, runLib, startPhp, validContact, withPhp } from "../php/support/php-server.mjs";

const isRoot = process.getuid?.() === 0;
const hasStrace = spawnSync("strace", ["-V"]).status === 0;

/** Every line of a storage file parsed (a torn line fails the test). */
function lines(file) {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, "utf8");
  assert.ok(text === "" || text.endsWith("\n"), `${file} ends in a torn line`);
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        assert.fail(`${file} holds a torn line: ${l.slice(0, 80)}`);
      }
    });
}
const snapshot = (dir) =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".jsonl"))
      .map((f) => [f, readFileSync(join(dir, f), "utf8")]),
  );

describe(
  "storage on a full disk (lib/storage.php)",
  { skip: !isRoot && "needs root to mount a tmpfs" },
  () => {
    const mount = mkdtempSync(join(tmpdir(), "forms-tmpfs-"));
    let php;
    after(async () => {
      await php?.stop();
      spawnSync("umount", [mount]);
      rmSync(mount, { recursive: true, force: true });
    });

    test("a 256 KB tmpfs filled by a competing writer: no sign-up lost, no line torn, every answer honest", async () => {
      assert.equal(
        spawnSync("mount", ["-t", "tmpfs", "-o", "size=256k,mode=0700", "tmpfs", mount]).status,
        0,
      );
      const storage = join(mount, "storage");
      php = await startPhp({ storage, mail: "fail" });
      const pending = join(storage, "newsletter-pending.jsonl");
      // 133 sign-ups stored as pending (mail fails: the answer is fail, the line is kept for the purge).
      const first = Array.from({ length: 133 }, (_, i) => `reader${i}@example.com`);
      for (const email of first) await post(php.base, "newsletter.php", { email, return_to: "/" });
      assert.deepEqual(
        lines(pending).map((r) => r.email),
        first,
      );

      // A competing writer fills the disk and keeps taking every byte freed, while posts keep coming.
      const filler = spawn(
        process.execPath,
        [
          "-e",
          `const fs=require("fs");const b=Buffer.alloc(512,120);const end=Date.now()+4000;
         const fd=fs.openSync(process.argv[1],"a");
         while(Date.now()<end){try{fs.writeSync(fd,b)}catch{}}`,
          join(mount, "filler"),
        ],
        { stdio: "ignore" },
      );
      const done = new Promise((r) => filler.once("exit", r));
      const outcomes = [];
      for (let i = 0; i < 40; i++) {
        const email = `late${i}@example.com`;
        const [n, c] = await Promise.all([
          post(php.base, "newsletter.php", { email, return_to: "/" }),
          post(php.base, "contact.php", { ...validContact, subject: `late ${i}` }),
        ]);
        outcomes.push({
          email,
          subject: `late ${i}`,
          newsletter: n.headers.get("location"),
          contact: c.headers.get("location"),
        });
      }
      await done;

      // Nothing lost, nothing torn: the 133 are all there, and whatever else was stored parses.
      const emails = lines(pending).map((r) => r.email);
      for (const email of first) assert.ok(emails.includes(email), `${email} lost`);
      const contacts = lines(join(storage, "contact.jsonl")).map((r) => r.fields.subject);
      lines(join(storage, "followup.jsonl"));
      // Honest answers: mail fails here, so a contact post answered success is stored.
      for (const o of outcomes) {
        if (/msg=success/.test(o.contact))
          assert.ok(contacts.includes(o.subject), `${o.subject} answered success, not stored`);
      }
      assert.ok(
        outcomes.some((o) => /msg=fail/.test(o.contact)),
        "the disk was never full: the test proves nothing",
      );
      assert.equal(
        readdirSync(storage).filter((f) => f.endsWith(".tmp")).length,
        0,
        "a temporary file was left behind",
      );

      // Space again: the next sign-up is stored after the others.
      rmSync(join(mount, "filler"));
      await post(php.base, "contact.php", { ...validContact, subject: "after" });
      assert.equal(lines(join(storage, "contact.jsonl")).at(-1).fields.subject, "after");
    });
  },
);

describe("every write failing (strace fault injection)", { skip: !hasStrace && "needs strace" }, () => {
  /** strace making every write(2) fail with ENOSPC from the Nth on (sockets use sendto: answers still go out). */
  const inject = (from = 1) => [
    "strace",
    "-f",
    "-qq",
    "-o",
    "/dev/null",
    "-e",
    "trace=write",
    "-e",
    `inject=write:error=ENOSPC:when=${from}+`,
  ];

  test("handlers, retry, purge and PDPL: every stored line kept whole, each failure reported", async () => {
    // Fill the storage normally first (mail failing: follow-ups queued), with lines old enough to purge.
    const good = await withPhp({ mail: "fail", env: { FORMS_SECRET: "s".repeat(40) } }, async (php) => {
      for (let i = 0; i < 5; i++) await post(php.base, "contact.php", { ...validContact, subject: `s${i}` });
      await post(php.base, "newsletter.php", { email: "reader@example.com", return_to: "/" });
      return php;
    });
    const old = readFileSync(join(good.storage, "contact.jsonl"), "utf8");
    writeFileSync(
      join(good.storage, "contact.jsonl"),
      old.replace(/"received":"[^"]+"/, '"received":"2001-01-01T00:00:00+00:00"'),
    );
    const before = snapshot(good.storage);

    // The handlers with every file write failing: the post fails honestly (not stored, not mailed).
    const full = {
      storage: good.storage,
      mail: "fail",
      wrap: inject(),
      env: { FORMS_SECRET: "s".repeat(40) },
    };
    await withPhp(full, async (php) => {
      const res = await post(php.base, "contact.php", { ...validContact, subject: "on a full disk" });
      assert.match(res.headers.get("location"), /msg=fail/);
      const news = await post(php.base, "newsletter.php", { email: "new@example.com", return_to: "/" });
      assert.match(news.headers.get("location"), /newsletter=fail/);
    });
    assert.deepEqual(snapshot(good.storage), before, "the handlers changed stored bytes");

    // retry, purge and PDPL delete: each exits non-zero or changes nothing, and no line is lost or torn.
    for (const [script, args] of /** @type {[string, string[]][]} */ ([
      ["retry.php", ["--all"]],
      ["purge.php", []],
      ["pdpl.php", ["--email", "reader@example.com", "--delete"]],
    ])) {
      for (const from of [1, 2, 3]) {
        const r = runLib(good, script, args, { env: { FORMS_RETENTION_DAYS: "1" }, wrap: inject(from) });
        assert.notEqual(r.status, null, `${script} crashed`);
        for (const file of Object.keys(snapshot(good.storage))) lines(join(good.storage, file));
        assert.equal(readdirSync(good.storage).filter((f) => f.endsWith(".tmp")).length, 0);
      }
    }
    // Every enquiry that was stored is still there.
    const subjects = lines(join(good.storage, "contact.jsonl")).map((r) => r.fields.subject);
    for (let i = 1; i < 5; i++) assert.ok(subjects.includes(`s${i}`), `s${i} lost`);
    assert.ok(lines(join(good.storage, "followup.jsonl")).length >= 4, "follow-ups lost");
  });
});
