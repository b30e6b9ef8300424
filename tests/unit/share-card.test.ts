import assert from "node:assert/strict";
import { test } from "node:test";
import { localizedRoutes } from "@/lib/content";
import { allShareCards, shareCard, shareCardName, type ShareCardInputs } from "@/lib/share-card";

// The share cards' names and inputs (lib/share-card.ts): the one function the metadata and the generator
// (scripts/build/share-cards.mjs) share. The drawn files are checked on the build by tests/build/share-cards.test.mjs.

const base: ShareCardInputs = { title: "About Us", section: "Our tagline", locale: "en" };

test("a card's name changes with each input, and only with them; a page's card carries its title, section and language", () => {
  const name = shareCardName(base, null, "v1");
  assert.match(name, /^\/og\/en-[0-9a-f]{16}\.png$/);
  assert.equal(shareCardName({ ...base }, null, "v1"), name);
  const variants = [
    shareCardName({ ...base, title: "About us" }, null, "v1"),
    shareCardName({ ...base, section: "Services" }, null, "v1"),
    shareCardName({ ...base, locale: "ar" }, null, "v1"),
    shareCardName(base, null, "v2"),
    shareCardName({ ...base, cover: "/images/blog/a.jpg" }, "aa", "v1"),
    shareCardName({ ...base, cover: "/images/blog/a.jpg" }, "bb", "v1"),
  ];
  assert.equal(new Set([name, ...variants]).size, variants.length + 1);
  assert.match(variants[4]!, /\.jpg$/);
  // A page's card carries its title, its section and its language.
  const article = shareCard(
    "AI in Agriculture",
    "/blogs/ai-revolutionizing-agriculture:-farming's-future-unveiled",
    "en",
  );
  assert.equal(article.inputs.section, "Artificial Intelligence");
  assert.equal(shareCard("x", "/services/web-development", "ar").inputs.section, "خدماتنا");
  assert.equal(shareCard("x", "/solutions/real-estate", "en").inputs.section, "Solutions");
  assert.equal(article.type, "image/png");
  assert.notEqual(shareCard("About Us", "/about-us", "en").file, shareCard("من نحن", "/about-us", "ar").file);
});

test("every route of both editions and the search pages has one card of its own", () => {
  const cards = allShareCards();
  assert.equal(cards.length, localizedRoutes("en").length + localizedRoutes("ar").length + 2);
  assert.equal(new Set(cards.map((c) => c.file)).size, cards.length);
});
