// Only the uploads an entry uses are published (issue 46, docs/images.md "Uploads"): `npm run build` runs this on
// out/ before strip-metadata, and removes each file under out/images/uploads/ (the CMS's media_folder, as
// public_folder says in cms/config.yml) that no file under content/ names. A cover taken out of an article, or
// a photo uploaded by mistake, stays in the repository (an editor may use it again) but never reaches a visitor.
// Check 6 of scripts/check/check-build.mjs fails on an unused upload left in out/.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { walkFiles } from "../lib/walk.mjs";

const root = resolve(import.meta.dirname, "../..");

/** The address uploads get (public_folder of cms/config.yml, e.g. "/images/uploads"). */
export function uploadsFolder(projectRoot = root) {
  const config = readFileSync(join(projectRoot, "cms/config.yml"), "utf8");
  const folder = /^public_folder:\s*["']?([^"'\s#]+)/m.exec(config)?.[1];
  if (!folder) throw new Error("prune-uploads: cms/config.yml has no public_folder");
  return folder.replace(/\/+$/, "");
}

/** Every upload a file under content/ names, as a path under the uploads folder ("cover.jpg"), decoded. */
export function usedUploads(contentDir, folder) {
  const used = new Set();
  const escaped = folder.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const pattern = new RegExp(`${escaped}/([^\\s"'()<>\\]\\[?#]+)`, "g");
  for (const file of walkFiles(contentDir)) {
    for (const [, name] of readFileSync(file, "utf8").matchAll(pattern)) {
      used.add(name);
      try {
        used.add(decodeURIComponent(name));
      } catch {
        // a stray % in a name: the name as written is all there is
      }
    }
  }
  return used;
}

/** The files under out/<uploads folder> that no entry uses, relative to that folder. */
export function unusedUploads(out, projectRoot = root) {
  const folder = uploadsFolder(projectRoot);
  const dir = join(out, folder);
  if (!existsSync(dir)) return [];
  const used = usedUploads(join(projectRoot, "content"), folder);
  return [...walkFiles(dir)].map((f) => relative(dir, f).split("\\").join("/")).filter((f) => !used.has(f));
}

/** Removes the unused uploads from out/; returns their paths under out/. */
export function pruneUploads(out, projectRoot = root) {
  const folder = uploadsFolder(projectRoot);
  const removed = unusedUploads(out, projectRoot);
  for (const name of removed) rmSync(join(out, folder, name));
  return removed.map((name) => `${folder.slice(1)}/${name}`);
}
