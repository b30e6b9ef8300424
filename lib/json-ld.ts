// Structured data (schema.org JSON-LD) built from content/: the company, breadcrumbs and articles.
// Rendered by components/seo/json-ld.tsx; everything here is plain data, so it is easy to test.
import { content, localizedRoutes } from "@/lib/content";
import { localePath, locales, type Locale } from "@/content/i18n";
import { blogPath } from "@/content/routes";
import { site } from "@/content/site";
import { absoluteUrl, shareImage } from "@/lib/metadata";

type Thing = Record<string, unknown>;

const organizationId = `${site.url}/#organization`;
const websiteId = (locale: Locale) => `${absoluteUrl(localePath("/", locale))}#website`;

/**
 * Serialises JSON-LD for a <script> element. JSON.stringify alone is not safe inside HTML:
 * a "</script>" in any string would end the element, so <, > and & become \u escapes (still valid JSON).
 */
export const serializeJsonLd = (data: Thing | Thing[]) =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The company as a ProfessionalService (an Organization and LocalBusiness) with its Makkah address. */
export function organizationLd(locale: Locale): Thing {
  const c = content(locale).site;
  // The registration labels of the footer and the legal pages (content/ui.ts `footer.registration`).
  const labels = content(locale).ui.footer.registration;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId,
    name: site.name,
    alternateName: site.shortName,
    legalName: c.legalName,
    vatID: site.registration.vat,
    // The commercial registration and, since 2025, the establishment's Unified National Number beside it.
    identifier: [
      { "@type": "PropertyValue", propertyID: "CR", name: labels.cr, value: site.registration.cr },
      {
        "@type": "PropertyValue",
        propertyID: "UnifiedNationalNumber",
        name: labels.unifiedNumber,
        value: site.registration.unifiedNumber,
      },
    ],
    description: c.description,
    slogan: c.tagline,
    url: absoluteUrl("/"),
    logo: `${site.url}/icons/icon-512.png`,
    image: `${site.url}${shareImage(locale).url}`,
    email: site.email,
    telephone: site.phoneHref.replace(/^tel:/, ""),
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: c.address.street,
      addressLocality: c.address.city,
      addressRegion: c.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    areaServed: { "@type": "Country", name: c.address.country },
    sameAs: site.social.map((s) => s.href),
  };
}

/** The site itself, published by the company (lets search engines tie pages to the organisation). */
export function websiteLd(locale: Locale): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": websiteId(locale),
    name: site.name,
    url: absoluteUrl(localePath("/", locale)),
    inLanguage: locales[locale].lang,
    publisher: { "@id": organizationId },
  };
}

interface Crumb {
  name: string;
  path: string;
}

/**
 * Breadcrumb trail of a route, from the route registry: Home > [family index] > page.
 * Services and articles have an index page (/services, /blogs); solutions do not, so they sit under Home.
 */
export function breadcrumbTrail(path: string, locale: Locale): Crumb[] {
  const route = localizedRoutes(locale).find((r) => r.path === path);
  const home = localePath("/", locale);
  if (!route || path === home) return [];
  const { ui, families } = content(locale);
  const { serviceFamily, articleFamily } = families;
  const trail: Crumb[] = [{ name: ui.breadcrumbHome, path: home }];
  if (route.group === "service")
    trail.push({ name: serviceFamily.breadcrumb.label, path: serviceFamily.breadcrumb.href });
  if (route.group === "blog" || route.group === "listing")
    trail.push({ name: articleFamily.breadcrumb.label, path: articleFamily.breadcrumb.href });
  trail.push({ name: route.heading ?? route.title, path });
  return trail;
}

export function breadcrumbLd(path: string, locale: Locale): Thing | null {
  const trail = breadcrumbTrail(path, locale);
  if (!trail.length) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

/** BlogPosting for an article route (null for any other path). */
export function blogPostingLd(path: string, locale: Locale): Thing | null {
  const post = content(locale).blogPosts.find((p) => localePath(blogPath(p.slug), locale) === path);
  if (!post) return null;
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.meta.description,
    articleSection: post.category,
    datePublished: post.date,
    dateModified: post.dateModified,
    inLanguage: locales[locale].lang,
    image: `${site.url}${shareImage(locale).url}`,
    timeRequired: `PT${post.readingMinutes}M`,
    author: { "@id": organizationId, "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    publisher: { "@id": organizationId },
    isPartOf: { "@id": websiteId(locale) },
  };
}

/** Everything a route carries besides the site-wide organisation: its breadcrumbs and, for articles, the post. */
export function routeLd(path: string, locale: Locale): Thing[] {
  return [breadcrumbLd(path, locale), blogPostingLd(path, locale)].filter((x): x is Thing => x !== null);
}
