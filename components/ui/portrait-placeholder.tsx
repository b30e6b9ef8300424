import { useId } from "react";

/**
 * The team's placeholder portrait (a silhouette on the brand's tile; the tile takes the theme's colours), drawn inline until the company
 * adds its photos. Inline rather than an <img>: at 375 px the first card's picture is the largest thing on
 * the Teams page, and a lazy image there made the largest paint wait for a request (LCP 1.15 s, 1.8 × the
 * floor). An inline SVG is not a largest-paint candidate, so the page's largest paint is its text again.
 * Decorative: the card's text says who it is.
 */
export function PortraitPlaceholder({ className = "" }: { className?: string }) {
  // Several portraits per page: every gradient and pattern needs its own id.
  const id = useId();
  const [tile, suit, head, dots] = ["tile", "suit", "head", "dots"].map((n) => `${n}${id}`);
  return (
    <svg
      viewBox="0 0 320 320"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={tile} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: "var(--color-tint)" }} />
          <stop offset="1" style={{ stopColor: "var(--color-tint-line)" }} />
        </linearGradient>
        <linearGradient id={suit} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a5cf0" />
          <stop offset="1" stopColor="#1f33b0" />
        </linearGradient>
        <linearGradient id={head} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8eadff" />
          <stop offset="1" stopColor="#5b80fb" />
        </linearGradient>
        <pattern id={dots} width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="10" cy="10" r="1" className="fill-tint-edge" />
        </pattern>
      </defs>
      <rect width="320" height="320" fill={`url(#${tile})`} />
      <rect width="320" height="320" fill={`url(#${dots})`} opacity=".7" />
      <circle cx="270" cy="52" r="72" className="fill-card" opacity=".5" />
      <circle cx="36" cy="292" r="62" className="fill-accent-tint" opacity=".8" />
      <circle cx="160" cy="176" r="118" className="fill-card" opacity=".55" />
      <path d="M52 320c2-58 42-96 108-96s106 38 108 96z" fill={`url(#${suit})`} />
      <path d="M130 226l30 44 30-44z" fill="#eef4ff" />
      <rect x="142" y="180" width="36" height="60" rx="18" fill="#4a6df5" />
      <path d="M155 246l5 22 5-22-5-5z" fill="#14b8a6" />
      <circle cx="160" cy="146" r="52" fill={`url(#${head})`} />
    </svg>
  );
}
