// The content manager's interface language (docs/editing.md, docs/decisions/cms-arabic-interface.md): Arabic,
// right to left, or English, each editor choosing. The choice is remembered in this browser; the first time it
// follows the browser's language. Decap's own words come from cms/locale-ar.js, ours (config.yml's labels,
// hints and descriptions) from cms/labels-ar.js; Decap reads its locale once, so switching reloads the page.
import { ar } from "./locale-ar.js";
import { labelsAr } from "./labels-ar.js";

const KEY = "cms-language";

/** "ar" or "en": the editor's choice in this browser, else the browser's first language. */
export function editorLanguage() {
  const chosen = localStorage.getItem(KEY);
  if (chosen === "ar" || chosen === "en") return chosen;
  return /^ar\b/i.test(navigator.languages?.[0] ?? navigator.language ?? "") ? "ar" : "en";
}

export const language = editorLanguage();

/** The words in the editor's language: say("Saved", "حُفظ"). */
export const say = (en, arabic) => (language === "ar" ? arabic : en);

/**
 * A copy of the CMS config (or of a body block, cms/editor-components.js) with our labels, hints and
 * descriptions in Arabic (those without Arabic kept); functions and patterns kept as they are.
 */
export function translatedConfig(config) {
  const keys = new Set(["label", "label_singular", "hint", "description"]);
  const walk = (value) => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || Object.getPrototypeOf(value) !== Object.prototype) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        keys.has(k) && typeof v === "string" ? (labelsAr[v] ?? v) : walk(v),
      ]),
    );
  };
  return walk(config);
}

/**
 * Registers the Arabic locale, marks the page's language and direction, and returns the config in the
 * editor's language (Decap's `locale` option set).
 */
export function applyLanguage(CMS, config) {
  CMS.registerLocale("ar", ar);
  document.documentElement.lang = language;
  document.documentElement.dir = language === "ar" ? "rtl" : "ltr";
  document.title = say("Content manager", "مدير المحتوى");
  const localized = language === "ar" ? translatedConfig(config) : config;
  return { ...localized, locale: language };
}

/** A body block (the "+" menu) in the editor's language. */
export const localizedComponent = (component) =>
  language === "ar" ? translatedConfig(component) : component;

/** The switch, always on screen: names the other language in its own words and reloads in it. */
export function addLanguageSwitch() {
  const other = language === "ar" ? "en" : "ar";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "cms-language-switch";
  button.lang = other;
  button.textContent = other === "ar" ? "العربية" : "English";
  button.setAttribute(
    "aria-label",
    other === "ar" ? "العربية: واجهة مدير المحتوى بالعربية" : "English: the content manager in English",
  );
  button.addEventListener("click", () => {
    localStorage.setItem(KEY, other);
    location.reload();
  });
  document.body.append(button);
}
