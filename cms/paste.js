// Pasting into the body editor never crashes and keeps what can be kept (issue 48): Decap 3.16's rich-text editor
// turned a pasted <img> into an image block without its data and crashed the whole CMS ("Cannot destructure
// property 'url'"); a Google Docs table became loose paragraphs, its links kept Google's redirect. Here a paste
// whose HTML holds pictures, tables, redirect links or Word/Google wrappers is cleaned first and handed to the
// editor as the same paste (a `beforeinput` insertFromPaste, which Slate reads): pictures become a short
// message in the editor's language (upload them with "+ → Photo"), a table one line per row after a message,
// redirect links their real address. Anything else is pasted as the browser gives it.

/** The real address of a Google redirect link (https://www.google.com/url?q=…), else the address itself. */
export function unwrapRedirect(href) {
  try {
    const url = new URL(href);
    if (/^(www\.)?google\.[a-z.]+$/.test(url.hostname) && url.pathname === "/url")
      return url.searchParams.get("q") || url.searchParams.get("url") || href;
  } catch {
    // Not an absolute address: kept as it is.
  }
  return href;
}

const NEEDS_CLEANING = /<img|<table|google\.[a-z.]+\/url\?|<o:p|docs-internal-guid|<!--\[if|<style/i;

/** The pasted HTML made safe for the editor; `words` gives the messages in the editor's language. */
export function cleanPastedHtml(html, words, doc = document) {
  const page = new DOMParser().parseFromString(html, "text/html");
  page.querySelectorAll("style, meta, script, link, o\\:p").forEach((n) => n.remove());
  // Google Docs wraps everything in <b style="font-weight:normal">: not bold, unwrapped.
  page.querySelectorAll('b[id^="docs-internal-guid"]').forEach((b) => b.replaceWith(...b.childNodes));
  // Word's <b>/<i>: the editor reads <strong>/<em>.
  for (const [from, to] of [
    ["b", "strong"],
    ["i", "em"],
  ])
    for (const old of page.querySelectorAll(from)) {
      const node = doc.createElement(to);
      node.append(...old.childNodes);
      old.replaceWith(node);
    }
  for (const a of page.querySelectorAll("a[href]"))
    a.setAttribute("href", unwrapRedirect(a.getAttribute("href")));
  for (const img of page.querySelectorAll("img")) {
    const note = doc.createElement("em");
    note.textContent = `[${words.picture}]`;
    img.replaceWith(note);
  }
  for (const table of page.querySelectorAll("table")) {
    const lines = [...table.querySelectorAll("tr")].map((tr) => {
      const p = doc.createElement("p");
      p.textContent = [...tr.querySelectorAll("th, td")].map((c) => c.textContent.trim()).join(" · ");
      return p;
    });
    const note = doc.createElement("p");
    note.append(Object.assign(doc.createElement("em"), { textContent: `[${words.table}]` }));
    table.replaceWith(note, ...lines);
  }
  return page.body.innerHTML;
}

/** Listens for pastes into the body editor (Slate's editable area) and cleans those that need it. */
export function guardPaste(words) {
  document.addEventListener(
    "paste",
    (event) => {
      const editor = event.target instanceof Element && event.target.closest("[data-slate-editor=true]");
      const html = event.clipboardData?.getData("text/html");
      if (!editor || !html || !NEEDS_CLEANING.test(html)) return;
      event.preventDefault();
      event.stopPropagation();
      const data = new DataTransfer();
      const cleaned = cleanPastedHtml(html, words);
      data.setData("text/html", cleaned);
      data.setData(
        "text/plain",
        new DOMParser().parseFromString(cleaned, "text/html").body.textContent ?? "",
      );
      editor.dispatchEvent(
        new InputEvent("beforeinput", {
          inputType: "insertFromPaste",
          dataTransfer: data,
          bubbles: true,
          cancelable: true,
        }),
      );
    },
    true,
  );
}
