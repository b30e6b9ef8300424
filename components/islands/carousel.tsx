"use client";

import { useEffect, useRef, useState } from "react";
import type Swiper from "swiper";
import "swiper/css";
import { useInView } from "react-intersection-observer";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { REDUCED_MOTION, useMediaQuery } from "@/components/islands/use-media-query";
import type { CarouselLabels } from "@/content/types";

// Spec section 9: carousel defaults.
const AUTOPLAY_MS = 5000;
const SPEED_MS = 250;

interface CarouselProps {
  labels: CarouselLabels;
  /** Slide contents, rendered on the server so the HTML already shows them. */
  slides: React.ReactNode[];
  /**
   * Slide widths per breakpoint (Tailwind classes marked `!`, since Swiper's unlayered CSS outranks
   * Tailwind's layers; each slide with a `me-*` gap). Swiper measures
   * them (slidesPerView "auto"), so CSS is the one source of the layout and the pre-rendered HTML
   * already has the final geometry: nothing shifts when the script starts.
   */
  slideClassName: string;
  /** Most slides visible at once. Loop mode needs one more than that; short lists are repeated. */
  maxVisible: number;
  pagination?: boolean;
}

const fill = (template: string, n: number, total: number) =>
  template.replace("{n}", String(n)).replace("{total}", String(total));

/** One of the carousel's round controls (previous, next, pause/play): usable once Swiper has started. */
function ControlButton(props: {
  label: string;
  ready: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-full bg-card text-link shadow-card ring-1 ring-line transition hover:bg-tint disabled:opacity-50"
      aria-label={props.label}
      disabled={!props.ready}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/**
 * Looping, auto-playing carousel on Swiper's core (no modules): own buttons, pagination and timer.
 * Autoplay pauses on hover and keyboard focus, has a pause/play toggle (WCAG 2.2.2) and is off
 * under prefers-reduced-motion unless the visitor presses play.
 */
export function Carousel({ labels, slides, slideClassName, maxVisible, pagination = true }: CarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // Swiper (about 20 KB gzipped) is fetched when the carousel comes near the viewport, not with the page:
  // until then the server-rendered slides already sit in their final layout, and the controls wait.
  const { ref: viewRef, inView } = useInView({ rootMargin: "300px 0px", triggerOnce: true });

  const total = slides.length;
  const copies = Math.max(1, Math.ceil((maxVisible + 1) / total));
  const wantsPlay = choice ? choice === "play" : !reducedMotion;
  const running = ready && wantsPlay && !hovered && !focused;

  useEffect(() => {
    if (!inView) return;
    let swiper: Swiper | null = null;
    let cancelled = false;
    void import("swiper").then(({ default: SwiperClass }) => {
      if (cancelled || !rootRef.current) return;
      swiper = new SwiperClass(rootRef.current, {
        slidesPerView: "auto",
        loop: true,
        speed: SPEED_MS,
        watchSlidesProgress: true,
        on: {
          init: () => setReady(true),
          realIndexChange: (s) => setActive(s.realIndex % total),
        },
      });
      swiperRef.current = swiper;
    });
    return () => {
      cancelled = true;
      swiper?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [inView, total]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => swiperRef.current?.slideNext(SPEED_MS), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <div
      ref={viewRef}
      role="region"
      aria-roledescription={labels.roleCarousel}
      aria-label={labels.region}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => {
        // Keyboard focus pauses; a mouse click on a control does not.
        if (e.target.matches(":focus-visible")) setFocused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={rootRef} className="swiper">
        <div className="swiper-wrapper" aria-live={running ? "off" : "polite"}>
          {Array.from({ length: copies }, (_, copy) =>
            slides.map((slide, i) => (
              <div
                key={`${copy}-${i}`}
                className={`swiper-slide !h-auto ${slideClassName}`}
                {...(copy === 0
                  ? {
                      role: "group",
                      "aria-roledescription": labels.roleSlide,
                      "aria-label": fill(labels.slide, i + 1, total),
                    }
                  : { "aria-hidden": true, inert: true })}
              >
                {slide}
              </div>
            )),
          )}
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <ControlButton label={labels.previous} ready={ready} onClick={() => swiperRef.current?.slidePrev()}>
          <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </ControlButton>
        {pagination ? (
          <ul className="flex items-center">
            {slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  aria-label={fill(labels.goTo, i + 1, total)}
                  aria-current={i === active ? "true" : undefined}
                  disabled={!ready}
                  onClick={() => swiperRef.current?.slideToLoop(i)}
                  className="group inline-flex size-8 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      i === active ? "w-7 bg-brand-600" : "w-2.5 bg-line-strong group-hover:bg-brand-300"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ControlButton label={labels.next} ready={ready} onClick={() => swiperRef.current?.slideNext()}>
          <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </ControlButton>
        <ControlButton
          label={wantsPlay ? labels.pause : labels.play}
          ready={ready}
          onClick={() => {
            setChoice(wantsPlay ? "pause" : "play");
            // An explicit "play" overrides the focus pause until focus leaves and comes back.
            setFocused(false);
          }}
        >
          {wantsPlay ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </ControlButton>
      </div>
    </div>
  );
}
