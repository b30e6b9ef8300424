// Arabic copy of the enquiry form and of the contact section shown on many pages.
import type * as en from "@/content/contact";
import { ar, type Copy } from "@/content/i18n";
import { pages } from "@/content/routes";

export const contactSection = {
  eyebrow: "تواصل معنا",
  title: "لنتحدّث",
  lead: "أخبرنا بما تريد بناءه أو إصلاحه، فأحد مستشارينا يقرأ كل استفسار ويرد عليه خلال 24 ساعة عمل.",
  detailsTitle: "طرق التواصل المباشر",
  addressLabel: "زرنا",
  phoneLabel: "اتصل بنا",
  emailLabel: "راسلنا بالبريد الإلكتروني",
  whatsappLabel: "راسلنا عبر واتساب",
  hoursLabel: "ساعات العمل",
  privacyNote: {
    before: "بإرسال هذا النموذج فإنك توافق على ",
    link: { label: "سياسة الخصوصية", href: ar(pages.privacy.path) },
    after: " التي توضّح كيف نستخدم بياناتك ونحميها.",
  },
} satisfies Copy<typeof en.contactSection>;

export const contactForm = {
  title: "أرسل إلينا رسالة",
  fields: {
    name: { label: "اسمك", placeholder: "الاسم الكامل" },
    email: { label: "البريد الإلكتروني", placeholder: "you@company.com" },
    subject: { label: "الموضوع", placeholder: "عمّ تودّ أن تحدّثنا؟" },
    message: { label: "الرسالة", placeholder: "حدّثنا عن مشروعك وأهدافك والمدة المتوقعة لتنفيذه" },
  },
  submit: "أرسل الرسالة",
  sending: "جارٍ الإرسال…",
  topics: {
    accessibility: "عائق في إمكانية الوصول",
  },
} satisfies Copy<typeof en.contactForm>;
