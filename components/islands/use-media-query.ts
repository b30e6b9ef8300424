"use client";

import { useSyncExternalStore } from "react";

/**
 * Live result of a media query. The server (and hydration) sees `serverValue`; the client then
 * re-renders with the real answer, so markup never mismatches.
 */
export function useMediaQuery(query: string, serverValue = false) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
