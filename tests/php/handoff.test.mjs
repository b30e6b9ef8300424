// The hand-off of each lead through the queue (lib/handoff.php, lib/retry.php): fake Slack, Teams and CRM
// receivers on loopback (node http servers); the CRM one verifies the Standard Webhooks signature with the
// `standardwebhooks` package. Receivers down for three tries get each lead exactly once when they are back,
// the webhook keeps one id across retries, and the lead is stored first, whatever they do. The reply to the
// visitor: in the post's language, at most one a day per inbox, never quoting the message.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { Webhook } from "standardwebhooks";
import {
  mailText,
  post,
  runLibAsync,
  startPhp,
  validContact,
  validDemo,
  waitFor,
} from "./support/php-server.mjs";

const secret = `whsec_${Buffer.from("a test key of 32 bytes, not real").toString("base64")}`;

/**
 * A receiver on 127.0.0.1: answers 500 while `down`, records every request it accepts. Its URL ends in
 * `query` (a Teams Workflows URL carries its signature there): a request to any other path and query gets 401.
 */
async function receiver(verify, query = "") {
  const r = { down: true, tries: 0, got: [], rejected: [] };
  r.server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      r.tries++;
      if (req.url !== `/hook${query}`) {
        r.rejected.push(`wrong URL ${req.url}`);
        return res.writeHead(401).end("unauthorized");
      }
      if (r.down) return res.writeHead(500).end("down");
      try {
        verify?.(body, req.headers);
      } catch (e) {
        r.rejected.push(String(e));
        return res.writeHead(400).end("bad signature");
      }
      r.got.push({ body: JSON.parse(body), headers: req.headers });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise((done) => r.server.listen(0, "127.0.0.1", done));
  r.url = `http://127.0.0.1:${r.server.address().port}/hook${query}`;
  return r;
}

describe("hand-off to Slack, Teams and the CRM, and the reply (lib/handoff.php)", () => {
  let php, slack, teams, crm;
  const webhook = new Webhook(secret);
  before(async () => {
    slack = await receiver();
    // As a real Workflows URL: the signature is in the query string.
    teams = await receiver(
      undefined,
      "?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=test-sig",
    );
    crm = await receiver((body, headers) => webhook.verify(body, headers));
    php = await startPhp({
      env: {
        FORMS_SLACK_WEBHOOK_URL: slack.url,
        FORMS_TEAMS_WEBHOOK_URL: teams.url,
        FORMS_WEBHOOK_URL: crm.url,
        FORMS_WEBHOOK_SECRET: secret,
      },
    });
  });
  after(async () => {
    await php?.stop();
    for (const r of [slack, teams, crm]) r?.server.close();
  });
  const retry = () => runLibAsync(php, "retry.php", ["--all"], { ini: ["sendmail_path=/bin/true"] });
  const line = (id) => php.records("followup.jsonl").find((r) => r.id === id);

  test("receivers down for three tries get the lead exactly once when back; it was stored first", async () => {
    const res = await post(php.base, "contact.php", {
      ...validContact,
      lang: "ar",
      return_to: "/ar/contact",
    });
    assert.match(res.headers.get("location"), /msg=success/);
    const [lead] = php.records("contact.jsonl"); // stored before any receiver answered
    assert.equal(lead.fields.email, validContact.email);
    await waitFor(() => line(lead.id)?.attempts === 1); // the handler's own try, after its answer
    await retry();
    await retry();
    assert.equal(line(lead.id).attempts, 3);
    assert.deepEqual(Object.keys(line(lead.id).errors).sort(), ["slack", "teams", "webhook"]);
    assert.equal(crm.tries, 3);

    // Slack and Teams come back first: delivered once, and not again while the CRM is still down.
    slack.down = teams.down = false;
    await retry();
    assert.deepEqual(Object.keys(line(lead.id).errors), ["webhook"], JSON.stringify(teams.rejected));
    crm.down = false;
    await retry();
    await retry();
    for (const r of [slack, teams, crm]) assert.equal(r.got.length, 1);
    assert.ok(line(lead.id).sent);
    assert.deepEqual(crm.rejected, []);

    // The CRM: signed, the lead's fields, page, language; the same webhook-id as on the failed tries.
    const [{ body, headers }] = crm.got;
    assert.equal(headers["webhook-id"], `msg_${lead.id}`);
    assert.equal(body.type, "lead.created");
    assert.deepEqual(body.data.fields, lead.fields);
    assert.equal(body.data.page, "/ar/contact");
    assert.equal(body.data.lang, "ar");
    // Slack: the text, the visitor's markup escaped; Teams: one Adaptive Card.
    assert.match(slack.got[0].body.text, /\*email:\* fatimah@example\.com/);
    const card = teams.got[0].body.attachments[0];
    assert.equal(card.contentType, "application/vnd.microsoft.card.adaptive");
    assert.ok(
      card.content.body[1].facts.some((f) => f.title === "subject" && f.value === validContact.subject),
    );

    // The reply went once, in Arabic, without the visitor's message.
    const [reply] = php.replies();
    assert.match(reply, /^To: fatimah@example\.com/m);
    const decoded = mailText(reply);
    assert.match(decoded, /وصلت رسالتك إلى فريقنا/);
    assert.ok(!decoded.includes("clinic"), "the reply quotes the visitor's message");
  });

  test("a forged signature is refused by the CRM's library (the check can fail)", () => {
    const body = JSON.stringify({ type: "lead.created" });
    const headers = { "webhook-id": "msg_x", "webhook-timestamp": String(Math.floor(Date.now() / 1000)) };
    assert.throws(() => webhook.verify(body, { ...headers, "webhook-signature": "v1,AAAA" }));
  });

  test("one reply a day per address; none for a post held as spam", async () => {
    const before = php.replies().length;
    await post(php.base, "book-demo.php", validDemo);
    await post(php.base, "book-demo.php", { ...validDemo, message: "Second request the same day." });
    await post(php.base, "contact.php", { ...validContact, email: "held@example.com" }, { challenge: false });
    await waitFor(() => php.records("followup.jsonl").every((r) => r.sent));
    const replies = php.replies().slice(before);
    assert.equal(replies.length, 1);
    assert.match(replies[0], /^To: omar@company\.example/m);
    assert.match(replies[0], /^Content-Type: text\/plain; charset=UTF-8/m);
    assert.ok(!php.replies().some((m) => /held@example\.com/.test(m)));
  });

  test("a visitor's Markdown link never becomes a link in the Teams card (nor a Slack link)", async () => {
    const name = "[Open the lead in the CRM](https://evil.example/login)";
    const message =
      "Hello [here][1] or [there]\n\n[1]: https://evil.example/a\n[there]: https://evil.example/b";
    await post(php.base, "contact.php", { ...validContact, email: "markdown@example.com", name, message });
    await waitFor(() => php.records("followup.jsonl").every((r) => r.sent));
    const facts = teams.got.at(-1).body.attachments[0].content.body[1].facts;
    const values = facts.map((f) => f.value).join("\n");
    assert.match(values, /Open the lead in the CRM/);
    assert.doesNotMatch(values, /\][([:]/, values); // an inline, reference or defined link needs one of these
    assert.doesNotMatch(slack.got.at(-1).body.text, /<https?:/);
  });

  test("a line of the visitor's message never looks like one of the Slack message's own field lines", async () => {
    const message = "Please call me.\n*phone:* +966 55 000 0000\r\n\n*email:* attacker@evil.example\rThanks";
    await post(php.base, "contact.php", { ...validContact, email: "forger@example.com", message });
    await waitFor(() => php.records("followup.jsonl").every((r) => r.sent));
    const text = slack.got.at(-1).body.text;
    const [, ...lines] = text.split("\n");
    const fields = lines.filter((l) => !l.startsWith(">")).map((l) => l.match(/^\*([^*]+):\*/)?.[1]);
    // Every line is a field of the lead, each once, or a quoted line of a value: the forged ones are quoted.
    assert.deepEqual(fields, ["name", "email", "subject", "message", "page", "lang"], text);
    assert.match(text, /^\*email:\* forger@example\.com$/m);
    assert.match(
      text,
      /^\*message:\*\n> Please call me\.\n> \*phone:\* \+966 55 000 0000\n>\n> \*email:\* attacker@evil\.example\n> Thanks\n\*page:\*/m,
      text,
    );
    // Teams: each field is a fact of its own (title and value apart), the message one value.
    const facts = teams.got.at(-1).body.attachments[0].content.body[1].facts;
    assert.deepEqual(
      facts.map((f) => f.title),
      ["name", "email", "subject", "message", "page", "lang"],
    );
    assert.equal(facts.find((f) => f.title === "message").value, message);
  });

  test("one reply a day per inbox: a +tag or another case is the same inbox", async () => {
    const before = php.replies().length;
    for (const email of ["relay@example.com", "relay+1@example.com", "Relay+2@EXAMPLE.com"]) {
      await post(php.base, "contact.php", { ...validContact, email });
    }
    await waitFor(() => php.records("followup.jsonl").every((r) => r.sent));
    assert.equal(php.replies().length - before, 1);
  });

  test('a lead released from the spam folder ("channels":"all") gets everything it missed, once', async () => {
    await post(
      php.base,
      "contact.php",
      { ...validContact, email: "released@example.com", subject: "held" },
      { challenge: false },
    );
    const held = php.records("spam.jsonl").at(-1);
    assert.equal(held.reason, "no-challenge");
    // What the desk does on "not spam" (contracts: the same id, then one follow-up line).
    const { id, form, received, page, lang, fields } = held;
    const lead = { id, form, received, page, lang, fields };
    appendFileSync(join(php.storage, "contact.jsonl"), `${JSON.stringify(lead)}\n`);
    const followup = { id, form: "contact", received, reason: "released from spam", channels: "all" };
    appendFileSync(join(php.storage, "followup.jsonl"), `${JSON.stringify(followup)}\n`);
    const before = [slack, teams, crm].map((r) => r.got.length);
    await retry();
    await retry();
    assert.deepEqual(
      [slack, teams, crm].map((r, i) => r.got.length - before[i]),
      [1, 1, 1],
    );
    assert.equal(crm.got.at(-1).headers["webhook-id"], `msg_${held.id}`);
    const { done } = line(held.id);
    assert.deepEqual(Object.keys(done).sort(), ["mail", "reply", "slack", "teams", "webhook"]);
  });

  test("an id of digits only (a random hex id can be one) is delivered like any other", async () => {
    const id = "1234567890123456";
    const lead = {
      id,
      form: "contact",
      received: new Date().toISOString(),
      page: "/contact",
      lang: "en",
      fields: { ...validContact },
    };
    appendFileSync(join(php.storage, "contact.jsonl"), `${JSON.stringify(lead)}\n`);
    appendFileSync(
      join(php.storage, "followup.jsonl"),
      `${JSON.stringify({ id, form: "contact", received: lead.received, reason: "hand-off", channels: ["webhook"] })}\n`,
    );
    await retry();
    assert.ok(line(id).sent);
    assert.equal(crm.got.at(-1).headers["webhook-id"], `msg_${id}`);
  });
});
