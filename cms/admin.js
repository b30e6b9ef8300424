/** @import {} from "./globals.d.ts" */
// The content manager's own script (docs/editing.md, docs/decisions/cms.md). Loaded before the Decap CMS
// bundle, it asks Decap to wait, then (once the bundle has run) registers the previews and starts it.
// Served at /admin/ only: no public page loads it (scripts/check/check-build.mjs checks).
window.CMS_MANUAL_INIT = true;

/** Editing on this computer (`npm run cms`): the local backend (decap-server) decides the publish mode. */
const onThisComputer = ["localhost", "127.0.0.1"].includes(location.hostname);

/** The Arabic entries: their fields and previews read right to left. */
const ARABIC = ["articles_ar", "privacy_ar", "terms_ar", "accessibility_ar"];
const ENGLISH = ["articles", "privacy_en", "terms_en", "accessibility_en"];

/**
 * True when the editor shows an Arabic entry (articles_ar, an Arabic legal page). A list's entry holds both
 * languages: its Arabic group is right to left by itself (cms/admin.css).
 */
function showsArabic(hash) {
  return /^#\/collections\/(articles_ar\/|legal\/entries\/(privacy|terms|accessibility)_ar\b)/.test(hash);
}

function markEdition() {
  document.body.dataset.edition = showsArabic(location.hash) ? "ar" : "en";
}

/** "collection/slug" when the address opens an entry in the editor ("collection/new" for a new one), else null. */
const entryOf = (hash) =>
  /^#\/collections\/([^/]+)\/(?:entries\/([^/?]+)|(new))\b/.exec(hash)?.slice(1).filter(Boolean).join("/") ??
  null;
let openEntry = entryOf(location.hash);
/** "collection" when the address shows a collection's list, else null. */
const listOf = (hash) => /^#\/collections\/([^/?]+)\/?$/.exec(hash)?.[1] ?? null;
/**
 * The collections with an entry saved since the CMS started. Decap keeps each list as it first read it: after a
 * save it updates the open entry's draft, not the list's copy, so the list showed the old summary ("40." for an
 * order just made 1) in the old order (issue 48). Back to such a list, a fresh start reads the files again.
 */
const saved = new Set();
// Decap keeps the open entry's draft when the address moves straight from one entry to another (typed, or a
// bookmark): the English article's draft shown under its Arabic twin's address, same slug, and saved into the
// English file; from a new article to Company details, that file's form opened empty. A fresh start loads the
// entry the address names. Registered before the CMS's own router.
window.addEventListener("hashchange", () => {
  const next = entryOf(location.hash);
  // (Not Decap's own move from a new entry, once saved, to that entry's address.)
  const afterSave = openEntry?.endsWith("/new") && next?.startsWith(openEntry.replace(/new$/, ""));
  if (openEntry && next && !next.endsWith("/new") && next !== openEntry && !afterSave) location.reload();
  else if (saved.has(listOf(location.hash))) location.reload();
  openEntry = next;
  markEdition();
});

document.addEventListener("DOMContentLoaded", async () => {
  const { CMS, h } = window;
  // The interface in the editor's language, Arabic right to left or English (cms/i18n.js).
  const i18n = await import("./i18n.js");
  i18n.addLanguageSwitch();
  // An English article with an Arabic twin is not deleted behind the twin's back (cms/twin-guard.js).
  const { guardTwinDelete } = await import("./twin-guard.js");
  const { ar } = await import("./locale-ar.js");
  const toolbar = i18n.language === "ar" ? ar.editor.editorToolbar : CMS.getLocale("en").editor.editorToolbar;
  guardTwinDelete([toolbar.deleteEntry, toolbar.deletePublishedEntry], (title, slug) =>
    window.confirm(
      i18n.say(
        `This article has an Arabic twin, “${title}” (/ar/blogs/${slug}/). Deleting it would leave the Arabic article without its English page.\n\nOK: open the Arabic twin (delete it first, or keep both). Cancel: keep this article.`,
        `لهذا المقال توأم عربي: «${title}» (/ar/blogs/${slug}/). حذفه يترك المقال العربي دون صفحته الإنجليزية.\n\nموافق: فتح التوأم العربي (احذفه أولًا، أو أبقِ الاثنين). إلغاء: الإبقاء على هذا المقال.`,
      ),
    ),
  );
  // A paste with pictures, tables or redirect links is cleaned before the body editor sees it (cms/paste.js).
  const { guardPaste } = await import("./paste.js");
  guardPaste({
    picture: i18n.say("Picture not pasted: add it with + → Photo", "لم تُلصق الصورة: أضفها من + ← الصورة"),
    table: i18n.say(
      "Table pasted as lines: the site's articles have no tables",
      "لُصق الجدول أسطرًا: مقالات الموقع لا تتضمن جداول",
    ),
  });
  // The body's link button offers the site's pages in the entry's language, or a checked address (cms/link-picker.js).
  const { installLinkPicker } = await import("./link-picker.js");
  const markdownWords =
    i18n.language === "ar"
      ? ar.editor.editorWidgets.markdown
      : CMS.getLocale("en").editor.editorWidgets.markdown;
  await installLinkPicker({
    words: { link: markdownWords.link, prompt: markdownWords.linkPrompt },
    edition: () => (document.body.dataset.edition === "ar" ? "ar" : "en"),
    say: i18n.say,
    language: i18n.language,
  });
  CMS.registerPreviewStyle("/admin/preview.css");
  // An article or legal page as the site shows it: the whole page in the site's shell, at desktop or phone
  // width (cms/page-preview.js).
  const { pagePreview } = await import("./page-preview.js");
  const preview = (lang) =>
    pagePreview({
      h,
      createClass: window.createClass,
      say: i18n.say,
      imageUrl: (...a) => bodyEditor.imageUrl(...a),
      lang,
    });
  registerWidgets(CMS, h, window.createClass, i18n.say);
  // Image thumbnails read from the repository (cms/repository-images.js); the lists' cards in both languages
  // (cms/card-previews.js, which fetches the site's stylesheets first), their images read the same way.
  const { repositoryAsset } = await import("./repository-asset.js");
  window.registerRepositoryImages(CMS, h, window.createClass, repositoryAsset);
  const cardPreviews = window.registerCardPreviews(CMS, h, repositoryAsset);
  // The body's toolbar and blocks, its Markdown and the files' format (cms/body-editor.js).
  const { registerBodyEditor } = await import("./body-editor.js");
  const bodyEditor = await registerBodyEditor(CMS, h);
  // The toolbar said "Changes saved" on an entry nobody had touched (a blank new one included): it says what
  // is true of both, an untouched entry and a saved one. The "Entry saved" notice still confirms a save.
  const en = CMS.getLocale("en");
  CMS.registerLocale("en", {
    ...en,
    editor: {
      ...en.editor,
      editorToolbar: { ...en.editor.editorToolbar, changesSaved: "No unsaved changes" },
    },
  });
  // The data files (format: json-in-order in config.yml) are written in the order of their fields, which is
  // the files' own order: Decap's JSON writer keeps the order of its in-memory map, which loses the order of
  // an object with more than 8 keys (Company details), so one changed value became a re-sorted file.
  CMS.registerCustomFormat("json-in-order", "json", {
    fromFile: (text) => JSON.parse(text),
    toFile: (data, sortedKeys = []) => `${JSON.stringify(inOrder(data, sortedKeys), null, 2)}\n`,
  });
  for (const name of ENGLISH) CMS.registerPreviewTemplate(name, preview("en"));
  for (const name of ARABIC) CMS.registerPreviewTemplate(name, preview("ar"));
  markEdition();
  // The configuration, made by the build from cms/config.yml (scripts/build/build-admin.mjs), is served as JSON and
  // handed to Decap here: web servers refuse .yml files in the web root (public/.htaccess, the nginx site), and
  // every host serves .json with its type.
  const config = await (await fetch("config.json", { cache: "no-cache" })).json();
  // decap-server on this page's host name, on config.json's port or the one a test started it on.
  if (onThisComputer && config.local_backend?.url) {
    const url = new URL(config.local_backend.url);
    url.hostname = location.hostname;
    url.port = localStorage.getItem("cms-backend-port") ?? url.port;
    window.CMS_LOCAL_BACKEND = config.local_backend.url = url.href; // cms/upload-guard.js asks it too
  }
  // "Check for Preview" only where the pull requests get a preview (config show_preview_links, set from the
  // backend's preview_context): Decap shows the button whether or not any preview exists (admin.css hides it).
  // On this computer the local backend posts no commit status, so no preview ever exists there.
  document.body.dataset.previews = String(!onThisComputer && config.show_preview_links === true);
  // On this computer the local backend decides: `npm run cms` writes files straight into the working tree
  // (no review step), `npm run cms -- --workflow` keeps drafts on Git branches as production does.
  const modes = onThisComputer ? await localModes() : ["editorial_workflow"];
  await cardPreviews;
  if (!modes.includes("editorial_workflow")) config.publish_mode = "simple";
  // Decap's public hook: after each save, its collection's list is read afresh when the editor goes back.
  CMS.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      saved.add(entry.get("collection"));
    },
  });
  CMS.init({ config: { ...i18n.applyLanguage(CMS, config), load_config_file: false } });
});

/** The publish modes the local backend (decap-server) offers; none when it does not answer. */
async function localModes() {
  try {
    const res = await fetch(window.CMS_LOCAL_BACKEND, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return (await res.json()).publish_modes ?? [];
  } catch {
    return [];
  }
}

/**
 * The rules Decap's own widgets cannot hold (cms/config.yml names them):
 *  - `required-with`: a line of text required while the field named by its `with` option has a value (the
 *    cover's description, required with a cover);
 *  - `twin-slug`: an Arabic article's slug, taken from the English twin chosen in its `twin` field (read
 *    only then); typed only for an article in Arabic only.
 */
function registerWidgets(CMS, h, createClass, say) {
  const textInput = (props, extra = {}) =>
    h("input", {
      type: "text",
      id: props.forID,
      className: props.classNameWrapper,
      value: props.value || "",
      onChange: (e) => props.onChange(e.target.value),
      onFocus: props.setActiveStyle,
      onBlur: props.setInactiveStyle,
      ...extra,
    });
  const refuse = (message) => ({ error: { type: "CUSTOM", message } });
  const label = (props, name) => {
    const field = props.collection?.get("fields")?.find((f) => f.get("name") === name);
    return field?.get("label") ?? name;
  };

  CMS.registerWidget(
    "required-with",
    createClass({
      // Re-render (and re-validate) when the other field changes, not only this one.
      shouldComponentUpdate: () => true,
      isValid() {
        const other = this.props.field.get("with");
        const filled = (v) => typeof v === "string" && v.trim() !== "";
        if (filled(this.props.entry.getIn(["data", other])) && !filled(this.props.value))
          return refuse(
            say(
              `${this.props.field.get("label")}: required with the ${label(this.props, other)}.`,
              `${this.props.field.get("label")}: مطلوب مع «${label(this.props, other)}».`,
            ),
          );
        return true;
      },
      render() {
        return textInput(this.props);
      },
    }),
  );

  // A date without a time, as people here write it: day/month/year (20/11/2026); the file keeps YYYY-MM-DD.
  // Decap's own date field shows the browser's format (often month/day/year) and a time zone label.
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
  const typedDay = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
  const realDay = (iso) => {
    const time = Date.parse(`${iso}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === iso;
  };
  const pad = (n) => String(n).padStart(2, "0");
  CMS.registerWidget(
    "day",
    createClass({
      getInitialState() {
        return { text: null };
      },
      shown() {
        if (this.state.text !== null) return this.state.text;
        const v =
          this.props.value instanceof Date ? this.props.value.toISOString().slice(0, 10) : this.props.value;
        const m = isoDay.exec(v || "");
        return m ? `${m[3]}/${m[2]}/${m[1]}` : v || "";
      },
      onType(text) {
        this.setState({ text });
        const m = typedDay.exec(text.trim());
        const iso = m ? `${m[3]}-${pad(m[2])}-${pad(m[1])}` : null;
        // A complete real date is saved as YYYY-MM-DD; anything else stays as typed and is refused (isValid).
        this.props.onChange(iso && realDay(iso) ? iso : text.trim());
      },
      isValid() {
        const v = this.props.value;
        if (!v || (typeof v === "string" && isoDay.test(v) && realDay(v)) || v instanceof Date) return true;
        return refuse(
          say(
            `${this.props.field.get("label")}: write the date as day/month/year, e.g. 20/11/2026.`,
            `${this.props.field.get("label")}: اكتب التاريخ بصيغة يوم/شهر/سنة، مثل 20/11/2026.`,
          ),
        );
      },
      render() {
        return textInput(
          { ...this.props, value: this.shown(), onChange: (text) => this.onType(text) },
          { placeholder: say("DD/MM/YYYY", "يوم/شهر/سنة"), inputMode: "numeric", autoComplete: "off" },
        );
      },
    }),
  );

  // The card illustration chosen by its picture (issue 48), not by one of ~120 code names: the site's own icons
  // (site-data.json, rendered by the build from components/ui/icon), filtered by typing, each a radio button.
  let icons;
  const iconPictures = () =>
    (icons ??= fetch("site-data.json")
      .then((r) => r.json())
      .then((d) => d.icons));
  CMS.registerWidget(
    "icon-picker",
    createClass({
      getInitialState() {
        return { filter: "", pictures: {} };
      },
      componentDidMount() {
        iconPictures().then((pictures) => this.setState({ pictures }));
      },
      render() {
        const { field, value, onChange, forID } = this.props;
        const names = field
          .get("options")
          .toJS()
          .map((o) => (typeof o === "string" ? o : o.value));
        const filter = this.state.filter.trim().toLowerCase();
        const shown = names.filter((n) => n === value || !filter || n.includes(filter));
        const choice = (name, picture, text) =>
          h(
            "label",
            { key: name || "none", className: "cms-icon" },
            h("input", {
              type: "radio",
              name: `${forID}-icons`,
              checked: (value || "") === name,
              onChange: () => onChange(name),
            }),
            h("span", { className: "cms-icon-picture", dangerouslySetInnerHTML: { __html: picture } }),
            h("span", { className: "cms-icon-name" }, text),
          );
        return h(
          "div",
          { className: "cms-icons" },
          h("input", {
            type: "search",
            id: forID,
            className: this.props.classNameWrapper,
            value: this.state.filter,
            placeholder: say("Find an icon by name, e.g. cloud", "ابحث عن أيقونة باسمها، مثل cloud"),
            onChange: (e) => this.setState({ filter: e.target.value }),
          }),
          h(
            "div",
            { role: "radiogroup", "aria-label": field.get("label"), className: "cms-icons-grid" },
            choice("", "", say("None (the category's)", "بلا (أيقونة التصنيف)")),
            ...shown.map((n) => choice(n, this.state.pictures[n] ?? "", n)),
          ),
        );
      },
    }),
  );

  // The values still to replace before launch (issue 48): each value a check labelled in the editor's words
  // ("Phone", «الهاتف»), ticked while it is still to replace, instead of a list of code keys ("registration.cr").
  // The file keeps its list of keys, in the options' order (the files' own), any key the options lack kept last.
  CMS.registerWidget(
    "checklist",
    createClass({
      render() {
        const { field, forID, onChange } = this.props;
        const raw = this.props.value;
        const value = raw?.toJS ? raw.toJS() : Array.isArray(raw) ? raw : [];
        const options = field.get("options").toJS();
        const known = options.map((o) => o.value);
        const toggle = (key, on) => {
          const next = on ? [...value, key] : value.filter((k) => k !== key);
          onChange([...known.filter((k) => next.includes(k)), ...next.filter((k) => !known.includes(k))]);
        };
        return h(
          "div",
          { id: forID, className: "cms-checklist", role: "group", "aria-label": field.get("label") },
          ...options.map((o) =>
            h(
              "label",
              { key: o.value },
              h("input", {
                type: "checkbox",
                checked: value.includes(o.value),
                onChange: (e) => toggle(o.value, e.target.checked),
              }),
              ` ${o.label}`,
            ),
          ),
        );
      },
    }),
  );

  // A new article's slug, suggested from its (English) title until the editor types one: lower case, Latin
  // letters and digits joined by hyphens (the build's slug rule, content/schema.ts SLUG_PATTERN, holds it). An
  // existing article's slug is its published address: never changed behind the editor's back.
  CMS.registerWidget(
    "title-slug",
    createClass({
      // Decap re-renders a field when its own value changes, not when another field's does: the title's
      // typing is heard on the page (its input is "title-field-<n>", as Decap names a field's input).
      suggest(title) {
        if (!this.props.entry.get("newRecord") || this.typed) return;
        const suggestion = slugFrom(title);
        if (suggestion !== (this.props.value || "")) this.props.onChange(suggestion);
      },
      componentDidMount() {
        this.heard = (event) => {
          if (event.target instanceof HTMLInputElement && event.target.id.startsWith("title-field-"))
            this.suggest(event.target.value);
        };
        document.addEventListener("input", this.heard);
        this.suggest(this.props.entry.getIn(["data", "title"]) || "");
      },
      componentWillUnmount() {
        document.removeEventListener("input", this.heard);
      },
      render() {
        return textInput({
          ...this.props,
          onChange: (value) => {
            // Typed: the editor's own from now on; emptied: suggested again.
            this.typed = value !== "";
            this.props.onChange(value);
          },
        });
      },
    }),
  );

  // An Arabic article's cover (issue 48): while it has none and its English twin has one, the twin's photo is
  // offered ("Use the English article's cover"); the description stays the editor's, in Arabic. The twin is
  // found through Decap's own search of the English articles (`query`), on the local backend as on GitHub.
  const image = CMS.getWidget("image");
  CMS.registerWidget(
    "twin-cover",
    createClass({
      shouldComponentUpdate: () => true,
      getInitialState() {
        return { covers: {} };
      },
      twin() {
        return this.props.entry.getIn(["data", "twin"]) || "";
      },
      componentDidMount() {
        this.lookUp();
      },
      componentDidUpdate() {
        this.lookUp();
      },
      lookUp() {
        const twin = this.twin();
        if (!twin || twin in this.state.covers || this.asked === twin) return;
        this.asked = twin;
        Promise.resolve(this.props.query(this.props.forID, "articles", ["slug"], twin))
          .then((result) => {
            const hit = (result?.payload?.hits ?? []).find((e) => e.data?.slug === twin);
            this.setState({ covers: { ...this.state.covers, [twin]: hit?.data?.cover || null } });
          })
          .catch(() => (this.asked = null));
      },
      render() {
        const cover = !this.props.value && this.state.covers[this.twin()];
        return h(
          "div",
          null,
          h(image.control, this.props),
          cover &&
            h(
              "button",
              { type: "button", className: "cms-twin-cover", onClick: () => this.props.onChange(cover) },
              say("Use the English article's cover", "استخدام غلاف المقال الإنجليزي"),
              h("span", { className: "cms-twin-cover-name" }, ` (${cover.split("/").pop()})`),
            ),
        );
      },
    }),
    image.preview,
  );

  CMS.registerWidget(
    "twin-slug",
    createClass({
      shouldComponentUpdate: () => true,
      twin() {
        return this.props.entry.getIn(["data", "twin"]) || "";
      },
      follow() {
        const twin = this.twin();
        if (twin && this.props.value !== twin) this.props.onChange(twin);
      },
      componentDidMount() {
        this.follow();
        this.lookUp();
      },
      componentDidUpdate() {
        this.follow();
        this.lookUp();
      },
      // One Arabic article per English twin (the build's rule, lib/content-errors.ts): another Arabic article
      // (not this entry's own file) naming the chosen twin is looked up through Decap's own search of the
      // collection (`query`, as the relation widget does: the same on the local backend and on GitHub).
      lookUp() {
        const twin = this.twin();
        if (!twin || this.checked === twin) return;
        this.checked = twin;
        const own = this.props.entry.get("newRecord") ? null : this.props.entry.get("slug");
        Promise.resolve(this.props.query(this.props.forID, "articles_ar", ["twin"], twin))
          .then((result) => {
            const hits = result?.payload?.hits ?? [];
            const other = hits.find((e) => e.data?.twin === twin && e.slug !== own);
            this.others = {
              ...this.others,
              [twin]: other ? { title: other.data.title, slug: other.data.slug || other.slug } : null,
            };
          })
          .catch(() => {
            this.checked = null;
          });
      },
      isValid() {
        const twin = this.twin();
        const name = this.props.field.get("label");
        if (twin && this.props.value !== twin)
          return refuse(
            say(
              `${name}: must be the English twin's slug, ${twin}.`,
              `${name}: يجب أن يكون معرّف التوأم الإنجليزي، ${twin}.`,
            ),
          );
        if (!twin) return true;
        const other = this.others?.[twin];
        if (other === undefined)
          return refuse(
            say(
              `${name}: still checking the English twin's other Arabic articles; save again in a moment.`,
              `${name}: ما زال التحقق من المقالات العربية الأخرى لهذا التوأم جاريًا؛ أعد الحفظ بعد لحظة.`,
            ),
          );
        return other
          ? refuse(
              say(
                `${name}: the Arabic article “${other.title}” (/ar/blogs/${other.slug}/) already translates this English article; each English article has one Arabic twin: edit that one instead.`,
                // The address isolated left to right (\u2066…\u2069) in the right-to-left message.
                `${name}: المقال العربي «${other.title}» (\u2066/ar/blogs/${other.slug}/\u2069) ترجمةٌ لهذا المقال الإنجليزي من قبل؛ لكل مقال إنجليزي توأم عربي واحد: عدِّل ذلك المقال بدلًا من هذا.`,
              ),
            )
          : true;
      },
      render() {
        return textInput(this.props, this.twin() ? { readOnly: true, "aria-readonly": "true" } : {});
      },
    }),
  );
}

/**
 * The slug an English title suggests: "AI in Farming: What's Next?" → "ai-in-farming-whats-next". Accents
 * dropped, apostrophes left out, every other run of characters that are not a–z or 0–9 one hyphen.
 */
function slugFrom(title) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `data` with its keys in `order` first (the fields' order), any other key after them as it came. */
function inOrder(data, order) {
  const keys = [...order.filter((k) => k in data), ...Object.keys(data).filter((k) => !order.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, data[k]]));
}
