"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

interface FontWarmupProps {
  /** Font families to load into the cache (their @font-face rules are in app/globals.css). */
  families: string[];
  /** localStorage key that tells the next page's <head> script the fonts are cached (lib/fonts.ts). */
  storageKey: string;
}

const has = (key: string) => {
  try {
    return !!localStorage.getItem(key);
  } catch {
    return false;
  }
};

/**
 * After hydration, loads the edition's brand fonts into the cache without using them on this page (the
 * font stacks name them only under <html data-fonts>), so nothing is swapped or shifted here; then marks
 * them cached for the next page. An in-app navigation turns them on with the new page's content.
 */
export function FontWarmup({ families, storageKey }: FontWarmupProps) {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (has(storageKey) || !document.fonts) return;
    const faces: FontFace[] = [];
    document.fonts.forEach((face) => {
      if (families.includes(face.family.replace(/^["']|["']$/g, ""))) faces.push(face);
    });
    Promise.all(faces.map((face) => face.load()))
      .then(() => {
        try {
          localStorage.setItem(storageKey, "1");
        } catch {
          /* storage blocked: every page stays in the fallback fonts */
        }
      })
      .catch(() => {
        /* offline or blocked: try again on the next page */
      });
  }, [families, storageKey]);

  useEffect(() => {
    if (pathname !== firstPath.current && has(storageKey))
      document.documentElement.setAttribute("data-fonts", "");
  }, [pathname, storageKey]);

  return null;
}
