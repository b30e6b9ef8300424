// The form handlers stay one job a file (docs/forms.md, "The files"): no PHP file over 350 lines, every
// library file loaded by bootstrap.php and refusing to run without it, every entry point starting there.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const dir = resolve(import.meta.dirname, "../../public/assets/phpscripts");
const read = (file) => readFileSync(join(dir, file), "utf8");
const lib = readdirSync(join(dir, "lib")).filter((f) => f.endsWith(".php"));
const entries = readdirSync(dir).filter((f) => f.endsWith(".php"));
const commandLine = ["retry.php", "purge.php"];

test("no PHP file of the handlers is over 350 lines", () => {
  for (const file of [...entries, ...lib.map((f) => `lib/${f}`)]) {
    const lines = read(file).split("\n").length - 1;
    assert.ok(lines <= 350, `${file}: ${lines} lines`);
  }
});

test("bootstrap.php loads every library file, each guarded; every entry point starts from it", () => {
  const modules = lib.filter((f) => f !== "bootstrap.php" && !commandLine.includes(f));
  const loaded = [...read("lib/bootstrap.php").matchAll(/require_once __DIR__ \. '\/([a-z-]+\.php)'/g)].map(
    (m) => m[1],
  );
  assert.deepEqual([...loaded].sort(), [...modules].sort());
  for (const file of modules)
    assert.match(
      read(`lib/${file}`),
      /^if \(!defined\('FORMS_LIB'\)\) \{\n\s+http_response_code\(404\)/m,
      file,
    );
  for (const file of entries)
    assert.match(read(file), /^require __DIR__ \. '\/lib\/bootstrap\.php';$/m, file);
  for (const file of commandLine) {
    const text = read(`lib/${file}`);
    assert.match(text, /^if \(PHP_SAPI !== 'cli'\) \{/m, file);
    assert.match(text, /^require __DIR__ \. '\/bootstrap\.php';$/m, file);
  }
});
