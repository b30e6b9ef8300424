// Every relative link in README.md and docs/**/*.md resolves: the file or folder exists in the
// repository and, for a link into a Markdown file, the #anchor is one of its headings (GitHub's slugs).
// Links to other sites (https:, mailto:) are not checked here: they are not ours to keep alive, and a
// test that needs the network would fail offline. Code spans and fenced code are skipped, so a route
// written as an example (`[links](/contact)`) is not a link.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import test from "node:test";

const root = resolve(new URL("../../", import.meta.url).pathname);

/** The lines of a Markdown text outside fenced code blocks and front matter, with their line numbers. */
export function proseLines(text) {
  const lines = text.split(/\r?\n/);
  const out = [];
  let fence = null;
  let i = 0;
  if (lines[0] === "---") {
    const end = lines.indexOf("---", 1);
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i];
    const open = line.match(/^ {0,3}(`{3,}|~{3,})/);
    if (fence) {
      if (
        open &&
        open[1][0] === fence[0] &&
        open[1].length >= fence.length &&
        !/\S/.test(line.slice(open[0].length))
      )
        fence = null;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    out.push({ line, number: i + 1 });
  }
  return out;
}

/** A line with its code spans blanked out (same length, so positions stay meaningful). */
const withoutCode = (line) => line.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (m) => " ".repeat(m.length));

/** The plain text GitHub makes of a heading's inline Markdown, before it slugs it. */
function headingText(raw) {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // links and images: their text
    .replace(/<[^>]+>/g, "") // inline HTML tags
    .split(/(`+[^`]*`+)/) // code spans keep their content verbatim
    .map((part, i) =>
      i % 2
        ? part.replace(/^`+|`+$/g, "")
        : part.replace(/\*+/g, "").replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, "$1"),
    )
    .join("");
}

/** GitHub's heading anchor (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
export function slug(text) {
  return headingText(text)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown text defines: its headings (ATX and setext, duplicates numbered) and HTML ids. */
export function anchors(text) {
  const seen = new Map();
  const found = new Set();
  const add = (heading) => {
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n ? `${base}-${n}` : base);
  };
  const lines = proseLines(text);
  lines.forEach(({ line }, k) => {
    const atx = line.match(/^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/);
    if (atx) return add(atx[1] ?? "");
    const next = lines[k + 1];
    const setext =
      next && next.number === lines[k].number + 1 && /^ {0,3}(=+|-+)[ \t]*$/.test(next.line) && line.trim();
    if (setext && !/^ {0,3}([-*+]|\d+[.)]|>|\|)/.test(line) && !/^ {0,3}-+[ \t]*$/.test(line))
      add(line.trim());
    for (const m of line.matchAll(/<a\s[^>]*?\b(?:id|name)="([^"]+)"/g)) found.add(m[1]);
  });
  return found;
}

/** The link destinations of a Markdown text: inline links and images, and reference definitions. */
export function links(text) {
  const out = [];
  for (const { line: raw, number } of proseLines(text)) {
    const line = withoutCode(raw);
    const def = line.match(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/);
    if (def) out.push({ target: def[1].replace(/^<|>$/g, ""), line: number });
    for (let at = line.indexOf("]("); at !== -1; at = line.indexOf("](", at + 2)) {
      let i = at + 2;
      while (line[i] === " ") i++;
      let target = "";
      if (line[i] === "<") {
        const end = line.indexOf(">", i);
        if (end === -1) continue;
        target = line.slice(i + 1, end);
      } else {
        // Balanced parentheses are part of the destination (app/(en)/layout.tsx).
        let depth = 0;
        for (; i < line.length; i++) {
          const c = line[i];
          if (c === "\\") {
            target += line[++i] ?? "";
            continue;
          }
          if (c === " " || (c === ")" && depth === 0)) break;
          if (c === "(") depth++;
          if (c === ")") depth--;
          target += c;
        }
      }
      if (target) out.push({ target, line: number });
    }
  }
  return out;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/**
 * The broken relative links of one Markdown file, as readable messages. `exists(path)` and
 * `read(path)` are injected so the resolver can be tested on fixtures without touching the disk.
 */
export function brokenLinks(file, text, { exists, read, repoRoot = root }) {
  const problems = [];
  const anchorsOf = new Map();
  const anchorsIn = (path) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, anchors(path === file ? text : read(path)));
    return anchorsOf.get(path);
  };
  for (const { target, line } of links(text)) {
    if (isExternal(target)) continue;
    const [pathPart, hash] = target.split(/#(.*)$/s);
    const pathOnly = pathPart.split("?")[0];
    let decoded;
    try {
      decoded = decodeURIComponent(pathOnly);
    } catch {
      problems.push(`${relative(repoRoot, file)}:${line}: ${target} (malformed percent-encoding)`);
      continue;
    }
    const path = !decoded
      ? file
      : decoded.startsWith("/")
        ? join(repoRoot, decoded)
        : resolve(dirname(file), decoded);
    if (!exists(path)) {
      problems.push(
        `${relative(repoRoot, file)}:${line}: ${target} (no such file: ${relative(repoRoot, path)})`,
      );
      continue;
    }
    if (hash !== undefined && /\.md$/i.test(path)) {
      const anchor = decodeURIComponent(hash).toLowerCase();
      if (!anchorsIn(path).has(anchor))
        problems.push(
          `${relative(repoRoot, file)}:${line}: ${target} (no heading #${anchor} in ${relative(repoRoot, path)})`,
        );
    }
  }
  return problems;
}

/** README.md and every Markdown file under docs/. */
export function docFiles(repoRoot = root) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : /\.md$/i.test(e.name) ? [join(dir, e.name)] : [],
    );
  const docs = join(repoRoot, "docs");
  return [
    join(repoRoot, "README.md"),
    ...(existsSync(docs) && statSync(docs).isDirectory() ? walk(docs) : []),
  ];
}

test("every relative link in README.md and docs/ resolves (files and #anchors)", () => {
  const files = docFiles();
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

test("the resolver reports each broken link with its file, line and reason, and accepts the good ones", () => {
  assert.deepEqual(brokenLinks("/repo/README.md", fixtures["/repo/README.md"], fixtureFs), [
    "README.md:3: docs/nope.md (no such file: docs/nope.md)",
    "README.md:3: docs/guide.md#nowhere (no heading #nowhere in docs/guide.md)",
    "README.md:3: #not-here (no heading #not-here in README.md)",
    "README.md:9: docs/also-missing.md (no such file: docs/also-missing.md)",
  ]);
  assert.deepEqual(brokenLinks("/repo/docs/guide.md", fixtures["/repo/docs/guide.md"], fixtureFs), []);
});

test("heading slugs follow GitHub's rules", () => {
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
