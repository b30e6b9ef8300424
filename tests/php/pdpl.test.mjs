// lib/pdpl.php (issue 40): a PDPL request about one e-mail address. A storage with several people's
// records, made through the real handlers (enquiries, demo requests, spam, newsletter sign-ups, and the
// pending notifications of a failing mail server) plus the desk's status and notes on them, confirmed sign-ups
// and quarantined lines in their exact format: the export returns exactly that person's records, the deletion
// removes exactly those, and every other file and line keeps its bytes. The log holds no address, only an HMAC of it keyed by the
// forms secret.
import assert from "node:assert/strict";
import { createHash, createHmac } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { phpForSuite, post, runLib, validContact, validDemo } from "./support/php-server.mjs";

const PERSON = "layla.hassan@example.com";
const LOG = "pdpl-log.jsonl";
const PERSON_FILES = [
  "contact.jsonl",
  "book-demo.jsonl",
  "spam.jsonl",
  "newsletter-pending.jsonl",
  "newsletter-confirmed.jsonl",
  "newsletter.jsonl",
  "followup.jsonl",
  "desk.jsonl",
  "quarantine.jsonl",
];

/** Every file under a folder, by relative path, as bytes. */
function snapshot(dir) {
  const files = {};
  for (const f of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(f));
    if (statSync(path).isFile()) files[String(f)] = readFileSync(path);
  }
  return files;
}

/** The lines of a JSON-lines file that belong to PERSON, found here independently of the PHP. */
function personLines(storage) {
  const lines = {};
  const enquiries = new Set();
  for (const name of PERSON_FILES) {
    const file = join(storage, name);
    if (!existsSync(file)) continue;
    lines[name] = readFileSync(file, "utf8")
      .split(/(?<=\n)/)
      .filter((line) => {
        const row = JSON.parse(line);
        const address = name.startsWith("newsletter") ? row.email : row.fields?.email;
        if (typeof address === "string") return address.trim().toLowerCase() === PERSON;
        if (name === "followup.jsonl") return enquiries.has(`${row.form}|${row.id}`);
        if (name === "desk.jsonl") return [...enquiries].some((key) => key.endsWith(`|${row.lead}`));
        if (name === "quarantine.jsonl") return /(^|[^a-z0-9.])layla\.hassan@example\.com\b/i.test(row.line);
        return false;
      });
    if (name === "contact.jsonl" || name === "book-demo.jsonl")
      for (const line of lines[name]) {
        const row = JSON.parse(line);
        enquiries.add(`${row.form}|${row.id}`);
      }
  }
  return lines;
}

describe("PDPL requests (lib/pdpl.php)", () => {
  // Mail failing: every enquiry also gets a pending notification in followup.jsonl.
  const php = phpForSuite({ mail: "fail" }, async () => {
    for (const [script, fields] of [
      [
        "contact.php",
        { ...validContact, email: "Layla.Hassan@Example.com", lang: "ar", return_to: "/ar/contact" },
      ],
      ["contact.php", validContact],
      ["book-demo.php", { ...validDemo, email: "layla.hassan@example.com", company: "Hassan Clinics" }],
      ["book-demo.php", validDemo],
      // Look-alike addresses are other people.
      ["contact.php", { ...validContact, email: "xlayla.hassan@example.com" }],
      ["book-demo.php", { ...validDemo, email: "layla.hassan@example.com.sa" }],
      ["newsletter.php", { email: "LAYLA.HASSAN@EXAMPLE.COM", return_to: "/" }],
      ["newsletter.php", { email: "omar@company.example", return_to: "/" }],
      ["contact.php", { ...validContact, email: PERSON, website: "https://spam.example" }],
      ["contact.php", { ...validContact, website: "https://spam.example" }],
    ]) {
      const res = await post(php.base, script, fields);
      assert.equal(res.status, 303, `${script} ${JSON.stringify(fields)}`);
    }
    // A confirmed sign-up and quarantined lines, in the exact format lib/newsletter.php and purge.php write.
    const confirmed = (id, email) =>
      JSON.stringify({
        id,
        email,
        lang: "en",
        page: "/",
        requested: "2026-01-01T10:00:00+00:00",
        confirmed: "2026-01-01T10:05:00+00:00",
        unsubscribe: `https://www.makkahtech.example/assets/phpscripts/newsletter.php?unsubscribe=${id}.0.${"a".repeat(32)}&lang=en`,
      });
    writeFileSync(
      join(php.storage, "newsletter-confirmed.jsonl"),
      // The last line was edited by hand: spaces, and no final newline. It must keep exactly those bytes.
      `${confirmed("1".repeat(32), "fatimah@example.com")}\n${confirmed("2".repeat(32), "Layla.Hassan@example.com")}\n` +
        `{ "id": "${"3".repeat(32)}", "email": "nour@example.com" }`,
    );
    // A sign-up list from before double opt-in with nobody of this request: never written.
    writeFileSync(
      join(php.storage, "newsletter.jsonl"),
      `${JSON.stringify({ email: "nour@example.com", received: "2025-06-01T00:00:00+00:00" })}\n`,
    );
    // The staff desk's status and notes (lib/desk-data.php's events): two on her enquiry, one on another's.
    const leads = php.records("contact.jsonl");
    const hers = leads.find((r) => r.fields.email.toLowerCase() === PERSON).id;
    const event = (lead, change) =>
      `${JSON.stringify({ at: "2026-02-02T09:00:00+00:00", by: "sara@makkahtech.example", lead, ...change })}\n`;
    writeFileSync(
      join(php.storage, "desk.jsonl"),
      event(hers, { status: "answered" }) +
        event(leads.find((r) => r.fields.email === validContact.email).id, { note: "Called back" }) +
        event(hers, { note: "Called Layla; a quote for two clinics" }),
    );
    const quarantined = (line) =>
      JSON.stringify({ received: "2026-02-01T00:00:00+00:00", file: "contact.jsonl", line });
    writeFileSync(
      join(php.storage, "quarantine.jsonl"),
      `${quarantined('{"id":"torn1","fields":{"email":"Layla.Hassan@example.com","na')}\n${quarantined('{"id":"torn2","fields":{"email":"omar@company.example"')}\n`,
    );
  });
  const pdpl = (args, env = {}) => runLib(php, "pdpl.php", args, { env });

  /** The storage's files as bytes, without the PDPL log (which every run appends to). */
  const storedData = () => {
    const files = snapshot(php.storage);
    delete files[LOG];
    return files;
  };
  const logRows = () => php.records(LOG);

  test("the storage holds several people's records, this person's in every kind of file", () => {
    const mine = personLines(php.storage);
    assert.deepEqual(Object.fromEntries(Object.entries(mine).map(([name, lines]) => [name, lines.length])), {
      "contact.jsonl": 1,
      "book-demo.jsonl": 1,
      "spam.jsonl": 1,
      "newsletter-pending.jsonl": 1,
      "newsletter-confirmed.jsonl": 1,
      "followup.jsonl": 2,
      "desk.jsonl": 2,
      "quarantine.jsonl": 1,
      "newsletter.jsonl": 0,
    });
    assert.equal(php.records("contact.jsonl").length, 3);
    assert.equal(php.records("followup.jsonl").length, 6);
  });

  test("--export prints exactly that person's records as JSON and changes no stored byte", () => {
    const before = storedData();
    const expected = Object.fromEntries(
      Object.entries(personLines(php.storage)).map(([name, lines]) => [
        name,
        lines.map((l) => JSON.parse(l)),
      ]),
    );
    const r = pdpl(["--email", "  Layla.Hassan@EXAMPLE.com ", "--export"]);
    assert.equal(r.status, 0, r.stderr);
    assert.doesNotMatch(r.stderr, /PHP (Warning|Notice|Deprecated)/);
    const out = JSON.parse(r.stdout);
    assert.equal(out.email, PERSON);
    assert.deepEqual(out.records, expected);
    assert.deepEqual(storedData(), before);
  });

  test("--delete --dry-run counts and changes nothing", () => {
    const before = storedData();
    const r = pdpl(["--email", PERSON, "--delete", "--dry-run"]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /would remove 1 record\(s\) from contact\.jsonl/);
    assert.match(r.stdout, /would remove 2 record\(s\) from followup\.jsonl/);
    assert.match(r.stdout, /done: 10 record\(s\) of that address found \(dry run/);
    assert.deepEqual(storedData(), before);
  });

  test("--delete removes exactly those records (and their pending notifications); every other byte stays", () => {
    const before = storedData();
    const mine = personLines(php.storage);
    const untouched = Object.keys(before).filter((name) => !mine[name]?.length);
    const mtimes = Object.fromEntries(
      untouched.map((name) => [name, statSync(join(php.storage, name)).mtimeMs]),
    );
    const r = pdpl(["--email", PERSON.toUpperCase(), "--delete"]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /removed 1 record\(s\) from book-demo\.jsonl/);
    assert.match(r.stdout, /done: 10 record\(s\) of that address deleted/);
    const after = storedData();
    assert.deepEqual(Object.keys(after).sort(), Object.keys(before).sort());
    for (const [name, bytes] of Object.entries(before)) {
      const expected = mine[name]
        ? Buffer.from(
            bytes
              .toString("utf8")
              .split(/(?<=\n)/)
              .filter((line) => !mine[name].includes(line))
              .join(""),
          )
        : bytes;
      assert.ok(
        after[name].equals(expected),
        `${name} is not exactly the old file without that person's lines`,
      );
    }
    for (const name of untouched)
      assert.equal(statSync(join(php.storage, name)).mtimeMs, mtimes[name], `${name} was written`);
    // Nothing of that person is left; the others are all there.
    const again = JSON.parse(pdpl(["--email", PERSON, "--export"]).stdout);
    assert.deepEqual(Object.values(again.records).flat(), []);
    assert.equal(php.records("contact.jsonl").length, 2);
    assert.equal(php.records("followup.jsonl").length, 4);
    assert.deepEqual(
      php.records("desk.jsonl").map((x) => x.note),
      ["Called back"],
      "the desk's status and notes on her enquiry are gone, the others' stay",
    );
    assert.deepEqual(
      php.records("newsletter-confirmed.jsonl").map((x) => x.email),
      ["fatimah@example.com", "nour@example.com"],
    );
    // The handlers go on appending to the rewritten files.
    return post(php.base, "contact.php", validContact).then((res) => {
      assert.equal(res.status, 303);
      assert.equal(php.records("contact.jsonl").length, 3);
    });
  });

  test("the log records time, action, the address's HMAC and counts, never the address or the data", () => {
    const log = readFileSync(join(php.storage, LOG), "utf8");
    assert.equal(statSync(join(php.storage, LOG)).mode & 0o777, 0o600);
    assert.doesNotMatch(log, /@/);
    assert.doesNotMatch(log, /layla|hassan|Fatimah|clinic/i);
    const rows = logRows();
    assert.deepEqual(
      rows.map((x) => x.action),
      ["export", "delete (dry run)", "delete", "export"],
    );
    for (const row of rows) {
      assert.ok(Date.parse(row.time) > 0);
      assert.deepEqual(Object.keys(row).sort(), [
        "action",
        "counts",
        "email_hmac",
        "errors",
        "records",
        "time",
      ]);
    }
    assert.equal(rows[2].records, 10);
    assert.equal(rows[2].counts["desk.jsonl"], 2);
    assert.equal(rows[2].counts["followup.jsonl"], 2);
    assert.equal(rows[3].records, 0);
  });

  test("the address's entry is an HMAC under the forms secret: the same for every request about it, no plain hash", () => {
    const rows = logRows();
    // A plain SHA-256 would let anyone who reads the log confirm a guessed address.
    const plain = createHash("sha256").update(PERSON).digest("hex");
    assert.ok(
      !readFileSync(join(php.storage, LOG), "utf8").includes(plain),
      "the log holds the plain SHA-256",
    );
    // The handlers made the key file on their first post (no FORMS_SECRET here); the log's key is derived from it.
    const secret = readFileSync(join(php.dir, "forms-secret.key"), "utf8").trim();
    const key = createHmac("sha256", secret).update("pdpl-log").digest("hex");
    const entry = createHmac("sha256", key).update(PERSON).digest("hex");
    assert.deepEqual(
      rows.map((x) => x.email_hmac),
      rows.map(() => entry),
      "the four requests about one address (any case, spaces) differ",
    );
    // Staff note the entry in the case record: each run prints it. The same secret set as FORMS_SECRET
    // instead of the key file gives the same entry.
    for (const env of [{}, { FORMS_SECRET: secret }]) {
      const again = pdpl(["--email", ` ${PERSON.toUpperCase()}`, "--delete", "--dry-run"], env);
      assert.equal(again.status, 0, again.stderr);
      assert.match(again.stderr, new RegExp(`pdpl: logged as email_hmac ${entry} `));
    }
    // Another secret gives another entry; another address too.
    const otherSecret = pdpl(["--email", PERSON, "--delete", "--dry-run"], { FORMS_SECRET: "b".repeat(64) });
    assert.equal(otherSecret.status, 0, otherSecret.stderr);
    const otherAddress = pdpl(["--email", "omar@company.example", "--delete", "--dry-run"]);
    assert.equal(otherAddress.status, 0, otherAddress.stderr);
    const [underOther, ofOther] = logRows()
      .slice(-2)
      .map((x) => x.email_hmac);
    assert.match(underOther, /^[0-9a-f]{64}$/);
    assert.notEqual(underOther, entry);
    assert.notEqual(ofOther, entry);
  });

  test("without a forms secret it stops before reading anything, and makes none up", () => {
    const before = snapshot(php.storage);
    const keyFile = join(php.dir, "no-such.key");
    for (const secret of ["", "too-short"]) {
      const r = pdpl(["--email", PERSON, "--export"], { FORMS_SECRET: secret, FORMS_SECRET_FILE: keyFile });
      assert.equal(r.status, 1, r.stderr);
      assert.match(
        r.stderr,
        /^pdpl: no forms secret: set FORMS_SECRET \(32\+ characters\) in .*; nothing done\.$/m,
      );
      assert.equal(r.stdout, "");
    }
    assert.equal(existsSync(keyFile), false, "a key file was made up");
    assert.deepEqual(snapshot(php.storage), before, "the storage or the log changed");
  });

  test("usage errors exit 2; a missing storage directory exits 1 and is not created", () => {
    for (const args of [
      ["--email", PERSON],
      ["--email", PERSON, "--export", "--delete"],
      ["--email", PERSON, "--export", "--dry-run"],
      ["--email", "not-an-address", "--export"],
      ["--export"],
    ]) {
      const r = pdpl(args);
      assert.equal(r.status, 2, args.join(" "));
      assert.match(r.stderr, /usage: php pdpl\.php/);
    }
    const missing = join(php.dir, "nope");
    const r = pdpl(["--email", PERSON, "--export"], { FORMS_STORAGE_DIR: missing });
    assert.equal(r.status, 1);
    assert.match(r.stderr, /does not exist/);
    assert.equal(existsSync(missing), false);
  });
});
