"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// Every page opens at the top (spec section 1). Only on client-side navigation: on a full load the
// browser already starts at the top, and scrolling on hydration would undo a visitor's early scroll.
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
