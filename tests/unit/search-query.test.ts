import assert from "node:assert/strict";
import { test } from "node:test";
import { searchQuery, withoutClitics } from "@/lib/search-query";

// Issue 40: the search strips the Arabic conjunctions and prepositions glued to a word before the query
// reaches the index (lib/search-query.ts), so «والفاتورة» finds what «الفاتورة» finds.

test("a conjunction or a preposition before the article goes; the article stays; words that merely start so are left alone", () => {
  for (const [typed, indexed] of [
    ["والفاتورة", "الفاتورة"],
    ["فالفاتورة", "الفاتورة"],
    ["كالفاتورة", "الفاتورة"],
    ["بالفاتورة", "الفاتورة"],
    ["وبالفاتورة", "الفاتورة"],
    ["فبالفاتورة", "الفاتورة"],
    ["وكالفاتورة", "الفاتورة"],
    // «ل» + «ال» is written «لل».
    ["للمستشفيات", "المستشفيات"],
    ["وللمستشفيات", "المستشفيات"],
    ["فللمستشفيات", "المستشفيات"],
    // Diacritics typed on the clitics.
    ["وَالفاتورة", "الفاتورة"],
    ["وَلِلمستشفيات", "المستشفيات"],
  ] as const)
    assert.equal(withoutClitics(typed), indexed, typed);
  // Words that merely start with those letters are left alone.
  for (const word of [
    "الفاتورة",
    "المستشفيات",
    "وزارة",
    "بوابة",
    "فاتورة",
    "لوحة",
    "كتاب",
    "ولاء",
    "بلدي",
    "فلل",
    // A root whose letters look like «و» or «ب» + «ال»: too short to carry a clitic and an article.
    "والد",
    "والدة",
    "بالغ",
    "بالغة",
    "لله",
    "وال",
    "",
  ])
    assert.equal(withoutClitics(word), word, word);
});

test("each Arabic word of a query is prepared; Latin words and spacing are not mangled", () => {
  assert.equal(searchQuery("  والفاتورة   وللمستشفيات "), "الفاتورة المستشفيات");
  assert.equal(searchQuery("ERP والفاتورة"), "ERP الفاتورة");
  assert.equal(searchQuery("ZATCA"), "ZATCA");
  assert.equal(searchQuery("Flutter app"), "Flutter app");
  assert.equal(searchQuery("وزارة الصحة"), "وزارة الصحة");
});
