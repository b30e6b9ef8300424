// Step 4: compile hints. Each JavaScript chunk starts with V8's `//# allFunctionsCalledOnLoad` comment
// (https://v8.dev/blog/explicit-compile-hints): Chrome then compiles the chunk's functions on its
// script-streaming thread while the file downloads, instead of lazily on the main thread when React and
// the router first call them. That compilation was most of the one long task at start-up (Total
// Blocking Time). Other browsers read a comment.

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk with the compile hint as its first line (unchanged if it already has it). */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : `${COMPILE_HINT}${js}`;
}
