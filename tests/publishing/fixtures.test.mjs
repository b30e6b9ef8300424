// A writer adds articles: one extra build of a temporary copy of the project with fixture articles
// (a new article in both languages, an English-only one, an Arabic-only one, and enough more to need a
// second index page), then checks the exported site: index pages, feeds, sitemap, article pages, language
// links, pagination links, canonical URLs and the forms' return routes. One build for all of it (1-3 minutes on 2 cores).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { copyProject } from "../../scripts/lib/photo-fixture.mjs";
import { listFiles } from "../../scripts/lib/walk.mjs";

const root = process.cwd();
const site = "https://www.makkahtech.example";
let dir;
let out;

const article = ({ slug, title, category = "web-development", date, excerpt, body, extra = "" }) =>
  `---
slug: ${JSON.stringify(slug)}
title: ${JSON.stringify(title)}
category: ${category}
date: ${date}
excerpt: ${JSON.stringify(excerpt)}
${extra}---

${body}
`;

/** The build's environment: PWD is the copy; the test runner's own variables and NODE_ENV are not passed on. */
function buildEnv(cwd) {
  const env = { ...process.env, PWD: cwd, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NODE_TEST_CONTEXT;
  delete env.NODE_ENV;
  delete env.CONTENT_ROOT;
  return env;
}

const NEW = "writers-first-article";
const EN_ONLY = "english-only-field-notes";
const AR_ONLY = "arabic-only-market-notes";
const fillers = Array.from({ length: 6 }, (_, i) => `filler-article-${i + 1}`);

before(
  () => {
    if (process.env.FIXTURE_BUILD_DIR) {
      // Re-run the checks against a kept build (KEEP_FIXTURE_BUILD=1 prints where it is).
      dir = process.env.FIXTURE_BUILD_DIR;
      out = join(dir, "out");
      return;
    }
    // A copy of the project (node_modules hard-linked), shared with the photo fixture.
    dir = copyProject(root, "mts-publishing-");
    const en = join(dir, "content/blogs");
    const ar = join(dir, "content/ar/blogs");
    writeFileSync(
      join(en, `${NEW}.mdx`),
      article({
        slug: NEW,
        title: "A Writer's First Article",
        date: "2026-11-01",
        excerpt: "Written in Markdown by the marketing team, with no code change.",
        body: "## Why Markdown\n\nPlain paragraphs and **bold** words.\n\n- one\n- two\n\n## What next\n\nMore.\n",
        extra: "toc: true\nupdated: 2026-11-10\n",
      }),
    );
    writeFileSync(
      join(ar, `${NEW}.mdx`),
      article({
        slug: NEW,
        title: "أول مقال يكتبه فريق التسويق",
        date: "2026-11-01",
        excerpt: "مقال مكتوب بصيغة ماركداون دون أي تعديل في الشيفرة.",
        body: "## لماذا ماركداون\n\nفقرات بسيطة وكلمات **بارزة**.\n",
      }),
    );
    writeFileSync(
      join(en, `${EN_ONLY}.md`),
      article({
        slug: EN_ONLY,
        title: "English-Only Field Notes",
        category: "artificial-intelligence",
        date: "2026-10-20",
        excerpt: "An article that has no Arabic twin yet.",
        body: "Notes from the field.\n",
      }),
    );
    writeFileSync(
      join(ar, `${AR_ONLY}.mdx`),
      article({
        slug: AR_ONLY,
        title: "ملاحظات من السوق المحلي",
        category: "mobile-app-development",
        date: "2026-10-15",
        excerpt: "مقال لا نسخة إنجليزية له بعد.",
        body: "ملاحظات من الميدان.\n",
      }),
    );
    for (const [i, slug] of fillers.entries()) {
      const date = `2020-01-0${i + 1}`;
      writeFileSync(
        join(en, `${slug}.mdx`),
        article({
          slug,
          title: `Filler Article ${i + 1}`,
          date,
          excerpt: "An older article.",
          body: "Text.\n",
        }),
      );
      writeFileSync(
        join(ar, `${slug}.mdx`),
        article({ slug, title: `مقال قديم رقم ${i + 1}`, date, excerpt: "مقال أقدم.", body: "نص.\n" }),
      );
    }
    const t0 = Date.now();
    // Next from the copy's node_modules: run from this project's, it would load a second React.
    const build = spawnSync(process.execPath, [join(dir, "node_modules/next/dist/bin/next"), "build"], {
      cwd: dir,
      env: buildEnv(dir),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    console.log(`fixture build: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    assert.equal(build.status, 0, `next build failed:\n${build.stdout}\n${build.stderr}`);
    out = join(dir, "out");
  },
  { timeout: 15 * 60_000 },
);

after(() => {
  if (!dir || process.env.FIXTURE_BUILD_DIR) return;
  if (process.env.KEEP_FIXTURE_BUILD) console.log(`fixture build kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
});

const html = (path) => readFileSync(join(out, path, "index.html"), "utf8");
const url = (path) => `${site}${encodeURI(path)}/`;
const attr = (page, re) => page.match(re)?.[1];
const canonical = (page) => attr(page, /<link rel="canonical" href="([^"]+)"/);
const hreflangs = (page) =>
  [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
const links = (page) => [...page.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);

const allHtml = () => listFiles(out, { suffix: ".html" });

const feed = (path) => {
  const text = readFileSync(join(out, path), "utf8");
  assert.equal(XMLValidator.validate(text), true, `${path} is not well-formed XML`);
  return { text, rss: new XMLParser({ ignoreAttributes: false }).parse(text).rss };
};

test("a new article in both languages is on /blogs and /ar/blogs, at its own URLs, in both feeds and in the sitemap", () => {
  const en = html(`blogs/${NEW}`);
  const ar = html(`ar/blogs/${NEW}`);
  assert.match(en, /<h1[^>]*>A Writer(&#x27;|')s First Article<\/h1>/);
  assert.match(ar, /<h1[^>]*>أول مقال يكتبه فريق التسويق<\/h1>/);
  assert.match(en, /<strong>bold<\/strong>/);
  // toc: true lists the ## headings, linked to their anchors; updated gives dateModified.
  assert.match(en, /<nav aria-label="In this article"[\s\S]*?href="#why-markdown"[\s\S]*?href="#what-next"/);
  assert.match(en, /<h2[^>]* id="why-markdown"/);
  assert.match(en, /"dateModified":"2026-11-10"/);
  assert.ok(links(html("blogs")).includes(`/blogs/${NEW}/`), "listed on /blogs (newest first, page 1)");
  assert.ok(links(html("ar/blogs")).includes(`/ar/blogs/${NEW}/`), "listed on /ar/blogs");
  assert.deepEqual(hreflangs(en), [
    ["en", url(`/blogs/${NEW}`)],
    ["ar", url(`/ar/blogs/${NEW}`)],
    ["x-default", url(`/blogs/${NEW}`)],
  ]);
  assert.ok(links(en).includes(`/ar/blogs/${NEW}/`), "the language switch leads to the twin");
  assert.ok(feed("blogs/feed.xml").text.includes(`<link>${url(`/blogs/${NEW}`)}</link>`));
  assert.ok(feed("ar/blogs/feed.xml").text.includes(`<link>${url(`/ar/blogs/${NEW}`)}</link>`));
  const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
  const entry = sitemap.split("<url>").find((u) => u.includes(`<loc>${url(`/blogs/${NEW}`)}</loc>`));
  assert.ok(entry, "in the sitemap");
  assert.match(entry, new RegExp(`hreflang="ar" href="${url(`/ar/blogs/${NEW}`)}"`));
  assert.match(entry, /<lastmod>2026-11-10/);
  assert.ok(sitemap.includes(`<loc>${url(`/ar/blogs/${NEW}`)}</loc>`));
});

test("an English-only article: its page exists, and nothing links or points to a missing Arabic page", () => {
  assert.ok(existsSync(join(out, "blogs", EN_ONLY, "index.html")));
  assert.ok(!existsSync(join(out, "ar/blogs", EN_ONLY)), "no Arabic page was made up");
  const missing = `/ar/blogs/${EN_ONLY}`;
  for (const file of allHtml()) {
    assert.ok(!readFileSync(file, "utf8").includes(missing), `${relative(out, file)} mentions ${missing}`);
  }
  const en = html(`blogs/${EN_ONLY}`);
  assert.deepEqual(hreflangs(en), [
    ["en", url(`/blogs/${EN_ONLY}`)],
    ["x-default", url(`/blogs/${EN_ONLY}`)],
  ]);
  assert.ok(links(en).includes("/ar/blogs/"), "the language switch leads to the Arabic blog index instead");
  const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
  assert.ok(!sitemap.includes(missing));
  assert.ok(!readFileSync(join(out, "ar/blogs/feed.xml"), "utf8").includes(EN_ONLY));
  assert.ok(readFileSync(join(out, "blogs/feed.xml"), "utf8").includes(EN_ONLY));
});

test("an Arabic-only article: its page exists, nothing points to a missing English page, and forms on it return to it", () => {
  assert.ok(existsSync(join(out, "ar/blogs", AR_ONLY, "index.html")));
  assert.ok(!existsSync(join(out, "blogs", AR_ONLY)), "no English page was made up");
  const missing = new RegExp(`(?<!/ar)/blogs/${AR_ONLY}`);
  for (const file of allHtml()) {
    assert.doesNotMatch(
      readFileSync(file, "utf8"),
      missing,
      `${relative(out, file)} points to the English twin`,
    );
  }
  assert.ok(
    links(html(`ar/blogs/${AR_ONLY}`)).includes("/blogs/"),
    "its language switch leads to the English blog index",
  );
  assert.ok(
    readFileSync(join(out, "sitemap.xml"), "utf8").includes(`<loc>${url(`/ar/blogs/${AR_ONLY}`)}</loc>`),
  );
  // The PHP handlers send a visitor back only to a route of the allow-list, else to the edition's index.
  const rules = spawnSync(process.execPath, [join(dir, "scripts/forms-rules.mjs"), out], {
    cwd: dir,
    env: buildEnv(dir),
    encoding: "utf8",
  });
  assert.equal(rules.status, 0, rules.stderr);
  const { routes } = JSON.parse(readFileSync(join(out, "assets/phpscripts/lib/rules.json"), "utf8"));
  assert.ok(routes.ar.includes(`/ar/blogs/${AR_ONLY}`), "the Arabic-only article is a return route");
  assert.ok(!routes.en.includes(`/blogs/${AR_ONLY}`), "its missing English twin is not");
  assert.ok(routes.en.includes(`/blogs/${EN_ONLY}`), "the English-only article is a return route");
  assert.ok(!routes.ar.includes(`/ar/blogs/${EN_ONLY}`), "its missing Arabic twin is not");
});

for (const prefix of ["", "/ar"]) {
  test(`${prefix || "English"}: two index pages with rel prev/next, pagination links and self canonicals`, () => {
    const first = html(`${prefix.slice(1)}/blogs`.replace(/^\//, ""));
    const second = html(`${prefix.slice(1)}/blogs/page/2`.replace(/^\//, ""));
    assert.ok(!existsSync(join(out, `${prefix}/blogs/page/3`)), "exactly two pages");
    assert.equal(canonical(first), url(`${prefix}/blogs`));
    assert.equal(canonical(second), url(`${prefix}/blogs/page/2`));
    assert.equal(attr(first, /<link rel="next" href="([^"]+)"/), `${prefix}/blogs/page/2/`);
    assert.equal(attr(first, /<link rel="prev" href="([^"]+)"/), undefined);
    assert.equal(attr(second, /<link rel="prev" href="([^"]+)"/), `${prefix}/blogs/`);
    assert.equal(attr(second, /<link rel="next" href="([^"]+)"/), undefined);
    assert.ok(links(first).includes(`${prefix}/blogs/page/2/`));
    assert.ok(links(second).includes(`${prefix}/blogs/`));
    // Newest first: the oldest fillers are on page 2, not page 1.
    assert.ok(links(second).includes(`${prefix}/blogs/filler-article-1/`));
    assert.ok(!links(first).includes(`${prefix}/blogs/filler-article-1/`));
    // /blogs/page/1 repeats page 1: canonical /blogs, not indexed.
    const one = html(`${prefix.slice(1)}/blogs/page/1`.replace(/^\//, ""));
    assert.equal(canonical(one), url(`${prefix}/blogs`));
    assert.match(one, /<meta name="robots" content="noindex, follow"/);
    const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
    assert.ok(sitemap.includes(`<loc>${url(`${prefix}/blogs/page/2`)}</loc>`));
    assert.ok(!sitemap.includes(`${prefix}/blogs/page/1/`));
  });
}

test("feeds validate: RSS 2.0, required elements, absolute URLs, RFC 822 dates", () => {
  for (const path of ["blogs/feed.xml", "ar/blogs/feed.xml"]) {
    const { rss } = feed(path);
    assert.equal(rss["@_version"], "2.0");
    const { channel } = rss;
    for (const field of ["title", "link", "description"])
      assert.ok(channel[field], `${path}: channel ${field}`);
    assert.ok(channel.link.startsWith(`${site}/`));
    const items = [channel.item].flat();
    assert.ok(items.length >= 10, `${path}: ${items.length} items`);
    const rfc822 =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    for (const item of items) {
      assert.ok(item.title && item.description, `${path}: item title and description`);
      assert.match(item.link, /^https:\/\/[^/]+\//, `${path}: absolute link`);
      assert.equal(item.guid["#text"], item.link);
      assert.match(item.pubDate, rfc822);
    }
    const dates = items.map((i) => Date.parse(i.pubDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
      `${path}: newest first`,
    );
    assert.match(channel.lastBuildDate, rfc822);
  }
  // Autodiscovery on the blog pages.
  for (const path of ["blogs", `blogs/${NEW}`, "ar/blogs", "blogs/page/2"]) {
    const feedUrl = path.startsWith("ar") ? `${site}/ar/blogs/feed.xml` : `${site}/blogs/feed.xml`;
    assert.match(
      html(path),
      new RegExp(`<link rel="alternate" type="application/rss\\+xml"[^>]*href="${feedUrl}"`),
      path,
    );
  }
});
