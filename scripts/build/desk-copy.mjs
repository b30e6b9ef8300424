#!/usr/bin/env node
// Writes the staff desk's words (content/desk.ts, content/ar/desk.ts) for PHP, as scripts/build/forms-rules.mjs
// writes the forms' rules: they are written once, in content/, and the desk (public/assets/phpscripts/desk.php)
// reads lib/desk-copy.json. Without the file the desk answers 503 (logged).
//   node --import tsx scripts/build/desk-copy.mjs            → out/assets/phpscripts/lib/desk-copy.json (after next build)
//   node --import tsx scripts/build/desk-copy.mjs <web-root> → <web-root>/assets/phpscripts/lib/desk-copy.json
import { checkSameCopy, writePhpJson, phpJsonMain } from "./forms-rules.mjs";

/** { version, en, ar }: the same keys in both languages, every value a non-empty string. */
export async function buildDeskCopy() {
  const en = (await import("../../content/desk.ts")).deskCopy;
  const ar = (await import("../../content/ar/desk.ts")).deskCopy;
  checkSameCopy({ en, ar }, "desk-copy: deskCopy differs between content/desk.ts and content/ar/desk.ts");
  return { version: 1, generatedBy: "scripts/build/desk-copy.mjs", en, ar };
}

/** Writes desk-copy.json under <webRoot>/assets/phpscripts/lib/ and returns its path. */
export const writeDeskCopy = async (webRoot) =>
  writePhpJson(webRoot, "desk-copy.json", await buildDeskCopy());

phpJsonMain(import.meta, "desk-copy", writeDeskCopy);
