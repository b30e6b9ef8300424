// The body editor's "+" → Heading address (cms/editor-components.js, `HeadingAnchor`; docs/editing.md "Privacy
// policy and terms"): the browser's prompt asks for the address; what the editor typed is kept in the anchor's
// alphabet (lib/mdx/slug.ts: a–z, digits, Arabic; anything else one hyphen), an id the page itself uses
// (lib/page-ids.ts) is refused there, with the build's own words, and the prompt asks again. The prompt, the
// chip's title and the refusals are in the editor's language. Driven in Node with the prompt stubbed and the
// site data the CMS is given (/admin/site-data.json, scripts/build/build-admin.mjs).
import assert from "node:assert/strict";
import test from "node:test";
import { ANCHOR_CHARACTER, editorComponents, headingAddress } from "../../cms/editor-components.js";
import { isAnchorMark, MARK_CHARACTER } from "../../lib/mdx/slug.ts";
import { PAGE_IDS } from "../../lib/page-ids.ts";
import { siteData } from "../../scripts/build/build-admin.mjs";

const site = await siteData({});
const english = (en) => en;
const arabic = (_en, ar) => ar;

/**
 * The prompt answered with `answers` in turn (then cancelled), on a body of `kind` in the interface language of
 * `say`: what is inserted, and every question asked.
 */
function insert(answers, { say = english, kind = "legal" } = {}) {
  const components = editorComponents({
    h: (type, props, label) => ({ type, props, label }),
    site,
    say,
    kind: () => kind,
  });
  const anchor = /** @type {{ onInsert: Function, toPreview: Function }} */ (
    components.find((c) => c.id === "HeadingAnchor")
  );
  const asked = [];
  const queue = [...answers];
  const prompt = globalThis.prompt;
  globalThis.prompt = (question, value) => {
    asked.push({ question, value });
    return queue.length ? queue.shift() : null;
  };
  try {
    return { inserted: anchor.onInsert(), asked, anchor };
  } finally {
    globalThis.prompt = prompt;
  }
}

test("the heading-address prompt keeps an Arabic address, and makes any other character one hyphen", () => {
  const cases = [
    ["الخلاصة", "الخلاصة"],
    [" البيوت المتحكَّم بها ", "البيوت-المتحكَّم-بها"],
    ["٢٠٣٠ Plan", "٢٠٣٠-plan"],
    ["Our  Services!", "our-services"],
    ["Who -- we  are?", "who-we-are"],
    ["__next_f", "next-f"],
    ["Café Menu", "caf-menu"],
    ["a.b", "a-b"],
  ];
  for (const [typed, address] of cases) {
    const { inserted } = insert([typed]);
    assert.deepEqual(inserted, { anchor: address }, typed);
    assert.ok(isAnchorMark(address), `${address}: the build takes it`);
  }
});

test("the heading-address prompt refuses an id the page uses itself, says why, and asks again", () => {
  const { inserted, asked } = insert(["Main", "deferred-scripts", "who we are"]);
  assert.deepEqual(inserted, { anchor: "who-we-are" });
  assert.equal(asked.length, 3, "asked again after each reserved id");
  assert.match(asked[1].question, /“\{#main\}” is one the page itself uses/);
  assert.match(asked[2].question, /“\{#deferred-scripts\}” is one the page itself uses/);
  assert.doesNotMatch(asked[1].question, /\{line\}|line \d/, "no line number in the prompt");
  // What they typed is offered again, to correct.
  assert.equal(asked[1].value, "Main");
  // Cancelled after a refusal: nothing is inserted.
  assert.equal(insert(["main"]).inserted, null);
  // The ids of the page of each kind (an article's contact form is no id of a legal page's).
  assert.equal(insert(["contact-name"], { kind: "article" }).inserted, null);
  assert.deepEqual(insert(["contact-name"], { kind: "legal" }).inserted, { anchor: "contact-name" });
});

test("the heading-address prompt says, in the editor's words, why nothing was kept of what was typed", () => {
  const { inserted, asked } = insert(["!!!", "faq"]);
  assert.deepEqual(inserted, { anchor: "faq" });
  assert.match(asked[1].question, /may hold only lowercase letters/);
  // Typed nothing, or cancelled: nothing inserted, not asked again.
  assert.equal(insert([""]).asked.length, 1);
  assert.equal(insert([""]).inserted, null);
});

test("the heading-address prompt, its refusals and the chip's title are in Arabic for an Arabic editor", () => {
  const { asked, anchor } = insert(["main", "الخلاصة"], { say: arabic });
  for (const { question } of asked) assert.match(question, /\p{Script=Arabic}/u, question);
  assert.doesNotMatch(asked[0].question, /[a-z]{4,}/i, "no English words in the Arabic prompt");
  assert.match(asked[1].question, /«\{#main\}» تستخدمه الصفحة نفسها/);
  const chip = anchor.toPreview({ anchor: "الخلاصة" });
  assert.match(chip.props.title, /\p{Script=Arabic}/u);
  assert.doesNotMatch(chip.props.title, /[a-z]{4,}/i);
  // And in English for an English editor.
  const { asked: asked_en, anchor: anchor_en } = insert(["main"]);
  assert.match(asked_en[0].question, /^The heading's address/);
  assert.match(anchor_en.toPreview({ anchor: "x" }).props.title, /^The heading's address/);
});

test("headingAddress: the anchor's alphabet is the build's, and what it keeps the build takes", () => {
  assert.equal(ANCHOR_CHARACTER, MARK_CHARACTER);
  const typed = ["الخلاصة", "Our Services", "a_b", "ÉTÉ 2030", "٢٠٣٠ - خطة", "إطار_العمل", "x\u200dy", "ـأ"];
  for (const text of typed) {
    const address = headingAddress(text);
    assert.equal(address.refused, undefined, text);
    assert.ok(isAnchorMark(address.anchor), `${text} → ${address.anchor}`);
  }
  assert.equal(headingAddress("   "), null);
  assert.equal(headingAddress(null), null);
  assert.deepEqual(headingAddress("¿?"), { anchor: "¿?", refused: "anchorMark" });
  // Every id of the page refused (lib/page-ids.ts), as typed in capitals and with spaces too.
  for (const [kind, ids] of Object.entries(PAGE_IDS))
    for (const id of ids) {
      assert.deepEqual(headingAddress(id, site.anchors.reserved[kind]), {
        anchor: id,
        refused: "anchorReserved",
      });
      assert.equal(
        headingAddress(` ${id.toUpperCase().replaceAll("-", " ")} `, ids).refused,
        "anchorReserved",
      );
    }
});
