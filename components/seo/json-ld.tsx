import type { Locale } from "@/content/i18n";
import { organizationLd, routeLd, serializeJsonLd, websiteLd } from "@/lib/json-ld";

/** One JSON-LD block. The data is serialised with <, > and & escaped, so no string can close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Site-wide structured data, rendered once by the root layout: the company and the website. */
export function SiteJsonLd({ locale }: { locale: Locale }) {
  return <JsonLd data={[organizationLd(locale), websiteLd(locale)]} />;
}

/** A route's structured data from the route registry: BreadcrumbList on inner pages, BlogPosting on articles. */
export function RouteJsonLd({ path, locale }: { path: string; locale: Locale }) {
  const data = routeLd(path, locale);
  return data.length ? <JsonLd data={data.length === 1 ? data[0]! : data} /> : null;
}
