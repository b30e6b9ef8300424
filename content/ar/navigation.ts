import type { Copy } from "@/content/i18n";
import type * as en from "@/content/navigation";

export const navLabels = {
  home: "الرئيسية",
  about: "من نحن",
  services: "خدماتنا",
  solutions: "الحلول",
  portfolio: "أعمالنا",
  products: "المنتجات",
  erp: "نظام تخطيط موارد المؤسسات",
  others: "المزيد",
  whyUs: "لماذا نحن؟",
  terms: "الشروط والأحكام",
  privacy: "سياسة الخصوصية",
  accessibility: "إمكانية الوصول",
  teams: "فريقنا",
  blogs: "المدونة",
  cta: "لنتحدّث",
  footer: {
    services: "خدماتنا",
    company: "الشركة",
    legal: "معلومات قانونية",
    whyChooseUs: "لماذا تختارنا؟",
    blogs: "المدونة",
  },
} satisfies Copy<typeof en.navLabels>;
