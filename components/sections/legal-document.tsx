import { AppLink } from "@/components/ui/app-link";
import { SideNav } from "@/components/sections/side-list";
import { formatDate, type Locale } from "@/content/i18n";
import type { Inline, LegalBlock, LegalDocument as LegalDocumentData } from "@/content/types";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Text with inline links: site paths go through next/link, mailto: and others stay plain anchors. */
function RichText({ runs }: { runs: Inline[] }) {
  return runs.map((run, i) =>
    typeof run === "string" ? (
      run
    ) : run.href.startsWith("/") ? (
      <AppLink key={i} href={run.href} className={linkClass}>
        {run.label}
      </AppLink>
    ) : (
      <a key={i} href={run.href} className={`${linkClass} break-words`}>
        {run.label}
      </a>
    ),
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <RichText runs={block.text} />
        </p>
      );
    case "ul":
      return (
        <ul className="list-disc space-y-2 ps-6 marker:text-brand-500">
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText runs={item} />
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <div className="grid gap-4 md:grid-cols-3">
          {block.items.map((card) => (
            <div key={card.title} className="rounded-xl border border-slate-200 bg-surface-alt p-5">
              <h3 className="text-base font-bold text-ink">{card.title}</h3>
              <dl className="mt-3 space-y-3 text-sm">
                {card.facts.map((f) => (
                  <div key={f.term}>
                    <dt className="font-semibold text-brand-800">{f.term}</dt>
                    <dd className="mt-0.5 text-ink-muted">{f.detail}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      );
  }
}

/**
 * A legal page: numbered sections beside a side list of plain anchors. Each section keeps 170 px
 * clear at the top when jumped to (scroll-margin, so it works without JavaScript); the smooth
 * scroll comes from `scroll-behavior` on <html>, which reduced motion turns off.
 */
export function LegalDocument({ doc, locale }: { doc: LegalDocumentData; locale: Locale }) {
  const navSections = doc.sections.slice(0, doc.nav.count ?? doc.sections.length);
  return (
    <div className="mx-auto grid max-w-site gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14 lg:py-20">
      <aside className="grid items-start gap-6 md:grid-cols-2 lg:sticky lg:top-28 lg:grid-cols-1 lg:self-start">
        <nav
          aria-label={doc.nav.title}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
        >
          <h2 className="mb-3 text-lg font-bold text-ink">{doc.nav.title}</h2>
          <ol className="space-y-1">
            {navSections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="flex gap-2 rounded-lg px-3 py-2 text-ink-soft transition hover:bg-brand-50 hover:text-brand-800"
                >
                  <span className="font-semibold text-brand-600">{i + 1}.</span> <span>{s.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.related ? <SideNav title={doc.related.title} links={doc.related.links} /> : null}
      </aside>
      <article className="min-w-0">
        <p className="text-sm font-semibold text-ink-muted">
          {doc.updatedLabel} <time dateTime={doc.updated}>{formatDate(doc.updated, locale)}</time>
        </p>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-soft">
          {doc.intro.map((p, i) => (
            <p key={i}>
              <RichText runs={p} />
            </p>
          ))}
        </div>
        {doc.sections.map((s, i) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-heading`}
            className="mt-12 scroll-mt-[170px] border-t border-slate-200 pt-10"
          >
            <h2 id={`${s.id}-heading`} className="flex gap-3 text-2xl font-extrabold tracking-tight text-ink">
              <span className="text-brand-600">{i + 1}.</span> <span>{s.title}</span>
            </h2>
            <div className="mt-5 space-y-4 leading-relaxed text-ink-soft">
              {s.blocks.map((b, j) => (
                <Block key={j} block={b} />
              ))}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}
