"use client";

import { useEffect } from "react";
import { prefersReducedMotion } from "@/components/islands/use-media-query";

// Spec section 9: animation delays between 100 and 500 ms.
const FIRST_DELAY_MS = 100;
const STEP_MS = 100;
const MAX_DELAY_MS = 500;

/**
 * Reveal motion for every `[data-reveal]` element (the Section wrapper sets it). Nothing is hidden
 * in the HTML: after hydration this arms only the elements still below the fold, and reveals each
 * as it scrolls in; elements arriving together cascade 100, 200 … 500 ms apart. No JavaScript or
 * reduced motion means no hiding and no motion. Mounted once per page (by PageHero).
 */
export function RevealOnScroll() {
  useEffect(() => {
    if (prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    const below = [
      ...document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-reveal-state])"),
    ].filter((el) => el.getBoundingClientRect().top > window.innerHeight);
    if (!below.length) return;
    // Once revealed, drop the animation: a filled transform animation would keep making the
    // element a containing block for fixed descendants (e.g. dialogs) and a stacking context.
    const settle = (event: AnimationEvent) => {
      const el = event.currentTarget as HTMLElement;
      if (event.target !== el) return;
      el.dataset.revealState = "done";
      el.removeEventListener("animationend", settle);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        let step = 0;
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const el = entry.target as HTMLElement;
          el.style.setProperty(
            "--reveal-delay",
            `${Math.min(FIRST_DELAY_MS + step * STEP_MS, MAX_DELAY_MS)}ms`,
          );
          el.dataset.revealState = "in";
          el.addEventListener("animationend", settle);
          observer.unobserve(el);
          step++;
        }
      },
      { rootMargin: "0px 0px -5% 0px" },
    );
    for (const el of below) {
      el.dataset.revealState = "pending";
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      for (const el of below) {
        el.removeEventListener("animationend", settle);
        delete el.dataset.revealState;
        el.style.removeProperty("--reveal-delay");
      }
    };
  }, []);
  return null;
}
