"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

// Every page opens at the top (spec section 1), unless the URL targets an anchor.
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
