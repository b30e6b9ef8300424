// The preview of an article or a legal page: the whole page as the built site renders it (issue 48) — the site's
// header, the page's hero, the text with its sidebar, the footer — in the entry's language and direction, with
// the site's own stylesheets, at the width the editor picks: "Desktop" (1280 px, scaled down to the pane) or
// "Phone" (375 px, the site's phone layout: its media queries apply inside a frame of that width).
//
// The page's shell is the site's own: the published page (the entry's own address, else the first article of
// the edition's list) is fetched and parsed (DOMParser: none of its scripts run), and `pageShell` keeps its
// header, hero, layout with sidebar and footer (tests/unit/page-preview.spec.ts holds its selectors to the
// components). The draft fills the slots: its title, eyebrow and lead as text (textContent, never HTML), its
// cover, and the body as the CMS's own preview renders it (widgetFor("body"), copied node by node). The page
// is drawn in a frame without an address (Firefox refused a frame's own address, a srcdoc frame's stylesheets and
// a <base> two frames deep under the admin's policy): no script element is ever put in it (`fill`), the site's
// stylesheets go in as text with their addresses made absolute, and its fonts as bytes (`withoutFontFiles`).

/** The phone width of the site's smallest layout and the desktop width the "Desktop" view is drawn at. */
export const PHONE = 375;
export const DESKTOP = 1280;

/** The shell's parts in a parsed page of the site, or null when the page is not one of its pages. */
export function pageShell(doc, kind) {
  const header = doc.querySelector("body > header");
  const footer = doc.querySelector("body > footer");
  const main = doc.querySelector("main#main");
  // components/sections/page-hero.tsx: the page's first section, with its h1.
  const hero = main?.querySelector(":scope > section");
  const h1 = hero?.querySelector("h1");
  // components/templates/article-page.tsx in components/templates/family-layout.tsx: the text column and the
  // sidebar; components/sections/legal-document.tsx: the side list, then the text column.
  const layout = h1 ? main.querySelector(":scope > div.grid") : null;
  const column =
    kind === "legal" ? layout?.querySelector(":scope > div.min-w-0") : layout?.querySelector("article");
  if (!header || !footer || !hero || !h1 || !layout || !column) return null;
  const stylesheets = [
    ...[...doc.querySelectorAll("style[data-href]")].flatMap((s) => s.dataset.href.split(" ")),
    ...[...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
  ].filter(Boolean);
  for (const el of doc.querySelectorAll("script, noscript")) el.remove();
  return {
    lang: doc.documentElement.getAttribute("lang") ?? "en",
    dir: doc.documentElement.getAttribute("dir") ?? "ltr",
    htmlClass: doc.documentElement.getAttribute("class") ?? "",
    bodyClass: doc.body.getAttribute("class") ?? "",
    stylesheets,
    header,
    footer,
    hero,
    layout,
    column,
  };
}

const shells = new Map();
/** The shell of the first page of `addresses` that is one of the site's pages (fetched once per address list). */
function fetchShell(addresses, kind) {
  const key = `${kind} ${addresses.join(" ")}`;
  if (!shells.has(key))
    shells.set(
      key,
      (async () => {
        for (const address of addresses) {
          try {
            const res = await fetch(address);
            if (!res.ok) continue;
            const doc = new DOMParser().parseFromString(await res.text(), "text/html");
            // The edition's list: its first article's page.
            if (kind === "list") {
              const link = [...doc.querySelectorAll("main a[href]")]
                .map((a) => a.getAttribute("href"))
                .find((href) => /^(\/ar)?\/blogs\/(?!page\/|category\/)[^/]+\/$/.test(href));
              if (link) return await fetchShell([link], "article");
              continue;
            }
            const shell = pageShell(doc, kind);
            if (shell) return shell;
          } catch {
            // the next address
          }
        }
        return null;
      })(),
    );
  return shells.get(key);
}

/** The published addresses of the entry, the edition's list after an article's (for a new article). */
function addressesOf(entry, collection, lang) {
  const prefix = lang === "ar" ? "/ar" : "";
  const name = collection?.get("name");
  if (name === "legal") {
    const page = /^(privacy|terms|accessibility)/.exec(entry.get("slug") ?? "")?.[1];
    const path = {
      privacy: "/privacy-policy/",
      terms: "/terms-conditions/",
      accessibility: "/accessibility/",
    }[page];
    return { kind: "legal", addresses: path ? [`${prefix}${path}`] : [] };
  }
  const slug = entry.getIn(["data", "slug"]) || entry.get("slug");
  return {
    kind: "article",
    addresses: slug ? [`${prefix}/blogs/${encodeURIComponent(slug)}/`] : [],
    list: `${prefix}/blogs/`,
  };
}

/**
 * A site address made absolute: the frame's srcdoc document has no address of its own to resolve "/…" against in
 * every engine, and a <base> is refused there by the admin's policy (base-uri 'self', Firefox).
 */
const absolute = (url) => (/^\/(?!\/)/.test(url) ? `${location.origin}${url}` : url);

/** The addresses of a copied part of the page (pictures, their sources), absolute (see `absolute`). */
function absoluteAddresses(root) {
  for (const el of root.querySelectorAll("[src]")) el.setAttribute("src", absolute(el.getAttribute("src")));
  for (const el of root.querySelectorAll("[srcset]"))
    el.setAttribute(
      "srcset",
      el
        .getAttribute("srcset")
        .split(",")
        .map((part) => part.trim().replace(/^\S+/, absolute))
        .join(", "),
    );
}

/**
 * The frame's document made ready: the edition's language and direction, the site's stylesheets. Resolves once
 * they are loaded (the page's height is measured after).
 */
function prepare(doc, shell) {
  const html = doc.documentElement;
  html.setAttribute("lang", shell.lang);
  html.setAttribute("dir", shell.dir);
  html.setAttribute("class", shell.htmlClass);
  // data-fonts: the site's own faces (its script sets it once they are cached); data-theme: the light theme,
  // whose colours body-preview.css gives the body's blocks.
  html.setAttribute("data-fonts", "");
  html.setAttribute("data-theme", "light");
  doc.body.setAttribute("class", shell.bodyClass);
  // The stylesheets' text in <style> elements (the policy's 'unsafe-inline'), their addresses made absolute:
  // Firefox refuses a frame's <link> to the admin's own origin two frames deep (style-src 'self').
  return Promise.all(
    [...shell.stylesheets, "/admin/body-preview.css", "/admin/page-preview.css"].map(async (href) => {
      const text = await (await fetch(absolute(href))).text().catch(() => "");
      const style = doc.createElement("style");
      const { css, faces } = withoutFontFiles(text);
      style.textContent = css.replace(/url\((["']?)\/(?!\/)/g, `url($1${location.origin}/`);
      doc.head.append(style);
      await Promise.all(faces.map((face) => addFace(doc, face)));
    }),
  );
}

/**
 * The stylesheet's text without its @font-face rules that load a file, and those rules' parts. Firefox refuses a
 * font file by address in a frame two frames deep (font-src 'self'), so the site's faces are given to the frame
 * as bytes instead (`addFace`), which no policy governs: the frame looks as the site does in every engine.
 */
export function withoutFontFiles(text) {
  const faces = [];
  const css = text.replace(/@font-face\s*\{([^}]*)\}/g, (rule, body) => {
    const url = /src:\s*url\((["']?)([^)"']+)\1\)/.exec(body)?.[2];
    if (!url) return rule; // local() faces (the metric fallbacks) load nothing
    const descriptors = {};
    for (const part of body.split(";")) {
      const colon = part.indexOf(":");
      if (colon > 0) descriptors[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
    }
    faces.push({ family: (descriptors["font-family"] ?? "").replace(/^["']|["']$/g, ""), url, descriptors });
    return "";
  });
  return { css, faces };
}

/** Each font file fetched once per visit to the CMS. */
const fontFiles = new Map();

/** A face of the site's stylesheet added to the frame's document from the file's bytes. */
async function addFace(doc, { family, url, descriptors }) {
  const address = url.startsWith("/") && !url.startsWith("//") ? location.origin + url : url;
  if (!fontFiles.has(address))
    fontFiles.set(
      address,
      fetch(address).then(
        (res) => (res.ok ? res.arrayBuffer() : null),
        () => null,
      ),
    );
  const bytes = await fontFiles.get(address);
  const FontFace = doc.defaultView?.FontFace;
  if (!bytes || !FontFace) return;
  const named = {
    "font-weight": "weight",
    "font-style": "style",
    "font-display": "display",
    "unicode-range": "unicodeRange",
    "font-stretch": "stretch",
    "ascent-override": "ascentOverride",
    "descent-override": "descentOverride",
    "line-gap-override": "lineGapOverride",
    "size-adjust": "sizeAdjust",
  };
  const given = {};
  for (const [name, key] of Object.entries(named)) if (descriptors[name]) given[key] = descriptors[name];
  try {
    const face = new FontFace(family, bytes, given);
    doc.fonts.add(face);
    await face.load();
  } catch {
    // A face the engine cannot read leaves the text in the fallback font: the page is still the page.
  }
}

/**
 * The page preview of an article or legal page (cms/admin.js registers it for both editions). `say` gives the
 * interface's words in its language (cms/i18n.js).
 */
export function pagePreview({ h, createClass, say, imageUrl, lang }) {
  return createClass({
    getInitialState() {
      return { shell: undefined, own: false, phone: false };
    },
    componentDidMount() {
      this.load();
    },
    // The frame appears with the shell: filled as soon as it is there.
    componentDidUpdate() {
      this.fill();
    },
    componentWillUnmount() {
      clearTimeout(this.refit);
    },
    async load() {
      const { kind, addresses, list } = addressesOf(this.props.entry, this.props.collection, lang);
      const shell = await fetchShell(addresses, kind);
      if (shell || !list) this.setState({ shell, own: Boolean(shell) });
      else this.setState({ shell: await fetchShell([list], "list"), own: false });
    },
    /** The draft in the site's shell, in the frame. */
    fill() {
      const frame = this.frame;
      const doc = frame?.contentDocument;
      const shell = this.state.shell;
      if (!shell || !doc?.body || !this.source) return;
      // The frame's empty page made ready once (Firefox fires no load event for a frame without an address).
      if (!this.prepared) {
        this.preparing ??= prepare(doc, shell).then(() => {
          this.prepared = true;
          this.fill();
        });
        return;
      }
      const data = (name) => this.props.entry.getIn(["data", name]);
      const own = (node) => doc.importNode(node, true);
      const hero = own(shell.hero);
      hero.querySelector("h1").textContent = data("title") ?? "";
      // The hero's eyebrow (an article's category, a page's eyebrow) and lead (an article's excerpt).
      const h1 = hero.querySelector("h1");
      const eyebrow = h1.previousElementSibling;
      const lead = h1.nextElementSibling?.tagName === "P" ? h1.nextElementSibling : null;
      // An article's eyebrow is its category's name: the published page's when the shell is the entry's own.
      const words = { eyebrow: data("eyebrow"), lead: data("lead") || data("excerpt") };
      if (eyebrow) {
        if (words.eyebrow) eyebrow.textContent = words.eyebrow;
        else if (!this.state.own) eyebrow.remove();
      }
      if (lead) {
        if (words.lead) lead.textContent = words.lead;
        else lead.remove();
      }
      // The published article's dates and reading time are not the draft's.
      for (const list of hero.querySelectorAll("ul")) list.remove();
      const layout = own(shell.layout);
      const column = layout.querySelector(
        this.props.collection?.get("name") === "legal" ? ":scope > div.min-w-0" : "article",
      );
      // The article's share links and related articles are the published page's, not the draft's.
      for (const extra of column.parentElement.querySelectorAll(":scope > section")) extra.remove();
      column.replaceChildren(...[...this.source.childNodes].map(own));
      const main = doc.createElement("main");
      main.id = "main";
      main.className = "flex-1 outline-none";
      main.append(hero, layout);
      const page = [own(shell.header), main, own(shell.footer)];
      // Nothing that runs: no script, frame or plug-in of the page or the draft reaches the frame (they are taken
      // out before the parts are put in; the admin's policy refuses inline scripts besides).
      for (const part of page) {
        for (const el of part.querySelectorAll("script, iframe, object, embed")) el.remove();
        absoluteAddresses(part);
      }
      doc.body.replaceChildren(...page);
      // Links lead nowhere from the preview (its frame has no scripts to stop them).
      for (const a of doc.querySelectorAll("a[href]")) a.setAttribute("tabindex", "-1");
      // Again once the page's pictures and fonts have come in (the frame runs no script to say so).
      this.fit();
      clearTimeout(this.refit);
      this.refit = setTimeout(() => {
        this.fit();
        this.refit = setTimeout(() => this.fit(), 1500);
      }, 300);
    },
    /** The frame as tall as its page; the desktop page scaled down to the pane's width. */
    fit() {
      const frame = this.frame;
      const doc = frame?.contentDocument;
      if (!doc?.documentElement || !this.box) return;
      const width = this.state.phone ? PHONE : DESKTOP;
      // Scaled down to the pane when it is narrower (its side padding, 0.75rem each, left out).
      const scale = Math.min(1, (this.box.clientWidth - 24) / width);
      const height = doc.documentElement.scrollHeight;
      frame.style.width = `${width}px`;
      frame.style.height = `${height}px`;
      frame.style.transform = scale === 1 ? "" : `scale(${scale})`;
      this.stage.style.height = `${Math.ceil(height * scale)}px`;
      this.stage.style.width = `${Math.ceil(width * scale)}px`;
    },
    render() {
      const { entry, widgetFor, getAsset } = this.props;
      const { shell, phone } = this.state;
      const data = (name) => entry.getIn(["data", name]);
      const cover = data("cover");
      const button = (isPhone, label) =>
        h(
          "button",
          {
            type: "button",
            "aria-pressed": String(phone === isPhone),
            onClick: () => this.setState({ phone: isPhone }, () => this.fit()),
          },
          label,
        );
      return h(
        "div",
        { className: "page-preview", ref: (el) => (this.box = el) },
        h(
          "div",
          {
            role: "group",
            "aria-label": say("Preview width", "عرض المعاينة"),
            className: "page-preview-widths",
          },
          button(false, say("Desktop", "حاسوب")),
          button(true, say("Phone", "هاتف")),
        ),
        // The draft's text column, as the CMS renders it; copied into the frame's page (fill).
        h(
          "div",
          { hidden: true, ref: (el) => (this.source = el) },
          cover
            ? h("img", {
                className: "mb-8 block h-auto w-full rounded-2xl bg-brand-50",
                src: imageUrl(getAsset, cover),
                alt: data("coverAlt") || "",
              })
            : null,
          // A legal page's sections numbered as on the site (body-preview.css).
          h(
            "div",
            {
              className:
                this.props.collection?.get("name") === "legal"
                  ? "preview legal page-body"
                  : "preview page-body",
            },
            h("div", { className: "prose" }, widgetFor("body")),
          ),
        ),
        shell === null
          ? h(
              "p",
              { role: "status" },
              say(
                "The site's page could not be loaded: build the site (npm run build) or start it (npm run cms).",
                "تعذّر تحميل صفحة الموقع: ابنِ الموقع (npm run build) أو شغّله (npm run cms).",
              ),
            )
          : shell
            ? h(
                "div",
                { className: "page-preview-stage", ref: (el) => (this.stage = el) },
                h("iframe", {
                  ref: (el) => (this.frame = el),
                  title: say("The page as the site shows it", "الصفحة كما يعرضها الموقع"),
                  onLoad: () => this.fill(),
                }),
              )
            : null,
      );
    },
  });
}
