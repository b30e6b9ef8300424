import type { Content } from "@/content/dictionary";
import type { Locale } from "@/content/i18n";
import { mailHref, site } from "@/content/site";

/** The class of a link in a Markdown body (mdx-components.tsx uses it for every link). */
export const linkClass = "font-semibold text-link underline underline-offset-2 hover:text-link-strong";

/**
 * The company's values a Markdown body names in its sentences (`<CompanyName />`, `<Email />`…), from an
 * edition's copy: the site renders them with `content(locale)` (mdx-components.tsx), the content manager's
 * preview with the same components on the edition's copy alone (scripts/build/build-admin.mjs).
 */
export function siteValues(c: Pick<Content, "site" | "publishing">, locale: Locale) {
  const reg = site.registration;
  return {
    /** The registered trade name in the page's language (content/site.ts, content/ar/site.ts). */
    CompanyName: () => c.site.legalName,
    /** CR number, Unified National Number, VAT number and national short address, from `site.registration`. */
    Registration: () => {
      const labels = c.publishing.registration;
      const sep = locale === "ar" ? "، " : ", ";
      return (
        <>
          {labels.cr}&nbsp;<span className="whitespace-nowrap">{reg.cr}</span>
          {sep}
          {labels.unifiedNumber}&nbsp;<span className="whitespace-nowrap">{reg.unifiedNumber}</span>
          {sep}
          {labels.vat}&nbsp;<span className="whitespace-nowrap">{reg.vat}</span>
          {sep}
          {labels.shortAddress}&nbsp;
          <span lang="zxx" dir="ltr" translate="no" className="whitespace-nowrap">
            {reg.shortAddress}
          </span>
        </>
      );
    },
    Address: () => c.site.addressLine,
    Email: () => (
      <a href={mailHref} dir="ltr" className={`${linkClass} break-words`}>
        {site.email}
      </a>
    ),
    RetentionPeriod: () => c.publishing.legalValues.retentionPeriod,
    AnswerPeriod: () => c.publishing.legalValues.answerPeriod,
  };
}
