// Arabic site identity: the words of content/site.ts (name, e-mail, phone and links are language-free data
// in content/data/company.json; the trade name, address and opening hours are in content/ar/company.json).
import words from "@/content/ar/company.json";
import type { Copy } from "@/content/i18n";
import { readCompanyWords } from "@/content/lists";
import { site } from "@/content/site";

const companyWords = readCompanyWords(words, "content/ar/company.json");

type SiteCopy = Pick<typeof site, "tagline" | "description" | "hours"> & {
  address: Pick<typeof site.address, "street" | "city" | "region" | "country">;
  /** The registered Arabic trade name, used in running Arabic text (the Latin brand stays in the logo). */
  legalName: string;
};

export const siteCopy = {
  tagline: "شركة لتطوير المواقع والتطبيقات، وشريكك التقني على المدى الطويل",
  description:
    "شركة في مكة المكرمة تطوّر تطبيقات الجوال والمواقع الإلكترونية والبرمجيات المخصصة، وتقدّم استشارات تقنية المعلومات والتسويق الرقمي والخدمات السحابية للشركات في أنحاء المملكة.",
  address: companyWords.address,
  hours: companyWords.hours,
  legalName: companyWords.legalName,
} satisfies Copy<SiteCopy>;

/** One line of the postal address, as shown in the footer and contact blocks. */
export const addressLine = `${siteCopy.address.street}، ${siteCopy.address.city} ${site.address.postalCode}، ${siteCopy.address.country}`;
