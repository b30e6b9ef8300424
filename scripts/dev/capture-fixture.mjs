#!/usr/bin/env node
// Refreshes tests/samples/next-export/: real pages exactly as `next build` exports them, before the
// post-build steps (scripts/build/postbuild.mjs) touch them. tests/unit/postbuild.test.mjs runs every step on
// these captures, so after a Next upgrade, running this script and then the unit tests shows whether the
// steps still find the output in the shape they expect (docs/upgrading-next.md).
//   node scripts/dev/capture-fixture.mjs            runs `next build`, captures, then finishes the build
//                                               (the rest of `npm run build`), so out/ is complete again
//   node scripts/dev/capture-fixture.mjs --from=DIR captures from DIR, a raw `next build` export
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const fixtures = join(root, "tests/samples/next-export");

/**
 * What is captured: an Arabic page with a form (RTL, the longest copy of its kind) with its payload
 * file, and the global 404, the one page Next exports without one (scripts/build/postbuild.mjs
 * PAYLOAD_WRITTEN_HERE).
 */
const CAPTURED = ["ar/contact/index.html", "ar/contact/index.txt", "404.html"];

const from = process.argv.find((a) => a.startsWith("--from="))?.slice("--from=".length);
const run = (command) => {
  console.log(`capture-fixture: ${command}`);
  const result = spawnSync(command, { cwd: root, stdio: "inherit", shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// The capture sits between `next build` and the steps after it (scripts/build/index.mjs --from=postbuild).
if (!from) run("npx next build");
const source = resolve(from ?? join(root, "out"));
if (
  existsSync(join(source, "index.html")) &&
  /id="deferred-scripts"/.test(readFileSync(join(source, "index.html"), "utf8"))
) {
  throw new Error(`${source} has been through the post-build steps already: capture from a raw next build`);
}

rmSync(fixtures, { recursive: true, force: true });
for (const file of CAPTURED) {
  mkdirSync(dirname(join(fixtures, file)), { recursive: true });
  copyFileSync(join(source, file), join(fixtures, file));
}
const next = JSON.parse(readFileSync(join(root, "node_modules/next/package.json"), "utf8")).version;
writeFileSync(
  join(fixtures, "capture.json"),
  `${JSON.stringify({ next, files: CAPTURED, refresh: "node scripts/dev/capture-fixture.mjs" }, null, 2)}\n`,
);
console.log(`capture-fixture: ${CAPTURED.length} files of Next ${next} in tests/samples/next-export/`);

if (!from) run("node --import tsx scripts/build/index.mjs --from=postbuild");
