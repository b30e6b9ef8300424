// check:live's certificate check against an HTTPS server on loopback with certificates made for the test:
// under 14 days left fails, a trusted certificate with time left passes, an untrusted one fails.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { certificateProblem } from "../../scripts/check/check-live.mjs";

const dir = mkdtempSync(join(tmpdir(), "live-cert-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Serves a self-signed certificate for 127.0.0.1 valid `days` days; `check(url, pem)` gets its URL and PEM. */
async function withCertificate(days, check) {
  const [key, cert] = [join(dir, `${days}.key`), join(dir, `${days}.pem`)];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert],
      ...["-days", String(days), "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_, res) =>
    res.end("ok"),
  );
  await new Promise((ok) => server.listen(0, "127.0.0.1", () => ok()));
  try {
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    await check(`https://127.0.0.1:${port}/`, readFileSync(cert));
  } finally {
    await new Promise((ok) => server.close(ok));
  }
}

for (const [title, days, trusted, expected] of /** @type {const} */ ([
  [
    "a certificate with 5 days left fails, naming the days",
    5,
    true,
    /^expires in 4 days \(renew before 14\)$/,
  ],
  ["a trusted certificate with 60 days left passes", 60, true, null],
  ["an untrusted certificate fails", 60, false, /^no trusted TLS connection: .*self[- ]signed/i],
]))
  test(title, () =>
    withCertificate(days, async (url, ca) => {
      const problem = await certificateProblem(url, trusted ? { ca } : {});
      if (expected) assert.match(problem ?? "", expected);
      else assert.equal(problem, null);
    }),
  );
