import { ParticlesBackdrop } from "@/components/islands/particles-backdrop";
import { RevealOnScroll } from "@/components/islands/reveal-on-scroll";
import { ButtonLink } from "@/components/ui/button-link";
import type { Link } from "@/content/types";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: (Link & { variant?: "light" | "ghost" })[];
  /** Taller hero for the home page. */
  size?: "page" | "home";
  children?: React.ReactNode;
}

/**
 * The banner at the top of every page: h1 over a static gradient and grid (painted before any script),
 * with the decorative particle layer added after the page is idle.
 */
export function PageHero({ eyebrow, title, lead, actions = [], size = "page", children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-surface-dark text-white">
      <div aria-hidden="true" className="hero-backdrop absolute inset-0 -z-10" />
      <ParticlesBackdrop />
      {/* Every page opens with this banner, so it also hosts the page's one reveal observer. */}
      <RevealOnScroll />
      <div
        className={`relative mx-auto max-w-site px-4 sm:px-6 ${
          size === "home" ? "py-20 sm:py-28 lg:py-36" : "py-16 sm:py-20 lg:py-24"
        }`}
      >
        <div className={size === "home" ? "max-w-3xl" : "max-w-3xl"}>
          {eyebrow ? (
            <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tracking-wide text-accent-300 ring-1 ring-white/15">
              {eyebrow}
            </p>
          ) : null}
          <h1
            className={`font-extrabold tracking-tight text-balance ${
              size === "home" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl"
            }`}
          >
            {title}
          </h1>
          {lead ? (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{lead}</p>
          ) : null}
          {actions.length ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((a, i) => (
                <ButtonLink
                  key={a.href}
                  href={a.href}
                  variant={a.variant ?? (i === 0 ? "light" : "ghost")}
                  arrow={i === 0}
                >
                  {a.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
