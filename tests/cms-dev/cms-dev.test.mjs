// `npm run cms` (scripts/dev/cms.mjs) on a copy of the project (issue 48, part 3): a change saved to a content file
// shows at its address within seconds (lib/content.ts reads the Markdown afresh under next dev once a file
// changed), and a content mistake shows the editor's message in English and Arabic (content/editor-messages.json),
// never next dev's overlay. Slow (next dev compiles the page first, a minute or more on 2 cores): test:full only
// (scripts/test/test.mjs, step cms-dev). Ports: CMS_DEV_PORT (default: a free one) and the two after it.
import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import messages from "../../content/editor-messages.json" with { type: "json" };
import { copyProject } from "../../scripts/lib/copy-project.mjs";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { spawnServer, waitFor } from "../../scripts/lib/start-server.mjs";

// Three ports in a row: the page's (PORT), next dev's and decap-server's (never 8081, `npm run cms`'s own).
const port = Number(process.env.CMS_DEV_PORT ?? (await freePort()));
const dir = copyProject(process.cwd(), "mts-cms-dev-");
const file = join(dir, "content/pages/privacy-policy.mdx");
const original = readFileSync(file, "utf8");
/** @type {ReturnType<typeof spawnServer>} */
let cms;

before(() => {
  cms = spawnServer(process.execPath, ["--import", "tsx", "scripts/dev/cms.mjs"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      CMS_SITE_PORT: String(port + 1),
      CMS_BACKEND_PORT: String(port + 2),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
});

after(async () => {
  // next dev writes .next/ until its whole process group is gone (a CI run's rm met ENOTEMPTY while it
  // still wrote): stop() ends the group (SIGTERM, SIGKILL after 5 s), then the copy is removed.
  await cms.stop();
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

/** The page at `path` as a browser asks for it: status and text. */
async function get(path) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept: "text/html" } });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

/**
 * Polls `path` until `ok(page)`; returns the page and the seconds it took, or fails after `seconds` (at once if
 * `npm run cms` exits) with the last page and its output.
 */
async function until(path, ok, seconds) {
  const start = Date.now();
  let page = { status: 0, text: "" };
  await waitFor(async () => ok((page = await get(path))), {
    isAlive: cms.isAlive,
    output: () => `status ${page.status}: ${page.text.slice(0, 300)}\n${cms.output().slice(-2000)}`,
    timeout: seconds * 1000,
    what: `npm run cms, ${path} as expected,`,
  });
  return { page, seconds: (Date.now() - start) / 1000 };
}

const withTitle = (title) => original.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`);
const overlay = (text) =>
  /nextjs-portal|Unhandled Runtime Error|__next_error__|data-nextjs-dialog/.test(text);

test("a saved title shows at its address within seconds; a mistake shows the editor's message, never the overlay", async () => {
  // next dev's first compile of the page.
  await until("/privacy-policy/", (p) => p.status === 200 && p.text.includes("Privacy Policy"), 300);
  writeFileSync(file, withTitle("Privacy Policy, saved a moment ago"));
  const saved = await until(
    "/privacy-policy/",
    (p) => p.text.includes("Privacy Policy, saved a moment ago"),
    15,
  );
  console.log(`cms-dev: the saved title showed after ${saved.seconds} s`);

  // A title too long for the share card (content/editor-messages.json, titleTooLong).
  writeFileSync(file, withTitle("A title far too long ".repeat(8).trim()));
  const waits = messages.en.siteWaits;
  const broken = await until("/privacy-policy/", (p) => p.text.includes(waits), 15);
  assert.equal(broken.page.status, 500);
  assert.ok(broken.page.text.includes(messages.ar.siteWaits), "the Arabic message");
  assert.match(broken.page.text, /too long for the share card/);
  assert.ok(!overlay(broken.page.text), "next dev's overlay");
  assert.ok(!/<script/i.test(broken.page.text), "a script on the message page");

  // A block the site does not have (content/editor-messages.json, element).
  writeFileSync(file, `${withTitle("Privacy Policy")}\n<NotABlock />\n`);
  const block = await until(
    "/privacy-policy/",
    (p) => p.text.includes("&lt;NotABlock&gt; is not one of the site"),
    15,
  );
  assert.ok(block.page.text.includes(waits) && !overlay(block.page.text), "the block's message, no overlay");

  // Fixed: the page again, with the fixed title, and no overlay left over.
  writeFileSync(file, withTitle("Privacy Policy, fixed"));
  const fixed = await until(
    "/privacy-policy/",
    (p) => p.status === 200 && p.text.includes("Privacy Policy, fixed"),
    15,
  );
  assert.ok(
    !overlay(fixed.page.text.replace(/<script[^]*?<\/script>/g, "")),
    "next dev's overlay after the fix",
  );
});
