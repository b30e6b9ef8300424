#!/usr/bin/env node
// The W3C Nu HTML Checker (npm `vnu-jar`, needs Java) over every exported page in out/, in one JVM run.
// Fails on any error; warnings and info are summarised (grouped by message), never fatal.
// Usage: node scripts/check/check-html.mjs [dir]   (default out/)
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { listFiles } from "../lib/walk.mjs";

const dir = process.argv[2] ?? "out";
const jar = createRequire(import.meta.url)("vnu-jar");

/** Noise that says nothing about this site's markup. */
const ignored = [
  // Next.js writes `<meta … />`; the slash is harmless in HTML.
  (m) => m.type === "info" && /^Trailing slash on void elements/.test(m.message),
  // JSON-LD blocks are data, not script: CSP does not apply to them, the checker notes them anyway.
  (m) => /Content Security Policy/.test(m.message) && /application\/ld\+json/.test(m.extract ?? ""),
  // The stylesheet is inlined into each page (docs/performance.md), so the checker's CSS validator
  // reads it, and it predates CSS that every current engine accepts: Tailwind v4's @property rules and custom
  // properties in transition-property, scroll-driven animations, margin-trim. Anything else in CSS still fails.
  (m) =>
    /^CSS: (Unrecognized at-rule “@property”|“(view-timeline|animation-timeline|timeline-scope|animation-range|margin-trim)”: Property “[\w-]+” doesn't exist\.|“transition-property”: “--[\w-]+” is not a “transition-property” value\.)$/.test(
      m.message,
    ),
];

const pages = listFiles(dir, { suffix: ".html" });
if (!pages.length) {
  console.error(`check-html: no HTML files in ${dir}/ (run npm run build first)`);
  process.exit(1);
}

const run = spawnSync("java", ["-Xss8m", "-jar", jar, "--format", "json", "--exit-zero-always", ...pages], {
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
if (run.error || run.status !== 0) {
  console.error(`check-html: could not run java -jar ${jar}: ${run.error?.message ?? run.stderr}`);
  process.exit(1);
}
// vnu writes its JSON report to stderr.
const { messages } = JSON.parse(run.stderr);
const kept = messages.filter((m) => !ignored.some((test) => test(m)));
const fatal = kept.filter((m) => m.type === "error" || m.type === "non-document-error");
const notes = kept.filter((m) => !fatal.includes(m));
const where = (m) => `${relative(dir, decodeURIComponent(new URL(m.url).pathname))}:${m.lastLine ?? "?"}`;

const groups = new Map();
for (const m of notes) {
  const key = `${m.subType ?? m.type}: ${m.message}`;
  groups.set(key, [...(groups.get(key) ?? []), m]);
}
for (const [key, list] of groups) {
  console.log(`  note ×${list.length} ${key.slice(0, 160)} (first: ${where(list[0])})`);
}
for (const m of fatal) console.error(`  ERROR ${where(m)} ${m.message}`);
console.log(`check-html: ${pages.length} pages, ${fatal.length} errors, ${notes.length} warnings/info`);
process.exit(fatal.length ? 1 : 0);
