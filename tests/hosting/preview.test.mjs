// The preview server (`npm start`: scripts/serve/serve.mjs with php -S and scripts/serve/router.php) answers like
// the production hosts where the e2e tests cannot see it: status codes of the 404 pages' own URLs.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { after, test } from "node:test";
import { checkNotFoundPages, freePort, get, requireBuild, root, startServerOn } from "./support.mjs";

requireBuild();
assert.equal(spawnSync("php", ["--version"]).status, 0, "php-cli is missing");
const port = await freePort();
const server = await startServerOn(port, "node", [join(root, "scripts/serve/serve.mjs")], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
});
after(() => server.stop());

test("preview server: the 404 pages answer 404 at their own URLs, with the right page", async () => {
  await checkNotFoundPages(port, { headers: false });
});

test("preview server: pages still answer 200", async () => {
  for (const url of ["/", "/about-us", "/ar", "/ar/contact/"]) {
    assert.equal((await get(port, url)).status, 200, url);
  }
});
