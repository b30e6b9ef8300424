// Site identity: the one file the company edits for its name, contact details and links.
// Values marked PLACEHOLDER are the company's to fill in ({email} and {phone} in the spec).

export const site = {
  name: "Makkah Tech Solutions",
  shortName: "MTS",
  tagline: "Web and app development company, and your long-term IT partner",
  description:
    "Makkah Tech Solutions builds mobile apps, websites and custom software, and offers IT consulting, digital marketing and cloud services to businesses across Saudi Arabia.",
  /** Canonical origin of the deployed site, without a trailing slash. PLACEHOLDER. */
  url: "https://www.makkahtech.example",
  locale: "en",
  dir: "ltr",
  /** PLACEHOLDER: the company's support e-mail ({email}). */
  email: "support@makkahtech.example",
  /** PLACEHOLDER: the company's phone ({phone}), shown as written and dialled as `phoneHref`. */
  phone: "+966 12 000 0000",
  phoneHref: "tel:+966120000000",
  /** PLACEHOLDER: the company's WhatsApp Business number (a Saudi mobile), digits only with country code, for wa.me links. */
  whatsapp: "966500000000",
  /** PLACEHOLDER: the same number as shown to visitors. */
  whatsappDisplay: "+966 50 000 0000",
  /** The registered company (Ministry of Commerce and ZATCA records). PLACEHOLDER values. */
  registration: {
    /** Registered trade name in English, as on the commercial registration. PLACEHOLDER. */
    legalName: "Makkah Tech Solutions Co.",
    /** Commercial registration (CR) number, 10 digits. PLACEHOLDER. */
    cr: "4031000000",
    /** VAT registration number, 15 digits starting and ending with 3. PLACEHOLDER. */
    vat: "300000000000003",
    /** National address short code (4 letters + 4 digits). PLACEHOLDER. */
    shortAddress: "MKAA0000",
  },
  /** PLACEHOLDER: the office address (Arabic twin in content/ar/site.ts). */
  address: {
    street: "King Abdulaziz Road, Al Aziziyah District",
    city: "Makkah",
    region: "Makkah Province",
    postalCode: "24243",
    country: "Saudi Arabia",
    countryCode: "SA",
  },
  /** Opening hours as shown to visitors. */
  hours: "Sunday to Thursday, 9:00 to 18:00 (AST)",
  foundingYear: 2019,
  copyrightYear: 2023,
  /** PLACEHOLDER profiles: replace with the company's real accounts. */
  social: [
    { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
    { network: "x", label: "X (Twitter)", href: "https://x.com/" },
    { network: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
  ],
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
