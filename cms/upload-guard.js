// Refuses, at upload, any file the site cannot clean and serve (issue 46, docs/images.md "Uploads"): before Decap's
// media library sees a chosen file, its bytes are checked (cms/upload-check.js: JPEG, PNG, WebP, AVIF, or a plain
// SVG; a HEIC gets the iPhone advice, a PDF is named as one, whatever the file's name), then its size and its
// pixels against the build's limits (lib/images.ts's imageLimits, served in site-data.json). A refused file is
// never uploaded: the editor sees what to do, in the interface's language (<html lang>, "ar" or "en").
// Loaded as a module by /admin/index.html; it runs before the CMS starts (DOMContentLoaded).
import { dimensionProblem, uploadMessage, uploadMessages, uploadProblem } from "./upload-check.js";

let limits;
const imageLimits = async () => (limits ??= (await (await fetch("site-data.json")).json()).imageLimits);

const language = () => (document.documentElement.lang.toLowerCase().startsWith("ar") ? "ar" : "en");

/** A raster picture's width and height, decoded by the browser; null when it cannot decode it. */
function pixels(file) {
  const url = URL.createObjectURL(file);
  const img = new Image();
  return new Promise((done) => {
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done(null);
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** Why the site refuses `file` ({ key, name, … }), or null. */
async function problemOf(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const found = uploadProblem(bytes, file.name, await imageLimits());
  if (found || /^\s*</.test(new TextDecoder().decode(bytes.subarray(0, 64)))) return found;
  const size = await pixels(file);
  if (!size) return { key: "unreadable", name: file.name };
  return dimensionProblem(size.width, size.height, file.name, await imageLimits());
}

/** Shows the refusals in a modal dialog (above Decap's own), in the interface's language. */
function show(problems) {
  const lang = language();
  const words = uploadMessages[lang];
  const dialog = document.createElement("dialog");
  dialog.className = "upload-refused";
  dialog.setAttribute("role", "alertdialog");
  dialog.lang = lang;
  dialog.dir = lang === "ar" ? "rtl" : "ltr";
  const title = document.createElement("h2");
  title.id = "upload-refused-title";
  title.textContent = words.title;
  dialog.setAttribute("aria-labelledby", title.id);
  dialog.append(title);
  for (const problem of problems) {
    const p = document.createElement("p");
    p.textContent = uploadMessage(problem, lang);
    dialog.append(p);
  }
  const ok = document.createElement("button");
  ok.type = "button";
  ok.textContent = words.dismiss;
  ok.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => dialog.remove());
  dialog.append(ok);
  document.body.append(dialog);
  dialog.showModal();
  ok.focus();
}

// The change event of a file input, caught before React's (on the root) sees it; passed on, as a new event,
// only when every file is one the site can serve.
const checked = new WeakSet();
window.addEventListener(
  "change",
  (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file" || checked.has(event)) return;
    event.stopImmediatePropagation();
    const files = [...(input.files ?? [])];
    Promise.all(files.map(problemOf)).then((found) => {
      const problems = found.filter(Boolean);
      if (problems.length) {
        input.value = "";
        show(problems);
        return;
      }
      const again = new Event("change", { bubbles: true });
      checked.add(again);
      input.dispatchEvent(again);
    });
  },
  true,
);
