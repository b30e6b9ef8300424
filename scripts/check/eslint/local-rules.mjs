// The project's own ESLint rules: the import direction (app → components → lib → content) as a graph
// property that `no-restricted-imports` cannot see. Type-only imports count too (no-cycle reads a file's imports
// as TypeScript does, not as eslint-plugin-import's no-cycle, which skips them): a circle of types is a design
// smell like any other.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { listFiles } from "../../lib/walk.mjs";

/**
 * The project files a source file imports or re-exports, type-only imports and import() included, as TypeScript
 * reads and resolves them ("@/x" is the project root); packages and JSON left out.
 */
export function importsOf(file, root) {
  const options = {
    allowJs: true,
    paths: { "@/*": [`${root}/*`] },
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  };
  return ts
    .preProcessFile(readFileSync(file, "utf8"), true, true)
    .importedFiles.map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
    .filter((m) => m && !m.isExternalLibraryImport && m.extension !== ".json")
    .map((m) => /** @type {ts.ResolvedModuleFull} */ (m).resolvedFileName);
}

/** The source files under `dir` (none when it does not exist); node_modules, dot-folders and .d.ts left out. */
const sourceFiles = (dir) =>
  (existsSync(dir)
    ? listFiles(dir, { skipDir: (n) => n === "node_modules" || n.startsWith(".") })
    : []
  ).filter((file) => /\/[^./][^/]*\.(tsx?|mts|mjs|js)$/.test(file) && !file.endsWith(".d.ts"));

/** Import graph of the project's source folders: file → the project files it imports. */
export function importGraph(root) {
  const graph = new Map();
  for (const dir of ["app", "components", "lib", "content"])
    for (const file of sourceFiles(join(root, dir))) graph.set(file, [...new Set(importsOf(file, root))]);
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
