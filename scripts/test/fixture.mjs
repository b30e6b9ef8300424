#!/usr/bin/env node
// The fixture site (scripts/lib/fixture.mjs): `node --import tsx scripts/test/fixture.mjs prepare` copies the project to
// FIXTURE_SITE with the fixture articles and photos; `node --import tsx scripts/test/fixture.mjs build` builds it once.
// Between the two, the CMS end-to-end edits (npx playwright test --project=fixture-site); after the
// build, the checks: node --test tests/fixture-site/.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildFixture, prepareFixture } from "../lib/fixture.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const command = process.argv[2];
const t0 = process.hrtime.bigint();
const seconds = () => (Number(process.hrtime.bigint() - t0) / 1e9).toFixed(0);

if (command === "prepare") {
  const { site, photos } = await prepareFixture(root);
  console.log(`fixture site prepared in ${site} (articles, ${photos} photos): ${seconds()} s`);
} else if (command === "build") {
  const out = buildFixture(root);
  console.log(`fixture site built: ${out} in ${seconds()} s`);
} else {
  console.error(
    "usage: node scripts/test/fixture.mjs prepare|build   (FIXTURE_SITE: where; default .fixture/site)",
  );
  process.exit(2);
}
