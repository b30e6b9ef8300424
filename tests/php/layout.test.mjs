// The form handlers stay one job a file (docs/forms.md, "The files"): no PHP file over 350 lines, every
// library file loaded by bootstrap.php and refusing to run without it, every entry point starting there,
// the command-line scripts sharing cli.php, and the CMS sign-in loaded by its own entry point only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const dir = resolve(import.meta.dirname, "../../public/assets/phpscripts");
const read = (file) => readFileSync(join(dir, file), "utf8");
const lib = readdirSync(join(dir, "lib")).filter((f) => f.endsWith(".php"));
const entries = readdirSync(dir).filter((f) => f.endsWith(".php"));
// Command-line scripts start from cli.php; the CMS sign-in's library is loaded by cms-auth.php alone.
const commandLine = ["retry.php", "purge.php", "pdpl.php", "desk-user.php", "digest.php"];
// Command-line filters start from cli.php too but read no storage (lib/analytics.php: log lines to GoAccess).
const filters = ["analytics.php"];
const signIn = ["cms-auth.php", "cms-auth-page.php"];
// The staff desk's library: loaded by desk.php (and pdpl-core.php by pdpl.php), never by a form post.
const desk = [
  "desk.php",
  "desk-auth.php",
  "desk-data.php",
  "desk-view.php",
  "desk-tools.php",
  "pdpl-core.php",
];

test("no PHP file of the handlers is over 350 lines", () => {
  for (const file of [...entries, ...lib.map((f) => `lib/${f}`)]) {
    const lines = read(file).split("\n").length - 1;
    assert.ok(lines <= 350, `${file}: ${lines} lines`);
  }
});

test("bootstrap.php loads every library file of the forms, each guarded; every entry point starts from it", () => {
  const modules = lib.filter(
    (f) => !["bootstrap.php", "cli.php", ...commandLine, ...filters, ...signIn, ...desk].includes(f),
  );
  const loaded = [...read("lib/bootstrap.php").matchAll(/require_once __DIR__ \. '\/([a-z-]+\.php)'/g)].map(
    (m) => m[1],
  );
  assert.deepEqual([...loaded].sort(), [...modules].sort());
  for (const file of [...modules, ...signIn, ...desk])
    assert.match(
      read(`lib/${file}`),
      /^if \(!defined\('FORMS_LIB'\)\) \{\n\s+http_response_code\(404\)/m,
      file,
    );
  for (const file of entries)
    assert.match(read(file), /^require __DIR__ \. '\/lib\/bootstrap\.php';$/m, file);
});

test("the command-line scripts share one start-up (cli.php): command line only, then the library", () => {
  const cli = read("lib/cli.php");
  assert.ok(
    cli.indexOf("if (PHP_SAPI !== 'cli') {") < cli.indexOf("require_once __DIR__ . '/bootstrap.php';"),
  );
  assert.match(cli, /^require_once __DIR__ \. '\/bootstrap\.php';$/m);
  for (const file of [...commandLine, ...filters]) {
    const text = read(`lib/${file}`);
    assert.match(text, /^require __DIR__ \. '\/cli\.php';/m, file);
    assert.doesNotMatch(text, /bootstrap\.php'|PHP_SAPI/, `${file} has its own start-up`);
    if (commandLine.includes(file)) assert.match(text, /forms_cli_storage\('/, file);
  }
});

test("a form post does not load the CMS sign-in; cms-auth.php does", () => {
  const included = (code) =>
    JSON.parse(
      execFileSync(
        "php",
        ["-n", "-r", `${code} echo json_encode(array_map('basename', get_included_files()));`],
        {
          cwd: dir,
          encoding: "utf8",
        },
      ),
    );
  const forms = included("require 'lib/bootstrap.php';");
  assert.ok(forms.includes("handler.php"), forms.join());
  for (const file of signIn) assert.ok(!forms.includes(file), `bootstrap.php loads lib/${file}`);
  assert.match(read("cms-auth.php"), /^require __DIR__ \. '\/lib\/cms-auth\.php';/m);
  const signin = included("require 'lib/bootstrap.php'; require 'lib/cms-auth.php';");
  for (const file of signIn) assert.ok(signin.includes(file), `lib/cms-auth.php does not load ${file}`);
});
