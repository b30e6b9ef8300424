// The file format of articles and legal pages in the content manager (cms/config.yml `format: mdx-in-order`):
// YAML front matter, then the Markdown body. Decap's own `frontmatter` format re-wrote every value on a save
// (quotes dropped, long values folded at 80 columns, keys re-sorted), so one changed paragraph was a diff of the
// whole header. This one writes the header as the files are written: one `key: value` line each, in the order
// of the form's fields, strings in double quotes, dates (YYYY-MM-DD) and numbers bare, empty values left out.
// Reading uses js-yaml, the parser the build reads these files with (gray-matter's). An ES module: cms/admin.js
// imports it in the browser, tests/unit/cms-round-trip.test.mjs in Node.

const DELIMITER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as its front matter line writes it, or null when the line is left out. */
function yamlValue(value) {
  if (value === undefined || value === null || value === "") return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // A day is written bare, as the files write dates (a title that reads as a date would become one: see docs).
  if (typeof value === "string") return DAY.test(value) ? value : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  // No front matter field holds a list or an object today; JSON is YAML (flow style).
  return JSON.stringify(value);
}

/**
 * The format for `CMS.registerCustomFormat`, reading with `yaml` (js-yaml 3: window.jsyaml in the browser).
 * The core schema keeps dates as the text they are (YYYY-MM-DD), as Decap's own reader does.
 */
export function frontMatterFormat(yaml) {
  return {
    fromFile(text) {
      const m = DELIMITER.exec(text);
      if (!m) return text.trim() ? { body: text } : {};
      const data = yaml.load(m[1], { schema: yaml.CORE_SCHEMA }) ?? {};
      return m[2].trim() ? { ...data, body: m[2] } : data;
    },
    toFile(data, sortedKeys = []) {
      const { body = "", ...meta } = data;
      const keys = [
        ...slugFirst(sortedKeys).filter((k) => k in meta),
        ...Object.keys(meta).filter((k) => !sortedKeys.includes(k)),
      ];
      const lines = keys.flatMap((k) => {
        const v = yamlValue(meta[k]);
        return v === null ? [] : [`${k}: ${v}`];
      });
      // The body as the Markdown editor hands it over, with one blank line after the header and a final newline.
      const text = String(body).replace(/^\n+/, "").trimEnd();
      return `---\n${lines.join("\n")}\n---\n${text ? `\n${text}\n` : ""}`;
    },
  };
}

/**
 * The fields' order with the slug before the title, as the files write them: the form asks for the title first
 * (the slug is suggested from it, cms/admin.js `title-slug`), the files keep their order, so a save changes only
 * what was changed.
 */
function slugFirst(keys) {
  const title = keys.indexOf("title");
  const slug = keys.indexOf("slug");
  if (title < 0 || slug < title) return keys;
  const rest = keys.filter((k) => k !== "slug");
  rest.splice(title, 0, "slug");
  return rest;
}
