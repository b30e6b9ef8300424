// The form handlers under the real php-cli: every validation rule, a corpus of hostile inputs,
// redirects that never leave the site, mail headers nobody can inject into, and no PHP warning.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  assertLanded,
  mailsIn,
  mailText,
  phpForSuite,
  post,
  root,
  rulesJson,
  solveChallenge,
  validContact,
  validDemo,
  waitFor,
  withPhp,
} from "./support/php-server.mjs";

const SITE = "http://site.test";
const rules = JSON.parse(await rulesJson());

/** An address of exactly n characters with the longest local part allowed (64), its domain in labels of 62 letters. */
const emailOfLength = (n) =>
  `${"a".repeat(64)}@${Array.from({ length: n - 69 }, (_, i) => (i % 63 === 62 ? "." : "b")).join("")}.com`;

/** A Location header must stay on the site: a path, never //host, /\host or a scheme. */
function assertOnSite(res) {
  const loc = res.headers.get("location");
  if (loc === null) return;
  assert.match(loc, /^\/(?![/\\])/, `relative path expected, got ${loc}`);
  assert.equal(new URL(loc, SITE).origin, SITE, `redirect left the site: ${loc}`);
}

/** The headers a mail may have (each once). */
const ALLOWED_HEADERS =
  /^(to|subject|from|reply-to|mime-version|content-type|content-transfer-encoding|x-enquiry-id)$/;

/** Every captured mail has exactly the fixed headers, once each, and nothing else. */
function assertCleanMail(raw) {
  const head = raw.split(/\r?\n\r?\n/)[0];
  const names = head
    .split(/\r?\n/)
    .filter((l) => !/^[ \t]/.test(l))
    .map((l) => l.slice(0, l.indexOf(":")).toLowerCase());
  for (const n of names) assert.match(n, ALLOWED_HEADERS, `unexpected header "${n}" in:\n${head}`);
  assert.equal(new Set(names).size, names.length, `repeated header in:\n${head}`);
  assert.doesNotMatch(head, /^(bcc|cc):/im);
}

describe("form handlers", () => {
  const php = phpForSuite();
  const accepted = { contact: 0, "book-demo": 0 };
  const valid = { contact: validContact, "book-demo": validDemo };

  const contact = (fields, init) => post(php.base, "contact.php", { ...validContact, ...fields }, init);
  /** A POST to contact.php with this body as it is (fetch sets the content type of a FormData, none of a Blob). */
  const raw = (body) =>
    fetch(`${php.base}/assets/phpscripts/contact.php`, { method: "POST", body, redirect: "manual" });
  const failed = (res) => assertLanded(res, "contact.php", "fail");
  /**
   * Posts a form's valid fields with `fields` on top (undefined: left out), as post() with `init`, and asserts the
   * outcome (landing on `page`), a redirect that stays on the site, and one record stored or none: the record.
   * @param {string} form
   * @param {Record<string, string | undefined>} fields
   * @param {"success" | "fail"} outcome
   * @param {{ page?: string, headers?: Record<string, string>, challenge?: boolean }} [options]
   */
  async function expectPost(form, fields, outcome, { page = undefined, ...init } = {}) {
    const what = `${form} ${JSON.stringify(fields)}`;
    const before = php.records(`${form}.jsonl`).length;
    const list = Object.entries({ ...valid[form], ...fields }).filter(([, v]) => v !== undefined);
    const res = await post(php.base, `${form}.php`, list, init);
    assertOnSite(res);
    assertLanded(res, `${form}.php`, outcome, page, what);
    const stored = php.records(`${form}.jsonl`);
    assert.equal(stored.length, before + (outcome === "success" ? 1 : 0), `stored: ${what}`);
    if (outcome !== "success") return undefined;
    accepted[form]++;
    return stored.at(-1);
  }

  test("a valid enquiry is stored, mailed, and the visitor is sent back to the page's #contact", async () => {
    const page = "/services/app-development";
    const record = await expectPost("contact", { return_to: page }, "success", { page });
    assert.equal(record.form, "contact");
    assert.equal(record.page, "/services/app-development");
    const fields = Object.entries(validContact).filter(([k]) => k !== "return_to");
    assert.deepEqual(record.fields, Object.fromEntries(fields));
    const [mail] = php.mails();
    assertCleanMail(mail);
    assert.match(mail, /^To: sales@makkahtech\.example$/m);
    assert.match(mail, /^From: website@makkahtech\.example$/m);
    assert.match(mail, /^Reply-To: fatimah@example\.com$/m);
    assert.match(mail, /^Content-Type: text\/plain; charset=UTF-8$/m);
    assert.match(mail, new RegExp(`X-Enquiry-Id: ${record.id}`));
  });

  test("a valid demo request returns to /book-demo/#demo-form with noEmployees as a number", async () => {
    const record = await expectPost("book-demo", {}, "success");
    assert.equal(record.fields.noEmployees, 120);
    assert.equal(record.fields.company, "Saleh Trading");
  });

  test("multipart/form-data and a charset parameter are accepted; Arabic text is kept as written", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...validContact, name: "فاطمة الحربي", subject: "تطبيق حجز" }))
      form.append(k, v);
    form.append("altcha", await solveChallenge(php.base));
    assertLanded(await raw(form), "contact.php", "success");
    accepted.contact++;
    const headers = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
    await expectPost("contact", {}, "success", { headers });
    const records = php.records("contact.jsonl");
    assert.equal(records.at(-2).fields.name, "فاطمة الحربي");
    const mail = php.mails().at(-2);
    assertCleanMail(mail);
    assert.match(mail, /^Subject: =\?UTF-8\?B\?/m);
  });

  const injections = [
    "\r\nBcc: victim@evil.example",
    "\nBcc: victim@evil.example",
    "\rCc: victim@evil.example",
  ];
  /** A value of exactly n characters for a field of this kind. */
  const ofLength = { text: (n) => "ü".repeat(n), multiline: (n) => "ü".repeat(n), email: emailOfLength };

  describe("every field of both forms, from the rules the client shares (rules.json)", () => {
    for (const [form, { fields }] of Object.entries(rules.forms).filter(([form]) => form in valid)) {
      test(`${form}: the fixture names every field of the rules`, () =>
        assert.deepEqual(
          Object.keys(fields).sort(),
          Object.keys(valid[form])
            .filter((k) => k !== "return_to")
            .sort(),
        ));
      for (const [field, kind] of Object.entries(fields)) {
        const max = rules.limits[field]?.max;
        const length = kind in ofLength ? `, at most ${max} characters` : "";
        const oneLine = kind === "multiline" ? "" : ", CR/LF + Bcc refused";
        test(`${form} ${field}: required${length}${oneLine}`, async () => {
          for (const value of ["", " \t "]) await expectPost(form, { [field]: value }, "fail");
          // Left out, from a post without a challenge (curl): refused, not held as spam.
          await expectPost(form, { [field]: undefined }, "fail", { challenge: false });
          if (kind in ofLength) {
            const long = ofLength[kind](max);
            assert.equal([...long].length, max);
            await expectPost(form, { [field]: long }, "success");
            await expectPost(form, { [field]: ofLength[kind](max + 1) }, "fail");
          }
          if (kind !== "multiline")
            for (const inj of injections)
              await expectPost(form, { [field]: `${valid[form][field]}${inj}` }, "fail");
        });
      }
    }
  });

  describe("bad-input corpus: nothing accepted wrongly, nothing injected, nothing off-site", () => {
    // [form, field, outcome, values]: what a rule accepts and refuses, and hostile values.
    /** @type {["contact" | "book-demo", string, "success" | "fail", string[]][]} */
    const cases = [
      [
        "contact",
        "email",
        "fail",
        [
          "plain",
          "a@b",
          "a b@c.com",
          "a@b.com,c@d.com",
          '"Eve" <eve@x.com>',
          "a@.com",
          "@b.com",
          "Eve <eve@evil.example>",
          `${"a".repeat(65)}@example.com`,
        ],
      ],
      ["book-demo", "email", "fail", ["a@b.co,victim@evil.example"]],
      // Phone: 7 to 20 of digits, spaces, + ( ) -, with at least 7 digits.
      ["book-demo", "phone", "success", ["0123456", "+966 (12) 345-6789", "05512345678901234567"]],
      [
        "book-demo",
        "phone",
        "fail",
        ["123456", "+966 12 345 6789 0123", "++++ ----", "phone me", "055-123-456x", "٠٥٥١٢٣٤٥x"],
      ],
      // noEmployees: a whole number from 1 to 100000.
      ["book-demo", "noEmployees", "success", ["1", "100000", "007"]],
      ["book-demo", "noEmployees", "fail", ["0", "-5", "100001", "12.5", "1e3", "abc", "9999999999"]],
      // Control characters (NUL, tab, escape, C1), the line separator and MIME encoded words.
      ["contact", "name", "fail", ["Ali\u0000", "Ali\tBaba", "Eve =?utf-8?q?=E2=80=AE?= x"]],
      ["contact", "subject", "fail", ["hi\u001b[31m", "a\u2028b", "=?UTF-8?B?4oCuZ25wLmV4ZQ==?="]],
      ["contact", "message", "fail", ["hi\u0000there"]],
      ["book-demo", "company", "fail", ["Acme\u0085", "=?UTF-8?B?QWNtZQ==?="]],
      // A return_to off the site (or not one of its pages) lands on the form's own page.
      [
        "contact",
        "return_to",
        "success",
        [
          "/contact\r\nBcc: victim@evil.example",
          "//evil.com",
          "https://evil.com",
          "http://evil.com/contact",
          "/\\evil.com",
          "\\\\evil.com",
          "javascript:alert(1)",
          "/%2F%2Fevil.com",
          "/contact/../..//evil.com",
          "/contact?next=//evil.com",
          "/contact#//evil.com",
          " /contact",
          "/CONTACT",
          "",
        ],
      ],
    ];
    for (const [form, field, outcome, values] of cases) {
      test(`${form} ${field}: ${outcome === "fail" ? "refused" : "accepted"}: ${JSON.stringify(values)}`, async () => {
        for (const value of values) await expectPost(form, { [field]: value }, outcome);
      });
    }

    // [form, field, value, stored as (else the value trimmed)]: accepted, and stored as inert text.
    const kept = [
      // A message may span lines: "Bcc:" there is only text of the body, never a header (checked at the end).
      ["contact", "message", `Hi${injections[0]}\r\n\r\nbody`],
      ["book-demo", "message", `Hi${injections[0]}`],
      // Bidi controls are removed (they cannot spoof the text staff read, nor block an Arabic enquiry).
      ["contact", "name", "Ali \u202Egnp.exe", "Ali gnp.exe"],
      ["contact", "message", "total \u2066100\u2069 SAR", "total 100 SAR"],
      ["book-demo", "company", "\u202BAcme", "Acme"],
      ["contact", "message", "<script>alert(1)</script>"],
      ["contact", "name", "<script>alert(1)</script>"],
    ];
    test("kept as text: a line break and Bcc: in a message, bidi controls removed, <script> in name and message", async () => {
      for (const [form, field, value, storedAs] of kept) {
        const record = await expectPost(form, { [field]: value }, "success");
        assert.equal(
          record.fields[field],
          storedAs ?? value.trim(),
          `${form} ${field} ${JSON.stringify(value)}`,
        );
      }
    });

    test("<script> is stored escaped (\\u003C) and mailed as plain text", () => {
      const file = readFileSync(join(php.storage, "contact.jsonl"), "utf8");
      assert.match(file, /\\u003Cscript\\u003Ealert\(1\)\\u003C\/script\\u003E/, "not stored escaped");
      assert.doesNotMatch(file, /<\/?script/i, "a raw tag in the stored file");
      const tag = "<script>alert(1)</script>";
      assert.ok(
        php.records("contact.jsonl").some((r) => r.fields.name === tag),
        "not kept verbatim as data",
      );
      const mail = php.mails().find((m) => mailText(m).includes(tag));
      assert.ok(mail, "no mail carries the text as written");
      assert.match(mail, /^Content-Type: text\/plain; charset=UTF-8$/m);
    });

    test("a line of the message never looks like a field line of the staff mail: the message is indented", async () => {
      const message = "Call me back.\nPhone: +966 55 000 0000\r\n\nReference: 0000000000000000\rThanks";
      await expectPost("contact", { subject: "forged lines", message }, "success");
      const mail = php.mails().find((m) => mailText(m).includes("forged lines"));
      const body = mailText(mail).replace(/\r/g, "");
      assert.doesNotMatch(body, /^Phone:/m, body); // the contact form has no phone field
      assert.equal(body.match(/^Reference: /gm)?.length, 1, body);
      assert.match(
        body,
        /\nMessage:\n {2}Call me back\.\n {2}Phone: \+966 55 000 0000\n+ {2}Reference: 0{16}\n {2}Thanks\n+Reference: [0-9a-f]{16}\n*$/,
        body,
      );
    });

    test("array-valued fields get 400 and store nothing", async () => {
      for (const body of [
        "name[]=x&email=a@b.co&subject=s&message=m",
        "email[k]=a@b.co&name=n&subject=s&message=m",
        "return_to[]=/contact",
      ]) {
        const res = await post(php.base, "contact.php", null, { body });
        assert.equal(res.status, 400);
        assert.equal(res.headers.get("location"), null);
      }
    });

    test("invalid UTF-8 (bad byte, truncated, overlong) is refused", async () => {
      for (const bad of ["%FF", "%C3%28", "%C0%AF", "%E2%82", "%ED%A0%80"]) {
        const body = `name=Ali${bad}&email=a%40b.co&subject=s&message=m`;
        failed(await post(php.base, "contact.php", null, { body }));
        const body2 = `name=Ali&email=a%40b.co&subject=s&message=m${bad}`;
        failed(await post(php.base, "contact.php", null, { body: body2 }));
      }
    });

    test("an oversized body gets 413 and stores nothing", async () => {
      const before = php.records("contact.jsonl").length;
      const res = await contact({ message: "x".repeat(140_000) });
      assert.equal(res.status, 413);
      assert.equal(php.records("contact.jsonl").length, before);
    });

    test("file uploads get 400", async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(validContact)) form.append(k, v);
      form.append("attachment", new Blob(["MZ"]), "evil.exe");
      assert.equal((await raw(form)).status, 400);
    });

    test("methods other than POST get 405 with Allow: POST", async () => {
      for (const script of ["contact.php", "book-demo.php", "newsletter.php"]) {
        for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
          const res = await fetch(`${php.base}/assets/phpscripts/${script}`, { method, redirect: "manual" });
          assert.equal(res.status, 405, `${method} ${script}`);
          assert.equal(res.headers.get("allow"), "POST");
        }
      }
    });

    test("content types other than a form get 415", async () => {
      for (const type of ["application/json", "text/plain", "application/xml", "text/html"]) {
        const res = await contact({}, { headers: { "content-type": type } });
        assert.equal(res.status, 415, type);
      }
      const blob = new Blob([new URLSearchParams(validContact).toString()]);
      assert.equal((await raw(blob)).status, 415, "no content type");
    });

    test("the Referer and Host headers never choose the redirect", async () => {
      const headers = { referer: "https://evil.com/", "x-forwarded-host": "evil.com" };
      await expectPost("contact", { return_to: "//evil.com" }, "success", { headers });
    });

    test("no file of the library (lib/*.php: each job, retry, purge) is reachable over HTTP", async () => {
      const lib = readdirSync(join(php.www, "assets/phpscripts/lib")).filter((f) => f.endsWith(".php"));
      assert.ok(lib.length >= 10, lib.join());
      for (const path of lib.map((f) => `lib/${f}`)) {
        const res = await fetch(`${php.base}/assets/phpscripts/${path}`, { method: "POST" });
        assert.equal(res.status, 404, path);
        assert.equal(await res.text(), "");
      }
    });
  });

  test("every accepted post is stored once, every mail has clean headers, PHP logged nothing", () => {
    assert.equal(php.records("contact.jsonl").length, accepted.contact);
    assert.equal(php.records("book-demo.jsonl").length, accepted["book-demo"]);
    const mails = php.mails();
    assert.equal(mails.length, accepted.contact + accepted["book-demo"]);
    for (const mail of mails) assertCleanMail(mail);
    assert.ok(!mails.some((m) => /^Bcc:/im.test(m.split(/\r?\n\r?\n/)[0])));
    assert.equal(php.phpLog(), "");
  });

  // Issue 50: a lead's source (lib/source.php through the real handler; after the count above): the landing page,
  // referring host and campaign the site's script adds are stored as the record's `source`, bounded; anything else is
  // dropped, and a post without them (no JavaScript) has no source. The 30 days of access logs are the same number
  // everywhere it is set.
  describe("a lead's source", () => {
    const send = async (fields) => {
      const subject = `source ${Math.random()}`;
      const res = await post(php.base, "contact.php", [
        ...Object.entries({ ...validContact, subject }),
        ...fields,
      ]);
      assertLanded(res, "contact.php", "success");
      return php.records("contact.jsonl").find((r) => r.fields.subject === subject);
    };

    test("the landing page, referring host and campaign are stored as the lead's source", async () => {
      const lead = await send([
        ["source_landing", "/about-us/"],
        ["source_referrer", "www.LinkedIn.com"],
        ["utm_source", "linkedin"],
        ["utm_medium", "social"],
        ["utm_campaign", "erp 2026"],
        ["utm_term", "نظام ERP"],
        ["utm_content", "  banner  "],
      ]);
      assert.deepEqual(lead.source, {
        landing: "/about-us/",
        referrer: "www.linkedin.com",
        utm_source: "linkedin",
        utm_medium: "social",
        utm_campaign: "erp 2026",
        utm_term: "نظام ERP",
        utm_content: "banner",
      });
    });

    test("what is not a site path, a host name or short plain text is dropped", async () => {
      const lead = await send([
        ["source_landing", "//evil.example/x"],
        ["source_referrer", "evil.example/path?q=1"],
        ["utm_source", "a".repeat(101)],
        ["utm_medium", "<script>alert(1)</script>"],
        ["utm_campaign", "line\nbreak"],
        ["utm_term[]", "array"],
        ["utm_content", "ok"],
      ]);
      assert.deepEqual(lead.source, { utm_content: "ok" });
      for (const landing of ["javascript:alert(1)", `/${"a".repeat(200)}`, "/path?query", "/<b>"]) {
        assert.equal((await send([["source_landing", landing]])).source, undefined, landing);
      }
    });

    test("a post without them (no JavaScript) has no source key", async () => {
      const lead = await send([]);
      assert.ok(lead);
      assert.equal("source" in lead, false);
    });

    test("the access logs' 30 days: the policy in both editions, logrotate and GoAccess say the same number", async () => {
      const { accessLogDays } = await import("../../content/digest.ts");
      const { countedDays } = await import("../../content/ar/counted.ts");
      const read = (p) => readFileSync(join(root, p), "utf8");
      assert.match(
        read("content/pages/privacy-policy.mdx"),
        new RegExp(`deleted after ${accessLogDays}\u00a0days`),
      );
      assert.ok(read("content/ar/pages/privacy-policy.mdx").includes(`بعد ${countedDays(accessLogDays)}`));
      const logrotate = read("deploy/analytics/logrotate");
      assert.match(logrotate, new RegExp(`^\\s*rotate ${accessLogDays}$`, "m"));
      assert.match(logrotate, new RegExp(`^\\s*maxage ${accessLogDays}$`, "m"));
      assert.match(read("deploy/analytics/goaccess.conf"), new RegExp(`^keep-last ${accessLogDays}$`, "m"));
    });
  });
});

describe("newsletter (double opt-in)", () => {
  const php = phpForSuite();
  const confirmed = () => php.records("newsletter-confirmed.jsonl").length;
  const pending = () => php.records("newsletter-pending.jsonl").length;
  /** A POST to newsletter.php: the sign-up form, or a page's button (confirm, unsubscribe) with its token. */
  const newsletter = (fields) => post(php.base, "newsletter.php", fields);
  /** A sign-up that succeeds, and its confirmation mail (sent after the answer) captured before it returns. */
  const subscribed = async (fields, page) => {
    assertLanded(await newsletter(fields), "newsletter.php", "success", page);
    await settled();
  };
  /** The confirm and unsubscribe tokens of a captured confirmation mail. */
  const linksOf = (mail) => {
    const body = mailText(mail);
    const confirm = body.match(/newsletter\.php\?confirm=([0-9a-f.]+)&lang=(en|ar)/);
    const unsubscribe = body.match(/newsletter\.php\?unsubscribe=([0-9a-f.]+)&lang=(en|ar)/);
    return { confirm: confirm?.[1], unsubscribe: unsubscribe?.[1], lang: confirm?.[2] };
  };
  const page = (query) =>
    fetch(`${php.base}/assets/phpscripts/newsletter.php?${query}`, { redirect: "manual" });
  /** php -S answers one request at a time: any next one waits for the work a handler does after its answer. */
  const settled = () => page("lang=en").then((res) => res.text());

  test("a valid sign-up is stored as pending, a confirmation mail goes out, the visitor is told to check it", async () => {
    const path = "/blogs/decide:-no-code-vs-custom-websites-development";
    await subscribed({ email: "reader@example.com", return_to: path }, path);
    assert.equal(confirmed(), 0, "nobody is subscribed before confirming");
    const [pending] = php.records("newsletter-pending.jsonl");
    assert.equal(pending.email, "reader@example.com");
    assert.equal(pending.lang, "en");
    const [mail] = php.mails();
    assert.match(mail, /^To: reader@example\.com$/m);
    assert.match(mail, /^From: website@makkahtech\.example$/m);
    assert.match(mail, /^List-Unsubscribe: <https?:\/\/[^>]+newsletter\.php\?unsubscribe=/m);
    assert.match(mail, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    assert.match(mail, /^Subject: =\?UTF-8\?B\?/m);
    assert.ok(php.mailArgs()[0].split("\n").includes("-fwebsite@makkahtech.example"), "envelope sender");
    const links = linksOf(mail);
    assert.ok(links.confirm && links.unsubscribe, mail);
  });

  test("the confirmation link shows a page (GET changes nothing); its button confirms", async () => {
    const { confirm } = linksOf(php.mails()[0]);
    const get = await page(`confirm=${confirm}&lang=en`);
    assert.equal(get.status, 200);
    const html = await get.text();
    assert.match(html, /<form method="post"/);
    assert.match(html, new RegExp(`name="confirm" value="${confirm.replace(/\./g, "\\.")}"`));
    assert.doesNotMatch(html, /<(script|img|link)\b|src=|https?:\/\/(?!www\.makkahtech)/, "self-contained");
    assert.equal(confirmed(), 0, "a GET (prefetch, link scanner) confirms nothing");
    const res = await newsletter({ confirm, lang: "en" });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /Subscription confirmed/);
    const [row] = php.records("newsletter-confirmed.jsonl");
    assert.equal(row.email, "reader@example.com");
    assert.match(row.unsubscribe, /newsletter\.php\?unsubscribe=/);
    assert.equal(pending(), 0);
    // A second click is fine; a repeat sign-up of a confirmed address sends nothing and looks the same.
    assert.equal((await newsletter({ confirm, lang: "en" })).status, 200);
    const mails = php.mails().length;
    await subscribed({ email: "Reader@Example.com", return_to: "/" });
    assert.equal(php.mails().length, mails);
    assert.equal(confirmed(), 1);
  });

  test("a forged or tampered link is refused with a page, and changes nothing", async () => {
    const { confirm } = linksOf(php.mails()[0]);
    const tampered = confirm.replace(/\.(\d+)\./, (_, e) => `.${Number(e) + 1}.`);
    for (const token of [tampered, "x", `${"0".repeat(32)}.0.${"0".repeat(32)}`]) {
      const res = await newsletter({ confirm: token });
      assert.equal(res.status, 400);
      assert.match(await res.text(), /not valid/);
      assert.equal((await page(`unsubscribe=${encodeURIComponent(token)}`)).status, 400);
    }
    assert.equal(confirmed(), 1);
  });

  test("Arabic: the mail and the pages follow lang, and the redirect goes to the Arabic page", async () => {
    await subscribed({ email: "qari@example.com", return_to: "/ar/blogs", lang: "ar" }, "/ar/blogs");
    const mail = php.mails().at(-1);
    const links = linksOf(mail);
    assert.equal(links.lang, "ar");
    const html = await (await page(`confirm=${links.confirm}&lang=ar`)).text();
    assert.match(html, /<html lang="ar" dir="rtl">/);
    assert.match(html, /تأكيد الاشتراك/);
    assert.match(html, /href="https?:\/\/[^"]+\/ar\/"/);
  });

  test("unsubscribe: the page's button (POST) or a one-click POST (RFC 8058) removes the address", async () => {
    const { unsubscribe } = linksOf(php.mails()[0]);
    const get = await page(`unsubscribe=${unsubscribe}&lang=en`);
    assert.equal(get.status, 200);
    assert.match(await get.text(), /name="unsubscribe"/);
    assert.equal(confirmed(), 1, "GET removes nothing");
    const res = await fetch(`${php.base}/assets/phpscripts/newsletter.php?unsubscribe=${unsubscribe}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    assert.equal(res.status, 200);
    assert.equal(confirmed(), 0);
    // The pending Arabic sign-up unsubscribes before confirming, through the button.
    const ar = linksOf(php.mails().at(-1));
    assert.equal((await newsletter({ unsubscribe: ar.unsubscribe, lang: "ar" })).status, 200);
    assert.equal(pending(), 0);
    assert.equal((await newsletter({ confirm: ar.confirm })).status, 400, "nothing left to confirm");
  });

  test("an expired confirmation link is refused", async () => {
    await subscribed({ email: "late@example.com", return_to: "/" });
    const [pending] = php.records("newsletter-pending.jsonl").filter((r) => r.email === "late@example.com");
    const secret = readFileSync(join(php.dir, "forms-secret.key"), "utf8").trim();
    const key = createHmac("sha256", secret).update("newsletter-links").digest("hex");
    const exp = Math.floor(Date.now() / 1000) - 10;
    const sig = createHmac("sha256", key).update(`c|${pending.id}|${exp}`).digest("hex").slice(0, 32);
    const res = await newsletter({ confirm: `${pending.id}.${exp}.${sig}` });
    assert.equal(res.status, 400);
    assert.equal(confirmed(), 0);
  });

  test("at most 3 unconfirmed confirmation mails per address (no mail-bombing through the form)", async () => {
    const before = php.mails().length;
    for (let i = 0; i < 5; i++) await subscribed({ email: "victim@example.com", return_to: "/" });
    assert.equal(php.mails().length, before + 3);
  });

  test("a +tag, the case and Gmail's dots name the same inbox: its variants share the 3 mails", async () => {
    const before = php.mails().length;
    const variants = ["bomb+1@example.com", "Bomb+2@Example.com", "bomb@example.com", "bomb+4@example.com"];
    const gmail = ["in.box@gmail.com", "inbox+x@gmail.com", "In.Box@googlemail.com", "i.n.b.o.x@gmail.com"];
    for (const email of [...variants, ...gmail]) await subscribed({ email, return_to: "/" });
    assert.equal(php.mails().length, before + 6);
  });

  test("a sign-up answers as fast for a confirmed address as for a new one (the mail goes after the answer)", async () => {
    // A sendmail that takes a second: a new address's answer used to wait for it, a confirmed one's (no mail) not.
    const dir = mkdtempSync(join(tmpdir(), "forms-slow-mail-"));
    const slow = join(dir, "slow-sendmail.sh");
    writeFileSync(slow, `sleep 1\nexec /bin/sh ${join(root, "tests/php/support/capture-mail.sh")} "$@"\n`);
    await withPhp({ ini: [`sendmail_path=/bin/sh ${slow} ${dir}`] }, async (php) => {
      const known = "known.reader@example.com";
      const row = {
        id: "a".repeat(32),
        email: known,
        lang: "en",
        page: "/",
        confirmed: new Date().toISOString(),
      };
      mkdirSync(php.storage, { recursive: true, mode: 0o700 });
      writeFileSync(join(php.storage, "newsletter-confirmed.jsonl"), `${JSON.stringify(row)}\n`);
      /** The time of the sign-up's answer alone (the challenge solved before). */
      const timed = async (email) => {
        const body = new URLSearchParams({ email, return_to: "/", altcha: await solveChallenge(php.base) });
        const start = performance.now();
        const res = await post(php.base, "newsletter.php", null, { body: body.toString() });
        const ms = performance.now() - start;
        assertLanded(res, "newsletter.php", "success");
        return ms;
      };
      const times = { known: [], fresh: [] };
      for (let i = 0; i < 2; i++) {
        times.known.push(await timed(known));
        times.fresh.push(await timed(`new${i}@example.com`));
        await waitFor(() => mailsIn(dir).length === i + 1); // the confirmation mail still goes out
        assert.match(mailsIn(dir)[i], new RegExp(`^To: new${i}@example\\.com$`, "m"));
      }
      const gap = Math.abs(Math.min(...times.fresh) - Math.min(...times.known));
      assert.ok(gap < 300, `answers ${JSON.stringify(times)} ms apart: a new address is told apart`);
      assert.equal(php.records("newsletter-pending.jsonl").length, 2);
      assert.ok(!mailsIn(dir).some((m) => m.includes(known)), "a confirmed address got a mail");
      assert.equal(php.phpLog(), "");
    });
  });

  test("refuses an invalid address with ?newsletter=fail and never leaves the site", async () => {
    const before = pending();
    for (const email of ["", "nope", "a@b.com\r\nBcc: x@y.z", `${"a".repeat(65)}@example.com`]) {
      const res = await newsletter({ email, return_to: "https://evil.com" });
      assertOnSite(res);
      assertLanded(res, "newsletter.php", "fail");
    }
    assert.equal(pending(), before);
    assert.equal(php.phpLog(), "");
  });
});

describe("limits and configuration", () => {
  const ok = (res) => assertLanded(res, "contact.php", "success");
  const failed = (res) => assertLanded(res, "contact.php", "fail");

  // A good FORMS_SITE_ORIGIN makes the redirect absolute: hardening.test.mjs, "cross-site posts".
  test("a bad FORMS_SITE_ORIGIN is ignored", () =>
    withPhp({ env: { FORMS_SITE_ORIGIN: "https://evil.com/@x" } }, async (bad) => {
      const res = await post(bad.base, "contact.php", validContact);
      assertOnSite(res);
      ok(res);
    }));

  test("a body past post_max_size gets 413 (PHP would have emptied $_POST silently)", () =>
    withPhp({ env: { FORMS_MAX_BODY: "1000000" }, ini: ["post_max_size=16K"] }, async (php) => {
      const res = await post(php.base, "contact.php", { ...validContact, message: "y".repeat(20_000) });
      assert.equal(res.status, 413);
      assert.equal(php.records("contact.jsonl").length, 0);
      // PHP itself logs this one startup warning; the handler adds nothing.
      assert.match(php.phpLog(), /^(.*POST Content-Length of.*\n)+$/);
    }));

  test("when storage is impossible, the enquiry is mailed (marked as the only copy); if mail fails too, msg=fail", async () => {
    const env = { FORMS_STORAGE_DIR: "/dev/null/forms" };
    await withPhp({ env }, async (php) => {
      ok(await post(php.base, "contact.php", validContact));
      assert.match(php.mails()[0], /could not be stored on the server/);
      assert.match(php.phpLog(), /^(.*forms: .*\n)+$/);
    });
    await withPhp({ mail: "fail", env }, async (broken) => {
      failed(await post(broken.base, "contact.php", validContact));
      assert.match(broken.phpLog(), /^(.*forms: .*\n)+$/);
    });
  });

  test("storage inside the web root is refused", () =>
    // A relative path starts from the folder above the web root (www/).
    withPhp({ mail: "fail", env: { FORMS_STORAGE_DIR: "www/assets/storage" } }, async (php) => {
      failed(await post(php.base, "contact.php", validContact));
      assert.match(php.phpLog(), /forms: refusing to store enquiries/);
    }));
});
