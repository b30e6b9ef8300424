import { useId } from "react";
import { site } from "@/content/site";

/** Brand mark: a geometric "M" over a gradient tile, plus the wordmark. Decorative SVG; the link carries the name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  // Header and footer both draw the logo: each needs its own gradient id (ids are unique per page).
  const gradientId = `logo-g${useId()}`;
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3a5cf0" />
            <stop offset="1" stopColor="#0d9488" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
        <path
          d="M10 28V12.5l10 9 10-9V28"
          fill="none"
          stroke="#fff"
          strokeWidth="3.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="20" cy="30" r="2.2" fill="#fff" />
      </svg>
      <span lang="en" className="flex flex-col leading-none whitespace-nowrap">
        <span
          className={`text-[1.05rem] font-extrabold tracking-tight ${inverted ? "text-white" : "text-ink"}`}
        >
          {site.name.split(" ").slice(0, 2).join(" ")}
        </span>{" "}
        {/* The space keeps the words apart in the link's text ("Makkah Tech Solutions", not "TechSolutions"). */}
        <span
          className={`mt-1 text-[0.68rem] font-semibold uppercase tracking-[0.22em] ${inverted ? "text-accent-300" : "text-accent-ink"}`}
        >
          {site.name.split(" ").slice(2).join(" ")}
        </span>
      </span>
    </span>
  );
}
