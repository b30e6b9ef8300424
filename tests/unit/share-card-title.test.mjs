// The longest title the content manager accepts (lib/share-card-measure.ts, 128 characters, pinned by
// content-safety.test.ts) fits the share card (scripts/build/share-card-template.mjs), in both editions and
// in wide letters: a title the CMS accepts never fails `share-cards` at build time (issue 46). Drawn with the
// brand fonts through a private fontconfig, as the script.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import { TITLE_MAX_CHARACTERS as MAX } from "../../lib/share-card-measure.ts";
import { tempDir } from "../support/temp.mjs";

const root = new URL("../../", import.meta.url).pathname;
const dir = tempDir("mts-card-fonts-");
writeFileSync(
  join(dir, "fonts.conf"),
  `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${join(root, "app/fonts/share-card")}</dir><cachedir>${join(dir, "cache")}</cachedir></fontconfig>\n`,
);
process.env.FONTCONFIG_FILE = join(dir, "fonts.conf");
const { default: sharp } = await import("sharp");
const { drawShareCard } = await import("../../scripts/build/share-card-template.mjs");

/** `words` repeated to exactly `MAX` characters. */
const title = (words) => `${words} `.repeat(Math.ceil(MAX / words.length) + 1).slice(0, MAX);

for (const [locale, words] of /** @type {const} */ ([
  ["en", "MANAGEMENT WORKFLOW MAXIMUM"],
  ["en", "Why we moved our warehouse management to a custom web application"],
  ["ar", "إدارة المستودعات وتطبيقات الويب المخصّصة للمؤسسات"],
]))
  test(`a ${MAX}-character ${locale} title (${words.slice(0, 20)}…) fits the card`, async () => {
    const t = title(words);
    assert.equal([...t].length, MAX);
    await drawShareCard(
      sharp,
      { title: t, section: "Section", locale, cover: undefined },
      { root, brand: "Brand", host: "example.com" },
    );
  });
