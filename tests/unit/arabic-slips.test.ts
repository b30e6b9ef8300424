import { readFileSync } from "node:fs";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import { countedDays } from "@/content/ar/counted";
import { newsletterCopy as arNewsletter } from "@/content/ar/forms";
import { searchPage } from "@/content/ar/search";
import { searchQuery, withoutClitics } from "@/lib/search-query";
import { latinTerms } from "@/content/ar/latin-terms";
import { siteCopy } from "@/content/ar/site";
import { newsletterCopy as enNewsletter, newsletterLinkDays } from "@/content/forms";
import { content } from "@/lib/content";
import { stringsOf } from "./support/strings-of";
import { arabicSources as sources, occurrences } from "./support/arabic-sources";

// Issue 40: the native reader's 19 slips (slip 14, the forms handler's 403 reply, is checked with the PHP).
// Each wrong phrase is refused wherever the Arabic edition is written (support/arabic-sources.ts). Rules that can be
// stated are checked as rules, below.
const ar = content("ar");
const en = content("en");

/** The reader's wrong phrases: the slip's number (and its point), then the wording that replaced it, which must be there. */
const wrongPhrases: [RegExp, string, string?][] = [
  [/بطاقات مدى و(Apple|STC)/, "1: wallets are not cards", "عبر مدى وApple Pay وSTC Pay والبطاقات الدولية"],
  [/بصمة مشفّرة/, "2: a hash is not encryption", "ببصمة رقمية (قيمة تجزئة) منه"],
  [
    /بصيغة الفوترة الإلكترونية/,
    "3",
    "إصدار الفواتير الضريبية وفق متطلبات الفوترة الإلكترونية لدى هيئة الزكاة والضريبة والجمارك، مع رمز الاستجابة السريعة، والربط والتكامل مع منصة «فاتورة»",
  ],
  [/الموقع المباشر/, "4", "التتبّع المباشر للمواقع"],
  [/ودع مشرفك/, "5", "ويطّلع مشرفك على حالات التأخر لحظة وقوعها"],
  [/بالهمّة التي تعمل بها/, "6", "ليبقى موقعك في خدمة أعمالك بكفاءة ودون انقطاع"],
  [/المشهد الرقمي في المملكة في ظل/, "7", "وتطوّر المشهد الرقمي في ظل رؤية المملكة 2030"],
  // Slip 8's wording names the company: "the newsletter mail names the list" below.
  [/في نشرة [^.\n]*البريدية/, "8: «في النشرة البريدية لشركة حلول مكة التقنية»"],
  [/تعذّر اشتراك/, "9", "تعذّر إتمام الاشتراك بهذا العنوان"],
  [/مفتاح الهروب/, "10", "واضغط Esc لمسح البحث"],
  [/نستطيع إتقانها/, "11", "ونعتذر عن قبول الأعمال التي لا نتقنها"],
  [
    /تطبيقات آمنة للبنوك عبر الجوال/,
    "12",
    "تطبيقات مصرفية آمنة عبر الجوال، ومحافظ رقمية، وحلول محاسبة وتأمين للبنوك وشركات التقنية المالية",
  ],
  [/بالنقرة، والبريد الإلكتروني/, "13", "والتسويق عبر البريد الإلكتروني للشركات السعودية"],
  [/بتوقيت السعودية/, "15", "بتوقيت مكة المكرمة"],
  [/سواء كنت تنقل/, "16: one voice", "سواء كانت تنقل خوادمها الأولى"],
  [/خصائص|خاصية/, "17: features are «ميزات», never «خصائص»"],
  [
    /\b(Snapchat|Instagram|TikTok|LinkedIn|Facebook|Twitter)\b|(?<![A-Za-z0-9_.])X(?![A-Za-z0-9_])/,
    "18: the footer's Arabic names of the networks",
  ],
  [
    /تويتر|سنابشات|سناب تشات|تيكتوك|انستغرام|إنستقرام|انستقرام|لينكد إن/,
    "18: one spelling of each network, the footer's",
  ],
  [/ساعة Apple/, "18", "ساعة آبل"],
  [/البريد الإلكتروني للعمل|بريدك الإلكتروني في العمل/, "19", "بريد العمل الإلكتروني"],
];

test("none of the Arabic reader's wrong phrases is back, anywhere in the Arabic edition, and the reader's wording is there (issue 40)", () => {
  assert.ok(sources.filter((f) => f.where.endsWith(".php") && f.text).length > 0);
  assert.ok(sources.some((f) => f.where.endsWith(".mdx")));
  assert.ok(sources.filter((f) => f.where === "edition").length > 1000);
  for (const [re, why, right] of wrongPhrases)
    assert.deepEqual(occurrences(re), [], right ? `${why}: «${right}»` : why);
  // The reader's wording is there (issue 40).
  const rights = wrongPhrases.flatMap(([, , right]) => (right ? [right] : []));
  for (const phrase of [...rights, "اضغط / في أي صفحة للانتقال إلى البحث"])
    assert.ok(occurrences(new RegExp(phrase.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))).length > 0, phrase);
  assert.ok(latinTerms.includes("Esc"));
  assert.ok(searchPage.form.hint.includes("Esc"));
});

test("platform names are written one way, in guillemets (slip 3); features are «ميزات», «مزايا» only for advantages (slip 17)", () => {
  const platforms = ["مُدد", "قوى", "مقيم", "نفيس", "إيجار", "فاتورة"];
  // A platform named bare after «منصة», or in brackets, is the other style.
  const bare = new RegExp(
    `منصة (${platforms.join("|")})(?![\\u0621-\\u064A\\u064B-\\u0652])|\\(«?فاتورة»?\\)`,
  );
  assert.deepEqual(occurrences(bare), []);
  for (const name of platforms) assert.ok(occurrences(new RegExp(`«${name}»`)).length > 0, name);
  // Features are «ميزات»; «مزايا» only for advantages (slip 17).
  assert.ok(occurrences(/الميزات الجديدة|عدد الميزات/).length > 0);
  // Every «مزايا» left means advantages: the pros and cons, the merits of an option.
  const advantages = /المزايا[ -]والعيوب|بمزايا كل خيار/;
  const others = occurrences(/مزايا/).filter((where) => !advantages.test(where));
  assert.deepEqual(others, []);
});

test("the networks are named as the footer names them (slip 18); the demo form's labels match their errors (slip 19)", () => {
  const names = ar.ui.footer.socialNames;
  const marketing = stringsOf(ar.services.find((s) => s.slug === "digital-marketing")).join("\n");
  for (const name of [names.instagram, names.x, names.linkedin, "سناب شات", "تيك توك"])
    assert.ok(marketing.includes(name), name);
  const { fields } = ar.pages.bookDemo.demoForm;
  assert.equal(fields.company.label, "اسم الشركة");
  assert.equal(ar.forms.fieldErrors.company.startsWith(fields.company.label), true);
  assert.equal(fields.email.label, "بريد العمل الإلكتروني");
});

test("day counts take the number's form through countedDays() (slip 19); the newsletter mail names the list and signs off, in both editions (slip 8)", () => {
  assert.deepEqual([1, 2, 3, 7, 10, 11, 30, 100, 103].map(countedDays), [
    "يوم واحد",
    "يومين",
    "3\u00a0أيام",
    "7\u00a0أيام",
    "10\u00a0أيام",
    "11\u00a0يومًا",
    "30\u00a0يومًا",
    "100\u00a0يوم",
    "103\u00a0أيام",
  ]);
  // The Arabic copy writes the count out; a bare «{days} أيام» would read «1 أيام» or «11 أيام».
  assert.deepEqual(occurrences(/\{days\} ?(أيام|يوم)/), []);
  const linkDays = countedDays(newsletterLinkDays);
  assert.ok(arNewsletter.mailBody.includes(`خلال ${linkDays} `));
  assert.ok(arNewsletter.mailBody.includes(`بعد ${linkDays}.`));
  assert.ok(arNewsletter.invalidText.includes(`صالحة لمدة ${linkDays}؛`));
  // The number is the PHP handlers' (lib/newsletter.php), which fills {days} in the English mail.
  const php = readFileSync(join(process.cwd(), "public/assets/phpscripts/lib/newsletter.php"), "utf8");
  assert.equal(php.match(/const FORMS_LINK_DAYS = (\d+);/)?.[1], String(newsletterLinkDays));
  assert.ok(enNewsletter.mailBody.includes("{days} days"));
  // The newsletter mail names the list and signs off, in both editions (slip 8).
  assert.ok(arNewsletter.mailBody.includes(`في النشرة البريدية ل${siteCopy.legalName}.`));
  assert.match(
    arNewsletter.mailBody,
    new RegExp(`مع التحية،\\nفريق ${siteCopy.legalName}\\n[\\s\\S]*\\{unsubscribe\\}`),
  );
  assert.match(enNewsletter.mailBody, /Kind regards,\nThe \{site\} team\n[\s\S]*\{unsubscribe\}/);
  assert.notEqual(en.forms, undefined);
});

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
