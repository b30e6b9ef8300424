// Purge, retry and the PDPL tool run from any working directory, here the storage's parent as a cron job
// started in P does (issue 47): with no web server there is no DOCUMENT_ROOT, and lib/cli.php takes the web root
// from where the scripts live, never from the working directory.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import test from "node:test";

const lib = new URL("../../public/assets/phpscripts/lib/", import.meta.url).pathname;

test("purge, retry and pdpl run from the storage's parent directory", () => {
  const P = mkdtempSync(join(tmpdir(), "forms-cwd-"));
  try {
    mkdirSync(join(P, "storage"), { mode: 0o700 });
    writeFileSync(
      join(P, "forms.config.php"),
      `<?php\nreturn ['FORMS_STORAGE_DIR' => __DIR__ . '/storage', 'FORMS_SECRET' => '${"ab".repeat(32)}'];\n`,
    );
    const runs = {
      purge: [],
      retry: [],
      pdpl: ["--email", "someone@example.com", "--export"],
    };
    for (const [name, args] of Object.entries(runs)) {
      const r = spawnSync("php", ["-n", join(lib, `${name}.php`), ...args], {
        cwd: P,
        encoding: "utf8",
        env: { ...process.env, FORMS_CONFIG: join(P, "forms.config.php"), DOCUMENT_ROOT: "" },
      });
      assert.equal(r.status, 0, `${name}.php from ${P}: exit ${r.status}\n${r.stdout}${r.stderr}`);
      assert.doesNotMatch(r.stderr, /web root|not usable/, name);
    }
  } finally {
    rmSync(P, { recursive: true, force: true });
  }
});
