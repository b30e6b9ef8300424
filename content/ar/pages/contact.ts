// Arabic copy of the Let's Talk page (/ar/contact).
import type * as en from "@/content/pages/contact";
import type { Copy } from "@/content/i18n";

export const hero = {
  eyebrow: "تواصل معنا",
  title: "لنتحدّث",
  lead: "حدّثنا عن مشروعك، فنحن نرد على كل استفسار خلال 24 ساعة عمل.",
} satisfies Copy<typeof en.hero>;

/** Heading of the details-and-form section (the page's h1 already says "لنتحدّث"). */
export const enquiryHeading = {
  eyebrow: "أرسل استفسارك",
  title: "كيف يمكننا مساعدتك؟",
  lead: "اتصل بنا أو راسلنا بالبريد الإلكتروني أو زرنا في مكتبنا، أو أرسل النموذج وسيرد عليك أحد مستشارينا خلال 24 ساعة عمل.",
} satisfies Copy<typeof en.enquiryHeading>;
