"use client";

import { useEffect, useRef } from "react";
import { useOnInView } from "react-intersection-observer";
import { prefersReducedMotion } from "@/components/islands/use-media-query";

// Spec section 9: count-up lasts 2 s and starts 100 ms after the counter scrolls into view.
const DURATION_MS = 2000;
const START_DELAY_MS = 100;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 when scrolled into view. The server HTML, a visitor without
 * JavaScript and one who prefers reduced motion all get the final value. The ticking digits are
 * aria-hidden; screen readers read the final value from a visually hidden copy.
 */
export function CountUp({ value, suffix = "" }: { value: number; suffix?: string }) {
  const digits = useRef<HTMLSpanElement>(null);
  const armed = useRef(false);

  // Written straight to the DOM: no re-render per frame, and React's text stays the final value.
  const show = (n: number) => {
    if (digits.current) digits.current.textContent = String(n);
  };

  const pending = useRef({ timer: 0, frame: 0 });

  useEffect(() => {
    if (prefersReducedMotion()) return;
    armed.current = true;
    show(0);
    const p = pending.current;
    return () => {
      window.clearTimeout(p.timer);
      cancelAnimationFrame(p.frame);
      show(value);
    };
  }, [value]);

  const ref = useOnInView<HTMLSpanElement>(
    (inView) => {
      if (!inView || !armed.current) return;
      armed.current = false;
      const p = pending.current;
      p.timer = window.setTimeout(() => {
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / DURATION_MS);
          show(Math.round(value * easeOut(t)));
          if (t < 1) p.frame = requestAnimationFrame(tick);
        };
        p.frame = requestAnimationFrame(tick);
      }, START_DELAY_MS);
    },
    { triggerOnce: true, threshold: 0.5 },
  );

  return (
    <span ref={ref}>
      <span aria-hidden="true" className="tabular-nums">
        <span ref={digits}>{value}</span>
        {suffix}
      </span>
      <span className="sr-only">
        {value}
        {suffix}
      </span>
    </span>
  );
}
