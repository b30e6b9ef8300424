// Issue 33: the CMS sign-in popup in a real Chromium, through a cross-origin "GitHub" (localhost vs
// 127.0.0.1). It checks what a unit test cannot: that window.opener survives the trip under the
// opener policies the hosts send (/admin/: same-origin-allow-popups; cms-auth.php: unsafe-none), and
// that the site-wide same-origin policy on the CMS page would cut it (the page then says so).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLIENT_ID, CLIENT_SECRET, TOKEN, startFakeGitHub } from "./support/fake-github.mjs";
import { chromiumForSuite, forSuite, needsChromium, startPhp } from "./support/php-server.mjs";

/** A stand-in for /admin/ under a given opener policy: Decap's side of the handshake, nothing else. */
const adminPage = (coop) => `<?php
header('Cross-Origin-Opener-Policy: ${coop}');
?><!doctype html><title>CMS</title><button id="login">Login with GitHub</button><output id="result"></output>
<script>
const base = location.origin; // the CMS's base_url: the PHP host is this host here
document.getElementById("login").addEventListener("click", () => {
  const popup = window.open(base + "/assets/phpscripts/cms-auth.php?provider=github&site_id=test&scope=repo", "auth", "width=600,height=600");
  addEventListener("message", function hello(event) {
    if (event.origin !== base || event.data !== "authorizing:github") return;
    removeEventListener("message", hello);
    addEventListener("message", (answer) => {
      if (answer.origin === base) document.getElementById("result").textContent = answer.data;
    });
    popup.postMessage(event.data, event.origin);
  });
});
</script>`;

describe("CMS sign-in popup in Chromium", needsChromium, () => {
  const browser = chromiumForSuite();
  const servers = forSuite(async () => {
    const github = await startFakeGitHub("localhost"); // another origin than the PHP server's 127.0.0.1
    // The allowed origin and the scripts' origin are the PHP server's own, known once it runs: they go in
    // the config file, which the script reads on every request.
    const config = join(mkdtempSync(join(tmpdir(), "cms-auth-browser-")), "forms.config.php");
    const php = await startPhp({
      workers: 2,
      env: {
        FORMS_CONFIG: config,
        CMS_GITHUB_CLIENT_ID: CLIENT_ID,
        CMS_GITHUB_CLIENT_SECRET: CLIENT_SECRET,
        CMS_GITHUB_HOST: github.base,
      },
    });
    writeFileSync(
      config,
      `<?php\nreturn ['CMS_ALLOWED_ORIGIN' => '${php.base}', 'FORMS_SCRIPT_ORIGIN' => '${php.base}'];\n`,
    );
    for (const [dir, coop] of [
      ["admin", "same-origin-allow-popups"],
      ["admin-strict", "same-origin"],
    ]) {
      mkdirSync(join(php.www, dir), { recursive: true });
      writeFileSync(join(php.www, dir, "index.php"), adminPage(coop));
    }
    return { php, stop: () => php.stop().then(github.stop) };
  });

  const signIn = async (path) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${servers.php.base}${path}`);
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Login with GitHub" }).click();
    const auth = await popup;
    await auth.waitForURL(/cms-auth\.php\?code=good-code/);
    await auth.waitForLoadState();
    return { context, page, auth };
  };

  test("same-origin-allow-popups on /admin/: the token reaches the CMS window", async () => {
    const { context, page } = await signIn("/admin/");
    await assert.doesNotReject(
      page
        .locator("#result")
        .filter({ hasText: "authorization:github:success:" })
        .waitFor({ timeout: 10_000 }),
    );
    assert.equal(
      await page.locator("#result").textContent(),
      `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
    );
    await context.close();
  });

  test("same-origin on the CMS page cuts the popup off: nothing is sent, and the popup says why", async () => {
    const { context, page, auth } = await signIn("/admin-strict/");
    await assert.doesNotReject(
      auth.getByText("This window has lost its link to the CMS").waitFor({ timeout: 10_000 }),
    );
    assert.equal(await page.locator("#result").textContent(), "");
    await context.close();
  });
});
