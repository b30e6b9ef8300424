// What some English pages show in their exported HTML, read from out/ (moved here from the Chromium specs, which
// loaded each page for it; what needs a browser, clicks, focus and layout, stays in e2e/).
import assert from "node:assert/strict";
import { test } from "node:test";
import { contactSection } from "../../content/contact.ts";
import { dataRequestAnswerDays } from "../../content/forms.ts";
import { clientsSection } from "../../content/clients.ts";
import * as about from "../../content/pages/about-us.ts";
import { hero as homeHero } from "../../content/pages/home.ts";
import * as why from "../../content/pages/why-choose-us.ts";
import * as blogsPage from "../../content/pages/blogs.ts";
import * as erp from "../../content/pages/erp-solution.ts";
import { projectsHeadline } from "../../content/pages/portfolio.ts";
import * as teamsPage from "../../content/pages/teams.ts";
import { teamMembers } from "../../content/team.ts";
import { portfolioCategories, portfolioSection, projects } from "../../content/portfolio.ts";
import { localePath } from "../../content/i18n.ts";
import { articleFamily, serviceFamily, solutionFamily } from "../../content/families.ts";
import { blogPath, pages, searchPath, servicePath, solutionPath } from "../../content/routes.ts";
import { searchPage } from "../../content/search.ts";
import { services } from "../../content/services/index.ts";
import { solutions } from "../../content/solutions/index.ts";
import * as shared from "../../content/shared.ts";
import { testimonials, testimonialsSection } from "../../content/testimonials.ts";
import { elements, parseHtml, textOf } from "../../scripts/lib/html.mjs";
import { loadSite, pageHtml } from "./support.mjs";

const { content, site } = await loadSite();
const { whatsappHref } = await import("../../content/site.ts");

/** A page's <main>, and its region (a section labelled by a heading) named `name`. */
const mainOf = (path) => elements(parseHtml(pageHtml(path)), "main")[0];
const region = (main, name) => {
  const label = (s) => textOf(elements(main).find((e) => e.attribs.id === s.attribs["aria-labelledby"]));
  const found = elements(main, "section").find((s) => s.attribs["aria-labelledby"] && label(s) === name);
  assert.ok(found, `region "${name}"`);
  return found;
};
const texts = (el, name) => elements(el, name).map(textOf);
/** A page's <main>, its one h1 checked. */
const mainWithH1 = (path, h1) => {
  const main = mainOf(path);
  assert.deepEqual(texts(main, "h1"), [h1]);
  return main;
};
/** A link's href without the export's trailing slash; that of the link whose text or label is `name`. */
const pathOf = (a) => decodeURI(a?.attribs.href ?? "").replace(/(.)\/$/, "$1");
const hrefOf = (el, name) =>
  pathOf(elements(el, "a").find((a) => (a.attribs["aria-label"] ?? textOf(a)) === name));
const words = (s) => s.replace(/\s+/g, " ").trim();
const titles = (list) => list.map((x) => x.title);
const labelled = (el, label) => elements(el).find((e) => e.attribs["aria-label"] === label);
const hasSend = (el) => elements(el, "button").some((b) => /send/i.test(textOf(b)));
/** The testimonials carousel's slides. */
const slidesOf = (main) =>
  elements(labelled(main, testimonialsSection.carousel.region)).filter((e) => e.attribs.role === "group");
/**
 * A legal document's page: its one h1, the h2s of its sections with an id (the document's numbered titles,
 * "1. …", in order) and its last-updated date. Returns its <main> and the numbered titles.
 */
const legalPage = (path, doc, h1) => {
  const main = mainWithH1(path, h1);
  const numbered = doc.headings.filter((h) => h.depth === 2).map((h, i) => `${i + 1}. ${h.text}`);
  const sections = elements(main, "section").filter((s) => s.attribs.id);
  assert.deepEqual(
    sections.flatMap((s) => texts(s, "h2")),
    numbered,
  );
  assert.ok(textOf(main).includes(words(doc.updatedLabel)), doc.updatedLabel);
  return { main, numbered, sections };
};

test("home: the hero, then every section of spec section 2 in order; the counters' end values, the carousel's four slides", () => {
  const main = mainWithH1("/", homeHero.title);
  const titles = texts(main, "h2");
  const positions = [
    shared.servicesGridHeadline.title,
    shared.whyChooseBlock.headline.title,
    portfolioSection.headline.title,
    testimonialsSection.headline.title,
    shared.stats.headline.title,
    clientsSection.headline.title,
    shared.generalFaqs.headline.title,
    shared.emailCta.title,
    shared.recentPostsHeadline.title,
    contactSection.title,
  ].map((t) => titles.indexOf(t));
  assert.ok(!positions.includes(-1), `h2 order was:\n${titles.join("\n")}`);
  const sorted = positions.toSorted((a, b) => a - b);
  assert.deepEqual(sorted, positions);
  // The hero's button, the recent posts, the e-mail call to action and the contact form.
  assert.equal(hrefOf(main, homeHero.actions[0].label), pages.contact.path);
  const posts = region(main, shared.recentPostsHeadline.title);
  assert.equal(elements(posts, "article").length, 3);
  for (const post of content("en").blogPosts.slice(0, 3))
    assert.equal(hrefOf(posts, post.title), blogPath(post.slug));
  assert.equal(hrefOf(main, shared.emailCta.primary.label), shared.emailCta.primary.href);
  assert.ok(hasSend(region(main, contactSection.title)), "send");
  // As served: the counters show their end values and the testimonials carousel its four slides.
  const counters = shared.stats.items.map((s) => `${s.value}${s.suffix}`.repeat(2));
  assert.deepEqual(texts(region(main, shared.stats.headline.title), "dd"), counters);
  assert.equal(slidesOf(main).length, 4);
});

test("Privacy Policy page: nine numbered sections, a last-updated date and the side list to sections 1-6", () => {
  const { policy } = content("en").pages.privacy;
  const { main, numbered } = legalPage(pages.privacy.path, policy, "Privacy Policy");
  assert.equal(numbered.length, 9);
  assert.deepEqual(texts(labelled(main, policy.navTitle), "a"), numbered.slice(0, 6));
  // The 30-day answer and the advertising-cookie disclosure are where the spec puts them.
  assert.ok(textOf(region(main, numbered[7])).includes(`${dataRequestAnswerDays} days`));
  assert.ok(textOf(region(main, numbered[8])).includes("advertising cookies"));
});

test("Services page: header, six service links and the Why Choose Us block", () => {
  const main = mainWithH1(pages.services.path, "Our Services");
  const grid = region(main, shared.servicesGridHeadline.title);
  assert.equal(elements(grid, "a").length, 6);
  for (const s of services) {
    const link = elements(grid, "a").find((a) => textOf(a).includes(s.name));
    assert.equal(pathOf(link), servicePath(s.slug), s.name);
  }
  const block = region(main, shared.whyChooseBlock.headline.title);
  assert.equal(elements(block, "h3").length, 6);
  assert.equal(hrefOf(block, shared.whyChooseBlock.link.label), pages.whyChooseUs.path);
});

test("Why Choose Us page: eight sections in the spec's order, each with its copy, then a call to action", () => {
  const main = mainWithH1(pages.whyChooseUs.path, why.hero.title);
  assert.deepEqual(titles(why.reasons), [
    "Expertise and experience",
    "Customer-centric approach",
    "Timely delivery",
    "Integrity",
    "Quality products",
    "Competitive pricing",
    "24/7 support",
    "Global presence approach",
  ]);
  assert.deepEqual(texts(main, "h2").slice(0, 8), titles(why.reasons));
  for (const reason of why.reasons)
    assert.ok(textOf(region(main, reason.title)).includes(words(reason.paragraphs[0])), reason.title);
  assert.equal(hrefOf(main, why.cta.primary.label), why.cta.primary.href);
});

test("portfolio, as pre-rendered: the spec's nine projects, All pressed, each card with its thumbnail, title, category and link", () => {
  // Spec section 3: the projects and their categories.
  assert.deepEqual(
    projects.map((p) => [p.id, p.category_id]),
    [
      ["1", "web_design"],
      ["2", "web_development"],
      ["3", "app_design"],
      ["4", "app_development"],
      ["5", "itsolution"],
      ["6", "app_design"],
      ["7", "web_design"],
      ["8", "web_development"],
      ["9", "web_design"],
    ],
  );
  assert.deepEqual(
    portfolioCategories.map((c) => c.label),
    ["Web Design", "Web Development", "App Design", "App Development", "It Solutions"],
  );
  const main = mainOf(pages.portfolio.path);
  const section = region(main, projectsHeadline.title);
  const all = elements(section, "button").find((b) => textOf(b) === portfolioSection.allLabel);
  assert.equal(all?.attribs["aria-pressed"], "true");
  const cards = elements(section, "article");
  assert.equal(cards.length, 9);
  // Not the closed <dialog>'s copy of the link (out of the accessibility tree until opened).
  const closed = new Set(elements(section, "dialog").flatMap((d) => elements(d, "a")));
  for (const p of projects) {
    const [card, ...more] = cards.filter((c) => texts(c, "h3").includes(p.title));
    assert.ok(card && !more.length, `one card "${p.title}"`);
    assert.ok(textOf(card).includes(p.category), p.category);
    const img = elements(card, "img").find((i) => i.attribs.alt === p.imageAlt);
    assert.equal(img?.attribs.src, p.image);
    assert.match(`${img?.attribs.width} ${img?.attribs.height}`, /^\d+ \d+$/);
    const label = portfolioSection.visitProjectLabel(p.title);
    const links = elements(section, "a").filter((a) => !closed.has(a) && a.attribs["aria-label"] === label);
    assert.deepEqual(
      links.map((a) => a.attribs.href),
      [p.url],
      label,
    );
  }
  assert.equal(hrefOf(main, shared.emailCta.primary.label), shared.emailCta.primary.href);
});

test("about: hero, description, values, mission and vision, testimonials, counters, CTA in order", () => {
  const main = mainWithH1(pages.about.path, about.hero.title);
  const { story, valuesHeadline, missionVision } = about;
  assert.deepEqual(texts(main, "h2"), [
    ...story.map((s) => s.title),
    valuesHeadline.title,
    missionVision.headline.title,
    testimonialsSection.headline.title,
    shared.stats.headline.title,
    shared.emailCta.title,
  ]);
  // Who we are, since when and where.
  const who = textOf(region(main, story[0].title));
  assert.ok(who.includes("2019") && who.includes("Makkah"), who);
  for (const p of story[1].paragraphs) assert.ok(textOf(main).includes(words(p)), p);
  // Six core values, mission and vision statements.
  assert.deepEqual(texts(region(main, valuesHeadline.title), "h3"), titles(about.values));
  const mv = region(main, missionVision.headline.title);
  for (const item of missionVision.items) {
    assert.ok(texts(mv, "h3").includes(item.title), item.title);
    assert.ok(textOf(mv).includes(words(item.description)), item.description);
  }
  // Four testimonials with five stars each, then the e-mail call to action.
  const slides = slidesOf(main);
  assert.equal(testimonials.length, 4);
  assert.equal(slides.length, testimonials.length);
  for (const t of testimonials) {
    const slide = slides.find((s) => textOf(s).includes(words(t.name)));
    assert.ok(slide, t.name);
    const stars = elements(slide).filter(
      (e) => e.attribs["aria-label"] === testimonialsSection.ratingLabel(5),
    );
    assert.equal(stars.length, 1, t.name);
    assert.ok(textOf(slide).includes(words(t.quote)) && textOf(slide).includes(words(t.role)), t.name);
  }
  assert.equal(hrefOf(main, shared.emailCta.primary.label), shared.emailCta.primary.href);
});

for (const locale of /** @type {const} */ (["en", "ar"]))
  test(`${locale}: the ERP page lists the Saudi payroll and compliance integrations`, () => {
    const { integrations } = content(locale).pages.erp;
    const section = region(mainOf(localePath(pages.erp.path, locale)), integrations.headline.title);
    assert.deepEqual(texts(section, "h3"), titles(integrations.items));
  });

test("Blogs page: three posts linking to the articles, then the e-mail call to action", () => {
  const main = mainWithH1(pages.blogs.path, blogsPage.hero.title);
  const posts = region(main, blogsPage.postsHeadline.title);
  assert.equal(elements(posts, "article").length, 3);
  for (const post of content("en").blogPosts) assert.equal(hrefOf(posts, post.title), blogPath(post.slug));
  assert.equal(hrefOf(main, shared.emailCta.primary.label), shared.emailCta.primary.href);
});

test("Terms and Conditions page: its sections, in order, and the side link to the privacy policy", () => {
  const { terms } = content("en").pages.terms;
  const { main, numbered } = legalPage(pages.terms.path, terms, "Terms and Conditions");
  const titled = (name) => numbered.find((t) => t.endsWith(`. ${name}`));
  const required = [
    "Agreement by use",
    "Licence to feedback",
    "Corrections and changes",
    "Indemnification",
    "Use of the internet",
    "Governing law",
  ];
  for (const name of required) assert.ok(titled(name), name);
  const law = textOf(region(main, titled("Governing law")));
  assert.ok(law.includes("Kingdom of Saudi Arabia"), law);
  assert.equal(hrefOf(elements(main, "aside")[0], "Privacy Policy"), pages.privacy.path);
});

test("ERP Solution page: Book a Demo, three benefits, six numbered mobile features, seventeen module cards each linking to a service page, approvals copy, CTA to /book-demo", () => {
  const main = mainWithH1(pages.erp.path, erp.hero.title);
  const intro = region(main, erp.intro.headline.title);
  assert.equal(elements(intro, "article").length, 3);
  assert.deepEqual(texts(intro, "h3"), titles(erp.intro.benefits));
  const mobile = region(main, erp.mobileApp.headline.title);
  const features = elements(mobile, "li");
  assert.equal(features.length, 6);
  for (const [i, f] of erp.mobileApp.features.entries()) {
    assert.ok(textOf(features[i]).includes(String(i + 1).padStart(2, "0")), f.title);
    assert.deepEqual(texts(features[i], "h3"), [f.title]);
  }
  const names = ["Registration", "Attendance", "Project updates", "Application submission", "Resume"];
  for (const name of [...names, "Contract management"]) assert.ok(texts(mobile, "h3").includes(name), name);
  assert.equal(hrefOf(main, "Book a Demo"), pages.bookDemo.path);
  const cards = elements(region(main, erp.webApp.headline.title), "li");
  assert.equal(cards.length, 17);
  const servicePaths = services.map((s) => servicePath(s.slug));
  for (const [i, m] of erp.webApp.modules.entries()) {
    const [link] = elements(cards[i], "a");
    assert.equal(textOf(link), m.title);
    assert.ok(servicePaths.includes(pathOf(link)), `${m.title}: ${link.attribs.href}`);
  }
  const approvals = region(main, erp.approvals.headline.title);
  // The copy joins "6 months" with a no-break space (content/typography.ts): \s matches it.
  for (const role of ["general manager", "HR", "project manager", "shift supervisor", "6\\smonths"])
    assert.match(textOf(approvals), new RegExp(role, "i"));
  assert.ok(texts(approvals, "h3").some((h) => /client access to project status/i.test(h)));
  const cta = elements(main, "a").filter((a) => textOf(a) === erp.cta.primary.label);
  assert.ok(cta.length > 0);
  for (const a of cta) assert.equal(pathOf(a), pages.bookDemo.path);
});

/** The [text, href] of the links of the side list `name`. */
const sideLinks = (main, name) => {
  const nav = elements(main, "aside")
    .flatMap((a) => elements(a, "nav"))
    .find((n) => n.attribs["aria-label"] === name);
  assert.ok(nav, `side list "${name}"`);
  return elements(nav, "a").map((a) => [textOf(a), a.attribs.href]);
};
/** The contact section's form: name, e-mail (type email), subject, message (7 rows), a send button. */
const contactFormOf = (main) => {
  const section = region(main, "Let's Talk");
  const field = (label) => {
    const { for: id } = elements(section, "label").find((l) => textOf(l) === label)?.attribs ?? {};
    return elements(section).find((e) => id && e.attribs.id === id);
  };
  assert.ok(field("Your name") && field("Subject"), "name and subject");
  assert.deepEqual([field("Email address")?.attribs.type, field("Message")?.attribs.rows], ["email", "7"]);
  assert.ok(hasSend(section), "send");
  return section;
};
const headingsOf = (el) =>
  elements(el)
    .filter((e) => /^h[1-6]$/.test(e.name))
    .map(textOf);

// The services and the solutions: each page's offerings, the family's other pages in its side list, a contact form
// with its privacy link.
for (const [family, list, pathFor] of /** @type {const} */ ([
  [serviceFamily, services, servicePath],
  [solutionFamily, solutions, solutionPath],
]))
  for (const item of list)
    test(`${item.name}: offerings, side lists, contact form with privacy link`, () => {
      const main = mainOf(pathFor(item.slug));
      assert.equal(elements(main, "article").length, item.offerings.length);
      for (const o of item.offerings) assert.ok(headingsOf(main).includes(o.title), o.title);
      assert.deepEqual(
        sideLinks(main, family.sideTitle),
        list.filter((s) => s !== item).map((o) => [o.name, `${pathFor(o.slug)}/`]),
      );
      assert.equal(hrefOf(contactFormOf(main), "privacy policy"), pages.privacy.path);
      if (family === serviceFamily) {
        const upcoming = sideLinks(main, serviceFamily.upcomingTitle).map(([, href]) => href);
        assert.deepEqual(upcoming, Array(3).fill(`${servicePath("cloud-services")}/`));
      }
      // Real estate promises a response within 24 working hours.
      if (item.slug === "real-estate")
        assert.ok(textOf(region(main, "Frequently asked questions")).includes("24 working hours"));
    });

for (const post of content("en").blogPosts)
  test(`${post.title}: reading time, long article, side lists, contact form`, () => {
    const main = mainOf(blogPath(post.slug));
    assert.ok(textOf(main).includes(words(articleFamily.readingTime(post.readingMinutes))), "reading time");
    const [article] = elements(main, "article");
    assert.ok(textOf(article).split(" ").length >= 1200, "1,200 words");
    for (const tag of ["h2", "li"]) assert.ok(elements(article, tag).length > 0, tag);
    const images = elements(article).filter((e) => e.name === "img" || e.attribs.role === "img");
    assert.ok(images.length > 0, "an image");
    const side = sideLinks(main, articleFamily.sideTitle).map(([text]) => text);
    const others = content("en").blogPosts.filter((p) => p.slug !== post.slug);
    assert.equal(side.length, 2);
    for (const o of others)
      assert.ok(
        side.some((text) => text.includes(o.title)),
        o.title,
      );
    assert.equal(sideLinks(main, articleFamily.upcomingTitle).length, 2);
    contactFormOf(main);
  });

// The footer's link to it, on every page: pages.test.mjs (the footer's columns).
for (const locale of /** @type {const} */ (["en", "ar"]))
  test(`${locale}: the accessibility statement names the standard, its checks, its limits and the review date`, () => {
    const doc = content(locale).pages.accessibility.statement;
    const { sections } = legalPage(localePath(pages.accessibility.path, locale), doc, doc.title);
    assert.equal(sections.length, 5);
    const section = (id) => sections.find((s) => s.attribs.id === id);
    assert.match(textOf(section("standard")), /WCAG\)?\s2\.2/);
    assert.match(textOf(section("standard")), /\bAA\b/);
    assert.equal(hrefOf(section("report-a-barrier"), site.email), `mailto:${site.email}`);
  });

for (const locale of /** @type {const} */ (["en", "ar"]))
  test(`${locale}: the contact details, contact section and footer link to WhatsApp with a greeting in the page's language; the footer shows the registration`, () => {
    const c = content(locale);
    const href = whatsappHref(c.ui.whatsapp.greeting);
    const url = new URL(href);
    assert.deepEqual(
      [url.origin + url.pathname, url.searchParams.get("text")],
      [`https://wa.me/${site.whatsapp}`, c.ui.whatsapp.greeting],
    );
    assert.match(site.whatsapp, /^9665\d{8}$/);
    assert.doesNotMatch(href, /\s/);
    assert.equal(/[\u0600-\u06FF]/.test(href), locale === "ar", "the greeting in the page's language");
    /** The hrefs of the links of `el` named `name`; the element `#contact` of a page. */
    const named = (el, name) =>
      elements(el, "a")
        .filter((a) => (a.attribs["aria-label"] ?? textOf(a)) === words(name))
        .map((a) => a.attribs.href);
    const contactOf = (path) =>
      elements(pageHtml(localePath(path, locale))).find((e) => e.attribs.id === "contact");
    const html = parseHtml(pageHtml(localePath(pages.contact.path, locale)));
    const contact = contactOf(pages.contact.path);
    assert.deepEqual(named(contact, site.whatsappDisplay), [href]);
    assert.ok(textOf(contact).includes(words(c.contact.contactSection.whatsappLabel)));
    const [footer] = elements(html, "footer");
    assert.deepEqual(named(footer, `${c.ui.whatsapp.linkLabel}: ${site.whatsappDisplay}`), [href]);
    // The registered trade name, CR, Unified National Number, VAT number and short address.
    const labels = c.ui.footer.registration;
    const reg = labelled(footer, labels.label);
    assert.ok(reg && textOf(reg).includes(words(c.site.legalName)), c.site.legalName);
    for (const key of /** @type {const} */ (["cr", "unifiedNumber", "vat", "shortAddress"])) {
      assert.ok(
        texts(reg, "dt").some((t) => t.includes(labels[key])),
        labels[key],
      );
      assert.ok(texts(reg, "dd").includes(site.registration[key]), site.registration[key]);
    }
    // Home, service and solution pages have the contact section too.
    assert.deepEqual(named(contactOf("/solutions/real-estate"), site.whatsappDisplay), [href]);
  });

test("the search page, as served: its site map lists every page by section", () => {
  const links = texts(region(mainOf(searchPath), searchPage.browse.title), "a");
  assert.equal(links.length, 33); // the spec's 32 + the accessibility statement
  assert.ok(links.includes("Mobile App Development"));
});

test("teams page: four member cards with the spec's roles, one placeholder name, each member's words; the e-mail call to action", () => {
  const main = mainWithH1(pages.teams.path, teamsPage.hero.title);
  const cards = elements(region(main, teamsPage.teamHeadline.title), "article");
  const roles = ["Application Manager", "Social Media", "Content Writer", "Business Manager"];
  assert.deepEqual(
    cards.map(headingsOf),
    roles.map((r) => [r]),
  );
  for (const [i, card] of cards.entries())
    for (const said of [teamMembers[0].name, teamMembers[i].description])
      assert.ok(textOf(card).includes(words(said)), said);
  assert.equal(hrefOf(main, shared.emailCta.primary.label), shared.emailCta.primary.href);
});
