import { SiteSearch } from "@/components/islands/site-search";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import { AppLink } from "@/components/ui/app-link";
import { content, localizedRoutes } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import type { RouteGroup } from "@/content/routes";

/**
 * The search page of an edition (/search, /ar/search): the search island over Pagefind's index, and
 * below it every page of the edition by section, which is all a visitor without JavaScript gets (with a
 * line saying why). Its Content-Security-Policy alone allows WebAssembly (docs/search.md).
 */
export function SearchPage({ locale }: { locale: Locale }) {
  const c = content(locale);
  const t = c.search.searchPage;
  const routes = localizedRoutes(locale);
  const groups: { group: RouteGroup; title: string }[] = [
    { group: "core", title: c.nav.footer.company },
    { group: "service", title: c.nav.footer.services },
    { group: "solution", title: c.nav.solutions },
    { group: "blog", title: c.nav.footer.blogs },
  ];
  return (
    <>
      <PageHero {...t.hero} />
      {/* Not a <Section>: a headless region would be a <section> without a heading. */}
      <div className="mx-auto max-w-site px-4 py-16 sm:px-6 lg:py-24">
        <div className="mx-auto max-w-3xl">
          <SiteSearch copy={{ form: t.form, status: t.status, resultsLabel: t.resultsLabel }} />
          <p className="no-js-only rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink">
            {t.noScript}
          </p>
        </div>
      </div>
      <Section tone="alt" labelledBy="site-map">
        <h2 id="site-map" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {t.browse.title}
        </h2>
        <p className="mt-2 text-ink-muted">{t.browse.lead}</p>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {groups.map(({ group, title }) => (
            <div key={group}>
              <h3 className="mb-3 font-bold text-ink">{title}</h3>
              <ul className="space-y-2">
                {routes
                  .filter((r) => r.group === group)
                  .map((r) => (
                    <li key={r.path}>
                      <AppLink href={r.path} className="text-link hover:underline">
                        {r.heading ?? r.title}
                      </AppLink>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
