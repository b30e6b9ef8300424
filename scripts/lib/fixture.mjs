// The fixture site (docs/testing.md, "Fixture site"): one copy of the project as it will be after a writer, the
// company's photographer and an editor have been at it, built once for every test that needs such a build.
//   prepare: copy the project to FIXTURE_SITE (default <repo>/.fixture/site), add the fixture articles
//            (scripts/lib/fixture-articles.mjs) and the photos (scripts/lib/photo-fixture.mjs);
//   then the CMS end-to-end edits write into it (playwright.config.ts, project fixture-site);
//   build:   one `npm run build` in the copy, Next's type check skipped (the typecheck step has run), with the
//            image pipeline's cache of the main tree and a seed of its .next/cache, so a warm run encodes nothing.
// The checks of the build are node tests under tests/fixture-site/ reading $FIXTURE_SITE/out. A test never builds.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { copyProjectTo } from "./copy-project.mjs";
import { addArticles } from "./fixture-articles.mjs";
import { addPhotos } from "./photo-fixture.mjs";

/** The fixture site's root: FIXTURE_SITE, else <root>/.fixture/site. */
export const fixtureSite = (root = process.cwd()) =>
  resolve(process.env.FIXTURE_SITE ?? join(root, ".fixture/site"));

/** The fixture build's out/, failing with the commands to run when it has not been built. */
export function fixtureOut(root = process.cwd()) {
  const out = join(fixtureSite(root), "out");
  if (!existsSync(join(out, "index.html")))
    throw new Error(`${out} is not built: run npm run fixture:prepare, then npm run fixture:build`);
  return out;
}

/**
 * A fresh copy of the project at `site` with the fixture articles and photos. Its .next/cache of an earlier
 * fixture build is kept (the only thing kept), so the next build of the same content starts warm.
 */
export async function prepareFixture(root, site = fixtureSite(root)) {
  if (existsSync(site))
    for (const entry of readdirSync(site))
      if (entry !== ".next") rmSync(join(site, entry), { recursive: true, force: true });
  copyProjectTo(root, site);
  // A repository of its own, so the build's tools read the copy's .gitignore: inside the checkout, Tailwind's
  // class scan otherwise finds the outer repository (which ignores .fixture/) and reads node_modules too.
  spawnSync("git", ["init", "-q"], { cwd: site });
  addArticles(site);
  const photos = await addPhotos(site);
  return { site, photos: photos.length };
}

/** Builds the prepared copy at `site` with `npm run build`; throws when the build fails. */
export function buildFixture(root, site = fixtureSite(root)) {
  if (!existsSync(join(site, "package.json")))
    throw new Error(`${site} is not prepared: run npm run fixture:prepare first`);
  // Only the cache of an earlier build is kept: its output and the lock a failed build leaves go.
  const next = join(site, ".next");
  if (existsSync(next))
    for (const entry of readdirSync(next))
      if (entry !== "cache") rmSync(join(next, entry), { recursive: true, force: true });
  const cache = join(next, "cache");
  const mainCache = join(root, ".next/cache");
  if (!existsSync(cache) && existsSync(mainCache)) cpSync(mainCache, cache, { recursive: true });
  const env = {
    ...process.env,
    PWD: site,
    NEXT_TELEMETRY_DISABLED: "1",
    SKIP_BUILD_TYPECHECK: "1",
    // A cold image cache means minutes of encoding inside one page's render on a shared machine.
    BUILD_PAGE_TIMEOUT: "900",
    // The encoded images live in the main tree's cache: the copy's is rebuilt by every prepare.
    SITE_IMAGES_CACHE: join(root, "node_modules/.cache/site-images"),
  };
  // A test runner's own variables must not reach the build (NODE_ENV=test, another edition's CONTENT_ROOT…).
  for (const name of ["NODE_TEST_CONTEXT", "NODE_ENV", "CONTENT_ROOT", "OUT_DIR"]) delete env[name];
  // Its own process group: Next's workers that outlive a failed build are ended with it. (spawnSync honours
  // `detached` as spawn does; @types/node leaves it out, hence the options apart from the call.)
  const options = { cwd: site, env, stdio: /** @type {const} */ ("inherit"), detached: true };
  const build = spawnSync("npm", ["run", "build"], options);
  try {
    process.kill(-build.pid, "SIGKILL");
  } catch {
    // The group is gone: nothing was left running.
  }
  if (build.status !== 0) throw new Error(`npm run build failed in ${site} (exit ${build.status})`);
  return join(site, "out");
}
