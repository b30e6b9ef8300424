// The content manager in Arabic (cms/i18n.js): every word Decap shows has its Arabic (cms/locale-ar.js holds
// every key of the pinned Decap's English locale, with the same %{placeholders}), and every label, hint and
// description of cms/config.yml has its Arabic in cms/labels-ar.js. A Decap upgrade that adds words, or a new
// field in config.yml, fails here naming what to translate.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test } from "node:test";
import { resolvedConfig } from "../../scripts/build/build-admin.mjs";
import { labelsAr } from "../../cms/labels-ar.js";
import { ar } from "../../cms/locale-ar.js";
import { editorComponents } from "../../cms/editor-components.js";

const require = createRequire(import.meta.url);

/** Decap's English locale, as the pinned package ships it (an ES module file without `type: module`). */
async function decapEnglish() {
  const file = require.resolve("decap-cms-locales/dist/esm/en/index.js");
  const source = readFileSync(file, "utf8");
  const url = `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`;
  return (await import(url)).default;
}

/** path → string, for every leaf of a locale. */
function leaves(tree, prefix = "") {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`),
  );
}
const placeholders = (s) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

test("every word of Decap's English locale has its Arabic, with the same placeholders", async () => {
  const english = leaves(await decapEnglish());
  const arabic = new Map(leaves(ar));
  const missing = english.filter(([key]) => !arabic.get(key)?.trim()).map(([key]) => key);
  assert.deepEqual(missing, [], `cms/locale-ar.js lacks: ${missing.join(", ")}`);
  for (const [key, text] of english)
    assert.deepEqual(placeholders(arabic.get(key)), placeholders(text), `${key}: placeholders differ`);
  const extra = [...arabic.keys()].filter((key) => !english.some(([k]) => k === key));
  assert.deepEqual(extra, [], `cms/locale-ar.js has keys Decap no longer has: ${extra.join(", ")}`);
});

test("every label, hint and description of cms/config.yml and of the body's blocks has its Arabic", async () => {
  const config = JSON.parse(await resolvedConfig(readFileSync("cms/config.yml", "utf8")));
  const site = { values: { en: {}, ar: {} }, iconNames: [], icons: {}, uploads: {} };
  const blocks = editorComponents({ h: () => null, site, edition: () => "en" });
  const words = new Set();
  const walk = (value) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    for (const [k, v] of Object.entries(value))
      if (["label", "label_singular", "hint", "description"].includes(k) && typeof v === "string")
        words.add(v);
      else walk(v);
  };
  walk(config);
  walk(blocks.map((b) => ({ label: b.label, fields: /** @type {{ fields?: object[] }} */ (b).fields })));
  // Words already in Arabic (the Arabic categories' names) need none.
  const missing = [...words].filter((w) => !/\p{Script=Arabic}/u.test(w) && !labelsAr[w]);
  assert.deepEqual(missing, [], `cms/labels-ar.js lacks the Arabic of: ${missing.join(" | ")}`);
});

test("the body editor's chips (a company value, a heading's address) are titled in the editor's language", () => {
  const h = (type, props, label) => ({ type, props, label });
  const ids = [
    "CompanyName",
    "Email",
    "Address",
    "Registration",
    "RetentionPeriod",
    "AnswerPeriod",
    "HeadingAnchor",
  ];
  /** @type {[(en: string, ar: string) => string, RegExp][]} */
  const languages = [
    [(_en, arabic) => arabic, /^\P{Script=Latin}+$/u],
    [(en) => en, /^[\p{Script=Latin}\p{P}\p{Zs}]+$/u],
  ];
  for (const [say, script] of languages) {
    const chips = editorComponents({ h, site: {}, say }).filter((c) => ids.includes(c.id));
    assert.equal(chips.length, ids.length);
    for (const chip of chips) {
      const { props, label } = /** @type {{ toPreview: Function }} */ (chip).toPreview({ anchor: "x" });
      assert.match(props.title, script, `${chip.id}: ${props.title}`);
      // With no value to show (site data not loaded), the chip names the value in the same language.
      if (chip.id !== "HeadingAnchor") assert.match(label, script, `${chip.id}: ${label}`);
    }
  }
});
