"use client";

import { useEffect } from "react";

// Sets <html data-hydrated> once React has hydrated the page and the islands' effects have run: this is
// the last component in <body>, and effects run in tree order. Pages work without JavaScript and their
// scripts load after the first paint (scripts/build/postbuild.mjs), so the mark is how tests and tools know
// the enhanced behaviour is in place. Nothing styles it.
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
