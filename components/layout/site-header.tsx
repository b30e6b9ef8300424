import { AppLink } from "@/components/ui/app-link";
import { HeaderNav } from "@/components/layout/header-nav";
import { LanguageLink } from "@/components/layout/language-link";
import { SearchEntry } from "@/components/layout/search-entry";
import { ThemeToggle } from "@/components/islands/theme-toggle";
import { Logo } from "@/components/ui/logo";
import { content, navigation } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";

interface SiteHeaderProps {
  locale: Locale;
  /** The other edition's page, where the current page has no twin (404). */
  switchHref?: string;
}

export function SiteHeader({ locale, switchHref }: SiteHeaderProps) {
  const { ui } = content(locale);
  const { mainNav, headerCta } = navigation(locale);
  return (
    <HeaderNav
      nav={mainNav}
      cta={headerCta}
      labels={ui.header}
      logo={
        <AppLink href={localePath("/", locale)} aria-label={ui.header.homeLabel} className="rounded-md">
          <Logo />
        </AppLink>
      }
      searchLink={<SearchEntry locale={locale} />}
      languageLink={
        <LanguageLink
          to={locale === "ar" ? "en" : "ar"}
          href={switchHref}
          className="mt-3 inline-flex w-full items-center justify-center rounded-full px-4 py-3 font-semibold whitespace-nowrap text-link-strong ring-1 ring-tint-edge transition hover:bg-tint xl:mt-0 xl:w-auto xl:px-3 xl:py-2 xl:ring-0"
        />
      }
      themeToggle={<ThemeToggle labels={ui.theme} />}
    />
  );
}
