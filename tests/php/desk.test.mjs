// The staff desk (issue 49): desk.php on a real `php -S`, leads stored through the real handlers, staff
// accounts made with lib/desk-user.php. Over HTTP: signed out, a wrong password, a forged cross-site post and a
// post without the session's token are refused, and sign-in is limited. In Chromium, in both languages: sign
// in, list, search, filter, status, note, spam → not spam (and its followup line), the two CSV exports (parsed
// back: BOM, Arabic intact, a formula neutralised), PDPL export and delete, the report's "no report yet".
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  chromiumForSuite,
  needsChromium,
  post,
  runLib,
  validContact,
  validDemo,
} from "./support/php-server.mjs";
import { DESK, addUser, deskForSuite, deskPost, signIn } from "./support/desk.mjs";

/** Parses a CSV export (UTF-8 with a BOM; RFC 4180: quoted cells, "" inside them, CRLF rows) into rows of cells. */
function parseCsv(/** @type {Buffer} */ file) {
  assert.deepEqual([...file.subarray(0, 3)], [0xef, 0xbb, 0xbf], "UTF-8 with BOM");
  return file
    .toString("utf8", 3)
    .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replaceAll('""', '"')));
}

/** The data rows of a CSV as objects keyed by the header row's cells. */
const csvObjects = (/** @type {string[][]} */ [header, ...rows]) =>
  rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));

describe("staff desk", () => {
  let users;
  let leadId;
  const php = deskForSuite({}, async () => {
    // Leads through the real handlers: an English enquiry with a formula, an Arabic demo request, a honeypot post.
    const contact = { ...validContact, subject: "=cmd|' /C calc'!A0" };
    assert.equal((await post(php.base, "contact.php", contact)).status, 303);
    // An hour older than the demo request (both came in the same second).
    const older = JSON.stringify({
      ...php.records("contact.jsonl")[0],
      received: "2026-01-01T09:00:00+00:00",
    });
    writeFileSync(join(php.storage, "contact.jsonl"), `${older}\n`);
    const demo = { ...validDemo, name: "عمر صالح", company: "شركة صالح للتجارة", return_to: "/ar/book-demo" };
    assert.equal((await post(php.base, "book-demo.php", demo)).status, 303);
    const held = { ...validContact, name: "Held Person", email: "held@example.com", website: "x" };
    assert.equal((await post(php.base, "contact.php", held)).status, 303);
    leadId = php.records("contact.jsonl")[0].id;
    writeFileSync(
      join(php.storage, "newsletter-confirmed.jsonl"),
      `${JSON.stringify({ id: "1".repeat(32), email: "nour@example.com", lang: "ar", page: "/ar", confirmed: "2026-01-01T10:05:00+00:00" })}\n` +
        `${JSON.stringify({ id: "2".repeat(32), email: "+1@example.com", lang: "en", page: "/", confirmed: "2026-01-02T10:05:00+00:00" })}\n`,
    );
    users = {
      en: { email: "sara@makkahtech.example", password: addUser(php, "sara@makkahtech.example", "en") },
      ar: { email: "khalid@makkahtech.example", password: addUser(php, "khalid@makkahtech.example", "ar") },
    };
  });
  /** A post to the desk from its own page (Origin: the desk's), `headers` on top. */
  const send = (fields, headers = {}) => deskPost(php.base, fields, { origin: php.base, ...headers });

  test("the accounts file holds password hashes only, outside the web root", () => {
    const text = readFileSync(join(php.storage, "desk-users.json"), "utf8");
    assert.match(text, /"hash": "\$2y\$/);
    for (const { password } of Object.values(users)) assert.ok(!text.includes(password));
  });

  test("signed out: the sign-in page (strict CSP, noindex, no-store), and a change is refused", async () => {
    const res = await fetch(php.base + DESK);
    assert.equal(res.status, 200);
    assert.match(
      res.headers.get("content-security-policy"),
      /default-src 'none'; style-src 'sha256-[^']+'; .*form-action 'self'; frame-ancestors 'none'/,
    );
    assert.doesNotMatch(res.headers.get("content-security-policy"), /script-src/);
    assert.match(res.headers.get("x-robots-tag"), /noindex/);
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.match(await res.text(), /name="password"/);
    const change = await send({ action: "status", lead: leadId, status: "won", csrf: "0".repeat(64) });
    assert.equal(change.status, 401);
    assert.ok(!existsSync(join(php.storage, "desk.jsonl")));
  });

  test("a wrong password is refused and logged", async () => {
    const res = await send({ action: "signin", email: users.en.email, password: "wrong-password" });
    assert.equal(res.status, 401);
    assert.equal(res.headers.get("set-cookie"), null);
    assert.match(await res.text(), /Wrong e-mail or password/);
    assert.match(readFileSync(join(php.storage, "desk-audit.jsonl"), "utf8"), /"action":"sign in refused"/);
  });

  test("the session cookie: HttpOnly, SameSite=Strict, the desk's path; a cross-site post or a missing token is refused", async () => {
    const { cookie, csrf, setCookie } = await signIn(php.base, users.en.email, users.en.password);
    assert.match(setCookie, /; path=\/assets\/phpscripts\/desk\.php; HttpOnly; SameSite=Strict/i);
    const fields = { action: "status", lead: leadId, status: "won", csrf };
    const forged = await deskPost(php.base, fields, { cookie, origin: "http://evil.example" });
    assert.equal(forged.status, 403);
    const siteless = await deskPost(php.base, fields, { cookie, "sec-fetch-site": "cross-site" });
    assert.equal(siteless.status, 403);
    const noToken = await send({ ...fields, csrf: "f".repeat(64) }, { cookie });
    assert.equal(noToken.status, 403);
    assert.ok(!existsSync(join(php.storage, "desk.jsonl")), "no change was recorded");
    const good = await send({ ...fields, status: "new" }, { cookie });
    assert.equal(good.status, 303);
    const signOut = await send({ action: "signout", csrf }, { cookie });
    assert.equal(signOut.status, 303);
    const after = await send(fields, { cookie });
    assert.equal(after.status, 401, "the session ended with the sign-out");
  });

  test("over https the cookie is __Host-desk_session (Path=/, Secure): a plain desk_session, as a sibling host can plant, is no session", async () => {
    const https = { origin: php.base.replace("http:", "https:"), "x-forwarded-proto": "https" };
    const res = await send({ action: "signin", email: users.ar.email, password: users.ar.password }, https);
    assert.equal(res.status, 303);
    const setCookie = String(res.headers.getSetCookie()[0]);
    assert.match(
      setCookie,
      /^__Host-desk_session=[0-9a-f]{64}; .*path=\/; secure; HttpOnly; SameSite=Strict/i,
    );
    const token = setCookie.split(";")[0].split("=")[1];
    const csrf = /name="csrf" value="([0-9a-f]+)"/.exec(
      await (
        await fetch(php.base + DESK, { headers: { ...https, cookie: `__Host-desk_session=${token}` } })
      ).text(),
    )?.[1];
    const fields = { action: "status", lead: leadId, status: "new", csrf };
    const planted = await send(fields, { ...https, cookie: `desk_session=${token}` });
    assert.equal(planted.status, 401, "a session cookie without the __Host- prefix was taken over https");
    const own = await send(fields, { ...https, cookie: `__Host-desk_session=${token}` });
    assert.equal(own.status, 303);
  });

  test("the visits report opens behind the sign-in, sandboxed; signed out it is the sign-in page", async () => {
    const report = "<!doctype html><title>GoAccess</title><script>document.title = 'ran';</script>";
    mkdirSync(join(php.storage, "analytics"), { recursive: true });
    writeFileSync(join(php.storage, "analytics/report.html"), report);
    const signedOut = await (await fetch(`${php.base}${DESK}?report=1`)).text();
    assert.ok(!signedOut.includes("GoAccess"));
    const { cookie } = await signIn(php.base, users.ar.email, users.ar.password);
    assert.match(
      await (await fetch(`${php.base}${DESK}?view=report`, { headers: { cookie } })).text(),
      /فتح أحدث تقرير/,
    );
    const res = await fetch(`${php.base}${DESK}?report=1`, { headers: { cookie } });
    assert.equal(await res.text(), report);
    assert.match(res.headers.get("content-security-policy"), /^sandbox allow-scripts; default-src 'none'/);
    rmSync(join(php.storage, "analytics"), { recursive: true });
  });

  test("sessions end after 30 idle minutes and 12 hours in all", async () => {
    for (const [key, age] of /** @type {const} */ ([
      ["seen", 1801],
      ["created", 43201],
    ])) {
      const { cookie } = await signIn(php.base, users.en.email, users.en.password);
      const file = join(
        php.storage,
        "desk-sessions",
        createHash("sha256").update(cookie.split("=")[1]).digest("hex"),
      );
      const session = JSON.parse(readFileSync(file, "utf8"));
      writeFileSync(file, JSON.stringify({ ...session, [key]: session[key] - age }));
      const page = await (await fetch(php.base + DESK, { headers: { cookie } })).text();
      assert.match(page, /name="password"/, `${key} ${age} s ago: signed out`);
      assert.ok(!existsSync(file), "and its file removed");
    }
  });

  test("a new password (desk-user.php passwd) ends the account's open sessions", async () => {
    const hana = { email: "hana@makkahtech.example" };
    hana.password = addUser(php, hana.email, "en");
    const { cookie } = await signIn(php.base, hana.email, hana.password);
    const passwd = runLib(php, "desk-user.php", ["passwd", hana.email, "--generate"]);
    assert.equal(passwd.status, 0, passwd.stderr);
    const page = await (await fetch(php.base + DESK, { headers: { cookie } })).text();
    assert.match(page, /name="password"/, "the session opened with the old password is over");
    const audit = php.records("desk-audit.jsonl").at(-1);
    assert.deepEqual([audit.action, audit["sessions ended"]], ["account passwd", 1]);
  });

  test("a refused sign-in is logged with the address cut at 254 characters", async () => {
    const res = await send({ action: "signin", email: `${"a".repeat(20000)}@x.example`, password: "p" });
    assert.equal(res.status, 401);
    const line = readFileSync(join(php.storage, "desk-audit.jsonl"), "utf8").trimEnd().split("\n").at(-1);
    assert.ok(line.length < 500, `the audit line is ${line.length} characters`);
  });

  test("a held newsletter sign-up, released, is signed up as any sign-up is (pending, confirmation mail)", async () => {
    const held = { email: "held.reader@example.com", return_to: "/ar", website: "x" };
    assert.equal((await post(php.base, "newsletter.php", held)).status, 303);
    const row = php.records("spam.jsonl").find((r) => r.form === "newsletter");
    assert.equal(row.reason, "honeypot");
    const mails = php.mails().length;
    const noura = { email: "noura@makkahtech.example" };
    noura.password = addUser(php, noura.email, "en");
    const { cookie, csrf } = await signIn(php.base, noura.email, noura.password);
    const res = await send({ action: "release", lead: row.id, csrf }, { cookie });
    assert.equal(res.status, 303);
    assert.match(res.headers.get("location"), /done=releasedDone/);
    assert.ok(!php.records("spam.jsonl").some((r) => r.id === row.id));
    const pending = php.records("newsletter-pending.jsonl").find((r) => r.email === held.email);
    assert.equal(pending.lang, "ar");
    assert.equal(php.mails().length, mails + 1);
    assert.match(php.mails().at(-1), /^To: held\.reader@example\.com$/m);
    const again = await send({ action: "release", lead: row.id, csrf }, { cookie });
    assert.match(again.headers.get("location"), /error=alreadyReleased/);
  });

  describe("in Chromium", needsChromium, () => {
    const browser = chromiumForSuite();

    const open = async (who) => {
      const context = await browser.newContext({ acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(php.base + DESK + (who === "ar" ? "?lang=ar" : ""));
      await page.locator('input[name="email"]').fill(users[who].email);
      await page.locator('input[name="password"]').fill(users[who].password);
      await page.locator("form button.primary").click();
      await page.waitForURL(/desk\.php$/);
      return { context, page };
    };
    const download = async (page, action) => {
      const [file] = await Promise.all([page.waitForEvent("download"), action()]);
      return readFileSync(await file.path());
    };

    /** Downloads the CSV behind the link named `name` and parses it. */
    const csv = async (page, name) =>
      parseCsv(await download(page, () => page.getByRole("link", { name }).click()));

    test("English: list, search, filter, status, note, CSV exports", async () => {
      const { context, page } = await open("en");
      assert.equal(await page.locator("html").getAttribute("dir"), "ltr");
      const cards = page.locator("article.lead h3");
      assert.deepEqual(await cards.allTextContents(), ["عمر صالح", validContact.name], "newest first");
      await page.getByLabel("Search").fill("صالح للتجارة");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/q=/); // allTextContents does not wait for the next page
      assert.deepEqual(await cards.allTextContents(), ["عمر صالح"]);
      await page.getByRole("link", { name: "Clear" }).click();
      await page.waitForURL(/view=leads$/);
      await page.getByLabel("Form").selectOption("contact");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/form=contact/);
      assert.deepEqual(await cards.allTextContents(), [validContact.name]);
      const card = page.locator("article.lead", { hasText: validContact.name });
      await card.getByLabel("Status").selectOption("answered");
      await card.getByRole("button", { name: "Save status" }).click();
      await page.getByRole("status").getByText("Saved.").waitFor();
      assert.equal(await page.locator("article.lead .badge").first().textContent(), "Answered");
      assert.deepEqual(await cards.allTextContents(), [validContact.name], "the filter is kept");
      await page.locator("article.lead").getByLabel("Note").fill("Called back; a demo on Sunday");
      await page.getByRole("button", { name: "Add note" }).click();
      await page.getByText("Called back; a demo on Sunday").waitFor();
      await page.getByLabel("Status").first().waitFor();
      await page.goto(php.base + DESK + "?view=leads&status=answered");
      assert.deepEqual(await cards.allTextContents(), [validContact.name]);
      const events = php.records("desk.jsonl");
      assert.deepEqual(
        events.slice(-2).map(({ by, lead, status, note }) => ({ by, lead, status, note })),
        [
          { by: users.en.email, lead: leadId, status: "answered", note: undefined },
          { by: users.en.email, lead: leadId, status: undefined, note: "Called back; a demo on Sunday" },
        ],
      );

      await page.getByRole("link", { name: "Export" }).click();
      const leads = Object.fromEntries(csvObjects(await csv(page, "Leads (CSV)")).map((r) => [r.Name, r]));
      assert.equal(leads["عمر صالح"].Company, "شركة صالح للتجارة", "Arabic intact");
      assert.equal(leads[validContact.name].Subject, "'=cmd|' /C calc'!A0", "formula neutralised");
      assert.equal(leads[validContact.name].Status, "Answered");
      const subscribers = (await csv(page, /subscribers/)).slice(1).map((r) => r[0]);
      assert.deepEqual(subscribers, ["nour@example.com", "'+1@example.com"]);
      await page.getByRole("link", { name: "Visits report" }).click();
      await page.getByText("No report yet").waitFor();
      // The language is the staff member's choice, kept with the account.
      await page.getByRole("button", { name: "العربية" }).click();
      await page.getByText("لا يوجد تقرير بعد", { exact: false }).waitFor();
      assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
      const accounts = () => JSON.parse(readFileSync(join(php.storage, "desk-users.json"), "utf8"));
      assert.equal(accounts()[users.en.email].lang, "ar");
      await page.getByRole("button", { name: "English" }).click();
      await page.getByText("No report yet").waitFor();
      assert.equal(accounts()[users.en.email].lang, "en");
      await context.close();
    });

    test("Arabic: right to left, spam → not spam (queued for retry.php), PDPL export and delete", async () => {
      const { context, page } = await open("ar");
      assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
      await page.getByRole("link", { name: "مجلد الرسائل المشبوهة" }).click();
      const held = page.locator("article.lead", { hasText: "Held Person" });
      await held.getByText("مُلئ الحقل المخفي").waitFor();
      const heldId = php.records("spam.jsonl")[0].id;
      await held.getByRole("button", { name: "ليست رسالة مشبوهة" }).click();
      await page.getByRole("status").waitFor();
      assert.equal(php.records("spam.jsonl").length, 0);
      const released = php.records("contact.jsonl").find((r) => r.id === heldId);
      assert.equal(released.released.by, users.ar.email);
      assert.equal(released.fields.website, undefined, "the honeypot field stays out of the lead");
      const followup = php.records("followup.jsonl").find((r) => r.id === heldId);
      assert.deepEqual(
        { ...followup, received: undefined },
        { id: heldId, form: "contact", received: undefined, reason: "released from spam", channels: "all" },
      );
      await page.getByRole("link", { name: "الطلبات", exact: true }).click();
      await page.locator("article.lead h3", { hasText: "Held Person" }).waitFor();

      // The same list, search, status, note and export in Arabic.
      await page.getByLabel("بحث").fill("صالح");
      await page.getByRole("button", { name: "تصفية" }).click();
      await page.waitForURL(/q=/);
      const cards = page.locator("article.lead h3");
      assert.deepEqual(await cards.allTextContents(), ["عمر صالح"]);
      await page.locator("article.lead").getByLabel("الحالة").selectOption("won");
      await page.getByRole("button", { name: "حفظ الحالة" }).click();
      await page.getByRole("status").getByText("تم الحفظ.").waitFor();
      await page.locator("article.lead").getByLabel("ملاحظة").fill("أُرسل العرض يوم الأحد");
      await page.getByRole("button", { name: "إضافة ملاحظة" }).click();
      await page.getByText("أُرسل العرض يوم الأحد").waitFor();
      await page.getByRole("link", { name: "التصدير" }).click();
      const omar = csvObjects(await csv(page, "الطلبات (CSV)")).find((r) =>
        Object.values(r).includes("عمر صالح"),
      );
      assert.equal(omar["الحالة"], "تم الكسب");
      assert.equal(omar["ملاحظة"], "أُرسل العرض يوم الأحد");

      await page.getByRole("link", { name: "البيانات الشخصية" }).click();
      const exportForm = page.locator("form", { has: page.getByRole("button", { name: "تصدير (JSON)" }) });
      await exportForm.getByLabel("البريد الإلكتروني").fill("Omar@Company.example");
      const exported = JSON.parse(
        (await download(page, () => exportForm.getByRole("button").click())).toString("utf8"),
      );
      assert.equal(exported.records["book-demo.jsonl"][0].fields.company, "شركة صالح للتجارة");
      const deleteForm = page.locator("form", { has: page.getByRole("button", { name: "حذف" }) });
      await deleteForm.getByLabel("البريد الإلكتروني").fill("omar@company.example");
      await deleteForm.getByRole("button", { name: "حذف" }).click();
      await page.getByText("ضع علامة في مربع التأكيد").waitFor();
      assert.equal(php.records("book-demo.jsonl").length, 1, "nothing deleted without the confirmation");
      await deleteForm.getByLabel("البريد الإلكتروني").fill("omar@company.example");
      await deleteForm.getByLabel("أؤكد حذف").check();
      await deleteForm.getByRole("button", { name: "حذف" }).click();
      // The count is every line of that person's (the demo request and its hand-off queue line, lib/handoff.php).
      const deleted = page.getByText(/^حُذف \d+ من سجلات هذا العنوان\.$/);
      await deleted.waitFor();
      assert.equal(php.records("book-demo.jsonl").length, 0);
      const log = php.records("pdpl-log.jsonl");
      assert.deepEqual(
        log.map((l) => [l.action, l.counts["book-demo.jsonl"], l.by]),
        [
          ["export", 1, users.ar.email],
          ["delete", 1, users.ar.email],
        ],
      );
      assert.equal(`حُذف ${log[1].records} من سجلات هذا العنوان.`, await deleted.textContent());
      assert.ok(
        !readFileSync(join(php.storage, "pdpl-log.jsonl"), "utf8").includes("omar@"),
        "the log names no address",
      );
      const audit = php.records("desk-audit.jsonl").map((a) => `${a.by} ${a.action}`);
      for (const line of ["not spam", "pdpl export", "pdpl delete"])
        assert.ok(audit.includes(`${users.ar.email} ${line}`), line);
      await context.close();
    });
  });

  test("a held post with a field the forms refuse is not released (a honeypot post is held unvalidated)", async () => {
    const name = "Fatimah\nEmail: ceo@makkahtech.example\u202e";
    const held = { ...validContact, name, email: "forged@example.com", website: "x" };
    assert.equal((await post(php.base, "contact.php", held)).status, 303);
    const row = php.records("spam.jsonl").find((r) => r.fields.email === held.email);
    assert.equal(row.fields.name, name, "held as it was sent");
    const { cookie, csrf } = await signIn(php.base, users.en.email, users.en.password);
    const res = await send({ action: "release", lead: row.id, csrf }, { cookie });
    assert.match(res.headers.get("location"), /view=spam&error=releaseInvalid$/);
    const page = await (await fetch(php.base + res.headers.get("location"), { headers: { cookie } })).text();
    assert.match(page, /That post was not released: a field is empty, too long/);
    assert.ok(
      php.records("spam.jsonl").some((r) => r.id === row.id),
      "it stays in the spam folder",
    );
    assert.ok(!php.records("contact.jsonl").some((r) => r.id === row.id), "and is no lead");
    assert.ok(!php.records("followup.jsonl").some((r) => r.id === row.id), "nothing is sent for it");
  });

  test("purge.php deletes the desk's status and notes past the retention, as it does enquiries", () => {
    const file = join(php.storage, "desk.jsonl");
    const kept = readFileSync(file, "utf8");
    const old = { at: "2020-01-01T09:00:00+00:00", by: users.en.email, lead: leadId, note: "Called 2020" };
    writeFileSync(file, `${JSON.stringify(old)}\n${kept}`);
    const r = runLib(php, "purge.php");
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /removed 1 record\(s\) from desk\.jsonl/);
    assert.equal(readFileSync(file, "utf8"), kept, "the recent events keep their bytes");
  });

  test("purge.php deletes the audit log's lines past the retention (typed addresses, client addresses)", () => {
    const file = join(php.storage, "desk-audit.jsonl");
    const kept = readFileSync(file, "utf8");
    const old = {
      at: "2020-01-01T09:00:00+00:00",
      by: "typo@makkahtech.example",
      action: "sign in refused",
      ip: "203.0.113.9",
    };
    writeFileSync(file, `${JSON.stringify(old)}\n${kept}`);
    const r = runLib(php, "purge.php");
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /removed 1 record\(s\) from desk-audit\.jsonl/);
    assert.equal(readFileSync(file, "utf8"), kept, "the recent lines keep their bytes");
  });

  test("sign-in attempts are limited (last: it uses up this address's attempts)", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await send({ action: "signin", email: users.ar.email, password: `guess-${i}` })).status);
    assert.ok(statuses.includes(429), statuses.join());
    const right = await send({ action: "signin", email: users.ar.email, password: users.ar.password });
    assert.equal(right.status, 429, "even the right password waits");
    const refused = php
      .records("desk-audit.jsonl")
      .filter((a) => a.by === users.ar.email && a.action === "sign in refused");
    assert.ok(refused.length < 7, "attempts past the limit are not logged");
    assert.equal(php.phpLog(), "", "PHP logged nothing");
  });
});

describe("staff desk: a stranger's wrong passwords do not lock a salesperson's own browser out (device cookies)", () => {
  // Behind a trusted proxy, so each try can come from its own client address (X-Forwarded-For).
  const php = deskForSuite({ env: { FORMS_TRUSTED_PROXIES: "127.0.0.1" } });
  let address = 0;
  /** A sign-in from a client address of its own, with `cookie` (a device cookie) when given. */
  const tryPassword = async (email, password, cookie) => {
    const headers = {
      origin: php.base,
      "x-forwarded-for": `203.0.113.${++address}`,
      ...(cookie ? { cookie } : {}),
    };
    return deskPost(php.base, { action: "signin", email, password }, headers);
  };
  const deviceCookie = (res) => res.headers.getSetCookie().find((c) => /^(__Host-)?desk_device=/.test(c));

  test("her browser, known from an earlier sign-in, still signs in; a stranger's right password still waits", async () => {
    const maha = { email: "maha@makkahtech.example" };
    maha.password = addUser(php, maha.email, "en");
    const faisal = { email: "faisal@makkahtech.example" };
    faisal.password = addUser(php, faisal.email, "en");
    const first = await tryPassword(maha.email, maha.password);
    assert.equal(first.status, 303);
    const device = String(deviceCookie(first));
    assert.match(
      device,
      /^desk_device=[0-9a-f]{32}\.[0-9]+\.[0-9a-f]{64}; expires=[^;]+; Max-Age=15552000; path=\/assets\/phpscripts\/desk\.php; HttpOnly; SameSite=Strict$/i,
    );
    const cookie = device.split(";")[0];
    const faisals = String(deviceCookie(await tryPassword(faisal.email, faisal.password))).split(";")[0];

    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await tryPassword(maha.email, `guess-${i}`)).status);
    // Her own sign-in was one of the account's 6 attempts.
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429], "the stranger locked the account");
    assert.equal(
      (await tryPassword(maha.email, maha.password)).status,
      429,
      "a stranger's right password waits",
    );
    const [nonce, issued] = cookie.split("=")[1].split(".");
    const forged = `desk_device=${nonce}.${issued}.${"0".repeat(64)}`;
    assert.equal(
      (await tryPassword(maha.email, maha.password, forged)).status,
      429,
      "a forged device cookie",
    );
    assert.equal((await tryPassword(maha.email, maha.password, faisals)).status, 429, "another account's");

    const own = await tryPassword(maha.email, maha.password, cookie);
    assert.equal(own.status, 303, "her own browser signs in");
    // Her browser has a limit of its own: 6 tries a window, as the account has.
    const renewed = String(deviceCookie(own)).split(";")[0];
    const mine = [];
    for (let i = 0; i < 7; i++) mine.push((await tryPassword(maha.email, `typo-${i}`, renewed)).status);
    assert.deepEqual(mine, [401, 401, 401, 401, 401, 401, 429]);
    assert.equal((await tryPassword(maha.email, maha.password, renewed)).status, 429);
    assert.equal(php.phpLog(), "", "PHP logged nothing");
  });

  test("over https the device cookie is __Host-desk_device (Path=/, Secure)", async () => {
    const email = "reem@makkahtech.example";
    const password = addUser(php, email, "en");
    const https = { origin: php.base.replace("http:", "https:"), "x-forwarded-proto": "https" };
    const res = await deskPost(php.base, { action: "signin", email, password }, https);
    assert.equal(res.status, 303);
    assert.match(
      String(deviceCookie(res)),
      /^__Host-desk_device=[^;]+; expires=[^;]+; Max-Age=15552000; path=\/; secure; HttpOnly; SameSite=Strict$/i,
    );
  });
});

describe("staff desk: the leads' pages", () => {
  const php = deskForSuite();

  test("a page past the last (up to PHP's largest integer) shows the last page", async () => {
    const lead = (i) => ({
      id: i.toString(16).padStart(32, "0"),
      received: `2026-01-01T09:${String(i).padStart(2, "0")}:00+00:00`,
      lang: "en",
      page: "/contact",
      fields: { name: `Lead ${i}`, email: `lead${i}@example.com`, message: "Hello" },
    });
    const rows = Array.from({ length: 52 }, (_, i) => `${JSON.stringify(lead(i))}\n`);
    writeFileSync(join(php.storage, "contact.jsonl"), rows.join(""));
    const email = "sara@makkahtech.example";
    const { cookie } = await signIn(php.base, email, addUser(php, email, "en"));
    for (const p of ["9223372036854775807", "99999999999999999999", "3", "2"]) {
      const res = await fetch(`${php.base}${DESK}?view=leads&p=${p}`, { headers: { cookie } });
      assert.equal(res.status, 200, `p=${p}`);
      const names = [...(await res.text()).matchAll(/<bdi>(Lead \d+)<\/bdi>/g)].map((m) => m[1]);
      assert.deepEqual(names, ["Lead 1", "Lead 0"], `p=${p}: the last page`);
    }
    assert.equal(php.phpLog(), "", "PHP logged nothing");
  });
});

describe("staff desk: the spam folder's pages, and the notices a link may show", () => {
  const php = deskForSuite();
  /** 60 held posts, a minute apart: "Held 0" the oldest, "Held 59" the newest. */
  const held = (i) => ({
    id: i.toString(16).padStart(16, "0"),
    form: "contact",
    received: `2026-01-01T10:${String(i).padStart(2, "0")}:00+00:00`,
    page: "/contact",
    lang: "en",
    reason: "too-fast",
    reasons: ["too-fast"],
    fields: { ...validContact, name: `Held ${i}`, return_to: undefined },
  });
  let session;
  const page = async (query) => {
    const res = await fetch(`${php.base}${DESK}?${query}`, { headers: { cookie: session.cookie } });
    assert.equal(res.status, 200, query);
    return res.text();
  };
  const names = (html) => [...html.matchAll(/<bdi>(Held \d+)<\/bdi>/g)].map((m) => m[1]);
  /** The text of the page's success or error line, if any. */
  const notice = (html) => /<p class="notice[^"]*" role="\w+">([^<]*)<\/p>/.exec(html)?.[1];
  const newest = (from, count) => Array.from({ length: count }, (_, i) => `Held ${from - i}`);

  test("pages of 50, newest first, with the leads' previous/next links and the same clamp", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `${JSON.stringify(held(i))}\n`);
    writeFileSync(join(php.storage, "spam.jsonl"), rows.join(""));
    const email = "sara@makkahtech.example";
    session = await signIn(php.base, email, addUser(php, email, "en"));
    const first = await page("view=spam");
    assert.deepEqual(names(first), newest(59, 50), "page 1: the 50 newest");
    assert.match(first, /<p>50 of 60<\/p>/);
    assert.match(first, /<p class="pages"><a href="[^"]*\?view=spam&amp;p=2">Next<\/a><\/p>/);
    for (const p of ["2", "3", "9223372036854775807", "99999999999999999999"]) {
      const last = await page(`view=spam&p=${p}`);
      assert.deepEqual(names(last), newest(9, 10), `p=${p}: the last page`);
      assert.match(last, /<p class="pages"><a href="[^"]*\?view=spam&amp;p=1">Previous<\/a><\/p>/);
    }
    assert.equal(php.phpLog(), "", "PHP logged nothing");
  });

  test('"not spam" on page 2 comes back to page 2', async () => {
    const html = await page("view=spam&p=2");
    const form = /<form method="post"[^>]*>(.*?)<\/form>/s.exec(html.slice(html.indexOf("<article")))[1];
    const fields = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2].replaceAll("&amp;", "&"),
      ]),
    );
    assert.equal(fields.lead, held(9).id);
    const res = await deskPost(php.base, fields, { origin: php.base, cookie: session.cookie });
    assert.equal(res.status, 303);
    assert.match(res.headers.get("location"), /\?view=spam&p=2&done=releasedDone$/);
    assert.ok(
      php.records("contact.jsonl").some((r) => r.id === held(9).id),
      "released",
    );
    assert.deepEqual(names(await page("view=spam&p=2")), newest(8, 9));
  });

  test("switching the language keeps the page and the filters she was on", async () => {
    const html = await page("view=spam&p=2");
    const form = /<form method="post"[^>]*>((?:(?!<\/form>).)*name="action" value="lang".*?)<\/form>/s.exec(
      html,
    )[1];
    const fields = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2].replaceAll("&amp;", "&"),
      ]),
    );
    const res = await deskPost(php.base, fields, { origin: php.base, cookie: session.cookie });
    assert.equal(res.status, 303);
    assert.match(res.headers.get("location"), /\?view=spam&p=2$/);
    const leads = await page("view=leads&q=Lead&status=new&p=3");
    assert.match(
      leads,
      /name="back" value="view=leads&amp;q=Lead&amp;status=new&amp;p=3"><input type="hidden" name="lang"/,
    );
    const back = await deskPost(
      php.base,
      { action: "lang", lang: "en", csrf: session.csrf, back: "view=spam&evil=1" },
      { origin: php.base, cookie: session.cookie },
    );
    assert.match(back.headers.get("location"), /\?view=spam$/, "only the desk's own query keys come back");
  });

  test("?done= and ?error= show only the notices the desk itself redirects with", async () => {
    for (const query of [
      "view=leads&error=refused",
      "view=leads&done=title",
      "view=spam&error=noStorage",
      "view=leads&done=wrongPassword",
      "view=leads&error=saved", // a success, shown as an alert
      "view=leads&done=pdplFailed", // an alert, shown as a success
    ]) {
      assert.equal(notice(await page(query)), undefined, query);
    }
    assert.equal(notice(await page("view=leads&done=saved")), "Saved.");
    assert.equal(notice(await page("view=privacy&error=pdplBadEmail")), "Enter a valid e-mail address.");
    assert.equal(
      notice(await page("view=privacy&done=pdplDeleted&n=3")),
      "Deleted 3 record(s) of that address.",
    );
  });
});
