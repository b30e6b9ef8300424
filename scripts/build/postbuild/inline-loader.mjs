// Reads scripts/build/postbuild/loader.js and minifies it for inlining with esbuild (whitespace and comments
// only: the names and statements stay as written, so the inlined loader still reads like loader.js). esbuild
// parses the file, so a loader it cannot minify fails the build instead of shipping a broken loader.
import { readFileSync } from "node:fs";
import { transformSync } from "esbuild";

/** `js` minified as it is inlined: without the final semicolon and the newline esbuild ends it with. */
export const minifyLoader = (js) =>
  transformSync(js, { minifyWhitespace: true, target: "es5", charset: "utf8" }).code.replace(/;?\n$/, "");

/** The loader as it is inlined into every page. */
export const LOADER = minifyLoader(readFileSync(new URL("./loader.js", import.meta.url), "utf8"));
