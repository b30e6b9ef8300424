// Arabic twin of content/publishing.ts.
import type { Copy } from "@/content/i18n";
import type * as en from "@/content/publishing";
import { dataRequestAnswerDays, enquiryRetentionMonths } from "@/content/forms";
import { siteCopy } from "@/content/ar/site";
import { ui } from "@/content/ar/ui";
import { counted, countedDays } from "@/content/ar/counted";

export const categories = {
  "mobile-app-development": "تطوير تطبيقات الجوال",
  "web-development": "تطوير المواقع الإلكترونية",
  "artificial-intelligence": "الذكاء الاصطناعي",
} satisfies Copy<typeof en.categories>;

export const blogIndex = {
  categoriesLabel: "تصفّح حسب التصنيف",
  allCategories: "كل المقالات",
  categoryTitle: (name: string) => `مقالات ${name}`,
  categoryDescription: (name: string) =>
    `أدلة ومقالات في ${name} يكتبها مهندسو شركتنا في مكة المكرمة لصنّاع القرار في الشركات.`,
  pageTitle: (n: number) => `المدونة، الصفحة ${n}`,
  paginationLabel: "صفحات المقالات",
  previous: "مقالات أحدث",
  next: "مقالات أقدم",
  pageOf: (n: number, total: number) => `الصفحة ${n} من ${total}`,
  goToPage: (n: number) => `الصفحة ${n}`,
} satisfies Copy<typeof en.blogIndex>;

export const articleExtras = {
  toc: "محتويات المقال",
  related: "مقالات ذات صلة",
  updated: (date: string) => `آخر تحديث: ${date}`,
  share: {
    title: "شارك هذا المقال",
    whatsapp: "مشاركة عبر واتساب",
    linkedin: "مشاركة عبر لينكدإن",
    x: "مشاركة عبر منصة إكس",
    email: "مشاركة عبر البريد الإلكتروني",
    copy: "نسخ الرابط",
    copied: "تم نسخ الرابط",
  },
} satisfies Copy<typeof en.articleExtras>;

export const feed = {
  // The Arabic trade name in running text (the Latin brand stays in the logo).
  title: `مدونة ${siteCopy.legalName}`,
  description: "أدلة عملية عن التطبيقات والمواقع الإلكترونية والتقنيات الناشئة لصنّاع القرار في الشركات.",
  linkLabel: "موجز المقالات",
} satisfies Copy<typeof en.feed>;

// One pair of labels everywhere: the footer's (content/ar/ui.ts).
export const registration = {
  cr: ui.footer.registration.cr,
  unifiedNumber: ui.footer.registration.unifiedNumber,
  vat: ui.footer.registration.vat,
  shortAddress: ui.footer.registration.shortAddress,
} satisfies Copy<typeof en.registration>;

export const legalValues = {
  retentionPeriod: counted(enquiryRetentionMonths, "شهر واحد", "شهرين", "أشهر", "شهرًا", "شهر"),
  answerPeriod: countedDays(dataRequestAnswerDays),
} satisfies Copy<typeof en.legalValues>;
