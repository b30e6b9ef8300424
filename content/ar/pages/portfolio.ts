// Arabic copy of the Portfolio page (/ar/portfolio).
import type * as en from "@/content/pages/portfolio";
import type { Copy } from "@/content/i18n";
import type { Headline } from "@/content/types";

export const hero = {
  eyebrow: "من إنجازاتنا",
  title: "أعمالنا",
  lead: "مختارات من مشاريع التصميم والتطوير وتقنية المعلومات التي أنجزناها. اختر نوع العمل لتصفيتها.",
} satisfies Copy<typeof en.hero>;

/** Headline above the filter on this page (the home page uses the section's default). */
export const projectsHeadline: Headline = {
  eyebrow: "مشاريع مختارة",
  title: "أعمال لفنادق وعيادات ومتاجر وفرق لوجستية",
  lead: "بدأ كل مشروع أدناه بحوار حول هدف تجاري. افتح أي صورة لتتعرّف عن قرب على ما بنيناه.",
};
