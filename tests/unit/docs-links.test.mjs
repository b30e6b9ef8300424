// Every relative link in README.md and docs/**/*.md resolves: the file or folder exists in the
// repository and, for a link into a Markdown file, the #anchor is one of its headings (GitHub's slugs).
// Links to other sites (https:, mailto:) are not checked here: they are not ours to keep alive, and a
// test that needs the network would fail offline. Code spans and fenced code are skipped, so a route
// written as an example (`[links](/contact)`) is not a link.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import test from "node:test";
// The CommonMark parser of remark (through @mdx-js/mdx): links, headings and code as GitHub reads them.
import GithubSlugger from "github-slugger";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";

const root = resolve(new URL("../../", import.meta.url).pathname);

/** A Markdown text's syntax tree, front matter blanked (lines kept, so positions stay right). */
const parse = (text) => fromMarkdown(text.replace(/^---\n[\s\S]*?\n---\n/, (m) => m.replace(/[^\n]/g, "")));

/** Every anchor a Markdown text defines: its headings (GitHub's slugs, duplicates numbered) and the ids of its <a> tags. */
function anchors(text) {
  const slugger = new GithubSlugger();
  const found = new Set();
  visit(parse(text), (node) => {
    if (node.type === "html")
      for (const m of node.value.matchAll(/<a\s[^>]*?\b(?:id|name)="([^"]+)"/g)) found.add(m[1]);
    if (node.type === "heading") found.add(slugger.slug(toString(node, { includeHtml: false })));
  });
  return found;
}

/** The link destinations of a Markdown text: links, images and reference definitions, with their lines. */
const links = (text) => {
  const out = [];
  visit(parse(text), (node) => {
    if (node.type === "link" || node.type === "image" || node.type === "definition")
      out.push({ target: node.url, line: node.position?.start.line });
  });
  return out;
};

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/**
 * The broken relative links of one Markdown file, as readable messages. `exists(path)` and
 * `read(path)` are injected so the resolver can be tested on fixtures without touching the disk.
 */
function brokenLinks(file, text, { exists, read, repoRoot = root }) {
  const problems = [];
  const anchorsOf = new Map();
  const anchorsIn = (path) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, anchors(path === file ? text : read(path)));
    return anchorsOf.get(path);
  };
  const at = (line, target, why) => `${relative(repoRoot, file)}:${line}: ${target} (${why})`;
  for (const { target, line } of links(text)) {
    if (isExternal(target)) continue;
    const [pathPart, hash] = target.split(/#(.*)$/s);
    let decoded;
    try {
      decoded = decodeURIComponent(pathPart.split("?")[0]);
    } catch {
      problems.push(at(line, target, "malformed percent-encoding"));
      continue;
    }
    const path = !decoded
      ? file
      : decoded.startsWith("/")
        ? join(repoRoot, decoded)
        : resolve(dirname(file), decoded);
    if (!exists(path)) problems.push(at(line, target, `no such file: ${relative(repoRoot, path)}`));
    else if (hash !== undefined && /\.md$/i.test(path)) {
      const anchor = decodeURIComponent(hash).toLowerCase();
      if (!anchorsIn(path).has(anchor))
        problems.push(at(line, target, `no heading #${anchor} in ${relative(repoRoot, path)}`));
    }
  }
  return problems;
}

test("every relative link in README.md and docs/ resolves (files and #anchors)", () => {
  const docs = readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" });
  const files = [
    join(root, "README.md"),
    ...docs.filter((f) => /\.md$/i.test(f)).map((f) => join(root, "docs", f)),
  ];
  assert.ok(files.length > 1, "docs/ holds Markdown files");
  const problems = files.flatMap((file) =>
    brokenLinks(file, readFileSync(file, "utf8"), {
      exists: existsSync,
      read: (path) => readFileSync(path, "utf8"),
    }),
  );
  assert.deepEqual(problems, [], `broken links:\n${problems.join("\n")}`);
});

// The resolver itself, on fixtures: it must be able to fail.
const fixtureRoot = "/repo";
const fixtures = {
  "/repo/README.md": [
    "# Project",
    "See [the guide](docs/guide.md#adding-a-page), [deploy](docs/guide.md#deploy--hosting) and [top](#project).",
    "A [missing file](docs/nope.md), a [missing anchor](docs/guide.md#nowhere), [self](#not-here).",
    "[layout](app/(en)/layout.tsx), [folder](app/), [site](https://example.com), [mail](mailto:a@b.c).",
    "Code is skipped: `[x](nowhere.md)`.",
    "```md",
    "[fenced](nowhere-either.md)",
    "```",
    "[ref]: docs/also-missing.md",
  ].join("\n"),
  "/repo/docs/guide.md": [
    "# Guide",
    "## Adding a page",
    "## Deploy & hosting",
    "Setext heading",
    "--------------",
    "## Adding a page",
    "Back to [the README](../README.md#project), [twin](#adding-a-page-1), [setext](#setext-heading).",
  ].join("\n"),
};
const fixtureFs = {
  exists: (path) => path in fixtures || ["/repo/app/(en)/layout.tsx", "/repo/app"].includes(path),
  read: (path) => fixtures[path],
  repoRoot: fixtureRoot,
};

test("the resolver reports each broken link with its file, line and reason, and accepts the good ones; heading slugs follow GitHub's rules", () => {
  assert.deepEqual(brokenLinks("/repo/README.md", fixtures["/repo/README.md"], fixtureFs), [
    "README.md:3: docs/nope.md (no such file: docs/nope.md)",
    "README.md:3: docs/guide.md#nowhere (no heading #nowhere in docs/guide.md)",
    "README.md:3: #not-here (no heading #not-here in README.md)",
    "README.md:9: docs/also-missing.md (no such file: docs/also-missing.md)",
  ]);
  assert.deepEqual(brokenLinks("/repo/docs/guide.md", fixtures["/repo/docs/guide.md"], fixtureFs), []);
  // Heading slugs follow GitHub's rules.
  const slug = (heading) => [...anchors(`## ${heading}`)][0];
  assert.equal(
    slug("Option 1: one Apache + PHP host (the usual shared hosting)"),
    "option-1-one-apache--php-host-the-usual-shared-hosting",
  );
  assert.equal(slug("`npm test`, step by step"), "npm-test-step-by-step");
  assert.equal(slug("**Bold** and [a link](x.md) and FORMS_SECRET"), "bold-and-a-link-and-forms_secret");
  assert.equal(slug("Before launch"), "before-launch");
  assert.equal(slug("النسخة العربية"), "النسخة-العربية");
  assert.deepEqual([...anchors("# A\n## A\n## A")], ["a", "a-1", "a-2"]);
});
