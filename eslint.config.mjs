import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { localRules } from "./scripts/check/eslint/local-rules.mjs";

// The import direction is app → components → lib → content (docs/architecture.md): each layer imports
// only the layers below it.
const below = (message, ...layers) =>
  layers.flatMap((layer) => [
    { group: [`@/${layer}`, `@/${layer}/**`], message },
    { group: [`**/${layer}/**`, `!@/**`], message },
  ]);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { local: /** @type {import("eslint").ESLint.Plugin} */ (localRules) },
    rules: { "local/no-cycle": "error" },
  },
  {
    // Client islands take their copy as props. (app/**/error.tsx must be a client file too, by Next's
    // rule, and reads its few strings itself.)
    files: ["components/**"],
    rules: { "local/client-imports-types-only": "error" },
  },
  {
    files: ["content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: below(
            "content/ is the data layer: it imports nothing from lib/, components/ or app/.",
            "lib",
            "components",
            "app",
          ),
        },
      ],
    },
  },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: below("lib/ imports only content/ (and packages).", "components", "app") },
      ],
    },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: below("components/ never import routes (app/).", "app") },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
    "reports/**",
    ".fixture/**",
  ]),
]);
