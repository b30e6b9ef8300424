import { expect, test } from "@playwright/test";
import { localizedRoutes } from "@/lib/content";
import { allShareCards, shareCard, shareCardName, type ShareCardInputs } from "@/lib/share-card";

// The share cards' names and inputs (lib/share-card.ts): the one function the metadata and the generator
// (scripts/build/share-cards.mjs) share. The drawn files are checked on the build by tests/build/share-cards.test.mjs.

const base: ShareCardInputs = { title: "About Us", section: "Our tagline", locale: "en" };

test("a card's name changes with each input, and only with them", () => {
  const name = shareCardName(base, null, "v1");
  expect(name).toMatch(/^\/og\/en-[0-9a-f]{16}\.png$/);
  expect(shareCardName({ ...base }, null, "v1")).toBe(name);
  const variants = [
    shareCardName({ ...base, title: "About us" }, null, "v1"),
    shareCardName({ ...base, section: "Services" }, null, "v1"),
    shareCardName({ ...base, locale: "ar" }, null, "v1"),
    shareCardName(base, null, "v2"),
    shareCardName({ ...base, cover: "/images/blog/a.jpg" }, "aa", "v1"),
    shareCardName({ ...base, cover: "/images/blog/a.jpg" }, "bb", "v1"),
  ];
  expect(new Set([name, ...variants]).size).toBe(variants.length + 1);
  expect(variants[4]).toMatch(/\.jpg$/);
});

test("a page's card carries its title, its section and its language", () => {
  const article = shareCard(
    "AI in Agriculture",
    "/blogs/ai-revolutionizing-agriculture:-farming's-future-unveiled",
    "en",
  );
  expect(article.inputs.section).toBe("Artificial Intelligence");
  expect(shareCard("x", "/services/web-development", "ar").inputs.section).toBe("خدماتنا");
  expect(shareCard("x", "/solutions/real-estate", "en").inputs.section).toBe("Solutions");
  expect(article.type).toBe("image/png");
  expect(shareCard("About Us", "/about-us", "en").file).not.toBe(shareCard("من نحن", "/about-us", "ar").file);
});

test("every route of both editions and the search pages has one card of its own", () => {
  const cards = allShareCards();
  expect(cards.length).toBe(localizedRoutes("en").length + localizedRoutes("ar").length + 2);
  expect(new Set(cards.map((c) => c.file)).size).toBe(cards.length);
});
