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

/** A self-signed certificate for 127.0.0.1 valid `days` days; serves it and returns its URL. */
async function serveCertificate(days) {
  const key = join(dir, `${days}.key`);
  const cert = join(dir, `${days}.pem`);
  execFileSync(
    "openssl",
    [
      ...[
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        String(days),
      ],
      ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_, res) =>
    res.end("ok"),
  );
  await new Promise((ok) => server.listen(0, "127.0.0.1", () => ok()));
  return {
    url: `https://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}/`,
    ca: readFileSync(cert),
    close: () => new Promise((ok) => server.close(ok)),
  };
}

test("a certificate with 5 days left fails, naming the days", async () => {
  const s = await serveCertificate(5);
  try {
    assert.match(
      (await certificateProblem(s.url, { ca: s.ca })) ?? "",
      /^expires in 4 days \(renew before 14\)$/,
    );
  } finally {
    await s.close();
  }
});

test("a trusted certificate with 60 days left passes; an untrusted one fails", async () => {
  const s = await serveCertificate(60);
  try {
    assert.equal(await certificateProblem(s.url, { ca: s.ca }), null);
    assert.match((await certificateProblem(s.url)) ?? "", /^no trusted TLS connection: .*self[- ]signed/i);
  } finally {
    await s.close();
  }
});
