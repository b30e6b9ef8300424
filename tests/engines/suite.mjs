// The smoke checks every engine runs (tests/engines/firefox.test.mjs, webkit.test.mjs), against the
// built out/ served by scripts/serve/serve.mjs. One browser session per engine; each route is loaded once
// per width. Functions passed to engine.run/element run inside the page, so they are self-contained.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { isDeepStrictEqual } from "node:util";
import { listEntries } from "../../content/lists.ts";
import { content, localizedRoutes, routes as enRoutes } from "../../lib/content.ts";
import { loadArticles } from "../../lib/markdown.ts";
import { root, startCmsBackend, startSite, waitUntil } from "./support.mjs";

const widths = [375, 1280];
const height = { 375: 740, 1280: 800 };
/**
 * ENGINES_MODE=short (the gate, npm test): four routes (a page of each kind, both editions) and every interaction;
 * the full pass (npm run test:full) loads every route. Chromium loads every route in the gate
 * (e2e/pages-each.spec.ts).
 */
const short = process.env.ENGINES_MODE === "short";
const isArticle = (path) => /^\/blogs\/[^/]+$/.test(path);
/** A sample of routes (the dark theme's; the short pass loads half): home, a service, the ERP page, contact and an article, in both editions. */
const sampleOf = (routes) => [
  ...routes.filter((r) =>
    ["/", "/services/app-development", "/erp-solution", "/contact", "/ar", "/ar/contact"].includes(r.path),
  ),
  routes.find((r) => isArticle(r.path)),
  routes.find((r) => r.path.startsWith("/ar/") && isArticle(r.path.slice(3))),
];

/** What a loaded route shows: its visible h1s, title and horizontal overflow (with the culprits). */
function routeState() {
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && Number(s.opacity) > 0;
  };
  const h1s = [...document.querySelectorAll("h1")];
  const root = document.documentElement;
  const culprits = [];
  for (const el of root.scrollWidth > root.clientWidth ? document.body.querySelectorAll("*") : []) {
    const r = el.getBoundingClientRect();
    if (!r.width || (r.right <= root.clientWidth + 1 && r.left >= -1)) continue;
    // Skip what a clipping ancestor (overflow hidden/clip/auto) already contains.
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== "visible") clipped = true;
    if (clipped) continue;
    const cls = typeof el.className === "string" ? el.className.split(/\s+/).slice(0, 3).join(".") : "";
    culprits.push(
      `<${el.localName}${cls ? ` .${cls}` : ""}> ${Math.round(r.left)}..${Math.round(r.right)} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
    );
    if (culprits.length >= 4) break;
  }
  return {
    h1: h1s.filter(shown).map((h) => h.textContent.replace(/\s+/g, " ").trim()),
    h1Count: h1s.length,
    title: document.title,
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
    culprits,
    theme: {
      theme: root.dataset.theme ?? null,
      background: getComputedStyle(document.body).backgroundColor,
      scheme: getComputedStyle(root).colorScheme,
    },
  };
}

/** A `tag` (button, summary) whose text is `text`, inside the first `scope` whose aria-label is `label`. */
function byText(tag, text, scope = null, label = null) {
  const within = scope
    ? [...document.querySelectorAll(scope)].find((n) => !label || n.getAttribute("aria-label") === label)
    : document;
  const all = [...(within?.querySelectorAll(tag) ?? [])];
  return all.find((el) => el.textContent.replace(/\s+/g, " ").trim() === text) ?? null;
}

/** The visible button (not the no-JavaScript link) whose accessible name is `label`. */
function buttonByLabel(label) {
  return (
    [...document.querySelectorAll("button")].find(
      (b) =>
        (b.getAttribute("aria-label") ?? b.textContent.trim()) === label &&
        b.getClientRects().length > 0 &&
        getComputedStyle(b).visibility !== "hidden",
    ) ?? null
  );
}

/** For each named toggle of the navigation: aria-expanded, and its panel's visible links. */
function dropdownState(navLabel, names) {
  const shown = (el) =>
    el.getClientRects().length > 0 &&
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    el.getBoundingClientRect().height > 0;
  const nav = document.querySelector(`nav[aria-label="${CSS.escape(navLabel)}"]`);
  return Object.fromEntries(
    names.map((name) => {
      const button = [...nav.querySelectorAll("button")].find((b) => b.textContent.trim() === name);
      const panel = document.getElementById(button.getAttribute("aria-controls"));
      const links = [...panel.querySelectorAll("a")].filter(shown).length;
      return [
        name,
        { expanded: button.getAttribute("aria-expanded") === "true", visible: shown(panel), links },
      ];
    }),
  );
}

function navShown(label) {
  const el = document.querySelector(`nav[aria-label="${CSS.escape(label)}"]`);
  return !!el && el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().height > 0;
}

function faqState(questions) {
  const summaries = [...document.querySelectorAll("details > summary")];
  return questions.map((q) => {
    const summary = summaries.find((s) => s.textContent.replace(/\s+/g, " ").trim() === q);
    if (!summary) return { missing: q };
    const answer = summary.parentElement.querySelector(":scope > :not(summary)");
    return {
      open: /** @type {HTMLDetailsElement} */ (summary.parentElement).open,
      answerShown: !!answer && answer.checkVisibility() && answer.getBoundingClientRect().height > 0,
    };
  });
}

function filterState(groupLabel) {
  const group = document.querySelector(`[role="group"][aria-label="${CSS.escape(groupLabel)}"]`);
  const section = group.closest("section") ?? document.body;
  return {
    pressed: [...group.querySelectorAll("button")]
      .filter((b) => b.getAttribute("aria-pressed") === "true")
      .map((b) => b.textContent.trim()),
    cards: [...section.querySelectorAll("article")].filter(
      (a) => a.checkVisibility() && a.getBoundingClientRect().height > 0,
    ).length,
    status: section.querySelector('[role="status"]')?.textContent.trim() ?? null,
  };
}

function fieldByLabel(text) {
  const label = [...document.querySelectorAll("main label")].find((l) => l.textContent.trim() === text);
  return /** @type {HTMLLabelElement} */ (label)?.control ?? null;
}

function notice(text) {
  const status = [...document.querySelectorAll('[role="status"]')].find((s) => s.textContent.includes(text));
  return {
    url: location.pathname + location.search + location.hash,
    shown: !!status && status.checkVisibility() && status.getBoundingClientRect().height > 0,
  };
}

/** The search page's status line and its result links' paths, in order. */
function searchState(resultsLabel) {
  const list = document.querySelector(`main ol[aria-label="${CSS.escape(resultsLabel)}"]`);
  return {
    status: document.querySelector('main [role="status"]')?.textContent.trim() ?? null,
    paths: list ? [...list.querySelectorAll("a")].map((a) => new URL(a.href).pathname) : [],
  };
}

/** Which of `texts` the page shows. */
function shownTexts(texts) {
  const shown = document.body.innerText;
  return texts.filter((t) => shown.includes(t));
}

/** The content manager's editor: the Title field (value, direction, font) and the preview pane's article. */
function cmsEditorState() {
  const style = (el) => {
    const s = el.ownerDocument.defaultView.getComputedStyle(el);
    return { direction: s.direction, font: s.fontFamily.split(",")[0].replace(/"/g, "").trim() };
  };
  const label = [...document.querySelectorAll("label")].find((l) => l.textContent.trim() === "Title");
  const field = label ? /** @type {HTMLInputElement} */ (document.getElementById(label.htmlFor)) : null;
  // The preview pane's page (cms/page-preview.js: the site's page in a frame of the pane), its <main>.
  const pane = document.querySelector("iframe")?.contentDocument;
  const article = pane?.querySelector("iframe")?.contentDocument?.querySelector("main") ?? null;
  return {
    title: field?.value ?? null,
    field: field ? style(field) : null,
    preview: article ? { ...style(article), h1: article.querySelector("h1")?.textContent ?? null } : null,
  };
}

/**
 * A list entry's form in the content manager (a team member): its Role fields (value, direction) and the preview
 * pane's card in each language (direction, heading, and a corner radius that only the site's stylesheet gives).
 */
function cmsListEntryState() {
  const roles = [...document.querySelectorAll("label")]
    .filter((l) => l.textContent.trim().startsWith("Role"))
    .map((l) => /** @type {HTMLInputElement} */ (document.getElementById(l.htmlFor)));
  const preview = document.querySelector("iframe")?.contentDocument;
  const card = (lang) => {
    const section = preview?.querySelector(`section[lang="${lang}"]`);
    const article = section?.querySelector("article");
    return section
      ? {
          dir: /** @type {HTMLElement} */ (section).dir,
          heading: section.querySelector("h3")?.textContent ?? null,
          radius: article
            ? article.ownerDocument.defaultView.getComputedStyle(article).borderTopLeftRadius
            : null,
        }
      : null;
  };
  return {
    roles: roles.map((f) => (f ? { value: f.value, direction: getComputedStyle(f).direction } : null)),
    en: card("en"),
    ar: card("ar"),
  };
}

/** An edition's articles' titles, read as the site reads their front matter (the CMS lists them by title). */
const titlesOf = (locale) => loadArticles(locale).map((p) => p.title);
const fmt = (v) => JSON.stringify(v);

/**
 * Registers the suite for one engine. `launch(site)` starts the browser and returns an Engine
 * (drivers.mjs); if it throws, every check fails with its message: nothing is skipped.
 */
export async function defineSuite(name, launch) {
  // Both editions' routes (32 each, plus the blog's category listings) and the copy the checks look for.
  const routes = [...enRoutes, ...localizedRoutes("ar")];
  const [en, ar] = [content("en"), content("ar")];
  let site;
  let engine;
  const need = () => {
    if (!engine) throw new Error(`${name} did not start (see the first failure above)`);
    return engine;
  };
  /** Polls `fn(...args)` in the page until `ok(state)`; returns the state, or fails with `what` and the last one. */
  const until = async (ms, what, ok, fn, ...args) => {
    /** @type {any} */
    let state;
    await waitUntil(
      async () => ok((state = await need().run(fn, ...args))),
      ms,
      () => `${what}: ${fmt(state)}`,
    );
    return state;
  };
  /** A test on one page at `width`, its page errors taken after the load and checked at the end. */
  const pageTest = (title, path, body, width = 1280) =>
    test(title, async () => {
      const e = need();
      await e.setSize(width, height[width]);
      await e.goto(path);
      await e.takeErrors();
      await body(e);
      assert.deepEqual(await e.takeErrors(), [], "page errors");
    });
  /**
   * A test loading `route` at `width`, after `check(routeState)` if given: one visible h1 (its heading), its
   * title, no horizontal overflow, no page error (taken before the load, so the load's own errors count).
   */
  const routeTest = (title, route, width, check = null) =>
    test(title, { timeout: 45_000 }, async () => {
      const e = need();
      await e.setSize(width, height[width]);
      await e.takeErrors();
      await e.goto(route.path);
      if (check) check(await e.run(routeState));
      // Its failure shows the last state: how many h1 the page has (h1Count), which are visible (h1).
      const one = (s) => s.h1.length === 1;
      const state = await until(3000, `${route.path}: no single visible h1`, one, routeState);
      if (route.heading) assert.equal(state.h1[0], route.heading.replace(/\s+/g, " ").trim());
      assert.ok(state.title.startsWith(route.title), `title ${fmt(state.title)}`);
      assert.ok(
        state.scrollWidth <= state.clientWidth,
        `horizontal overflow at ${width} px: scrollWidth ${state.scrollWidth} > ${state.clientWidth}; ` +
          `past the edge: ${state.culprits.join("; ") || "(no element: a pseudo-element?)"}`,
      );
      assert.deepEqual(await e.takeErrors(), [], "page errors");
    });

  describe(`${name} smoke`, { concurrency: 1 }, () => {
    before(
      async () => {
        site = await startSite(name);
        engine = await launch(site);
        console.log(`${name}: ${engine.version}, pages from ${engine.base}`);
      },
      { timeout: 120_000 },
    );
    after(async () => {
      try {
        await engine?.close();
      } finally {
        await site?.close();
      }
    });

    // The route list itself (the spec's 32 and the accessibility statement, each once, in both editions) is
    // checked by e2e/pages-each.spec.ts's registry test.
    const sample = sampleOf(routes);
    test("the sample holds the routes it names", () => assert.equal(sample.filter(Boolean).length, 8));

    // The short pass loads half the sample at both widths, one page of each kind, the editions taking turns: the
    // home page, a service, contact, an article (the other half, the ERP page and the other editions' twins, in full).
    const halfSample = ["/", "/services/app-development", "/ar/contact"];
    const loaded = short
      ? sample.filter((r, i) => r && (halfSample.includes(r.path) || i === sample.length - 1))
      : routes;
    for (const width of widths) {
      describe(`${short ? "a few routes" : "every route"} at ${width} px: visible h1, no page error, no horizontal overflow`, () => {
        for (const route of loaded) routeTest(route.path, route, width);
      });
    }

    // The dark theme as a stored choice (the inline <head> script's path; the system-preference path sets
    // the same CSS variables and is covered in Chromium by e2e/theme.spec.ts and a11y.spec.ts).
    describe("dark theme on a sample of routes: applied at load, visible h1, no page error, no overflow", () => {
      const dark = { theme: "dark", background: "rgb(11, 17, 32)", scheme: "dark" }; // app/globals.css
      before(async () => {
        const e = need();
        await e.goto("/");
        await e.run(() => localStorage.setItem("theme", "dark"));
      });
      after(async () => {
        await engine?.run(() => localStorage.removeItem("theme")).catch(() => {});
      });

      // The short pass: one page per edition.
      const darkRoutes = sample.filter((r) => r && (!short || ["/", "/ar/contact"].includes(r.path)));
      for (const width of widths)
        for (const route of darkRoutes)
          routeTest(`${route.path} at ${width} px`, route, width, (s) => assert.deepEqual(s.theme, dark));

      const t = en.ui.theme;
      pageTest("the header switch turns it to light, and the next page keeps it", "/about-us", async (e) => {
        // From 1024 px the three choices sit behind one button.
        await e.click(await e.element(buttonByLabel, t.label));
        await e.click(await e.element(byText, "button", t.light, '[role="group"]', t.label));
        const light = { theme: "light", background: "rgb(255, 255, 255)", scheme: "light" };
        await until(2000, `"${t.light}" left`, (s) => s.theme.background === light.background, routeState);
        await e.goto("/services");
        assert.deepEqual((await e.run(routeState)).theme, light);
      });
    });

    describe("widgets", () => {
      const nav = en.ui.header.mainNavLabel;
      const [solutions, products, others] = [en.nav.solutions, en.nav.products, en.nav.others];
      const names = [solutions, products, others];

      // ISSUE 17, DEFECT 1 (header mouse state machine). The fix is made on branch engines-fixes;
      // until it is merged this check fails (hover opens Solutions, the click then closes it).
      // It is written to the spec on purpose: after the merge it must pass in both engines.
      pageTest(
        "header dropdowns follow the spec's click states with a real mouse [issue 17 defect 1, fixed on branch engines-fixes]",
        "/",
        async (e) => {
          await e.pointerAway();
          await e.takeErrors();
          /** [the toggle clicked, the toggles open then, the step] */
          for (const [click, open, step] of [
            [null, [], "at first"],
            [solutions, [solutions], `one click on ${solutions} opens it with ${en.solutions.length} links`],
            [solutions, [], `a second click on ${solutions} closes it`],
            [
              products,
              [products, others],
              `one click on ${products} opens ${products} and ${others} together`,
            ],
            [others, [], `one click on ${others} closes both`],
          ]) {
            if (click) await e.click(await e.element(byText, "button", click, "nav", nav));
            const ok = (s) =>
              names.every(
                (n) =>
                  s[n].expanded === open.includes(n) &&
                  s[n].visible === open.includes(n) &&
                  (n !== solutions || !open.includes(n) || s[n].links === en.solutions.length),
              );
            await until(2000, `${step}: expected open ${fmt(open)} only, got`, ok, dropdownState, nav, names);
          }
        },
      );

      pageTest(
        "mobile menu opens and closes at 375 px",
        "/",
        async (e) => {
          const { openMenu, closeMenu } = en.ui.header;
          assert.equal(await e.run(navShown, nav), false, "the menu starts closed");
          await e.click(await e.element(buttonByLabel, openMenu));
          await until(2000, `"${openMenu}" did not show the menu`, Boolean, navShown, nav);
          const close = await e.element(buttonByLabel, closeMenu);
          assert.equal(await e.run((b) => b.getAttribute("aria-expanded"), close), "true");
          await e.click(close);
          await until(2000, `"${closeMenu}" left it open`, (shown) => !shown, navShown, nav);
        },
        375,
      );

      pageTest(
        "FAQ: a question opens its answer (native <details>)",
        "/services/app-development",
        async (e) => {
          const service = en.services.find((s) => s.slug === "app-development");
          const questions = service.faqs.slice(0, 2).map((f) => f.question);
          const open = { open: true, answerShown: true };
          const closed = { open: false, answerShown: false };
          const first = "the first answer shows at first";
          assert.deepEqual(await e.run(faqState, questions), [open, closed], first);
          await e.click(await e.element(byText, "details > summary", questions[1]));
          const opened = (s) => s[1].answerShown;
          const state = await until(2000, "the second answer did not open", opened, faqState, questions);
          assert.deepEqual(state[1], open);
          assert.deepEqual(state[0], closed, "one open at a time (details name)");
        },
      );

      pageTest("portfolio filter shows only the chosen category", "/portfolio/", async (e) => {
        const t = en.portfolio.portfolioSection;
        const projects = en.portfolio.projects;
        const want = (label) => {
          const count =
            label === t.allLabel ? projects.length : projects.filter((p) => p.category === label).length;
          return { pressed: [label], cards: count, status: t.shown(count) };
        };
        assert.deepEqual(await e.run(filterState, t.filterLabel), want(t.allLabel));
        for (const label of ["Web Design", "App Development", t.allLabel]) {
          await e.click(await e.element(byText, "button", label, '[role="group"]', t.filterLabel));
          const ok = (s) => isDeepStrictEqual(s, want(label));
          const what = `filter ${label}: expected ${fmt(want(label))}, got`;
          await until(3000, what, ok, filterState, t.filterLabel);
        }
      });

      // Site search (docs/search.md): Pagefind's WebAssembly under the search page's own CSP, in each engine.
      // [edition, query, the page it finds, stemmed: among the first three rather than first]
      for (const [lang, query, want, among] of /** @type {const} */ ([
        ["en", "Flutter", "/services/app-development/", false],
        ["en", "ZATCA", "/erp-solution/", false],
        ["ar", "الفوترة الإلكترونية", "/ar/erp-solution/", false],
        ["ar", "الفاتورة", "/ar/erp-solution/", true],
        // Issue 40: clitics stripped before the index (lib/search-query.ts).
        ["ar", "والفاتورة", "/ar/erp-solution/", true],
        ["ar", "وللمستشفيات", "/ar/solutions/healthcare-lifesciences/", true],
      ])) {
        const c = lang === "ar" ? ar : en;
        const title = `search (${lang}): “${query}” finds ${want}${among ? " (stemmed)" : " first"}`;
        pageTest(title, lang === "ar" ? "/ar/search/" : "/search/", async (e) => {
          const t = c.search.searchPage;
          await e.type(await e.element(fieldByLabel, t.form.label), query);
          const found = (s) => s.status?.includes(query) && s.paths.length > 0;
          const { paths } = await until(15_000, "no results", found, searchState, t.resultsLabel);
          if (among) assert.ok(paths.slice(0, 3).includes(want), fmt(paths));
          else assert.equal(paths[0], want, fmt(paths));
          const sameEdition = paths.every((p) => p.startsWith("/ar/") === (lang === "ar"));
          assert.ok(sameEdition, fmt(paths));
        });
      }

      for (const [lang, c, path] of /** @type {const} */ ([
        ["en", en, "/contact/"],
        ["ar", ar, "/ar/contact/"],
      ])) {
        const title = `contact form (${lang}) posts to the PHP handler and lands on its success notice`;
        pageTest(title, path, async (e) => {
          const f = c.contact.contactForm;
          const subject = `engines ${name} ${lang} ${Date.now()}`;
          const message = "We need a booking app for our clinic.";
          const fields = { name: "Fatimah Al-Harbi", email: "fatimah@example.com", subject, message };
          for (const [field, text] of Object.entries(fields))
            await e.type(await e.element(fieldByLabel, f.fields[field].label), text);
          assert.deepEqual(await e.takeErrors(), [], "page errors before sending");
          await e.click(await e.element(byText, "button", f.submit, "main"));
          const sent = (s) => s.url === `${path}?msg=success#contact-success` && s.shown;
          await until(15_000, "no success notice", sent, notice, c.forms.formNotices.success);
          assert.match(site.stored("contact"), new RegExp(subject), "the handler stored the enquiry");
        });
      }

      // The content manager (docs/editing.md) with its local backend, as `npm run cms` runs it: both editions
      // listed, and an Arabic article edited and previewed right to left.
      describe("content manager at /admin/", () => {
        let backend;
        const noCspOrLoadErrors = async (e) =>
          assert.deepEqual(
            (await e.takeErrors()).filter((m) => /Content.Security|CSP|failed to load|HTTP [45]/i.test(m)),
            [],
            "CSP violations or failed loads",
          );
        const openEntry = (e, path) => e.run((hash) => (location.hash = hash), `#/collections/${path}`);
        before(async () => {
          backend = await startCmsBackend();
        });
        after(async () => {
          await backend?.close();
        });

        test("signs in to the local backend and lists both editions' articles", async () => {
          const e = need();
          await e.setSize(1280, 800);
          await e.takeErrors();
          await backend.open(e);
          // An element comes back as undefined (puppeteer) or a reference: only null means none.
          const found = (button) => button !== null;
          await until(20_000, "no Login button: did the CMS start?", found, byText, "button", "Login");
          await e.click(await e.element(byText, "button", "Login"));
          for (const [collection, titles] of [
            ["articles", titlesOf("en")],
            ["articles_ar", titlesOf("ar")],
          ]) {
            await openEntry(e, collection);
            const all = (shown) => shown.length === titles.length;
            await until(20_000, `${collection} lists (of ${fmt(titles)})`, all, shownTexts, titles);
          }
          await noCspOrLoadErrors(e);
        });

        test("an Arabic article is edited and previewed right to left, the English one left to right", async () => {
          const e = need();
          for (const [collection, locale, [dir, font]] of /** @type {const} */ ([
            ["articles", "en", ["ltr", "Inter"]],
            ["articles_ar", "ar", ["rtl", "IBM Plex Sans Arabic"]],
          ])) {
            const expected = loadArticles(locale).find((p) =>
              p.file.endsWith("/car-service-center-app.mdx"),
            )?.title;
            // Straight from one entry to the other's address: admin.js loads the CMS afresh.
            await openEntry(e, `${collection}/entries/car-service-center-app`);
            const ready = (s) =>
              s?.title === expected &&
              s.preview?.h1 === expected &&
              isDeepStrictEqual([s.field.direction, s.preview.direction, s.preview.font], [dir, dir, font]);
            const state = await until(30_000, collection, ready, cmsEditorState);
            if (dir === "rtl") assert.equal(state.field.font, font, "the Arabic field's font");
          }
          await noCspOrLoadErrors(e);
        });

        // One engine is enough for the list forms (issue 41): Decap's widgets are the articles' ones.
        if (name === "firefox")
          test("a team member's one form: both languages, Arabic right to left, its card previewed in each", async () => {
            const e = need();
            const [member] = listEntries(root, "team");
            const want = {
              roles: [
                { value: member.data.en.role, direction: "ltr" },
                { value: member.data.ar.role, direction: "rtl" },
              ],
              en: { dir: "ltr", heading: member.data.en.role, radius: "16px" },
              ar: { dir: "rtl", heading: member.data.ar.role, radius: "16px" },
            };
            await openEntry(e, `team/entries/${member.id}`);
            const ok = (s) => isDeepStrictEqual(s, want);
            await until(30_000, `team/${member.id}`, ok, cmsListEntryState);
            await noCspOrLoadErrors(e);
          });
      });
    });
  });
}
