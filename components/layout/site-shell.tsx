import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { WhatsAppButton } from "@/components/layout/whatsapp-button";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { FontWarmup } from "@/components/islands/font-warmup";
import { VisitSource } from "@/components/islands/visit-source";
import { SiteJsonLd } from "@/components/seo/json-ld";
import { content } from "@/lib/content";
import { locales, type Locale } from "@/content/i18n";
import { editionFonts, fontsCachedKey, fontsScript, noScriptFontsCss } from "@/lib/fonts";
import { noScriptThemeCss, themeScript } from "@/lib/theme";

interface SiteShellProps {
  locale: Locale;
  /** The other edition's page when this one has no twin (404). */
  switchHref?: string;
  children: React.ReactNode;
}

/** The document of every page, in both editions: <html lang dir>, skip link, header, main, footer. */
export function SiteShell({ locale, switchHref, children }: SiteShellProps) {
  const { lang, dir } = locales[locale];
  const { ui } = content(locale);
  return (
    <html lang={lang} dir={dir}>
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router root layout's own <head> */}
      <head>
        {/* Before the first paint: the visitor's theme (lib/theme.ts) and the brand fonts if an earlier
            page cached them (lib/fonts.ts). One script, one hash in the page's policy. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript + fontsScript(locale) }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: noScriptFontsCss + noScriptThemeCss }} />
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:font-semibold focus:text-link-strong focus:shadow-card"
        >
          {ui.skipLink}
        </a>
        <ScrollToTop />
        <SiteHeader locale={locale} switchHref={switchHref} />
        {/* data-pagefind-body: the search index reads the main content only (docs/search.md). */}
        <main id="main" tabIndex={-1} data-pagefind-body="" className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter locale={locale} switchHref={switchHref} />
        <WhatsAppButton locale={locale} />
        <SiteJsonLd locale={locale} />
        <FontWarmup families={editionFonts[locale]} storageKey={fontsCachedKey(locale)} />
        <VisitSource />
        <HydrationMark />
      </body>
    </html>
  );
}
