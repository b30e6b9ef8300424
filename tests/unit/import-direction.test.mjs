// The import direction (app → components → lib → content) is kept by ESLint (eslint.config.mjs and
// scripts/check/eslint/local-rules.mjs). These tests prove each rule fires on a deliberate break.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ESLint } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { localRules } from "../../scripts/check/eslint/local-rules.mjs";
import { tempDir } from "../support/temp.mjs";

/** Lints a throwaway project made of `files` with the cycle rule alone. */
async function cyclesIn(files) {
  const dir = tempDir("cycle-", files);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser },
        plugins: { local: /** @type {import("eslint").ESLint.Plugin} */ (localRules) },
        settings: { projectRoot: dir },
        rules: { "local/no-cycle": "error" },
      },
    ],
  });
  const results = await eslint.lintFiles(["content/**/*.ts"]);
  return results.flatMap((r) => r.messages.map((m) => m.message));
}

test("a cycle of type-only imports is an error, naming the files; a longer one through a re-export too; a chain is clean", async () => {
  const messages = await cyclesIn({
    "content/a.ts": 'import type { B } from "@/content/b";\nexport interface A { b?: B }\n',
    "content/b.ts": 'import type { A } from "./a";\nexport interface B { a?: A }\n',
  });
  assert.equal(messages.length, 2, messages.join("\n"));
  assert.match(messages[0], /Import cycle: content\/a\.ts → content\/b\.ts → content\/a\.ts/);
  // A longer cycle through a re-export is found; a chain without one is clean.
  const cyclic = await cyclesIn({
    "content/a.ts": 'export { b } from "./b";\nexport const a = 1;\n',
    "content/b.ts": 'import { c } from "./c";\nexport const b = c;\n',
    "content/c.ts": 'import { a } from "./a";\nexport const c = a;\n',
  });
  assert.equal(cyclic.length, 3);
  const clean = await cyclesIn({
    "content/a.ts": 'import { b } from "./b";\nexport const a = b;\n',
    "content/b.ts": 'import { c } from "./c";\nexport const b = c;\n',
    "content/c.ts": "export const c = 1;\n",
  });
  assert.deepEqual(clean, []);
});

const project = new ESLint();
const rulesHit = async (code, filePath) =>
  (await project.lintText(code, { filePath })).flatMap((r) => r.messages.map((m) => m.ruleId));

test("content/ may not import lib/ or components/; lib/ may not import components/; a client island imports only types from content/", async () => {
  for (const [code, refused] of /** @type {const} */ ([
    ['import { content } from "@/lib/content";\nvoid content;\n', true],
    ['import { Icon } from "@/components/ui/icon";\nvoid Icon;\n', true],
    ['import { pages } from "@/content/routes";\nvoid pages;\n', false],
  ]))
    assert.equal((await rulesHit(code, "content/x.ts")).includes("no-restricted-imports"), refused, code);
  const hit = await rulesHit('import { Icon } from "@/components/ui/icon";\nvoid Icon;\n', "lib/x.ts");
  assert.ok(hit.includes("no-restricted-imports"));
  // A client island imports only types from content/.
  const value = '"use client";\nimport { ui } from "@/content/ui";\nexport const x = ui;\n';
  const type =
    '"use client";\nimport type { Link } from "@/content/types";\nexport const x = (l: Link) => l;\n';
  const server = 'import { ui } from "@/content/ui";\nexport const x = ui;\n';
  const file = "components/islands/x.tsx";
  assert.ok((await rulesHit(value, file)).includes("local/client-imports-types-only"));
  assert.ok(!(await rulesHit(type, file)).includes("local/client-imports-types-only"));
  assert.ok(!(await rulesHit(server, file)).includes("local/client-imports-types-only"));
});
