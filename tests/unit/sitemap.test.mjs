// scripts/lib/sitemap.mjs: the one reader of a sitemap (search index, audit, check:live, e2e/seo.spec.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { sitemapEntries, sitemapFiles, sitemapPaths, sitemapUrls } from "../../scripts/lib/sitemap.mjs";

const sitemap = (...locs) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${locs
    .map(
      (loc) => `<url>\n<loc>${loc}</loc>\n<xhtml:link rel="alternate" hreflang="en" href="${loc}" />\n</url>`,
    )
    .join("\n")}\n</urlset>\n`;

test("every XML entity of a <loc> is decoded once; one URL is a list of one; paths and files in order, each file once", () => {
  const locs = [
    ["https://x.example/blogs/ai:-farming&apos;s-future/", "https://x.example/blogs/ai:-farming's-future/"],
    ["https://x.example/a?b=1&amp;c=&quot;2&quot;", 'https://x.example/a?b=1&c="2"'],
    ["https://x.example/it&#39;s&#x3A;&amp;lt;/", "https://x.example/it's:&lt;/"],
  ];
  assert.deepEqual(
    sitemapUrls(sitemap(...locs.map(([xml]) => xml))),
    locs.map(([, url]) => url),
  );
  // One URL is a list of one; paths and files follow the sitemap's order, each file once.
  assert.deepEqual(sitemapUrls(sitemap("https://x.example/")), ["https://x.example/"]);
  const xml = sitemap(
    "https://x.example/",
    "https://x.example/ar/about-us/",
    "https://x.example/ar/about-us/",
  );
  assert.deepEqual(sitemapPaths(xml), ["/", "/ar/about-us/", "/ar/about-us/"]);
  assert.deepEqual(sitemapFiles(xml), ["index.html", "ar/about-us/index.html"]);
  assert.deepEqual(sitemapFiles(sitemap("https://x.example/%D8%A8/")), ["ب/index.html"]);
});

test("a sitemap that is not well-formed XML fails, naming it; each entry has its hreflang alternates, decoded, and only the alternate links", () => {
  assert.throws(
    () => sitemapUrls("<urlset><url><loc>https://x.example/a&b</loc></url></urlset>"),
    /sitemap\.xml/,
  );
  // Each entry has its hreflang alternates, decoded, and only the alternate links.
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://x.example/blogs/it&apos;s/</loc>
<xhtml:link rel="alternate" hreflang="en" href="https://x.example/blogs/it&apos;s/" />
<xhtml:link rel="alternate" hreflang="ar" href="https://x.example/ar/blogs/it&#39;s&#x3A;/" />
<xhtml:link rel="canonical" hreflang="fr" href="https://x.example/elsewhere/" />
<xhtml:link rel="alternate" hreflang="x-default" />
</url>
<url><loc>https://x.example/ar/</loc></url>
</urlset>
`;
  assert.deepEqual(sitemapEntries(xml), [
    {
      loc: "https://x.example/blogs/it's/",
      alternates: [
        { hreflang: "en", href: "https://x.example/blogs/it's/" },
        { hreflang: "ar", href: "https://x.example/ar/blogs/it's:/" },
      ],
    },
    { loc: "https://x.example/ar/", alternates: [] },
  ]);
});
