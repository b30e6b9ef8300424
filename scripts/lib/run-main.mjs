// The command line of a script that is also imported (its functions tested or reused by another script).
import { pathToFileURL } from "node:url";

/**
 * Runs `main` only when node was started with the module of `meta`: exit 0 when it resolves; when it throws,
 * "<name>: <message>" on stderr and exit 1.
 * @param {ImportMeta} meta @param {string} name @param {() => Promise<unknown>} main
 */
export function runMain(meta, name, main) {
  if (meta.url !== pathToFileURL(process.argv[1] ?? "").href) return;
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`${name}: ${error.message}`);
      process.exit(1);
    },
  );
}
