// The preview of a list's entry (a team member, a testimonial, a portfolio project, a client logo): its card as
// the site shows it, in English and in Arabic (right to left) side by side. The markup and class names are the
// site components' (components/sections/team-grid.tsx, testimonials-section.tsx, portfolio-card.tsx,
// client-logos-section.tsx; tests/unit/card-previews.test.ts holds the two together), styled by the site's own
// stylesheets (those of its home page) plus cms/card-previews.css (the two columns). The site's icons, the
// portrait placeholder and the cards' words (button names, quotation marks, category names) come from its
// components and content/, drawn at build time into card-previews.json (scripts/build/build-admin.mjs).
// Loaded by /admin/ before cms/admin.js, which calls `registerCardPreviews` before it starts the CMS.

/** The site's stylesheets: the addresses its home page loads or inlines (Next's `data-href`); none if unreachable. */
async function siteStylesheets() {
  try {
    const page = new DOMParser().parseFromString(await (await fetch("/")).text(), "text/html");
    return [
      ...[...page.querySelectorAll("style[data-href]")].flatMap((s) =>
        s.getAttribute("data-href").split(" "),
      ),
      ...[...page.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
    ].filter(Boolean);
  } catch {
    return [];
  }
}

/** What the cards draw from the site's components and copy (scripts/build/build-admin.mjs writes it). */
async function cardParts() {
  try {
    return await (await fetch("card-previews.json")).json();
  } catch {
    return { svg: {}, en: {}, ar: {} };
  }
}

async function registerCardPreviews(CMS, h, repositoryAsset) {
  const [stylesheets, parts] = await Promise.all([siteStylesheets(), cardParts()]);
  /** One of the site's SVGs (an icon, the portrait placeholder) with the component's classes. */
  const svg = (name, className, key) =>
    h("span", {
      key,
      className: "contents",
      dangerouslySetInnerHTML: { __html: (parts.svg[name] ?? "").replace("{class}", className) },
    });
  const action = "inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition";
  const cardClass =
    "flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-card transition hover:-translate-y-0.5 hover:shadow-lift";

  // components/sections/team-grid.tsx
  function teamCard({ words, image }) {
    const pictureClass = "aspect-[4/3] h-auto w-full bg-tint object-cover sm:aspect-square";
    return h(
      "article",
      { className: cardClass },
      image("image")
        ? h("img", { src: image("image"), alt: words("imageAlt"), className: pictureClass })
        : svg("portrait", pictureClass),
      h(
        "div",
        { className: "flex flex-1 flex-col p-6" },
        h("p", { className: "text-sm font-semibold text-ink-muted" }, words("name")),
        h("h3", { className: "mt-1 text-xl font-bold text-ink" }, words("role")),
        h("p", { className: "mt-3 leading-relaxed text-ink-muted" }, words("description")),
      ),
    );
  }

  // components/sections/testimonials-section.tsx
  function testimonialCard({ words, value, image, copy }) {
    const rating = Number(value("rating")) || 0;
    return h(
      "figure",
      { className: "flex h-full flex-col rounded-2xl border border-line bg-card p-6 shadow-card sm:p-8" },
      h(
        "p",
        {
          role: "img",
          "aria-label": (copy.ratingLabel ?? "").replace("{n}", rating),
          className: "flex gap-1 text-amber-500",
        },
        Array.from({ length: 5 }, (_, i) =>
          svg("star", `size-5 ${i < rating ? "fill-current" : "text-line-strong"}`, i),
        ),
      ),
      h(
        "blockquote",
        { className: "mt-5 flex-1 text-lg leading-relaxed text-ink-soft" },
        h("p", null, (copy.quote ?? "{q}").replace("{q}", words("quote"))),
      ),
      h(
        "figcaption",
        { className: "mt-6 flex items-center gap-4 border-t border-line pt-6" },
        h("img", {
          src: image("image"),
          alt: "",
          width: 56,
          height: 56,
          className: "size-14 shrink-0 rounded-full object-cover ring-2 ring-tint-line",
        }),
        h(
          "span",
          null,
          h("span", { className: "block font-bold text-ink" }, words("name")),
          h("span", { className: "block text-sm text-ink-muted" }, words("role")),
        ),
      ),
    );
  }

  // components/sections/portfolio-card.tsx
  function portfolioCard({ words, value, image, copy }) {
    return h(
      "article",
      { className: cardClass },
      h("img", {
        src: image("image"),
        alt: words("imageAlt"),
        width: 480,
        height: 320,
        className: "aspect-[3/2] h-auto w-full border-b border-line bg-brand-50 object-cover",
      }),
      h(
        "div",
        { className: "flex flex-1 flex-col p-6" },
        h(
          "p",
          { className: "text-sm font-semibold uppercase tracking-wider text-accent-ink" },
          copy.categories?.[value("category_id")] ?? "",
        ),
        h("h3", { className: "mt-1.5 text-xl font-bold text-ink" }, words("title")),
        h("p", { className: "mt-2 flex-1 leading-relaxed text-ink-muted" }, words("description")),
        h(
          "div",
          { className: "mt-5 flex flex-wrap gap-2" },
          h(
            "button",
            { type: "button", className: `${action} bg-brand-600 text-white hover:bg-brand-700` },
            svg("expand", "size-4"),
            copy.viewImage,
          ),
          h(
            "a",
            {
              href: value("url"),
              className: `${action} text-link-strong ring-1 ring-tint-edge hover:bg-tint`,
            },
            copy.visitProject,
            svg("arrowUpRight", "size-4 rtl:-scale-x-100"),
          ),
        ),
      ),
    );
  }

  // components/sections/client-logos-section.tsx
  function clientLogo({ words, value, image }) {
    return h(
      "div",
      {
        className:
          "flex h-28 items-center justify-center rounded-2xl border border-line bg-white px-6 shadow-card",
      },
      h("img", {
        src: image("image"),
        alt: words("name"),
        width: value("width"),
        height: value("height"),
        className: "h-auto max-h-16 w-full max-w-[200px] object-contain",
      }),
    );
  }

  /** The entry's card in each language, labelled as the form labels the language's group. */
  const preview = (card) =>
    function CardPreview({ entry, collection, getAsset }) {
      const data = entry.get("data");
      const field = (name) => collection.get("fields").find((f) => f.get("name") === name);
      const value = (name) => data?.get(name);
      // The image as the form shows it: from the repository (cms/repository-asset.js).
      const image = (name) =>
        value(name) ? repositoryAsset(getAsset)(value(name), field(name)).toString() : "";
      return h(
        "div",
        { className: "card-previews" },
        [...stylesheets, "/admin/card-previews.css"].map((href) =>
          h("link", { key: href, rel: "stylesheet", href }),
        ),
        ["en", "ar"].map((lang) =>
          h(
            "section",
            { key: lang, lang, dir: lang === "ar" ? "rtl" : "ltr", className: "card-preview" },
            // The form's label of the group ("Arabic (العربية)"), isolated so it reads the same in either direction.
            h("p", { className: "card-preview-label" }, h("bdi", null, field(lang)?.get("label"))),
            card({
              words: (name) => data?.getIn([lang, name]) ?? "",
              value,
              image,
              copy: parts[lang] ?? {},
            }),
          ),
        ),
      );
    };

  CMS.registerPreviewTemplate("team", preview(teamCard));
  CMS.registerPreviewTemplate("testimonials", preview(testimonialCard));
  CMS.registerPreviewTemplate("portfolio", preview(portfolioCard));
  CMS.registerPreviewTemplate("clients", preview(clientLogo));
}

window.registerCardPreviews = registerCardPreviews;
