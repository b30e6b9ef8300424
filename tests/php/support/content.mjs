// Loads the typed modules of content/ in plain Node (no TypeScript runtime): each file is
// transpiled with the project's own `typescript` package into a temp dir, "@/" imports rewritten.
import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const root = resolve(import.meta.dirname, "../../..");
let outDir;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith(".ts") ? [p] : [];
  });
}

function build() {
  // Inside the project, so the packages content/ and lib/ use (gray-matter, zod, @mdx-js/mdx) resolve.
  mkdirSync(join(root, "node_modules/.cache"), { recursive: true });
  outDir = mkdtempSync(join(root, "node_modules/.cache/content-"));
  // Modules already imported stay loaded: the transpiled copy is only needed until the process ends.
  const made = outDir;
  process.once("exit", () => rmSync(made, { recursive: true, force: true }));
  const src = join(root, "content");
  for (const file of [...walk(src), ...walk(join(root, "lib"))]) {
    const rel = relative(root, file);
    const target = join(outDir, rel.replace(/\.ts$/, ".mjs"));
    const { outputText } = ts.transpileModule(readFileSync(file, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const rewritten = outputText.replace(/from "([^"]+)"/g, (all, spec) => {
      let abs;
      if (spec.startsWith("@/")) abs = join(root, spec.slice(2));
      else if (spec.startsWith(".")) abs = resolve(dirname(file), spec);
      else return all;
      // The lists' JSON data (content/data/, content/<list>.json): Node imports it with an import attribute.
      if (spec.endsWith(".json"))
        return `from ${JSON.stringify(pathToFileURL(abs).href)} with { type: "json" }`;
      const asFile = existsSync(`${abs}.ts`) ? `${abs}.mjs` : join(abs, "index.mjs");
      let to = relative(dirname(file), asFile);
      if (!to.startsWith(".")) to = `./${to}`;
      return `from "${to}"`;
    });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, rewritten);
  }
}

/** import("@/content/<name>") from plain Node, e.g. loadContent("routes"); "lib/<name>" for a lib/ module. */
export async function loadContent(name) {
  if (!outDir) build();
  const path = name.startsWith("lib/") ? name : `content/${name}`;
  return import(pathToFileURL(join(outDir, `${path}.mjs`)).href);
}
