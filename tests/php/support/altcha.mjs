// Solving a forms challenge (challenge.php, lib/spam.php) as the ALTCHA widget does, for tests that post
// like a browser with JavaScript: the `altcha` field's value. `untilDue` waits, as the page does, until the
// time trap named in the signed salt (`min=N` seconds after `issued`) has passed.
import { createHash } from "node:crypto";

/** The base64 payload that answers `challenge` (the JSON challenge.php sends). */
export async function solveAltcha(challenge, { untilDue = false } = {}) {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (
      createHash("sha256")
        .update(challenge.salt + number)
        .digest("hex") !== challenge.challenge
    )
      continue;
    if (untilDue) {
      const params = new URLSearchParams(challenge.salt.split("?")[1] ?? "");
      const due = (Number(params.get("issued")) + Number(params.get("min") ?? 0)) * 1000 + 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    }
    const { algorithm, salt, signature } = challenge;
    const payload = { algorithm, challenge: challenge.challenge, number, salt, signature, took: 1 };
    return Buffer.from(JSON.stringify(payload)).toString("base64");
  }
  throw new Error("challenge not solvable");
}
