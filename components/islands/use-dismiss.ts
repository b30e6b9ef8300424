"use client";

import { type RefObject, useEffect } from "react";

/**
 * Closing a popup the way visitors expect, for the header's dropdowns and the theme switch: while `active`,
 * `onEscape` runs on the Escape key anywhere on the page and `onOutside` on a pointer press outside `ref`'s
 * element. Pass stable callbacks (useCallback), or the listeners are set again on every render.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, onOutside }: { onEscape: () => void; onOutside: () => void },
) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onEscape();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onOutside();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [ref, active, onEscape, onOutside]);
}
