// Issue 13 (form handlers) and the Arabic edition: language and Arabic routes, Arabic-Indic digits,
// cross-site posts, a rate limit that counts only valid posts and says "wait", honeypot log, the
// secret outside storage, mail headers, PHP's own parsing failures, torn lines and the purge script.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  assertLanded,
  phpForSuite,
  post,
  root,
  runLib,
  validContact,
  validDemo,
  withPhp,
} from "./support/php-server.mjs";

describe("Arabic edition: lang, routes, digits, staff mail", () => {
  const php = phpForSuite();

  test("Arabic return routes are allowed ('/ar' keeps the trailing-slash rule); a return_to outside the allow-list falls back to the form's page in that language", async () => {
    const blog = "/ar/blogs/decide:-no-code-vs-custom-websites-development";
    for (const [script, fields, page] of [
      ["contact.php", { ...validContact, return_to: "/ar", lang: "ar" }, "/ar"],
      ["contact.php", { ...validContact, return_to: "/ar/", lang: "ar" }, "/ar"],
      ["contact.php", { ...validContact, return_to: "/ar/contact", lang: "ar" }, "/ar/contact"],
      ["contact.php", { ...validContact, return_to: blog, lang: "ar" }, blog],
      ["contact.php", { ...validContact, return_to: "//evil.com", lang: "ar" }, "/ar/contact"],
      ["contact.php", { ...validContact, return_to: "/ar/nope" }, "/ar/contact"],
      ["book-demo.php", { ...validDemo, return_to: "https://evil.com", lang: "ar" }, "/ar/book-demo"],
      ["contact.php", { ...validContact, return_to: "/nope", lang: "en" }, "/contact"],
    ]) {
      assertLanded(await post(php.base, script, fields), script, "success", page, JSON.stringify(fields));
    }
  });

  test("lang is stored and named in the staff mail; missing lang comes from return_to", async () => {
    const before = php.records("contact.jsonl").length;
    await post(php.base, "contact.php", { ...validContact, return_to: "/ar/services", name: "فاطمة" });
    await post(php.base, "contact.php", { ...validContact, return_to: "/services", lang: "xx" });
    await post(php.base, "contact.php", { ...validContact, return_to: "/archive" }); // not "/ar/…"
    const records = php.records("contact.jsonl").slice(before);
    assert.deepEqual(
      records.map((r) => [r.lang, r.page]),
      [
        ["ar", "/ar/services"],
        ["en", "/services"],
        ["en", "/contact"],
      ],
    );
    const mails = php.mails().slice(-3);
    assert.match(mails[0], /^Language: Arabic\r?$/m);
    assert.match(mails[1], /^Language: English\r?$/m);
  });

  test("Arabic-Indic digits in phone and noEmployees are stored as 0-9", async () => {
    const res = await post(php.base, "book-demo.php", {
      ...validDemo,
      phone: "+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧",
      noEmployees: "۱۲۰",
      return_to: "/ar/book-demo",
    });
    assertLanded(res, "book-demo.php", "success", "/ar/book-demo");
    const record = php.records("book-demo.jsonl").at(-1);
    assert.equal(record.fields.phone, "+966 55 123 4567");
    assert.equal(record.fields.noEmployees, 120);
    assert.equal(record.lang, "ar");
    const bad = await post(php.base, "book-demo.php", { ...validDemo, noEmployees: "١٢x" });
    assertLanded(bad, "book-demo.php", "fail");
  });

  test("a maximal Arabic message (5000 characters, sent urlencoded) is accepted", async () => {
    const res = await post(php.base, "contact.php", { ...validContact, message: "ك".repeat(5000) });
    assertLanded(res, "contact.php", "success");
  });

  test("the Subject is always RFC 2047-encoded and the envelope sender is FORMS_MAIL_FROM", async () => {
    await post(php.base, "contact.php", { ...validContact, subject: "Plain ASCII subject" });
    const mail = php.mails().at(-1);
    const subject = mail.match(/^Subject: (.*(?:\r?\n .*)*)/m)[1];
    assert.match(subject, /^=\?UTF-8\?B\?/);
    const decoded = [...subject.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/g)]
      .map((m) => Buffer.from(m[1], "base64").toString("utf8"))
      .join("");
    assert.equal(decoded, "Website enquiry: Plain ASCII subject");
    assert.ok(php.mailArgs().at(-1).split("\n").includes("-fwebsite@makkahtech.example"));
    assert.equal(php.phpLog(), "");
  });
});

describe("cross-site posts", () => {
  const php = phpForSuite({ env: { FORMS_SITE_ORIGIN: "https://www.makkahtech.example/" } });

  test("Origin or Sec-Fetch-Site from another site, or this host under another scheme or port, gets 403 and nothing is stored", async () => {
    const { host, port } = new URL(php.base); // the test server speaks plain http
    const otherOrigins = [`https://${host}`, `https://${host}:${port}`, `http://${host}:${Number(port) + 1}`];
    for (const headers of [
      ...otherOrigins.map((origin) => ({ origin })),
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.makkahtech.example" },
      { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
    ]) {
      const res = await post(php.base, "contact.php", validContact, { headers });
      assert.equal(res.status, 403, JSON.stringify(headers));
      // English, then Arabic (issue 40, slip 14: the reader's wording, exactly).
      assert.equal(
        await res.text(),
        "Forbidden: this address only accepts forms sent from the site's own pages. Please use the form on our website.\n" +
          "تعذّر قبول الطلب: لا يستقبل هذا الرابط إلا النماذج المرسلة من صفحات موقعنا، فيُرجى استخدام النموذج الموجود فيه\n",
      );
      const news = await post(php.base, "newsletter.php", { email: "x@example.com" }, { headers });
      assert.equal(news.status, 403);
    }
    assert.equal(php.records("contact.jsonl").length, 0);
    assert.equal(php.records("newsletter-pending.jsonl").length, 0);
    assert.equal(php.mails().length, 0);
  });

  test("the site's own origin, this host, same-origin, none, and no header at all are accepted; FORMS_SITE_ORIGIN makes the redirect absolute to the static site", async () => {
    const self = php.base; // http://127.0.0.1:port
    for (const headers of [
      { origin: "https://www.makkahtech.example", "sec-fetch-site": "same-site" },
      { origin: self, "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      {},
    ]) {
      const res = await post(php.base, "contact.php", { ...validContact, return_to: "/teams" }, { headers });
      const location = "https://www.makkahtech.example/teams/?msg=success#contact-success";
      assert.equal(
        `${res.status} ${res.headers.get("location")}`,
        `303 ${location}`,
        JSON.stringify(headers),
      );
    }
    assert.equal(php.records("contact.jsonl").length, 5);
  });
});

describe("too-large posts", () => {
  test("get the site's 413 page in the post's language: lang field, ?lang=, else the Referer", async () => {
    await withPhp({ env: { FORMS_MAX_BODY: "4096" }, ini: ["post_max_size=16K"] }, async (php) => {
      mkdirSync(join(php.www, "ar"));
      writeFileSync(join(php.www, "413.html"), "<h1>Message Too Large</h1>");
      writeFileSync(join(php.www, "ar/413.html"), "<h1>الرسالة تتجاوز الحد المسموح به</h1>");
      const long = { ...validContact, message: "x".repeat(8000) }; // over FORMS_MAX_BODY: PHP read the fields
      const huge = { ...validContact, message: "x".repeat(20000) }; // past post_max_size: PHP read nothing
      /** @type {[string, object, object, string][]} */
      const cases = [
        ["contact.php", { ...long, lang: "ar" }, {}, "ar"],
        ["contact.php", { ...long, lang: "en" }, { referer: "http://h/ar/" }, "en"],
        ["contact.php", huge, { referer: "http://h/ar/contact" }, "ar"],
        ["contact.php?lang=ar", huge, {}, "ar"],
        [
          "newsletter.php",
          { email: "a@b.co", pad: "x".repeat(20000) },
          { referer: "http://h/archive" },
          "en",
        ],
        ["contact.php", huge, {}, "en"],
      ];
      for (const [script, fields, headers, lang] of cases) {
        const res = await post(php.base, script, fields, { headers });
        assert.equal(res.status, 413, script);
        assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
        const h1 = lang === "ar" ? "الرسالة تتجاوز الحد المسموح به" : "Message Too Large";
        assert.equal(await res.text(), `<h1>${h1}</h1>`, `${script} ${JSON.stringify(headers)}`);
      }
      assert.equal(php.records("contact.jsonl").length, 0);
    });
  });
});

describe("rate limit", () => {
  test("invalid posts use up nothing; valid posts past the limit are told to wait (never lost silently)", async () => {
    await withPhp({ env: { FORMS_RATE_LIMIT: "3", FORMS_RATE_WINDOW: "600" } }, async (php) => {
      for (let i = 0; i < 10; i++) await post(php.base, "newsletter.php", { email: "x" });
      for (let i = 0; i < 10; i++) await post(php.base, "contact.php", { ...validContact, email: "bad" });
      for (let i = 0; i < 3; i++)
        assertLanded(await post(php.base, "contact.php", validContact), "contact.php", "success");
      const late = await post(php.base, "contact.php", { ...validContact, return_to: "/ar/contact" });
      assertLanded(late, "contact.php", "wait", "/ar/contact");
      // Without FORMS_TRUSTED_PROXIES a forged X-Forwarded-For must not buy a new budget.
      const headers = { "x-forwarded-for": "198.51.100.2, 10.0.0.5" };
      assertLanded(await post(php.base, "contact.php", validContact, { headers }), "contact.php", "wait");
      // Each form has its own budget: the demo request and the newsletter still go through.
      assertLanded(await post(php.base, "book-demo.php", validDemo), "book-demo.php", "success");
      const news = await post(php.base, "newsletter.php", { email: "n@example.com" });
      assertLanded(news, "newsletter.php", "success");
      assert.equal(php.records("contact.jsonl").length, 3);
      // The key lives outside the storage directory, and no file there names the address.
      assert.ok(existsSync(join(php.dir, "forms-secret.key")));
      const names = readdirSync(php.storage, { recursive: true }).map(String);
      assert.ok(!names.some((n) => /secret|key|127\.0\.0\.1/.test(n)), names.join(", "));
      assert.equal(php.phpLog(), "");
    });
  });

  test("X-Forwarded-For counts behind FORMS_TRUSTED_PROXIES; IPv6 is counted per /64", async () => {
    const from = async (php, ip) =>
      (
        await post(php.base, "contact.php", validContact, {
          headers: { "x-forwarded-for": `${ip}, 10.0.0.5` },
        })
      ).headers.get("location");
    const env = { FORMS_RATE_LIMIT: "1", FORMS_TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8" };
    await withPhp({ env }, async (php) => {
      assert.match(await from(php, "198.51.100.1"), /success/);
      assert.match(await from(php, "198.51.100.2"), /success/, "another client behind the proxy");
      assert.match(await from(php, "198.51.100.1"), /reason=wait/);
      assert.match(await from(php, "2001:db8:1:2::1"), /success/);
      assert.match(await from(php, "2001:db8:1:2:ffff::9"), /reason=wait/, "same /64");
      assert.match(await from(php, "2001:db8:1:3::1"), /success/, "another /64");
    });
  });
});

describe("honeypot, parsing failures, torn lines", () => {
  const php = phpForSuite();

  test("a honeypot hit looks like success and is logged to spam.jsonl, not stored as an enquiry", async () => {
    const res = await post(php.base, "contact.php", { ...validContact, website: "https://spam.example" });
    assertLanded(res, "contact.php", "success");
    const [spam] = php.records("spam.jsonl");
    assert.equal(spam.reason, "honeypot");
    assert.equal(spam.fields.website, "https://spam.example");
    assert.ok(spam.received);
    assert.equal(php.records("contact.jsonl").length, 0);
    const demo = await post(php.base, "book-demo.php", { ...validDemo, website: "x" });
    assertLanded(demo, "book-demo.php", "success");
    assert.equal(php.records("book-demo.jsonl").length, 0);
    assert.equal(php.mails().length, 0);
  });

  test("1,100 fields (past max_input_vars) and a broken multipart body redirect with fail", async () => {
    const fields = [...Object.entries(validContact)];
    for (let i = 0; i < 1100; i++) fields.push([`f${i}`, "x"]);
    assertLanded(await post(php.base, "contact.php", fields), "contact.php", "fail");
    const broken = await post(php.base, "contact.php", null, {
      headers: { "content-type": "multipart/form-data" },
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli\r\n',
    });
    assertLanded(broken, "contact.php", "fail");
    assert.equal(php.records("contact.jsonl").length, 0);
  });

  test("a torn last line never swallows the next record; purge quarantines it and reports it", async () => {
    const file = join(php.storage, "contact.jsonl");
    writeFileSync(file, '{"id":"torn","form":"contact","recei');
    assertLanded(await post(php.base, "contact.php", validContact), "contact.php", "success");
    const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
    assert.equal(lines.length, 2);
    assert.equal(JSON.parse(lines[1]).fields.name, validContact.name);
    const r = runLib(php, "purge.php");
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /1 unreadable line\(s\) in contact\.jsonl moved to quarantine\.jsonl/);
    assert.equal(php.records("contact.jsonl").length, 1);
    const [q] = php.records("quarantine.jsonl");
    assert.equal(q.file, "contact.jsonl");
    assert.equal(q.line, '{"id":"torn","form":"contact","recei');
  });

  test("a short write (full disk) is cut back off, so the file stays readable", () => {
    const lib = join(php.www, "assets/phpscripts/lib/bootstrap.php");
    const file = join(php.storage, "short.jsonl");
    writeFileSync(file, '{"a":1}\n');
    // A stream wrapper that writes only half of what it is given, like a disk that fills up.
    const code = `
      class Half {
        public $context; private $h;
        function stream_open($p, $m) { $this->h = fopen(substr($p, 7), $m); return true; }
        function stream_lock($o) { return flock($this->h, $o); }
        function stream_stat() { return fstat($this->h); }
        function stream_seek($o, $w) { return fseek($this->h, $o, $w) === 0; }
        function stream_tell() { return ftell($this->h); }
        function stream_read($n) { return fread($this->h, $n); }
        function stream_eof() { return feof($this->h); }
        function stream_write($d) { return fwrite($this->h, substr($d, 0, intdiv(strlen($d), 2))); }
        function stream_truncate($n) { return ftruncate($this->h, $n); }
        function stream_flush() { return fflush($this->h); }
        function stream_close() { fclose($this->h); }
      }
      stream_wrapper_register('half', 'Half');
      require ${JSON.stringify(lib)};
      var_export(forms_append('half://${file}', forms_json(['b' => str_repeat('x', 100)])));`;
    const r = spawnSync("php", ["-n", "-d", "error_log=/dev/null", "-r", code], { encoding: "utf8" });
    assert.equal(r.stdout, "false", r.stderr);
    assert.equal(readFileSync(file, "utf8"), '{"a":1}\n');
  });
});

describe("purge, retry and pdpl from cron", () => {
  /** A command-line script of public/'s lib/, with no environment but PATH and `env`, started in `cwd`. */
  const cron = (script, env, args = [], cwd = root) =>
    spawnSync("php", ["-n", join(root, "public/assets/phpscripts/lib", script), ...args], {
      cwd,
      env: { PATH: process.env.PATH, ...env },
      encoding: "utf8",
    });

  test("without its storage directory purge fails loudly and creates nothing", () => {
    const dir = mkdtempSync(join(tmpdir(), "purge-"));
    const missing = join(dir, "forms");
    const r = cron("purge.php", { FORMS_STORAGE_DIR: missing });
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, new RegExp(`${missing.replace(/[/.]/g, "\\$&")} does not exist`));
    assert.doesNotMatch(r.stdout, /done: 0/);
    assert.equal(existsSync(missing), false, "purge created the storage directory");
  });

  // Issue 47: a cron job started in the storage's parent, no web server (no DOCUMENT_ROOT): lib/cli.php takes the
  // web root from where the scripts live, never from the working directory.
  test("from the storage's parent with the handlers' config file (FORMS_CONFIG): purge names the directory, drops old enquiries, expired rate files and expired sign-ups; retry and pdpl run too", () =>
    withPhp({ env: { FORMS_RATE_LIMIT: "5" } }, async (php) => {
      await post(php.base, "contact.php", validContact);
      const rateDir = join(php.storage, "rate");
      const [rateFile] = readdirSync(rateDir);
      const old = Date.now() / 1000 - 7200;
      utimesSync(join(rateDir, rateFile), old, old);
      const jsonl = (rows) => rows.map((r) => `${JSON.stringify(r)}\n`).join("");
      const enquiry = { id: "old", form: "contact", received: "2020-01-01T00:00:00+00:00", fields: {} };
      const [lead] = php.records("contact.jsonl");
      writeFileSync(join(php.storage, "contact.jsonl"), jsonl([enquiry, lead]));
      const signUp = (id, received) => ({ id, email: `${id}@example.com`, received, expires: 0 });
      const signUps = [signUp("old", enquiry.received), signUp("new", new Date().toISOString())];
      writeFileSync(join(php.storage, "newsletter-pending.jsonl"), jsonl(signUps));
      const config = join(php.dir, "cron.config.php");
      writeFileSync(config, `<?php return ['FORMS_STORAGE_DIR' => __DIR__ . '/storage'];\n`);
      const env = { FORMS_CONFIG: config, DOCUMENT_ROOT: "", FORMS_RETENTION_DAYS: "365" };
      const runs = {};
      for (const [script, ...args] of [
        ["purge.php"],
        ["retry.php"],
        ["pdpl.php", "--email", "someone@example.com", "--export"],
      ]) {
        const r = (runs[script] = cron(script, env, args, php.dir));
        assert.equal(r.status, 0, `${script} from ${php.dir}: exit ${r.status}\n${r.stdout}${r.stderr}`);
        assert.doesNotMatch(r.stderr, /web root|not usable/, script);
      }
      const purged = runs["purge.php"].stdout;
      assert.match(purged, new RegExp(`storage ${php.storage.replace(/[/.]/g, "\\$&")}`));
      assert.match(purged, /removed 1 expired rate-limit file/);
      assert.match(purged, /removed 1 record\(s\) from contact\.jsonl/);
      assert.deepEqual(readdirSync(rateDir), []);
      assert.deepEqual(
        php.records("contact.jsonl").map((r) => r.id),
        [lead.id],
      );
      assert.deepEqual(
        php.records("newsletter-pending.jsonl").map((x) => x.id),
        ["new"],
      );
    }));
});
