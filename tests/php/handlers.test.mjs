// The form handlers under the real php-cli: every validation rule, a corpus of hostile inputs,
// redirects that never leave the site, mail headers nobody can inject into, and no PHP warning.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { post, startPhp, validContact, validDemo } from "./support/php-server.mjs";

const SITE = "http://site.test";

/** A Location header must stay on the site: a path (or FORMS_SITE_ORIGIN), never //host, /\host or a scheme. */
function assertOnSite(res, origin = SITE) {
  const loc = res.headers.get("location");
  if (loc === null) return;
  if (origin === SITE) assert.match(loc, /^\/(?![/\\])/, `relative path expected, got ${loc}`);
  assert.equal(new URL(loc, SITE).origin, origin, `redirect left the site: ${loc}`);
}

const ALLOWED_HEADERS = new Set([
  "to",
  "subject",
  "from",
  "reply-to",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "x-enquiry-id",
]);

/** Every captured mail has exactly the fixed headers, once each, and nothing else. */
function assertCleanMail(raw) {
  const head = raw.split(/\r?\n\r?\n/)[0];
  const names = head
    .split(/\r?\n/)
    .filter((l) => !/^[ \t]/.test(l))
    .map((l) => l.slice(0, l.indexOf(":")).toLowerCase());
  for (const n of names) assert.ok(ALLOWED_HEADERS.has(n), `unexpected header "${n}" in:\n${head}`);
  assert.equal(new Set(names).size, names.length, `repeated header in:\n${head}`);
  assert.doesNotMatch(head, /^(bcc|cc):/im);
}

const ok = (res, path, anchor = "contact", param = "msg") => {
  assert.equal(res.status, 303);
  assert.equal(res.headers.get("location"), `${path}?${param}=success#${anchor}`);
};
const failed = (res, path, anchor = "contact", param = "msg") => {
  assert.equal(res.status, 303);
  assert.equal(res.headers.get("location"), `${path}?${param}=fail#${anchor}`);
};

describe("form handlers", () => {
  let php;
  let accepted = { contact: 0, "book-demo": 0 };
  before(async () => {
    php = await startPhp();
  });
  after(async () => {
    await php.stop();
  });

  const contact = (fields, init) => post(php.base, "contact.php", { ...validContact, ...fields }, init);
  const demo = (fields, init) => post(php.base, "book-demo.php", { ...validDemo, ...fields }, init);

  test("a valid enquiry is stored, mailed, and the visitor is sent back to the page's #contact", async () => {
    const res = await contact({ return_to: "/services/app-development" });
    ok(res, "/services/app-development/");
    accepted.contact++;
    const [record] = php.records("contact.jsonl");
    assert.equal(record.form, "contact");
    assert.equal(record.page, "/services/app-development");
    assert.deepEqual(record.fields, {
      name: validContact.name,
      email: validContact.email,
      subject: validContact.subject,
      message: validContact.message,
    });
    const [mail] = php.mails();
    assertCleanMail(mail);
    assert.match(mail, /^To: sales@makkahtech\.example$/m);
    assert.match(mail, /^From: website@makkahtech\.example$/m);
    assert.match(mail, /^Reply-To: fatimah@example\.com$/m);
    assert.match(mail, /^Content-Type: text\/plain; charset=UTF-8$/m);
    assert.match(mail, new RegExp(`X-Enquiry-Id: ${record.id}`));
  });

  test("a valid demo request returns to /book-demo/#demo-form with noEmployees as a number", async () => {
    ok(await demo({}), "/book-demo/", "demo-form");
    accepted["book-demo"]++;
    const [record] = php.records("book-demo.jsonl");
    assert.equal(record.fields.noEmployees, 120);
    assert.equal(record.fields.company, "Saleh Trading");
  });

  test("multipart/form-data and a charset parameter are accepted; Arabic text is kept as written", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...validContact, name: "فاطمة الحربي", subject: "تطبيق حجز" })) {
      form.append(k, v);
    }
    const res = await fetch(`${php.base}/assets/phpscripts/contact.php`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    ok(res, "/contact/");
    ok(
      await contact({}, { headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" } }),
      "/contact/",
    );
    accepted.contact += 2;
    const records = php.records("contact.jsonl");
    assert.equal(records.at(-2).fields.name, "فاطمة الحربي");
    const mail = php.mails().at(-2);
    assertCleanMail(mail);
    assert.match(mail, /^Subject: =\?UTF-8\?B\?/m);
  });

  describe("validation rules (the same as the client's)", () => {
    const contactRules = {
      name: { max: 100 },
      email: { max: 254 },
      subject: { max: 150 },
      message: { max: 5000 },
    };
    for (const [field, { max }] of Object.entries(contactRules)) {
      test(`contact ${field}: required, at most ${max} characters`, async () => {
        failed(await contact({ [field]: "" }), "/contact/");
        failed(await contact({ [field]: " \t " }), "/contact/");
        const body = new URLSearchParams(Object.entries(validContact).filter(([k]) => k !== field));
        failed(await post(php.base, "contact.php", null, { body: body.toString() }), "/contact/");
        const long = field === "email" ? `${"a".repeat(max - 12)}@example.com` : "ü".repeat(max);
        assert.equal([...long].length, max);
        ok(await contact({ [field]: long }), "/contact/");
        accepted.contact++;
        const tooLong = field === "email" ? `a${long}` : `${long}x`;
        failed(await contact({ [field]: tooLong }), "/contact/");
      });
    }

    test("contact email must be a valid address", async () => {
      for (const email of [
        "plain",
        "a@b",
        "a b@c.com",
        "a@b.com,c@d.com",
        '"Eve" <eve@x.com>',
        "a@.com",
        "@b.com",
      ]) {
        failed(await contact({ email }), "/contact/");
      }
    });

    test("demo fields are all required", async () => {
      for (const field of ["name", "email", "phone", "company", "noEmployees", "message"]) {
        failed(await demo({ [field]: "" }), "/book-demo/", "demo-form");
      }
    });

    test("demo company: at most 150 characters", async () => {
      ok(await demo({ company: "c".repeat(150) }), "/book-demo/", "demo-form");
      accepted["book-demo"]++;
      failed(await demo({ company: "c".repeat(151) }), "/book-demo/", "demo-form");
    });

    test("demo phone: 7 to 20 of digits, spaces, + ( ) -, with at least 7 digits", async () => {
      for (const phone of ["0123456", "+966 (12) 345-6789", "05512345678901234567"]) {
        ok(await demo({ phone }), "/book-demo/", "demo-form");
        accepted["book-demo"]++;
      }
      for (const phone of [
        "123456",
        "+966 12 345 6789 0123",
        "++++ ----",
        "phone me",
        "055-123-456x",
        "٠٥٥١٢٣٤٥٦٧",
      ]) {
        failed(await demo({ phone }), "/book-demo/", "demo-form");
      }
    });

    test("demo noEmployees: a whole number from 1 to 100000", async () => {
      for (const noEmployees of ["1", "100000", "007"]) {
        ok(await demo({ noEmployees }), "/book-demo/", "demo-form");
        accepted["book-demo"]++;
      }
      for (const noEmployees of ["0", "-5", "100001", "12.5", "1e3", "abc", "9999999999"]) {
        failed(await demo({ noEmployees }), "/book-demo/", "demo-form");
      }
    });
  });

  describe("bad-input corpus: nothing accepted wrongly, nothing injected, nothing off-site", () => {
    const injections = [
      "\r\nBcc: victim@evil.example",
      "\nBcc: victim@evil.example",
      "\rCc: victim@evil.example",
    ];
    const corpus = [];
    for (const field of ["name", "email", "subject"]) {
      for (const inj of injections)
        corpus.push([
          `CR/LF + Bcc in contact ${field}`,
          "contact",
          { [field]: `${validContact[field]}${inj}` },
          "fail",
        ]);
    }
    for (const field of ["name", "email", "phone", "company", "noEmployees"]) {
      for (const inj of injections)
        corpus.push([
          `CR/LF + Bcc in demo ${field}`,
          "book-demo",
          { [field]: `${validDemo[field]}${inj}` },
          "fail",
        ]);
    }
    // A message may span lines: "Bcc:" there is only text of the body, never a header (checked below).
    corpus.push([
      "CR/LF + Bcc in contact message",
      "contact",
      { message: `Hi${injections[0]}\r\n\r\nbody` },
      "success",
    ]);
    corpus.push(["CR/LF + Bcc in demo message", "book-demo", { message: `Hi${injections[0]}` }, "success"]);
    corpus.push([
      "CR/LF + Bcc in return_to",
      "contact",
      { return_to: "/contact\r\nBcc: victim@evil.example" },
      "success",
    ]);
    corpus.push(
      ["NUL in name", "contact", { name: "Ali\u0000" }, "fail"],
      ["NUL in message", "contact", { message: "hi\u0000there" }, "fail"],
      ["escape character in subject", "contact", { subject: "hi\u001b[31m" }, "fail"],
      ["tab in name", "contact", { name: "Ali\tBaba" }, "fail"],
      ["C1 control in company", "book-demo", { company: "Acme\u0085" }, "fail"],
      ["line separator in subject", "contact", { subject: "a\u2028b" }, "fail"],
      ["bidi override in name", "contact", { name: "Ali \u202Egnp.exe" }, "fail"],
      ["bidi isolate in message", "contact", { message: "total \u2066100\u2069 SAR" }, "fail"],
      ["bidi embedding in company", "book-demo", { company: "\u202BAcme" }, "fail"],
      [
        "<script> in message (kept as inert text)",
        "contact",
        { message: "<script>alert(1)</script>" },
        "success",
      ],
      ["<script> in name (kept as inert text)", "contact", { name: "<script>alert(1)</script>" }, "success"],
      ["display-name e-mail", "contact", { email: "Eve <eve@evil.example>" }, "fail"],
      ["two addresses in e-mail", "book-demo", { email: "a@b.co,victim@evil.example" }, "fail"],
    );
    const redirects = [
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
    ];
    for (const return_to of redirects) {
      corpus.push([
        `open redirect in return_to: ${JSON.stringify(return_to)}`,
        "contact",
        { return_to },
        "success",
      ]);
    }

    for (const [name, form, fields, expected] of corpus) {
      test(name, async () => {
        const before = php.records(`${form}.jsonl`).length;
        const res = await (form === "contact" ? contact(fields) : demo(fields));
        assertOnSite(res);
        const path = form === "contact" ? "/contact/" : "/book-demo/";
        const anchor = form === "contact" ? "contact" : "demo-form";
        (expected === "success" ? ok : failed)(res, path, anchor);
        const stored = php.records(`${form}.jsonl`);
        assert.equal(stored.length, before + (expected === "success" ? 1 : 0));
        if (expected === "success") {
          accepted[form]++;
          const value = Object.entries(fields).find(([k]) => k !== "return_to");
          if (value) assert.equal(stored.at(-1).fields[value[0]], value[1].trim());
        }
      });
    }

    test("<script> is stored escaped (\\u003C) and mailed as plain text", () => {
      const raw = JSON.stringify(php.records("contact.jsonl"));
      assert.ok(raw.includes("<script>"), "kept verbatim as data");
      assert.ok(
        php.records("contact.jsonl").every((r) => typeof r.fields.message === "string"),
        "records stay readable JSON",
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
        failed(await post(php.base, "contact.php", null, { body }), "/contact/");
        const body2 = `name=Ali&email=a%40b.co&subject=s&message=m${bad}`;
        failed(await post(php.base, "contact.php", null, { body: body2 }), "/contact/");
      }
    });

    test("an oversized body gets 413 and stores nothing", async () => {
      const before = php.records("contact.jsonl").length;
      const res = await contact({ message: "x".repeat(70_000) });
      assert.equal(res.status, 413);
      assert.equal(php.records("contact.jsonl").length, before);
    });

    test("file uploads get 400", async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(validContact)) form.append(k, v);
      form.append("attachment", new Blob(["MZ"]), "evil.exe");
      const res = await fetch(`${php.base}/assets/phpscripts/contact.php`, {
        method: "POST",
        body: form,
        redirect: "manual",
      });
      assert.equal(res.status, 400);
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
      const res = await fetch(`${php.base}/assets/phpscripts/contact.php`, {
        method: "POST",
        body: new Blob([new URLSearchParams(validContact).toString()]),
        redirect: "manual",
      });
      assert.equal(res.status, 415, "no content type");
    });

    test("a filled honeypot looks like success but stores and sends nothing", async () => {
      const stored = php.records("contact.jsonl").length;
      const mails = php.mails().length;
      ok(await contact({ website: "https://spam.example" }), "/contact/");
      ok(await demo({ website: "x" }), "/book-demo/", "demo-form");
      assert.equal(php.records("contact.jsonl").length, stored);
      assert.equal(php.mails().length, mails);
    });

    test("the Referer and Host headers never choose the redirect", async () => {
      const res = await contact(
        { return_to: "//evil.com" },
        { headers: { referer: "https://evil.com/", "x-forwarded-host": "evil.com" } },
      );
      ok(res, "/contact/");
      accepted.contact++;
    });

    test("the library and the purge script are not reachable over HTTP", async () => {
      for (const path of ["lib/forms.php", "lib/purge.php"]) {
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
});

describe("newsletter", () => {
  let php;
  before(async () => (php = await startPhp()));
  after(async () => php.stop());
  const subscribe = (fields) => post(php.base, "newsletter.php", fields);

  test("stores a valid address once and returns to the same page with ?newsletter=success#newsletter", async () => {
    const path = "/blogs/decide:-no-code-vs-custom-websites-development";
    ok(
      await subscribe({ email: "reader@example.com", return_to: path }),
      `${path}/`,
      "newsletter",
      "newsletter",
    );
    ok(await subscribe({ email: "Reader@Example.com", return_to: "/" }), "/", "newsletter", "newsletter");
    assert.equal(php.records("newsletter.jsonl").length, 1);
    assert.equal(php.mails().length, 0);
  });

  test("refuses an invalid address with ?newsletter=fail and never leaves the site", async () => {
    for (const email of ["", "nope", "a@b.com\r\nBcc: x@y.z"]) {
      const res = await subscribe({ email, return_to: "https://evil.com" });
      assertOnSite(res);
      failed(res, "/", "newsletter", "newsletter");
    }
    assert.equal(php.records("newsletter.jsonl").length, 1);
    assert.equal(php.phpLog(), "");
  });
});

describe("limits and configuration", () => {
  test("more posts than FORMS_RATE_LIMIT from one address in the window get msg=fail", async () => {
    const php = await startPhp({ env: { FORMS_RATE_LIMIT: "3", FORMS_RATE_WINDOW: "600" } });
    try {
      for (let i = 0; i < 3; i++) ok(await post(php.base, "contact.php", validContact), "/contact/");
      failed(await post(php.base, "contact.php", validContact), "/contact/");
      failed(await post(php.base, "book-demo.php", validDemo), "/book-demo/", "demo-form");
      assert.equal(php.records("contact.jsonl").length, 3);
      assert.equal(php.records("book-demo.jsonl").length, 0);
      assert.equal(php.phpLog(), "");
    } finally {
      await php.stop();
    }
  });

  test("FORMS_SITE_ORIGIN makes the redirect absolute to the static site; a bad value is ignored", async () => {
    const php = await startPhp({ env: { FORMS_SITE_ORIGIN: "https://www.makkahtech.example/" } });
    try {
      const res = await post(php.base, "contact.php", { ...validContact, return_to: "/teams" });
      assert.equal(res.headers.get("location"), "https://www.makkahtech.example/teams/?msg=success#contact");
    } finally {
      await php.stop();
    }
    const bad = await startPhp({ env: { FORMS_SITE_ORIGIN: "https://evil.com/@x" } });
    try {
      const res = await post(bad.base, "contact.php", validContact);
      assertOnSite(res);
      ok(res, "/contact/");
    } finally {
      await bad.stop();
    }
  });

  test("a body past post_max_size gets 413 (PHP would have emptied $_POST silently)", async () => {
    const php = await startPhp({ env: { FORMS_MAX_BODY: "1000000" }, ini: ["post_max_size=16K"] });
    try {
      const res = await post(php.base, "contact.php", { ...validContact, message: "y".repeat(20_000) });
      assert.equal(res.status, 413);
      assert.equal(php.records("contact.jsonl").length, 0);
      // PHP itself logs this one startup warning; the handler adds nothing.
      const lines = php.phpLog().trim().split("\n").filter(Boolean);
      assert.ok(
        lines.every((l) => l.includes("POST Content-Length of")),
        php.phpLog(),
      );
    } finally {
      await php.stop();
    }
  });

  test("when storage is impossible the visitor sees msg=fail (never a false success)", async () => {
    for (const dir of ["/dev/null/forms", resolve(import.meta.dirname, "../../public/assets/storage")]) {
      const php = await startPhp({ env: { FORMS_STORAGE_DIR: dir } });
      try {
        failed(await post(php.base, "contact.php", validContact), "/contact/");
        assert.equal(php.mails().length, 0);
        const lines = php.phpLog().trim().split("\n");
        assert.ok(
          lines.every((l) => l.includes("forms: ")),
          php.phpLog(),
        );
      } finally {
        await php.stop();
      }
    }
  });

  test("the purge script (CLI only) removes enquiries older than the retention period", async () => {
    const php = await startPhp();
    try {
      ok(await post(php.base, "contact.php", validContact), "/contact/");
      const file = join(php.storage, "contact.jsonl");
      const old = JSON.stringify({
        id: "old",
        form: "contact",
        received: "2020-01-01T00:00:00+00:00",
        fields: {},
      });
      writeFileSync(file, `${old}\n${JSON.stringify(php.records("contact.jsonl")[0])}\n`);
      const out = execFileSync("php", ["-n", "public/assets/phpscripts/lib/purge.php"], {
        cwd: resolve(import.meta.dirname, "../.."),
        env: { ...process.env, FORMS_STORAGE_DIR: php.storage, FORMS_RETENTION_DAYS: "365" },
      }).toString();
      assert.match(out, /removed 1 record\(s\) from contact\.jsonl/);
      const left = php.records("contact.jsonl");
      assert.equal(left.length, 1);
      assert.notEqual(left[0].id, "old");
    } finally {
      await php.stop();
    }
  });
});
