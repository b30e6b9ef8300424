// The project's own ESLint rules: the import direction (app → components → lib → content) as a graph
// property that `no-restricted-imports` cannot see. Both rules read import statements as text, so type-only
// imports count too: a circle of types is a design smell like any other.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { listFiles } from "../../lib/walk.mjs";

const sourceDirs = ["app", "components", "lib", "content"];
const extensions = [".ts", ".tsx", ".mts", ".mjs", ".js", ".json"];
const importPattern =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Module specifiers a source file imports or re-exports (type-only ones included). */
export function importsOf(source) {
  const specs = [];
  for (const m of source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "").matchAll(importPattern))
    specs.push(m[1] ?? m[2]);
  return specs;
}

/** The project file a specifier names ("@/x" is the project root), or null for a package. */
export function resolveSpecifier(spec, fromFile, root) {
  let base;
  if (spec.startsWith("@/")) base = join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = resolve(dirname(fromFile), spec);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  for (const ext of extensions) if (existsSync(join(base, `index${ext}`))) return join(base, `index${ext}`);
  return null;
}

/** The source files under `dir` (none when it does not exist); node_modules, dot-folders and .d.ts left out. */
const sourceFiles = (dir) =>
  (existsSync(dir)
    ? listFiles(dir, { skipDir: (n) => n === "node_modules" || n.startsWith(".") })
    : []
  ).filter((file) => /\/[^./][^/]*\.(tsx?|mts|mjs|js)$/.test(file) && !file.endsWith(".d.ts"));

/** Import graph of the project's source folders: file → the project files it imports. */
export function importGraph(root, dirs = sourceDirs) {
  const graph = new Map();
  for (const dir of dirs)
    for (const file of sourceFiles(join(root, dir))) {
      const targets = importsOf(readFileSync(file, "utf8"))
        .map((spec) => resolveSpecifier(spec, file, root))
        .filter((t) => t && !t.endsWith(".json"));
      graph.set(file, [...new Set(targets)]);
    }
  return graph;
}

/** One import cycle through `start` (a list of files ending where it began), or null. */
export function cycleThrough(graph, start) {
  const path = [start];
  const seen = new Set([start]);
  const walk = (file) => {
    for (const next of graph.get(file) ?? []) {
      if (next === start) return [...path, start];
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      const found = walk(next);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  return walk(start);
}

const graphs = new Map();

const noCycle = {
  meta: {
    type: "problem",
    docs: { description: "No import cycles between project files, type-only imports included" },
    schema: [],
    messages: { cycle: "Import cycle: {{cycle}}. Move the shared part down a layer (docs/architecture.md)." },
  },
  create(context) {
    const root = context.settings?.projectRoot ?? context.cwd;
    return {
      "Program:exit"(node) {
        const file = context.filename;
        // One graph per lint run: files are read once, not once per linted file.
        if (!graphs.has(root)) graphs.set(root, importGraph(root));
        const graph = graphs.get(root);
        if (!graph.has(file)) return;
        const cycle = cycleThrough(graph, file);
        if (cycle)
          context.report({
            node,
            messageId: "cycle",
            data: { cycle: cycle.map((f) => relative(root, f)).join(" → ") },
          });
      },
    };
  },
};

const isUseClient = (program) =>
  program.body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");

const clientImportsTypesOnly = {
  meta: {
    type: "problem",
    docs: { description: "Client components import only types from content/: copy reaches them as props" },
    schema: [],
    messages: {
      value:
        "A client component imports only types from content/ ({{source}}): pass the values as props from a server component, so no copy ships in a client bundle.",
    },
  },
  create(context) {
    let client = false;
    return {
      Program(program) {
        client = isUseClient(program);
      },
      ImportDeclaration(node) {
        if (!client || !/^@\/content(\/|$)/.test(node.source.value)) return;
        const typeOnly =
          node.importKind === "type" ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));
        if (!typeOnly) context.report({ node, messageId: "value", data: { source: node.source.value } });
      },
    };
  },
};

export const localRules = {
  rules: { "no-cycle": noCycle, "client-imports-types-only": clientImportsTypesOnly },
};
