// Refuses, at upload, any file the site cannot clean and serve (issue 46, docs/images.md "Uploads"): before Decap's
// media library sees a chosen file, its bytes are checked (cms/upload-check.js: JPEG, PNG, WebP, AVIF, or a plain
// SVG; a HEIC gets the iPhone advice, a PDF is named as one, whatever the file's name), then its size and its
// pixels against the build's limits (lib/images.ts's imageLimits, served in site-data.json). A refused file is
// never uploaded: the editor sees what to do, in the interface's language (<html lang>, "ar" or "en").
// Loaded as a module by /admin/index.html; it runs before the CMS starts (DOMContentLoaded).
import {
  dimensionProblem,
  numberedName,
  storedName,
  uploadMessage,
  uploadMessages,
  uploadProblem,
} from "./upload-check.js";

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

// Same name (issue 48): Decap writes an upload to its media folder under the file's name, and replaces a file of
// that name without a word when its media library has not listed it (a new entry's library said "No assets
// found"): the trial's upload replaced the cover of two published articles. Before Decap sees a file, the guard
// asks the repository whether that file exists; if it does, the editor chooses: keep both (the default, the new
// one saved as name-2.jpg) or replace that file.

let config;
const cmsConfig = async () => (config ??= await (await fetch("config.json", { cache: "no-cache" })).json());
const onThisComputer = ["localhost", "127.0.0.1"].includes(location.hostname);

/** The media folders an upload from the open screen may go to: the site's, and its collection's image fields'. */
async function mediaFolders() {
  const { media_folder, collections = [] } = await cmsConfig();
  const name = /^#\/collections\/([^/?]+)/.exec(location.hash)?.[1];
  const folders = [];
  const walk = (fields = []) => {
    for (const field of fields) {
      if (typeof field.media_folder === "string" && !field.media_folder.includes("{{"))
        folders.push(field.media_folder);
      walk(field.fields);
      if (field.field) walk([field.field]);
    }
  };
  for (const collection of collections.filter((c) => c.name === name)) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }
  return [...new Set([...folders, media_folder].map((f) => f.replace(/^\/+|\/+$/g, "")))];
}

/** Whether the repository holds `path` (on this computer decap-server, else GitHub, as the editor signed in). */
async function exists(path) {
  const { backend } = await cmsConfig();
  const branch = backend.branch ?? "main";
  if (onThisComputer) {
    const res = await fetch("http://localhost:8081/api/v1", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "getMediaFile", params: { branch, path } }),
    }).catch(() => null);
    if (res) return res.ok;
  }
  const token = JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}").token;
  const res = await fetch(
    `${backend.api_root ?? "https://api.github.com"}/repos/${backend.repo}/contents/${path}?ref=${branch}`,
    { method: "HEAD", headers: token ? { authorization: `token ${token}` } : {} },
  ).catch(() => null);
  return res?.ok ?? false;
}

/** The folder of the open screen that already holds a file named `name`, or null. */
async function clash(name) {
  for (const folder of await mediaFolders()) if (await exists(`${folder}/${name}`)) return folder;
  return null;
}

/** The first name-2, name-3, … that none of the folders holds. */
async function freeName(name) {
  for (let n = 2; ; n++) if (!(await clash(numberedName(name, n)))) return numberedName(name, n);
}

/** Asks the editor about a file that exists: resolves "keep" (the default, Escape included) or "replace". */
function askSameName(name, folder, other) {
  const lang = language();
  const say = (key) => uploadMessage({ key, name, folder, other }, lang);
  const dialog = document.createElement("dialog");
  dialog.className = "upload-refused upload-same-name";
  dialog.setAttribute("role", "alertdialog");
  dialog.lang = lang;
  dialog.dir = lang === "ar" ? "rtl" : "ltr";
  const title = document.createElement("h2");
  title.id = "upload-same-name-title";
  title.textContent = say("existsTitle");
  const text = document.createElement("p");
  text.id = "upload-same-name-text";
  text.textContent = say("exists");
  dialog.setAttribute("aria-labelledby", title.id);
  dialog.setAttribute("aria-describedby", text.id);
  const keep = document.createElement("button");
  keep.type = "button";
  keep.textContent = say("keepBoth");
  const replace = document.createElement("button");
  replace.type = "button";
  replace.className = "upload-replace";
  replace.textContent = say("replace");
  const actions = document.createElement("div");
  actions.className = "upload-actions";
  actions.append(keep, replace);
  dialog.append(title, text, actions);
  document.body.append(dialog);
  return new Promise((done) => {
    let answer = "keep";
    keep.addEventListener("click", () => dialog.close());
    replace.addEventListener("click", () => {
      answer = "replace";
      dialog.close();
    });
    dialog.addEventListener("close", () => {
      dialog.remove();
      done(answer);
    });
    dialog.showModal();
    keep.focus();
  });
}

/**
 * The files as Decap should get them: each under the name it is stored with; one whose name exists already
 * renamed to a free name unless the editor chose to replace it. Also returns the names to be replaced.
 */
async function sameNameChecked(files) {
  const out = [];
  const replacing = [];
  for (const file of files) {
    const name = storedName(file.name);
    const folder = await clash(name);
    let chosen = name;
    if (folder) {
      const other = await freeName(name);
      if ((await askSameName(name, folder, other)) === "replace") replacing.push(name);
      else chosen = other;
    }
    out.push(
      chosen === file.name
        ? file
        : new File([file], chosen, { type: file.type, lastModified: file.lastModified }),
    );
  }
  return { files: out, replacing };
}

/**
 * Decap asks, in English, before it replaces a file its media library lists (window.confirm). When the editor
 * has just chosen to replace that file in their language, the same question is answered for them, once.
 */
function answerDecapOnce(names) {
  if (!names.length) return;
  const confirm = window.confirm;
  window.confirm = (message) => {
    const ours = names.some((n) => String(message).startsWith(`${n} already exists`));
    if (ours) window.confirm = confirm;
    return ours || confirm.call(window, message);
  };
  setTimeout(() => (window.confirm = confirm), 10_000);
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
      return sameNameChecked(files).then(({ files: named, replacing }) => {
        const list = new DataTransfer();
        for (const file of named) list.items.add(file);
        input.files = list.files;
        answerDecapOnce(replacing);
        const again = new Event("change", { bubbles: true });
        checked.add(again);
        input.dispatchEvent(again);
      });
    });
  },
  true,
);
