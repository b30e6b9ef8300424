// Arabic site identity: the words of content/site.ts (name, e-mail, phone and links are language-free data
// in content/data/company.json).
import type { Copy } from "@/content/i18n";
import { site } from "@/content/site";

type SiteCopy = Pick<typeof site, "tagline" | "description" | "hours"> & {
  address: Pick<typeof site.address, "street" | "city" | "region" | "country">;
  /** The registered Arabic trade name, used in running Arabic text (the Latin brand stays in the logo). */
  legalName: string;
};

export const siteCopy = {
  tagline: "شركة لتطوير المواقع والتطبيقات، وشريكك التقني على المدى الطويل",
  description:
    "شركة في مكة المكرمة تطوّر تطبيقات الجوال والمواقع الإلكترونية والبرمجيات المخصصة، وتقدّم استشارات تقنية المعلومات والتسويق الرقمي والخدمات السحابية للشركات في أنحاء المملكة.",
  /** PLACEHOLDER: the office address (twin of content/site.ts). */
  address: {
    street: "طريق الملك عبدالعزيز، حي العزيزية",
    city: "مكة المكرمة",
    region: "منطقة مكة المكرمة",
    country: "المملكة العربية السعودية",
  },
  hours: "من الأحد إلى الخميس، من 9 صباحًا إلى 6 مساءً بتوقيت السعودية",
  /** PLACEHOLDER: the Arabic trade name as on the commercial registration. */
  legalName: "شركة حلول مكة التقنية",
} satisfies Copy<SiteCopy>;

/** One line of the postal address, as shown in the footer and contact blocks. */
export const addressLine = `${siteCopy.address.street}، ${siteCopy.address.city} ${site.address.postalCode}، ${siteCopy.address.country}`;
