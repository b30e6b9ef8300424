import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertPart } from "./support/assert-part";
import { newsletterCopy } from "@/content/ar/forms";
import { siteCopy } from "@/content/ar/site";
import { content, localizedRoutes, routes } from "@/lib/content";
import { formatDate, localePath, routeOf } from "@/content/i18n";
import { organizationLd } from "@/lib/json-ld";
import { stringsOf } from "./support/strings-of";
import { arabicSources, occurrences } from "./support/arabic-sources";

// The Arabic content mirrors the English one: same pages, same structure, same facts; only the words differ.
const en = content("en");
const ar = content("ar");
/** The strings of `list` that `re` matches (none expected). */
const matching = (list: string[], re: RegExp) => list.filter((s) => re.test(s));

/** A value's shape: strings become "s", so two editions compare equal when only their words differ. */
const shape = (value: unknown): unknown => {
  if (typeof value === "string") return "s";
  if (typeof value === "function") return "fn";
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return value;
};

/** An article's reading time and source file differ by language by design (Arabic is read more slowly). */
const comparable = (page: object) =>
  Object.fromEntries(Object.entries(page).filter(([k]) => !["readingMinutes", "body", "file"].includes(k)));

// Slugs, icons, ids, images, ratings and sizes are written once (content/services/base.ts, the lists' entry
// files content/<list>/<id>.json) and merged into both editions (tests/unit/merge.test.ts checks the merge), so the twin
// tests below compare the shape of the words: the same pages, offerings, FAQs, paragraphs and points.
test("every family page has its Arabic twin with the same slug, counts and order; every other block the English shape and non-copy values", () => {
  for (const family of ["services", "solutions", "blogPosts"] as const) {
    const slugs = (c: typeof en) => c[family].map((p) => p.slug);
    assert.deepEqual(slugs(ar), slugs(en));
    for (const [i, page] of ar[family].entries())
      assert.deepEqual(shape(comparable(page)), shape(comparable(en[family][i]!)), page.slug);
  }
  // The stand-alone pages, menus and shared blocks have the English shape.
  for (const key of ["pages", "shared", "nav", "contact", "testimonials", "clients", "portfolio"] as const)
    assert.deepEqual(shape(ar[key]), shape(en[key]), key);
  // Non-copy values are the same in both editions.
  const same = (pick: (c: typeof en) => unknown) => assert.deepEqual(pick(ar), pick(en));
  // The portfolio's, testimonials' and clients' non-words are written once in each entry's file for both editions.
  same((c) => c.shared.stats.items.map(({ value, suffix }) => [value, suffix]));
  // Reading time is computed per language (Arabic is read more slowly), so it may differ.
  same((c) => c.blogPosts.map((p) => [p.slug, p.date, p.dateModified, p.categoryId, p.icon]));
  same((c) =>
    [c.pages.privacy.policy, c.pages.terms.terms, c.pages.accessibility.statement].map((doc) =>
      doc.headings.map((h) => [h.depth, h.id]),
    ),
  );
});

test("Arabic copy uses Western digits, Arabic punctuation and Saudi usage, characters the subset font has; so do the plural and date helpers", () => {
  // In the whole edition as written and merged (support/arabic-sources.ts; arabic-slips checks it holds the copy).
  assert.deepEqual(occurrences(/[٠-٩۰-۹]/), [], "Arabic-Indic digits");
  assert.deepEqual(occurrences(/[\u0600-\u06FF]\s*[,;?](\s|$)/), [], "Latin , ; ? after Arabic");
  assert.deepEqual(occurrences(/تكنولوجيا|قم ب/), [], "تقنية, not تكنولوجيا; no قم بـ");
  // The plural and date helpers follow Arabic rules with Western digits.
  const shown = ar.portfolio.portfolioSection.shown;
  assert.equal(new Set([0, 1, 2, 3, 11].map(shown)).size, 5);
  assert.ok(shown(9).includes("9"));
  assert.equal(formatDate("2025-03-15", "ar"), "15 مارس 2025");
  assert.equal(formatDate("2025-03-15", "en"), "15 March 2025");
  // Every Arabic character of the copy is in the subset Arabic font (app/fonts/README.md).
  const inFont = /[\u060C\u061B\u061F\u0621-\u063A\u0640-\u0652\u0660-\u066D\u0670\u06F0-\u06F9]/u;
  const used = new Set(stringsOf(ar).flatMap((s) => [...s]));
  const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
  const missing = [...used].filter((ch) => arabicScript.test(ch) && !inFont.test(ch));
  assert.deepEqual(
    missing.map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`),
    [],
  );
});

test("Arabic routes mirror the English ones under /ar", () => {
  const arRoutes = localizedRoutes("ar");
  const read = arRoutes.map((r) => [r.path, routeOf(r.path)]);
  assert.deepEqual(
    read,
    routes.map((r) => [localePath(r.path, "ar"), r.path]),
  );
  for (const key of ["title", "description"] as const)
    assert.equal(new Set(arRoutes.map((r) => r[key])).size, arRoutes.length, `${key}s unique`);
  for (const [i, r] of routes.entries()) assert.notEqual(arRoutes[i]!.title, r.title, r.path);
  assert.equal(localePath("/", "ar"), "/ar");
  assert.equal(localePath("mailto:x@example.com", "ar"), "mailto:x@example.com");
});

// The articles and the legal pages are checked where they are written (the publishing branch moves them
// to Markdown); everything else an edition shows is here.
const copyOf = (c: typeof en) =>
  stringsOf({
    ...c,
    blogPosts: [],
    pages: Object.fromEntries(
      Object.entries(c.pages).filter(([k]) => !["privacy", "terms", "accessibility"].includes(k)),
    ),
  });

test("Arabic terminology: one rendering of each term, one reply promise in both editions (issue 19)", () => {
  const prose = copyOf(ar).filter((s) => /[\u0600-\u06FF]/.test(s));
  // The other terms of issue 19 are refused in the whole edition (issue 34's test).
  assert.deepEqual(matching(prose, /تعرّف على/), [], "«تعرّف إلى» everywhere («تعرّف إلينا»)");
  assert.deepEqual(
    prose.filter((s) => s.includes("MVP") && !/(المنتج الأولي|منتج أولي) \(MVP\)/.test(s)),
    [],
    "MVP: «منتج أولي (MVP)»",
  );
  assert.deepEqual(
    ar.solutions.map((s) => s.offeringsHeadline.eyebrow),
    ar.solutions.map(() => "ما نطوّره"),
  );
  // The prose holds the meta descriptions too (pageMeta, each page's meta).
  const withoutName = prose.map((s) => s.replaceAll(siteCopy.legalName, ""));
  assert.deepEqual(matching(withoutName, /مكة(?! المكرمة)/), [], "«مكة المكرمة», not مكة alone");
  // One reply promise in both editions: the real-estate FAQ's 24 working hours.
  assert.deepEqual(matching(copyOf(en), /one working day|one business day/i), []);
  assert.ok(matching(copyOf(en), /24\sworking\shours/).length >= 8);
  assert.ok(matching(copyOf(ar), /خلال 24\sساعة عمل/).length >= 8);
});

test("Arabic notices and labels read as Saudi business Arabic; one client, one name: Shifa Care (issue 19)", () => {
  assert.equal(
    ar.forms.formNotices.success,
    "شكرًا لتواصلك معنا؛ وصلتنا رسالتك وسنرد عليك خلال 24\u00a0ساعة عمل.",
  );
  assert.equal(ar.forms.formNotices.fail, "عذرًا، تعذّر إرسال رسالتك. يُرجى المحاولة مرة أخرى.");
  assert.equal(ar.forms.fieldErrors.noEmployees, "يُرجى كتابة عدد الموظفين بالأرقام.");
  assert.equal(ar.ui.error.title, "حدث خطأ غير متوقع أثناء عرض الصفحة.");
  assert.match(ar.ui.footer.newsletter.text, /^رسائل بين حين وآخر /);
  assert.ok(ar.pages.portfolio.hero.lead.includes("اختر نوع العمل لتصفيتها"));
  assert.equal(ar.pages.bookDemo.demoForm.fields.phone.label, "رقم الجوال");
  assert.equal(ar.clients.clientsSection.headline.title, "عملاء يثقون بنا");
  assert.ok(ar.site.hours.includes("من 9 صباحًا إلى 6 مساءً"));
  assert.ok(copyOf(ar).some((s) => s.includes("ويُصدر مزوّد الخدمة فواتير الاستخدام")));
  // One client, one name: Shifa Care in the logos and the portfolio (issue 19).
  const names = [[en, "Shifa Care"] as const, [ar, "شفاء كير"] as const];
  for (const [c, name] of names) {
    const logo = c.clients.clientLogos.find((l) => l.image.includes("shifa"));
    assert.equal(logo?.name, name);
    // Paths and ids (e.g. the logo's id "shifa-care", content/clients/shifa-care.json) are not copy.
    const notCopy = (s: string) => s.startsWith("/") || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s);
    const mentions = copyOf(c).filter((s) => /shifa|شفاء/i.test(s) && !notCopy(s));
    assert.ok(mentions.length >= 2);
    for (const s of mentions) assert.ok(s.includes(name));
  }
});

// Issue 34: the Arabic reader's fixes, over the whole Arabic edition as written and merged (support/arabic-sources.ts),
// so a variant comes back from nowhere.
test("Arabic terminology: one rendering of each term in the whole edition (issue 34)", () => {
  assert.ok(arabicSources.some((f) => f.where.endsWith(".mdx")));
  const forbidden: [RegExp, string][] = [
    [/لوحا?ت? (معلومات|متابعة)|لوحة (معلومات|متابعة)/, "dashboard: «لوحة مؤشرات» (issue 19)"],
    [/WhatsApp/, "«واتساب», not WhatsApp (issue 19)"],
    [/الحاسوب/, "«الحاسب», not الحاسوب (Saudi usage, issue 19)"],
    [/يوم عمل واحد|ساعة من ساعات العمل/, "one reply promise: «خلال 24 ساعة عمل» (issue 19)"],
    [/ماذا نبني/, "«ما نطوّره» (issue 19)"],
    [/طريقة عملكم/, "address the reader in the singular: «طريقة عملك» (issue 19)"],
    [/وتقبل المدفوعات/, "«ويمكن الدفع عبر مدى…» (issue 19)"],
    [/منتج أولي \(MVP\) مركّز، ونختبرها/, "«ونختبره»: the verb agrees with «منتج»"],
    [
      /الربط الذي تتطلبه مرحلتك/,
      "ZATCA phase 2: «الربط والتكامل مع منصة «فاتورة» وفق الموجة التي تشمل منشأتك»",
    ],
    [/نظام حماية الأجور/, "«برنامج حماية الأجور», the official name"],
    [/مقابل منصة مقيم/, "«ومطابقتها مع بيانات منصة مقيم»"],
    [
      /الالتزام بال?أنظمة|الالتزام بأنظمة|(فرق|فريق) الالتزام|كما تعمل بها المنشآت/,
      "compliance is «الامتثال»",
    ],
    [/نسب نطاقات/, "«ونطاق المنشأة في برنامج نطاقات»"],
    [
      /السجل التجاري رقم|رقم التسجيل في ضريبة القيمة المضافة|(?<!رقم )السجل التجاري:/,
      "«رقم السجل التجاري», «الرقم الضريبي»",
    ],
    [/رقم (ال)?هاتف|هاتفك/, "the field is «رقم الجوال»: «رقم جوال صحيح», «رقم جوالك»"],
    [/لوحة (ال)?إدارة/, "«لوحة التحكم», as on the solution pages"],
    [/مسير(?!ة)/, "«مسيّر الرواتب», with the shadda"],
    [/مجسات/, "«أجهزة الاستشعار»"],
    [/وقتهم على/, "«يصرفون وقتهم في»"],
    [/رؤية 2030/, "«رؤية المملكة 2030»"],
    [/(?<!«)بلا كود|بلا كود(?!»)/, "«بلا كود», always in guillemets"],
    [/نُسخ الرابط/, "«تم نسخ الرابط»"],
    [/حُدّث في/, "«آخر تحديث:», as on the legal pages"],
    [/أطول من المسموح/, "«الرسالة تتجاوز الحد المسموح به»"],
    [/جميع الحقوق محفوظة [^.]/, "«© 2023 <الاسم التجاري>. جميع الحقوق محفوظة.»"],
  ];
  for (const [re, why] of forbidden) assert.deepEqual(occurrences(re), [], why);
  // The replacements are there.
  for (const re of [
    /منصة «فاتورة» وفق الموجة التي تشمل منشأتك/,
    /برنامج حماية الأجور/,
    /ونطاق المنشأة في برنامج نطاقات/,
  ])
    assert.ok(occurrences(re).length > 0, String(re));
  assert.equal(
    ar.pages.erp.integrations.headline.title,
    "الرواتب والامتثال للأنظمة كما تديرها المنشآت السعودية",
  );
});

test("one pair of registration labels (footer, legal pages, JSON-LD); footer, contact and share labels as one edition; the company named cleanly (issue 34)", () => {
  const labels = ar.ui.footer.registration;
  assert.deepEqual(
    [labels.cr, labels.unifiedNumber, labels.vat],
    ["رقم السجل التجاري", "الرقم الوطني الموحد", "الرقم الضريبي"],
  );
  assert.deepEqual(ar.publishing.registration, {
    cr: labels.cr,
    unifiedNumber: labels.unifiedNumber,
    vat: labels.vat,
    shortAddress: labels.shortAddress,
  });
  assertPart(organizationLd("ar").identifier, [{ name: labels.cr }, { name: labels.unifiedNumber }]);
  assertPart(organizationLd("en").identifier, [
    { name: en.ui.footer.registration.cr },
    { name: en.ui.footer.registration.unifiedNumber },
  ]);
  // Footer, contact and share labels read as one edition.
  assert.equal(
    ar.ui.footer.copyright(2023, siteCopy.legalName),
    `©\u00a02023\u00a0\u2068${siteCopy.legalName}\u2069. جميع الحقوق محفوظة.`,
  );
  // The English notice keeps its words.
  assert.equal(
    en.ui.footer.copyright(2023, "Makkah Tech Solutions"),
    "©\u00a02023 Makkah Tech Solutions. All rights reserved.",
  );
  // No contact label is the start of another («راسلنا» above «راسلنا عبر واتساب»).
  const { addressLabel, phoneLabel, emailLabel, whatsappLabel, hoursLabel } = ar.contact.contactSection;
  const details = [addressLabel, phoneLabel, emailLabel, whatsappLabel, hoursLabel];
  assert.deepEqual(
    details.filter((a) => details.some((b) => a !== b && b.startsWith(a))),
    [],
  );
  assert.equal(emailLabel, "راسلنا بالبريد الإلكتروني");
  // The form's error names the field by its label («رقم الجوال», checked above).
  assert.equal(ar.forms.fieldErrors.phone, "يُرجى إدخال رقم جوال صحيح.");
  // The footer's profile links and the share buttons name the networks alike, in Arabic.
  const names = ar.ui.footer.socialNames;
  assert.deepEqual(matching(Object.values(names), /[A-Za-z]/), []);
  assert.ok(ar.publishing.articleExtras.share.linkedin.includes(names.linkedin));
  assert.ok(ar.publishing.articleExtras.share.x.includes(names.x));
  // Articles and legal pages label their last update alike.
  for (const doc of [ar.pages.privacy.policy, ar.pages.terms.terms])
    assert.equal(ar.publishing.articleExtras.updated("D"), `${doc.updatedLabel} D`);
  assert.equal(ar.publishing.articleExtras.share.copied, "تم نسخ الرابط");
  // The legal pages and the newsletter mail name the company cleanly (issue 34).
  const mdx = readdirSync("content/ar", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => ({ file, text: readFileSync(join("content/ar", file), "utf8") }));
  // No letter glued to a component («ل<CompanyName />»): two text nodes may not join in every engine.
  assert.deepEqual(
    mdx.flatMap(({ file, text }) =>
      /[\u0621-\u064A\u0640]<[A-Z]|\/>[\u0621-\u064A]/.test(text) ? [file] : [],
    ),
    [],
  );
  // The privacy policy's opening sentence is about data; the address sits with the registration.
  const privacy = mdx.find((f) => f.file === join("pages", "privacy-policy.mdx"))!.text;
  const paragraphs = privacy
    .split(/^---$/m)[2]!
    .trim()
    .split(/\n\s*\n/);
  assert.ok(!paragraphs[0]!.includes("<Address />"));
  assert.ok(paragraphs.find((p) => p.includes("<Registration />"))!.includes("<Address />"));
  // The newsletter mail names the Arabic trade name, not the Latin brand.
  assert.ok(newsletterCopy.mailBody.includes(siteCopy.legalName));
  assert.deepEqual(matching(Object.values(newsletterCopy), /\{site\}/), []);
});
