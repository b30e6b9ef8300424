import { MdxContent } from "@/components/mdx/mdx-content";
import { SideNav } from "@/components/sections/side-list";
import { formatDate, type Locale } from "@/content/i18n";
import type { LegalDocument as LegalDocumentData } from "@/content/types";

/**
 * A legal page: its Markdown body as numbered sections (components/mdx/mdx-content.tsx) beside a side
 * list generated from the `##` headings (the first `navCount` of them), plain anchors that work
 * without JavaScript. The body sits in a <div>, not an <article>: the sections carry the headings.
 */
export function LegalDocument({ doc, locale }: { doc: LegalDocumentData; locale: Locale }) {
  const sections = doc.headings.filter((h) => h.depth === 2);
  const navSections = sections.slice(0, doc.navCount ?? sections.length);
  return (
    <div className="mx-auto grid max-w-site gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14 lg:py-20">
      <aside className="grid items-start gap-6 md:grid-cols-2 lg:sticky lg:top-28 lg:grid-cols-1 lg:self-start">
        <nav aria-label={doc.navTitle} className="rounded-2xl border border-line bg-card p-5 shadow-card">
          <h2 className="mb-3 text-lg font-bold text-ink">{doc.navTitle}</h2>
          <ol className="space-y-1">
            {navSections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="flex gap-2 rounded-lg px-3 py-2 text-ink-soft transition hover:bg-tint hover:text-link-strong"
                >
                  <span className="font-semibold text-link-soft">{i + 1}.</span> <span>{s.text}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.related ? <SideNav title={doc.related.title} links={doc.related.links} /> : null}
      </aside>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink-muted">
          {doc.updatedLabel} <time dateTime={doc.updated}>{formatDate(doc.updated, locale)}</time>
        </p>
        <MdxContent source={doc.body} locale={locale} variant="legal" />
      </div>
    </div>
  );
}
