// Every environment variable the code reads has a row in a docs table (`| \`NAME\` |`, issue 51): the forms' and
// the CMS sign-in's settings in forms.md and cms-production.md, the deploy's in deploy.md, the visits report's in
// analytics.md, the build's, the tests' and CI's in testing.md. The doc tables are the list: one row per variable,
// with its default and meaning, in the doc its reader opens.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";

const root = new URL("../../", import.meta.url).pathname;

// Set by the system or by a tool for itself (and GitHub Actions' GITHUB_*), not by us: no row.
const system =
  "PATH HOME PWD TMPDIR SSH_AUTH_SOCK SSH_ORIGINAL_COMMAND NODE_ENV NODE_TEST_CONTEXT PWDEBUG FONTCONFIG_FILE";

const NAME = "([A-Z][A-Z0-9_]+)";
/** @type {[RegExp, RegExp[]][]} */
const readers = [
  // process.env.X or env.X (an `env = process.env` parameter) that is not an assignment.
  [/\.(m?js|tsx?)$/, [new RegExp(`(?:process\\.|(?<![.\\w]))env\\.${NAME}\\b(?!\\s*=[^=])`, "g")]],
  // getenv('X'), forms_env('X'), and the settings of config.php's defaults ('X' => …).
  [
    /\.php$/,
    [new RegExp(`(?:getenv|forms_env)\\(\\s*['"]${NAME}`, "g"), new RegExp(`^\\s*'${NAME}' =>`, "gm")],
  ],
  // $X and ${X} of a shell script, a workflow's run: or .ci/run; env.X of a workflow's expressions.
  [/(\.sh|\.ya?ml|^\.ci\/run)$/, [new RegExp(`\\$\\{?${NAME}`, "g"), /\benv\.([A-Z][A-Z0-9_]+)\b/g]],
];

/** { name: [files] } of the variables read by the tracked `files` (texts from `read`). */
export function readVars(files, read) {
  const vars = {};
  for (const file of files) {
    const patterns = readers.find(([ext]) => ext.test(file))?.[1];
    if (!patterns || file === "tests/unit/env-vars.test.mjs") continue; // its examples below
    const text = read(file);
    // A name the shell script or workflow sets itself (X=…, or X: under env:) is its own, not the environment's.
    const own = (name) =>
      !/\.(m?js|tsx?|php)$/.test(file) && new RegExp(`^\\s*(export )?${name}(=|: )`, "m").test(text);
    for (const re of patterns)
      for (const [, name] of text.matchAll(re))
        if (!system.split(" ").includes(name) && !name.startsWith("GITHUB_") && !own(name))
          (vars[name] ??= new Set()).add(file);
  }
  return Object.fromEntries(Object.entries(vars).map(([n, f]) => [n, [...f]]));
}

/** The variables with a row (`| \`NAME\` |` or `| \`NAME\`, \`OTHER\` |`) in a table of docs/ or the README. */
export const documentedVars = (texts) =>
  texts.flatMap((t) =>
    [...t.matchAll(/^\| ((`[A-Z][A-Z0-9_]+`(, )?)+) +\|/gm)].flatMap((m) =>
      m[1].replaceAll("`", "").split(", "),
    ),
  );

const list = ["ls-files", "--cached", "--others", "--exclude-standard"];
const tracked = execFileSync("git", list, { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const read = (file) => readFileSync(join(root, file), "utf8");
const rows = documentedVars(tracked.filter((f) => /^(docs\/.*|README)\.md$/.test(f)).map(read));
const vars = readVars(tracked, read);

test("every environment variable the code reads has a row in a docs table", () => {
  const missing = Object.entries(vars).filter(([name]) => !rows.includes(name));
  assert.deepEqual(
    missing.map(([n, files]) => `${n} (read by ${files.join(", ")})`),
    [],
  );
});

test("every variable in a docs table is read somewhere, and has one row; a read the docs lack is found in each kind of file", () => {
  const unread = rows.filter((name) => !vars[name]);
  const twice = rows.filter((name, i) => rows.indexOf(name) !== i);
  assert.deepEqual({ unread, twice }, { unread: [], twice: [] });
  // A read the docs lack is found in each kind of file.
  const texts = {
    "a.mjs": "process.env.A_JS; process.env.SET_ONLY = 1;",
    "b.php": "getenv('B_PHP');",
    "c.sh": 'C_LOCAL=1; echo "${C_SH:-x} $C_LOCAL"',
    "d.yml": "if: env.D_YML == 'true'",
  };
  const found = Object.keys(readVars(Object.keys(texts), (f) => texts[f]));
  assert.deepEqual(found, ["A_JS", "B_PHP", "C_SH", "D_YML"]);
});
