import type { Headline } from "@/content/types";

type Tone = "default" | "alt" | "dark" | "brand";

const tones: Record<Tone, string> = {
  default: "bg-surface",
  alt: "bg-surface-alt",
  dark: "bg-surface-dark text-white",
  brand: "bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 text-white",
};

interface SectionProps {
  id?: string;
  tone?: Tone;
  className?: string;
  /** Accessible name for the region when it has a heading (id of that heading). */
  labelledBy?: string;
  children: React.ReactNode;
}

/** The one wrapper every page section sits in: owns spacing, width, background and anchor id. */
export function Section({ id, tone = "default", className = "", labelledBy, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} ${className}`}>
      {/* data-reveal: fades in on scroll once hydrated (components/islands/reveal-on-scroll.tsx). */}
      <div data-reveal="" className="mx-auto max-w-site px-4 py-16 sm:px-6 lg:py-24">
        {children}
      </div>
    </section>
  );
}

interface SectionHeadingProps extends Headline {
  id?: string;
  align?: "start" | "center";
  /** Heading level; sections are h2 unless nested. */
  as?: "h2" | "h3";
  inverted?: boolean;
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  as: Tag = "h2",
  inverted = false,
}: SectionHeadingProps) {
  return (
    <div className={`mb-10 max-w-3xl lg:mb-14 ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? (
        <p
          className={`mb-3 text-sm font-bold uppercase tracking-[0.18em] ${inverted ? "text-accent-300" : "text-accent-ink"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <Tag
        id={id}
        className={`text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${inverted ? "text-white" : "text-ink"}`}
      >
        {title}
      </Tag>
      {lead ? (
        <p
          className={`mt-4 text-lg leading-relaxed text-pretty ${inverted ? "text-slate-200" : "text-ink-muted"}`}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
