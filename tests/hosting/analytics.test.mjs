// Issue 50: visits from the server's own logs. Real Apache + mod_php and nginx + PHP-FPM (and Varnish in front of
// nginx, logged by varnishncsa) serve the built site with deploy/analytics's log formats; a bounded traffic script
// sends pages, a campaign, a referrer, links within the site, 404s, a crawler and form posts; deploy/analytics/
// report.sh (lib/analytics.php, then GoAccess with deploy/analytics/goaccess.conf) must count exactly what was sent,
// with no full address in the report and the crawler left out; lib/digest.php --dry-run must show the same week's
// figures and the stored leads, in English and Arabic. docs/analytics.md.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { apacheConfig, runApache } from "./apache.mjs";
import { siteServer, startNginxSite } from "./nginx.mjs";
import { startVarnish } from "../deploy/support.mjs";
import { spawnServer } from "../../scripts/lib/start-server.mjs";
import { answerWithinWorkingDays, digestCopy } from "../../content/digest.ts";
import { digestCopy as arDigestCopy } from "../../content/ar/digest.ts";
import { form, freePort, get, requireBuild, root, serveSite, solvedChallenge } from "./support.mjs";

const deploy = (name) => readFileSync(join(root, "deploy/analytics", name), "utf8");
/** The server's visits log, in its copy of out/'s folder. */
const visits = (site) => join(site.dir, "visits.log");

/** Browser user agents, one per visitor (GoAccess and lib/access-log.php both see browsers, not robots). */
const browsers = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
];
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const campaign = "/about-us/?utm_source=linkedin&utm_medium=social&utm_campaign=erp";
/** The source fields the site's script adds to the first browser's post (the campaign's landing and referrer). */
const firstSource = {
  source_landing: "/about-us/",
  source_referrer: "www.linkedin.com",
  utm_source: "linkedin",
  utm_campaign: "erp",
};

/**
 * The traffic script: each browser opens the home page, arrives from LinkedIn on the campaign link (with its own
 * query string, which must not reach the report), follows a link within the site, hits a 404 and sends the contact
 * form after solving its challenge (the first with the source the site's script would add); the crawler reads two
 * pages; one post is spam.
 */
async function traffic(port, own = `http://127.0.0.1:${port}`) {
  /** A post of the contact form (its return and language added to `fields`). */
  const contact = (fields, headers) =>
    get(
      port,
      "/assets/phpscripts/contact.php",
      form({ ...fields, return_to: "/contact", lang: "en" }, headers),
    );
  const ok = async (path, ua, headers = {}, status = 200) => {
    const res = await get(port, path, { headers: { "user-agent": ua, ...headers } });
    assert.equal(res.status, status, `${path} → ${res.status}`);
  };
  for (const [i, ua] of browsers.entries()) {
    await ok("/", ua);
    await ok(`${campaign}&email=visitor${i}@example.com`, ua, {
      referer: "https://www.linkedin.com/feed/?trk=private",
    });
    await ok("/services/", ua, { referer: `${own}/about-us/` });
    await ok("/no-such-page/", ua, {}, 404);
    // The form's challenge, fetched and solved as the page's widget does (without it the post is held as spam).
    const altcha = await solvedChallenge(port, { "user-agent": ua });
    const res = await contact(
      {
        altcha,
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        subject: `analytics ${i}`,
        message: "Hello.",
        ...(i === 0 ? firstSource : {}),
      },
      { "user-agent": ua, origin: own, referer: `${own}/contact/` },
    );
    assert.equal(res.status, 303, `contact post: ${res.status} ${res.text.slice(0, 200)}`);
  }
  const spam = {
    name: "Bot",
    email: "bot@example.com",
    subject: "x",
    message: "x",
    website: "http://spam.example",
  };
  assert.equal((await contact(spam, { "user-agent": browsers[0], origin: own })).status, 303);
  await ok("/", crawler);
  await ok("/about-us/", crawler);
}

/** Runs deploy/analytics/report.sh over `log` into `storage`; returns the JSON report and the HTML one. */
function report(www, storage, log) {
  const run = (format) => {
    const r = spawnSync("sh", [join(root, "deploy/analytics/report.sh"), log], {
      env: { ...process.env, WEB_ROOT: www, STORAGE: storage, SITE_HOSTS: "127.0.0.1", FORMAT: format },
      encoding: "utf8",
    });
    assert.equal(r.status, 0, `report.sh (${format}): ${r.stderr}`);
    return readFileSync(join(storage, "analytics", `report.${format}`), "utf8");
  };
  // What GoAccess reads: every address already cut to its network (GoAccess's own anonymize-ip is a second layer).
  const cleaned = spawnSync("php", [join(www, "assets/phpscripts/lib/analytics.php"), log], {
    encoding: "utf8",
  });
  assert.equal(cleaned.status, 0, cleaned.stderr);
  assert.ok(cleaned.stdout.length > 0, "lib/analytics.php wrote no line");
  for (const line of cleaned.stdout.trim().split("\n"))
    assert.match(line, /^127\.0\.0\.0 /, `a full address: ${line}`);
  return { json: JSON.parse(run("json")), html: run("html") };
}

/** The coming Sunday (Makkah time) as YYYY-MM-DD, the digest's week ending there, plus `days`. */
function comingSunday(days = 0) {
  const riyadh = new Date(Date.now() + 3 * 3600_000);
  riyadh.setUTCDate(riyadh.getUTCDate() + 7 - riyadh.getUTCDay() + days);
  return riyadh.toISOString().slice(0, 10);
}

function digest(www, storage, log, lang) {
  const sunday = comingSunday();
  const r = spawnSync(
    "php",
    [
      join(www, "assets/phpscripts/lib/digest.php"),
      "--dry-run",
      `--lang=${lang}`,
      `--logs=${log}`,
      `--week-ending=${sunday}`,
      // The Wednesday after: today's leads are past two working days whichever day the test runs.
      `--now=${comingSunday(3)}T12:00:00+03:00`,
      "--site-host=127.0.0.1",
    ],
    { cwd: "/", env: { ...process.env, FORMS_STORAGE_DIR: storage }, encoding: "utf8" },
  );
  assert.equal(r.status, 0, `digest.php: ${r.stderr}`);
  return r.stdout;
}

const row = (panel, data) => panel.data.find((r) => r.data === data);

/** What every server's log must give: the report's counts and the digest's. */
function checkReport({ json, html }, what) {
  const msg = (m) => `${what}: ${m}`;
  assert.equal(
    json.general.unique_visitors,
    browsers.length,
    msg("one visitor per browser, the crawler left out"),
  );
  // 4 page requests, the form's challenge and 1 post per browser, and the spam post: nothing of the crawler's or
  // the start-up probes'.
  assert.equal(json.general.valid_requests, browsers.length * 6 + 1, msg("requests"));
  for (const [panel, path, what] of [
    [json.requests, "/", "home page"],
    [json.requests, campaign, "the campaign, its query cut to utm_*"],
    [json.requests, "/services/", "a page reached within the site"],
    [json.not_found, "/no-such-page/", "404s"],
  ])
    assert.equal(row(panel, path)?.hits.count, browsers.length, msg(what));
  assert.deepEqual(
    json.referring_sites.data.map((r) => [r.data, r.hits.count]),
    [["www.linkedin.com", browsers.length]],
    msg("LinkedIn is the one referring site (links within the site are not referrers)"),
  );
  assert.ok(
    !json.browsers.data.some((b) => /crawler/i.test(b.data)),
    msg("no crawler in the browsers panel"),
  );
  for (const text of [html, JSON.stringify(json)]) {
    assert.doesNotMatch(text, /127\.0\.0\.1/, msg("the full address is nowhere in the report"));
    assert.doesNotMatch(text, /Googlebot/, msg("the crawler is nowhere in the report"));
    assert.doesNotMatch(text, /visitor\d@example\.com|trk=private/, msg("no query string but the campaign"));
  }
}

function checkDigest(www, storage, log, what) {
  const leads = readFileSync(join(storage, "contact.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  assert.equal(leads.length, browsers.length, `${what}: every post stored`);
  // The lead keeps them without the source_ prefix.
  const source = Object.entries(firstSource).map(([name, value]) => [name.replace(/^source_/, ""), value]);
  assert.deepEqual(leads[0].source, Object.fromEntries(source));
  // One lead marked answered at the desk: the other two are past two working days at the digest's "now".
  writeFileSync(
    join(storage, "desk.jsonl"),
    `${JSON.stringify({ at: new Date().toISOString(), by: "staff@example.com", lead: leads[0].id, status: "answered" })}\n`,
  );
  const views = browsers.length * 3;
  const count = leads.length;
  const share = `${((100 * count) / browsers.length).toFixed(1)}%`;
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, name) => values[name]);
  // Each edition's lines, in its own words (content/digest.ts and its Arabic twin, as lib/digest.php has them).
  for (const [lang, copy] of /** @type {const} */ ([
    ["en", digestCopy],
    ["ar", arDigestCopy],
  ])) {
    const text = digest(www, storage, log, lang);
    for (const line of [
      `${copy.visits}: ${browsers.length}`,
      `${copy.pageViews}: ${views}`,
      `  ${browsers.length}  /`,
      `  ${browsers.length}  www.linkedin.com`,
      `  ${browsers.length}  linkedin / social / erp`,
      `${copy.leadsByForm}: ${count}`,
      `  ${count}  ${copy.formNames.contact}`,
      `  ${count}  /contact`,
      "  1  linkedin",
      `  ${count - 1}  ${copy.noSource}`,
      fill(copy.share, { share }),
      fill(copy.spamHeld, { count: 1 }),
      fill(copy.unanswered, { days: answerWithinWorkingDays, count: count - 1 }),
    ])
      assert.ok(text.split("\n").includes(line), `${what}: the ${lang} digest lacks "${line}":\n${text}`);
  }
}

/** The traffic script against `port`, then its log checked as a report and as a digest. */
async function trafficReported(port, { www, storage }, log, what) {
  await traffic(port);
  await sleep(300);
  checkReport(report(www, storage, log), what);
  checkDigest(www, storage, log, what);
}

/** The production server block's visits log line (nginx). */
const productionLog = () =>
  /^\s*access_log \S+ makkah_visits;$/m.exec(
    readFileSync(join(root, "deploy/nginx/makkah-tech-releases.conf"), "utf8"),
  )?.[0] ?? assert.fail("deploy/nginx/makkah-tech-releases.conf: no access_log … makkah_visits line");

/** deploy/analytics's log line pointed at `file`. */
const logTo = (conf, file) => {
  const text = conf.replaceAll("/var/log/makkah-tech/access.log", file);
  assert.notEqual(text, conf, "deploy/analytics: the log path /var/log/makkah-tech/access.log is gone");
  return text;
};

test(
  "Apache: the log of a bounded traffic script becomes a report and a digest that count exactly it",
  { timeout: 120_000 },
  async (t) => {
    requireBuild();
    const apache = await serveSite("analytics-apache", (site, port) =>
      runApache(site.dir, port, [
        ...apacheConfig({ port, ...site }),
        logTo(deploy("apache-log.conf"), visits(site)),
      ]),
    );
    t.after(apache.stop);
    await trafficReported(apache.port, apache.site, visits(apache.site), "Apache");
  },
);

test(
  "nginx (the address cut as it is written), and Varnish in front logged by varnishncsa",
  { timeout: 120_000 },
  async (t) => {
    requireBuild();
    const nginx = await startNginxSite("analytics-nginx", {
      servers: (port, site) =>
        // The format at http level; the log line of the production server (deploy/nginx/makkah-tech-releases.conf).
        `${deploy("nginx-log.conf")}\n${siteServer(port, site.www).replace(
          "include",
          `${logTo(productionLog(), visits(site))}\n    include`,
        )}`,
      pool: (port) => [`env[FORMS_SITE_ORIGIN] = http://127.0.0.1:${port}`],
    });
    t.after(nginx.stop);
    const { port, site } = nginx;
    const log = visits(site);
    await trafficReported(port, site, log, "nginx");
    assert.doesNotMatch(readFileSync(log, "utf8"), /127\.0\.0\.1 /, "nginx wrote a full address");
    assert.match(readFileSync(log, "utf8"), /^127\.0\.0\.0 /m);

    // Varnish in front of the same nginx, its own log written by varnishncsa with deploy/analytics's arguments.
    const vdir = mkdtempSync(join(tmpdir(), "analytics-varnish-"));
    const varnish = await startVarnish(vdir, port, await freePort());
    const vlog = join(vdir, "visits.log");
    const args = deploy("varnishncsa.args").trim().replace("/var/log/makkah-tech/access.log", vlog);
    const ncsa = spawnServer("sh", ["-c", `exec varnishncsa -n ${join(vdir, "varnish")} ${args}`]);
    t.after(async () => {
      await ncsa.stop();
      await varnish.stop();
      rmSync(vdir, { recursive: true, force: true });
    });
    for (let i = 0; i < 100 && !existsSync(vlog); i++) await sleep(100);
    const vstorage = join(vdir, "storage");
    mkdirSync(vstorage);
    await traffic(varnish.port, `http://127.0.0.1:${port}`);
    await sleep(1500); // varnishncsa writes as the transactions end
    checkReport(report(site.www, vstorage, vlog), "Varnish");
  },
);
