// The hosting rules live in one table (scripts/lib/hosting-rules.mjs, issue 51): the files made from it are up
// to date, and a rule changed in a copy of the table reaches every form: Apache, nginx, _headers, the PHP
// preview (router.php) and the Node static server, each started for real where it runs.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { generate } from "../../scripts/build/hosting-rules.mjs";
import { cspOf, hostingRules, isNotFoundPage, isPrivate, kindOf } from "../../scripts/lib/hosting-rules.mjs";
import { createStaticServer } from "../../scripts/lib/static-server.mjs";
import { startApache } from "./apache.mjs";
import { siteServer, startNginx, writeNginxSnippets } from "./nginx.mjs";
import {
  checkNotFoundPages,
  form,
  freePort,
  get,
  makeSite,
  out,
  requireBuild,
  root,
  serveSite,
  startServerOn,
  withServer,
} from "./support.mjs";

let tmp;
let changed; // the changed table's forms: { "public/.htaccess": text, … }
const secret = "/drafts/plan.html"; // private only in the changed table
const referrer = "no-referrer"; // Referrer-Policy in the changed table
const post = form({ message: "x".repeat(100 * 1024) }); // under today's body limit, over the changed table's
const tooLarge = "/assets/phpscripts/contact.php?hl=ar"; // the changed table's Arabic 413 page
const svg = "/images/portfolio/project-7.svg"; // compressed today, not under the changed table
const signIn = "/assets/phpscripts/sign-in.php"; // the changed table's sign-in script (a copy of cms-auth.php)
const opener = async (port, path) => (await get(port, path)).headers["cross-origin-opener-policy"];
const encoding = async (port) => (await get(port, svg)).headers["content-encoding"];
/** The draft is refused (with the given statuses) and its text never sent; the response, for its headers. */
async function hidden(port, statuses = [404], log = "") {
  const res = await get(port, secret);
  assert.ok(statuses.includes(res.status), `${secret}: ${res.status} ${log}`);
  assert.doesNotMatch(res.text, /DRAFT-LEAK/);
  return res;
}

before(async () => {
  requireBuild();
  tmp = mkdtempSync(join(tmpdir(), "hosting-rules-"));
  // A copy of the table with one private folder more and another Referrer-Policy, as an editor of the rules
  // would write it.
  const source = readFileSync(join(root, "scripts/lib/hosting-rules.mjs"), "utf8");
  const edited = source
    .replace('folders: ["storage", "lib", "vendor", "node_modules", "private"]', (m) =>
      m.replace('"private"]', '"private", "drafts"]'),
    )
    .replace('"Referrer-Policy": "strict-origin-when-cross-origin"', `"Referrer-Policy": "${referrer}"`)
    .replace("maxBody: 131072", "maxBody: 65536")
    .replace('arabicQuery: "lang=ar"', 'arabicQuery: "hl=ar"')
    .replace('      "image/svg+xml",\n    ],', "    ],")
    .replace('signIn: "/assets/phpscripts/cms-auth.php"', `signIn: "${signIn}"`);
  assert.notEqual(edited, source);
  writeFileSync(join(tmp, "hosting-rules.mjs"), edited);
  const { hostingRules: rules } = await import(pathToFileURL(join(tmp, "hosting-rules.mjs")).href);
  assert.ok(rules.private.folders.includes("drafts"), "the copy of the table was not changed");
  assert.ok(!rules.mime.compressed.includes("image/svg+xml"), "the copy still compresses SVG");
  changed = Object.fromEntries((await generate({ rules })).map(({ file, text }) => [file, text]));
});

after(() => tmp && rmSync(tmp, { recursive: true, force: true }));

test("the table's rules: private paths, the 404 pages' URLs, the CSP kind; out/ has the generated .htaccess", () => {
  const open = ["/.well-known/security.txt", "/about-us/", "/_next/static/a.js", "/images/a.png"];
  const closed = ["/.env", "/storage/x.txt", "/README.md", "/a/composer.json", "/_headers", "/x.bak", "/a~"];
  for (const path of [...closed, ...open]) assert.equal(isPrivate(path), closed.includes(path), path);
  for (const path of ["/404", "/404.html", "/ar/404/", "/_not-found/index.html"])
    assert.ok(isNotFoundPage(path));
  assert.ok(!isNotFoundPage("/ar/_not-found2"));
  assert.deepEqual(
    ["/", "/about-us", "/a.html", "/b.php", "/c.js", "/d.mjs", "/e.svg", "/f.json"].map((p) => kindOf(p)),
    ["page", "page", "page", "page", "script", "script", "file", "file"],
  );
  assert.equal(hostingRules.headers["Referrer-Policy"], "strict-origin-when-cross-origin");
  // That the hosting forms are what the table makes is the gate step hosting-rules (hosting-rules.mjs --check);
  // here, that the build copied the generated .htaccess into out/.
  assert.match(readFileSync(join(out, ".htaccess"), "utf8"), /hosting-rules:begin headers/, "out/.htaccess");
});

/** Puts a page in the folder the changed table makes private, and the changed table's sign-in script, into `www`. */
function addDraft(www) {
  mkdirSync(join(www, "drafts"), { recursive: true });
  writeFileSync(join(www, secret.slice(1)), "<p>DRAFT-LEAK</p>\n");
  copyFileSync(join(www, "assets/phpscripts/cms-auth.php"), join(www, signIn.slice(1)));
}

test("a changed rule reaches _headers, and a changed body limit PHP's settings and the Apache site configs (text: no server reads them here)", () => {
  const cdn = changed["public/_headers"];
  assert.match(cdn, new RegExp(`^/\\*\\n(  .+\\n)*  Referrer-Policy: ${referrer}\\n`, "m"));
  assert.doesNotMatch(cdn, /strict-origin-when-cross-origin/);
  for (const file of ["public/.user.ini", "deploy/nginx/makkah-tech-site.conf"]) {
    assert.match(changed[file], /post_max_size ?= ?64K/, file);
    assert.doesNotMatch(changed[file], /128K/, file);
  }
  for (const file of ["makkah-tech", "preview-layout", "release-layout"].map(
    (f) => `deploy/apache/${f}.conf`,
  ))
    assert.match(changed[file], /<Location \/assets\/phpscripts\/>\n\s*LimitRequestBody 65536\n/, file);
});

test("a changed rule reaches Apache (.htaccess)", () =>
  withServer(startApache(), async ({ port, site: { www }, log }) => {
    addDraft(www);
    const before = await get(port, secret);
    assert.equal(before.status, 200, "the draft is served under today's rules");
    assert.notEqual((await get(port, "/assets/phpscripts/contact.php", post)).status, 413);
    assert.equal(await encoding(port), "gzip");
    assert.equal(await opener(port, signIn), "same-origin");
    writeFileSync(join(www, ".htaccess"), changed["public/.htaccess"]);
    assert.equal((await hidden(port, [403, 404])).headers["referrer-policy"], referrer);
    // Refused before PHP starts (PHP's own post_max_size would log "POST Content-Length … exceeds the limit").
    const big = await get(port, tooLarge, post);
    assert.equal(big.status, 413);
    assert.match(big.text, /<html lang="ar"/);
    assert.doesNotMatch(log(), /POST Content-Length/);
    assert.equal(await encoding(port), undefined);
    assert.equal(await opener(port, signIn), "unsafe-none");
  }));

test("a changed rule reaches nginx (both snippets)", async () => {
  const nginx = serveSite("rules-nginx", (site, port) => {
    addDraft(site.www);
    writeNginxSnippets(site.dir, {
      site: () => changed["deploy/nginx/makkah-tech-site.conf"],
      headers: () => changed["deploy/nginx/security-headers.conf"],
    });
    return startNginx(site.dir, siteServer(port, site.www), { port });
  });
  await withServer(nginx, async ({ port, log }) => {
    assert.equal((await hidden(port, [404], log())).headers["referrer-policy"], referrer);
    assert.equal((await get(port, "/")).headers["referrer-policy"], referrer);
    const big = await get(port, tooLarge, post);
    assert.equal(big.status, 413, log());
    assert.match(big.text, /<html lang="ar"/);
    assert.equal(await encoding(port), undefined);
    assert.equal(await opener(port, "/assets/phpscripts/cms-auth.php"), "same-origin");
    assert.equal(await opener(port, signIn), undefined);
  });
});

test("a changed rule reaches the PHP preview (router.php reads the generated JSON)", async () => {
  const php = serveSite("rules-php", (site, port) => {
    addDraft(site.www);
    const rules = join(site.dir, "hosting-rules.json");
    writeFileSync(rules, changed["scripts/serve/hosting-rules.json"]);
    const args = ["-S", `127.0.0.1:${port}`, "-t", site.www, join(root, "scripts/serve/router.php")];
    return startServerOn(port, "php", args, { env: { ...process.env, HOSTING_RULES: rules } });
  });
  await withServer(php, async ({ port, log }) => {
    await hidden(port, [404], log());
    assert.equal((await get(port, "/")).headers["referrer-policy"], referrer);
  });
});

test("a changed rule reaches the Node static server", async () => {
  const site = makeSite("rules-node");
  addDraft(site.www);
  const { hostingRules: rules } = await import(pathToFileURL(join(tmp, "hosting-rules.mjs")).href);
  const serve = (r) =>
    new Promise((ok) => {
      const server = createStaticServer({ out: site.www, rules: r });
      server.listen(0, "127.0.0.1", () => ok(server));
    });
  const today = await serve(undefined);
  const edited = await serve(rules);
  try {
    assert.equal((await get(today.address().port, secret)).status, 200);
    assert.equal(await encoding(today.address().port), "gzip");
    assert.equal(await encoding(edited.address().port), undefined);
    await hidden(edited.address().port);
  } finally {
    today.close();
    edited.close();
    site.cleanup();
  }
});

test("the preview server (npm start: serve.mjs, php -S, router.php): the 404 pages' URLs answer 404, any 404 with the page policy as the hosts send it; pages 200", async () => {
  assert.equal(spawnSync("php", ["--version"]).status, 0, "php-cli is missing");
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1" };
  await withServer(
    startServerOn(port, "node", [join(root, "scripts/serve/serve.mjs")], { env }),
    async () => {
      await checkNotFoundPages(port, { headers: false });
      for (const path of ["/missing.png", "/README.md", "/no-such-page"]) {
        const res = await get(port, path);
        assert.equal(res.status, 404, path);
        assert.equal(res.headers["content-security-policy"], cspOf("page"), path);
      }
      for (const url of ["/", "/about-us", "/ar", "/ar/contact/"])
        assert.equal((await get(port, url)).status, 200, url);
    },
  );
});
