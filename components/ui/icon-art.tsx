import { useId } from "react";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/content/types";
import { DecorCircle } from "@/components/ui/decor-circle";

// Four palettes of the site's visual language; `tone` picks one so neighbouring tiles differ.
const palettes = [
  "from-brand-600 to-brand-900",
  "from-accent-600 to-brand-800",
  "from-brand-500 to-accent-700",
  "from-brand-800 to-surface-dark",
];

interface IconArtProps {
  icons: IconName[];
  tone?: number;
  className?: string;
  /** Meaningful description; without it the illustration is decorative. */
  alt?: string;
}

/**
 * Illustration drawn from icons: a gradient tile with soft rings and a dotted grid,
 * the first icon large and the others as satellites. Pure SVG/CSS, a few hundred bytes.
 */
export function IconArt({ icons, tone = 0, className = "", alt }: IconArtProps) {
  const [main, ...rest] = icons;
  // A page shows several illustrations: each pattern needs its own id.
  const patternId = `dots${useId()}`;
  return (
    <div
      role={alt ? "img" : undefined}
      aria-label={alt}
      aria-hidden={alt ? undefined : true}
      className={`relative isolate flex items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br text-white ${
        palettes[tone % palettes.length]
      } ${className}`}
    >
      <svg className="absolute inset-0 -z-10 size-full opacity-25" aria-hidden="true" focusable="false">
        <defs>
          <pattern id={patternId} width="16" height="16" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.2" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
      <DecorCircle place="-end-10 -top-10" size="size-40" look="border-[18px] border-white/10" />
      <DecorCircle place="-bottom-12 -start-8" size="size-36" look="bg-white/10" />
      <div className="flex items-center gap-4">
        {main ? (
          <span className="inline-flex size-20 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30 backdrop-blur-sm">
            <Icon name={main} className="size-10" />
          </span>
        ) : null}
        {rest.length ? (
          <span className="flex flex-col gap-2">
            {rest.map((name) => (
              <span
                key={name}
                className="inline-flex size-11 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20"
              >
                <Icon name={name} className="size-5" />
              </span>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
