#!/usr/bin/env node
// Writes the staff desk's words (content/desk.ts, content/ar/desk.ts) for PHP, as scripts/build/forms-rules.mjs
// writes the forms' rules: they are written once, in content/, and the desk (public/assets/phpscripts/desk.php)
// reads lib/desk-copy.json. Without the file the desk answers 503 (logged).
//   node --import tsx scripts/build/desk-copy.mjs            → out/assets/phpscripts/lib/desk-copy.json (after next build)
//   node --import tsx scripts/build/desk-copy.mjs <web-root> → <web-root>/assets/phpscripts/lib/desk-copy.json
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/** { version, en, ar }: the same keys in both languages, every value a non-empty string. */
export async function buildDeskCopy() {
  const en = (await import("../../content/desk.ts")).deskCopy;
  const ar = (await import("../../content/ar/desk.ts")).deskCopy;
  const keys = Object.keys(en).sort().join();
  for (const copy of [en, ar]) {
    if (
      Object.keys(copy).sort().join() !== keys ||
      !Object.values(copy).every((s) => typeof s === "string" && s)
    )
      throw new Error("desk-copy: deskCopy differs between content/desk.ts and content/ar/desk.ts");
  }
  return { version: 1, generatedBy: "scripts/build/desk-copy.mjs", en, ar };
}

/** Writes desk-copy.json under <webRoot>/assets/phpscripts/lib/ and returns its path. */
export async function writeDeskCopy(webRoot) {
  const file = join(webRoot, "assets/phpscripts/lib/desk-copy.json");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(await buildDeskCopy(), null, 2)}\n`, { mode: 0o644 });
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const webRoot = resolve(process.argv[2] ?? join(root, "out"));
  if (!existsSync(join(webRoot, "assets/phpscripts"))) {
    console.error(`desk-copy: ${webRoot}/assets/phpscripts is missing (run next build first)`);
    process.exit(1);
  }
  console.log(`desk-copy: wrote ${await writeDeskCopy(webRoot)}`);
}
