import { ArrowUpRight, Expand, X } from "lucide-react";
import type { Content } from "@/lib/content";
import type { PortfolioProject } from "@/content/types";
import { Picture } from "@/components/ui/picture";

// HTML invoker commands (`commandfor` + `command`) open and close a modal <dialog> without script;
// React passes the lowercase attributes through, @types/react does not list them yet.
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
}

interface PortfolioCardProps {
  project: PortfolioProject;
  labels: Content["portfolio"]["portfolioSection"];
  headingLevel?: "h3" | "h4";
  /** The first card of a page where it is above the fold: its thumbnail is fetched first. */
  priority?: boolean;
}

const action = "inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition";

/**
 * One project: thumbnail, category, title, a button that opens the large image in a modal dialog
 * (native <dialog>: focus moves in and back, Escape and the backdrop close it) and the project link.
 */
export function PortfolioCard({
  project: p,
  labels: t,
  headingLevel: H = "h3",
  priority = false,
}: PortfolioCardProps) {
  const dialogId = `project-${p.id}-preview`;
  const titleId = `${dialogId}-title`;
  // The same link on the card and in its preview dialog.
  const visitLink = (
    <a
      href={p.url}
      aria-label={t.visitProjectLabel(p.title)}
      className={`${action} text-link-strong ring-1 ring-tint-edge hover:bg-tint`}
    >
      {t.visitProject}
      <ArrowUpRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
    </a>
  );
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-card transition hover:-translate-y-0.5 hover:shadow-lift">
      {/* The card's width: 1, 2 or 3 columns in the 76rem container (components/islands/portfolio-filter.tsx). */}
      <Picture
        src={p.image}
        alt={p.imageAlt}
        sizes="(min-width: 1024px) 374px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)"
        width={480}
        height={320}
        priority={priority}
        className="aspect-[3/2] h-auto w-full border-b border-line bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">{p.category}</p>
        <H className="mt-1.5 text-xl font-bold text-ink">{p.title}</H>
        <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{p.description}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <button
            type="button"
            commandfor={dialogId}
            command="show-modal"
            aria-haspopup="dialog"
            aria-label={t.viewImageLabel(p.title)}
            className={`${action} bg-brand-600 text-white hover:bg-brand-700`}
          >
            <Expand aria-hidden="true" className="size-4" />
            {t.viewImage}
          </button>
          {visitLink}
        </div>
      </div>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        closedby="any"
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-2rem))] overflow-auto rounded-2xl bg-card text-ink shadow-2xl backdrop:bg-surface-dark/80"
      >
        <div className="flex items-start justify-between gap-4 p-4 sm:p-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">{p.category}</p>
            <h2 id={titleId} className="mt-1 text-xl font-bold sm:text-2xl">
              {p.title}
            </h2>
          </div>
          <button
            type="button"
            commandfor={dialogId}
            command="close"
            aria-label={t.closeLabel}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tint text-ink hover:bg-tint-line"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {/* Lazy: a closed dialog is not rendered, so the file loads when the dialog opens. */}
        <Picture
          src={p.lg_image}
          alt={p.imageAlt}
          sizes="min(56rem, calc(100vw - 2rem))"
          width={1200}
          height={800}
          className="aspect-[3/2] h-auto max-h-[calc(100dvh-14rem)] w-full bg-gradient-to-br from-brand-50 to-[#f8fbff] object-contain"
        />
        <div className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-6">
          <p className="max-w-2xl leading-relaxed text-ink-muted">{p.description}</p>
          {visitLink}
        </div>
      </dialog>
    </article>
  );
}
