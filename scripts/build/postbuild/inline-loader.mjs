// Reads scripts/build/postbuild/loader.js and minifies it for inlining. The minifier is deliberately tiny and
// only safe for what loader.js is: Prettier-formatted ES5 (explicit semicolons, no ASI), strings in double
// or single quotes, no regular expressions, template literals or division. Anything else throws, and the
// result must compile, so a change to loader.js that this cannot handle fails the build instead of
// shipping a broken loader.
import { readFileSync } from "node:fs";
import { Script } from "node:vm";

const source = new URL("./loader.js", import.meta.url);
const word = /[\w$]/;

/**
 * Comments and whitespace out (one space kept only between two word characters), no `;` before `}` and
 * no trailing commas.
 */
export function minifyLoader(js) {
  let out = "";
  let pendingSpace = false;
  for (let i = 0; i < js.length;) {
    const c = js[i];
    if (c === "/" && js[i + 1] === "/") {
      const end = js.indexOf("\n", i);
      i = end < 0 ? js.length : end;
      pendingSpace = true;
    } else if (c === "/" && js[i + 1] === "*") {
      const end = js.indexOf("*/", i + 2);
      if (end < 0) throw new Error("loader.js: unterminated comment");
      i = end + 2;
      pendingSpace = true;
    } else if (c === "/" || c === "`") {
      throw new Error(
        `loader.js: ${c === "/" ? "a regular expression or division" : "a template literal"} at offset ${i}, which the inline minifier does not handle`,
      );
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < js.length && js[j] !== c) {
        if (js[j] === "\\") j++;
        if (js[j] === "\n") throw new Error(`loader.js: unterminated string at offset ${i}`);
        j++;
      }
      out += js.slice(i, j + 1);
      pendingSpace = false;
      i = j + 1;
    } else if (/\s/.test(c)) {
      pendingSpace = true;
      i++;
    } else {
      if (pendingSpace && word.test(c) && word.test(out.at(-1) ?? "")) out += " ";
      // Prettier's trailing commas and the last statement's semicolon are not needed.
      if ((c === "}" && out.endsWith(";")) || (/[)\]}]/.test(c) && out.endsWith(","))) out = out.slice(0, -1);
      out += c;
      pendingSpace = false;
      i++;
    }
  }
  out = out.replace(/;$/, "");
  new Script(out, { filename: "loader.min.js" }); // throws a SyntaxError on a broken result
  return out;
}

/** The loader as it is inlined into every page. */
export const LOADER = minifyLoader(readFileSync(source, "utf8"));
