// Site identity in English. The details no language changes (phone, e-mail, WhatsApp, CR, VAT, links, site
// URL) are data in content/data/company.json; the trade name, address and opening hours are words in
// content/company.json (Arabic: content/ar/company.json), both edited in the content manager and checked by
// content/lists.ts. Values listed under "placeholders" in those files are the company's to fill in ({email}
// and {phone} in the spec); the tagline and description are the site's copy, here and in content/ar/site.ts.
import words from "@/content/company.json";
import { company, readCompanyWords } from "@/content/lists";

const companyWords = readCompanyWords(words, "content/company.json");

export const site = {
  name: company.name,
  shortName: company.shortName,
  tagline: "Web and app development company, and your long-term IT partner",
  description:
    "Makkah Tech Solutions builds mobile apps, websites and custom software, and offers IT consulting, digital marketing and cloud services to businesses across Saudi Arabia.",
  /** Canonical origin of the deployed site, without a trailing slash. */
  url: company.url,
  locale: "en",
  dir: "ltr",
  /** The company's support e-mail ({email}). */
  email: company.email,
  /** The company's phone ({phone}), shown as written and dialled as `phoneHref`. */
  phone: company.phone,
  phoneHref: company.phoneHref,
  /** The company's WhatsApp Business number (a Saudi mobile), digits only with country code, for wa.me links. */
  whatsapp: company.whatsapp,
  /** The same number as shown to visitors. */
  whatsappDisplay: company.whatsappDisplay,
  /** The registered company (Ministry of Commerce and ZATCA records): CR, VAT and short address in company.json. */
  registration: {
    /** Registered trade name in English, as on the commercial registration. */
    legalName: companyWords.legalName,
    ...company.registration,
  },
  /** The office address (words in content/company.json, codes in content/data/company.json). */
  address: {
    street: companyWords.address.street,
    city: companyWords.address.city,
    region: companyWords.address.region,
    postalCode: company.address.postalCode,
    country: companyWords.address.country,
    countryCode: company.address.countryCode,
  },
  /** Opening hours as shown to visitors. */
  hours: companyWords.hours,
  foundingYear: company.foundingYear,
  copyrightYear: company.copyrightYear,
  /** The company's profiles (launch-check lists bare network homepages as placeholders). */
  social: company.social,
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];

/** One line of the postal address, as shown in the footer and contact blocks. */
export const addressLine = `${site.address.street}, ${site.address.city} ${site.address.postalCode}, ${site.address.country}`;

/** Map search for the address (opens the visitor's map app; loads nothing on our pages). */
export const mapHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`;
export const mailHref = `mailto:${site.email}`;

/**
 * WhatsApp click-to-chat link with a greeting pre-filled in the visitor's language (a plain link, no widget).
 * Spaces and ASCII punctuation are percent-encoded; Arabic letters stay as they are (a valid URL: the browser
 * encodes them when it follows the link), a third of the bytes on every Arabic page.
 */
export const whatsappHref = (greeting: string) =>
  `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(greeting).replace(/(%[C-F][0-9A-F](%[89AB][0-9A-F])+)+/g, decodeURIComponent)}`;
