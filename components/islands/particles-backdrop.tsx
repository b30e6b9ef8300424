"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { REDUCED_MOTION, useMediaQuery } from "@/components/islands/use-media-query";

// next/dynamic with ssr:false has to live in a client module; the chunk is fetched only on first render.
const ParticlesCanvas = dynamic(
  () => import("@/components/islands/particles-canvas").then((m) => m.ParticlesCanvas),
  { ssr: false },
);

type NetworkInformation = { saveData?: boolean };

/**
 * Decorative particle layer of the page banner. It costs nothing up front: the engine is imported
 * only after the visitor's first interaction, once the page has loaded and the browser is idle, and never for visitors who prefer reduced
 * motion or ask to save data. It sits behind the banner's content, takes no pointer events or focus,
 * and fills the banner absolutely, so the static background shows first and nothing shifts.
 */
export function ParticlesBackdrop() {
  const [idle, setIdle] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION, true);

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (reducedMotion || connection?.saveData) return;
    let idleId = 0;
    let timer = 0;
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a short timeout after load stands in for it.
      if (typeof window.requestIdleCallback === "function") {
        idleId = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      } else timer = window.setTimeout(() => setIdle(true), 1000);
    };
    // The engine (about 50 KB gzipped) and its animation frames would otherwise block the main thread
    // while a phone is still making the page interactive (Lighthouse TBT in seconds): start the decoration
    // on the visitor's first interaction instead, once the page has loaded.
    const interactions = ["pointermove", "pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;
    const onInteract = () => {
      for (const type of interactions) window.removeEventListener(type, onInteract);
      if (document.readyState === "complete") whenIdle();
      else window.addEventListener("load", whenIdle, { once: true });
    };
    for (const type of interactions) window.addEventListener(type, onInteract, { passive: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, onInteract);
      window.removeEventListener("load", whenIdle);
      if (idleId) window.cancelIdleCallback(idleId);
      window.clearTimeout(timer);
    };
  }, [reducedMotion]);

  return (
    <div aria-hidden="true" className="particles-mask pointer-events-none absolute inset-0 -z-10">
      {idle && !reducedMotion ? <ParticlesCanvas /> : null}
    </div>
  );
}
