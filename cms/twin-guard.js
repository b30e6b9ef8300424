// An English article with an Arabic twin cannot be deleted behind the twin's back (issue 48): deleting it left
// the published Arabic article without its English page, with no warning and no undo. Before Decap's own
// delete runs, the twin is looked up on the site (/ar/blogs/<slug>/, served beside /admin/ in production and by
// `npm run cms`); when it exists the delete is stopped, the twin is named, and the editor is offered the way
// out: open the twin (to delete it first, or keep both).

/** The open English article's entry (its file's name), from the address (#/collections/articles/entries/<name>). */
const englishEntry = () => /^#\/collections\/articles\/entries\/([^/?]+)/.exec(location.hash)?.[1] ?? null;

/** The published Arabic twin's title, or null when there is none. */
async function twinTitle(slug) {
  const res = await fetch(`/ar/blogs/${encodeURIComponent(slug)}/`, { cache: "no-cache" });
  if (!res.ok) return null;
  const page = new DOMParser().parseFromString(await res.text(), "text/html");
  return page.querySelector("h1")?.textContent?.trim() || slug;
}

/**
 * `labels`: the delete buttons' words in the editor's language; `ask(title, slug)`: the question naming the
 * twin (true: open the twin).
 */
export function guardTwinDelete(labels, ask) {
  let pass = false;
  document.addEventListener(
    "click",
    async (event) => {
      const button = event.target instanceof Element && event.target.closest("button");
      const entry = englishEntry();
      if (!button || !entry || !labels.includes(button.textContent.trim())) return;
      // The click handed back to Decap (no twin) goes through.
      if (pass) {
        pass = false;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      // The page's address is the Slug field's value (the file keeps its own name, shared by the twin's file).
      const slug =
        /** @type {HTMLInputElement} */ (document.querySelector('input[id^="slug-field-"]'))?.value || entry;
      const title = await twinTitle(slug);
      if (title === null) {
        // No twin: Decap's own delete, with its own question.
        pass = true;
        button.click();
        return;
      }
      if (ask(title, slug)) location.hash = `#/collections/articles_ar/entries/${entry}`;
    },
    true,
  );
}
