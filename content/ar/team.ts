// Arabic team cards of the Teams page. As in English, one placeholder name and portrait for all
// four until the company adds its people; each card is told apart by its role.
import type { TeamMember } from "@/content/types";

const placeholder = {
  name: "مختص من فريقنا",
  // No photo yet: the card draws a placeholder silhouette (components/ui/portrait-placeholder.tsx). With photos,
  // give each member `image: "/images/team/<file>"` and `imageAlt` (in both editions).
};

export const teamMembers: TeamMember[] = [
  {
    ...placeholder,
    role: "مدير التطبيقات",
    description:
      "يخطط معك لكل إصدار، ويُبقي خريطة طريق تطبيقك على مسارها، ويحرص على وصول كل تحديث إلى مستخدميك بسلاسة.",
  },
  {
    ...placeholder,
    role: "مدير وسائل التواصل الاجتماعي",
    description:
      "يدير قنوات علامتك التجارية: يعدّ تقويم المحتوى، ويرد على جمهورك بالعربية والإنجليزية، ويرفع إليك تقريرًا شهريًا بالنتائج.",
  },
  {
    ...placeholder,
    role: "كاتب محتوى",
    description:
      "يكتب نصوص موقعك وتطبيقك وحملاتك بلغة واضحة تنسجم مع هوية علامتك، وتخاطب القرّاء الحقيقيين ومحركات البحث معًا.",
  },
  {
    ...placeholder,
    role: "مدير الأعمال",
    description:
      "جهة تواصلك الرئيسية: يحدد نطاق المشروع، ويتفق معك على الجداول الزمنية والميزانيات، ويُبقي العمل مرتبطًا بأهداف أعمالك.",
  },
];
