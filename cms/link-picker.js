// The body editor's link button chooses, never types (issue 48 part 4, docs/editing.md "Links"): Decap's own
// button asks with the browser's prompt, with no list of the site's pages and no check (the guide's `/contact/`
// sent Arabic readers to the English page). The click on that button is held (capture phase, as
// cms/twin-guard.js does), and a dialog offers the site's pages in the open entry's language (/admin/link-pages.json,
// written by scripts/build/build-admin.mjs from the site's route list), filterable by typing, or an address outside
// the site, checked (https only, a real address; `javascript:` and `data:` refused with the build's own message,
// lib/mdx/safety.ts). The choice is then handed to Decap's own button: clicked again, it asks its prompt, which
// this module answers once with the chosen address, so Decap inserts the link itself on the editor's selection.

/**
 * `words`: the link button's label and Decap's prompt text in the interface language; `edition()`: "en" or "ar",
 * the open entry's; `say(en, ar)`: the interface's words; `language`: the interface's ("en" or "ar").
 */
export async function installLinkPicker({ words, edition, say, language }) {
  const { pages, refusal: refusals } = await (await fetch("link-pages.json")).json();
  const refusal = (url) => {
    const text = refusals[language].replace("{url}", url);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  let answer = null;
  const ask = window.prompt.bind(window);
  // Decap's prompt for the link, answered once with the dialog's choice; every other prompt as it was.
  window.prompt = (message, value) => {
    if (message === words.prompt && answer !== null) {
      const chosen = answer;
      answer = null;
      return chosen;
    }
    return ask(message, value);
  };
  // The last selection inside a body editor: the toolbar's button takes the page's selection when pressed.
  let lastRange = null;
  document.addEventListener("selectionchange", () => {
    const selection = window.getSelection();
    if (!selection?.rangeCount) return;
    const node = selection.anchorNode;
    const element = node instanceof Element ? node : node?.parentElement;
    if (element?.closest("[data-slate-editor]")) lastRange = selection.getRangeAt(0).cloneRange();
  });
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element && event.target.closest("button");
      if (!button) return;
      const name = button.getAttribute("aria-label") || button.getAttribute("title") || "";
      if (name !== words.link || answer !== null) return;
      event.preventDefault();
      event.stopPropagation();
      // Decap marks the button active inside a link: the dialog then offers to remove it too.
      const inLink =
        button.getAttribute("aria-pressed") === "true" || /\bactive\b|isActive/i.test(button.className);
      // The editor's selection (the words to link), put back before Decap's button links it: the dialog took
      // the focus, and Decap's editor reads the selection from the page.
      const selection = window.getSelection();
      const range = lastRange;
      /** @type {HTMLElement} */ let editor = null;
      for (let box = button.parentElement; box && !editor; box = box.parentElement)
        editor = box.querySelector("[data-slate-editor]");
      openDialog({ pages: pages[edition()] ?? [], say, refusal, inLink }, (chosen) => {
        if (chosen === null || !editor || !range) {
          button.focus();
          return;
        }
        editor.focus();
        selection.removeAllRanges();
        selection.addRange(range);
        // The editor takes the page's selection on "selectionchange", which it reads at most every 100 ms: the
        // button is clicked once it has (a busy computer included).
        const click = () => {
          answer = chosen;
          button.click();
          answer = null;
        };
        let waited = false;
        const after = () => {
          if (waited) return;
          waited = true;
          setTimeout(click, 250);
        };
        document.addEventListener("selectionchange", after, { once: true });
        setTimeout(after, 300);
      });
    },
    true,
  );
}

/** A web address outside the site: the refusal's words, or null when it may be linked. */
export function externalProblem(text, { say, refusal }) {
  const value = text.trim();
  if (/^\s*(javascript|data|vbscript):/i.test(value)) return refusal(value);
  let url;
  try {
    url = new URL(value);
  } catch {
    return say(
      "Not a web address: write it in full, e.g. https://example.com/page",
      "ليس عنوان ويب: اكتبه كاملًا، مثل https://example.com/page",
    );
  }
  if (url.protocol !== "https:" || !url.hostname.includes("."))
    return say(
      "An address outside the site starts with https:// and names a site, e.g. https://example.com/page",
      "يبدأ العنوان خارج الموقع بـ https:// ويذكر موقعًا، مثل https://example.com/page",
    );
  return null;
}

/** The dialog; `done(address)` once: the chosen address, "" to remove the link, null when closed. */
function openDialog({ pages, say, refusal, inLink }, done) {
  const el = (tag, props = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  };
  const dialog = el("dialog", { className: "cms-link-picker" });
  dialog.setAttribute("aria-labelledby", "cms-link-picker-title");
  let finished = false;
  const finish = (value) => {
    if (finished) return;
    finished = true;
    dialog.close();
    dialog.remove();
    done(value);
  };
  dialog.addEventListener("close", () => finish(null));
  // Escape closes it from any field (in the filter, the browser's own Escape only emptied the field), and so
  // does leaving the entry.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    finish(null);
  });
  window.addEventListener("hashchange", () => finish(null), { once: true });

  const title = el("h2", { id: "cms-link-picker-title" }, say("Link to", "رابط إلى"));
  const filter = el("input", { type: "search", id: "cms-link-picker-filter", autocomplete: "off" });
  const filterLabel = el(
    "label",
    { htmlFor: filter.id },
    say("A page of the site (type to filter)", "صفحة من الموقع (اكتب للتصفية)"),
  );
  const list = el("ul", { className: "cms-link-picker-pages" });
  list.setAttribute("aria-label", say("The site's pages", "صفحات الموقع"));
  const count = el("p", { className: "cms-link-picker-count", role: "status" });
  const show = () => {
    const words = filter.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const shown = pages.filter((p) => words.every((w) => `${p.title} ${p.path}`.toLowerCase().includes(w)));
    list.replaceChildren(
      ...shown.map((p) =>
        el(
          "li",
          {},
          el(
            "button",
            { type: "button", onclick: () => finish(p.path) },
            el("span", { className: "cms-link-picker-name" }, p.title),
            el("span", { className: "cms-link-picker-path", dir: "ltr" }, p.path),
          ),
        ),
      ),
    );
    count.textContent = shown.length
      ? say(`${shown.length} pages`, `عدد الصفحات: ${shown.length}`)
      : say("No page has these words.", "لا صفحة فيها هذه الكلمات.");
  };
  filter.addEventListener("input", show);

  const address = el("input", {
    type: "url",
    id: "cms-link-picker-address",
    dir: "ltr",
    placeholder: "https://",
    autocomplete: "off",
  });
  const problem = el("p", { className: "cms-link-picker-problem", id: "cms-link-picker-problem" });
  problem.setAttribute("role", "alert");
  const addressLabel = el(
    "label",
    { htmlFor: address.id },
    say("Or an address outside the site", "أو عنوان خارج الموقع"),
  );
  const useAddress = () => {
    const message = externalProblem(address.value, { say, refusal });
    problem.textContent = message ?? "";
    if (message) {
      address.setAttribute("aria-invalid", "true");
      address.setAttribute("aria-describedby", problem.id);
      address.focus();
    } else finish(address.value.trim());
  };
  address.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      useAddress();
    }
  });
  const form = el(
    "div",
    { className: "cms-link-picker-external" },
    addressLabel,
    el(
      "div",
      { className: "cms-link-picker-row" },
      address,
      el(
        "button",
        { type: "button", onclick: useAddress },
        say("Link to this address", "الربط بهذا العنوان"),
      ),
    ),
    problem,
  );
  const actions = el("div", { className: "cms-link-picker-actions" });
  if (inLink)
    actions.append(
      el("button", { type: "button", onclick: () => finish("") }, say("Remove the link", "إزالة الرابط")),
    );
  actions.append(el("button", { type: "button", onclick: () => finish(null) }, say("Cancel", "إلغاء")));

  dialog.append(title, filterLabel, filter, count, list, form, actions);
  document.body.append(dialog);
  show();
  dialog.showModal();
  filter.focus();
}
