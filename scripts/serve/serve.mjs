#!/usr/bin/env node
// Preview server: serves out/ like production on http://localhost:3000 (PORT/HOST to change).
// With php-cli installed it runs `php -S` with scripts/serve/router.php, so the form scripts work.
// Without it, the static server the audit also uses (scripts/lib/static-server.mjs) serves the same files
// and explains that forms need PHP.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { createStaticServer } from "../lib/static-server.mjs";

const root = resolve(import.meta.dirname, "../..");
const out = join(root, "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(join(out, "index.html"))) {
  console.error("out/ is missing: run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}

// Form storage lives outside the web root (see docs/forms.md "Configuration").
const storage = process.env.FORMS_STORAGE_DIR ?? join(root, "storage");
mkdirSync(storage, { recursive: true });
const env = { ...process.env, FORMS_STORAGE_DIR: storage };

const hasPhp = spawnSync("php", ["--version"], { stdio: "ignore" }).status === 0;

if (hasPhp) {
  console.log(`Serving out/ with PHP on http://localhost:${port} (forms stored in ${storage})`);
  // PHP_SENDMAIL_PATH: where mail() pipes messages (the e2e tests capture them instead of sending).
  const ini = process.env.PHP_SENDMAIL_PATH ? ["-d", `sendmail_path=${process.env.PHP_SENDMAIL_PATH}`] : [];
  const php = spawn(
    "php",
    [...ini, "-S", `${host}:${port}`, "-t", out, join(root, "scripts/serve/router.php")],
    {
      env,
      stdio: ["ignore", "inherit", process.env.DEBUG ? "inherit" : "ignore"],
    },
  );
  const stop = () => php.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  php.on("exit", (code) => process.exit(code ?? 0));
} else {
  console.warn(
    "php-cli is not installed: serving the static site only. Form posts will show a page explaining that the preview needs PHP (Debian/Ubuntu: apt-get install php-cli).",
  );
  createStaticServer({ out }).listen(port, host, () =>
    console.log(`Serving out/ on http://localhost:${port}`),
  );
}
