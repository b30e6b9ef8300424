// Arabic copy of the site's forms (messages and notices). The rules (formLimits, patterns,
// retentionDays) are shared and stay in content/forms.ts.
import type * as en from "@/content/forms";
import type { Copy } from "@/content/i18n";

export const fieldErrors = {
  name: "الاسم مطلوب.",
  email: "يُرجى إدخال بريد إلكتروني صحيح.",
  message: "يُرجى كتابة رسالتك.",
  company: "اسم الشركة مطلوب.",
  noEmployees: "يُرجى كتابة عدد الموظفين بالأرقام.",
  phone: "يُرجى إدخال رقم هاتف صحيح.",
  subject: "الموضوع مطلوب.",
} satisfies Copy<typeof en.fieldErrors>;

export const formNotices = {
  success: "شكرًا لتواصلك معنا؛ وصلتنا رسالتك وسنرد عليك خلال 24 ساعة عمل.",
  fail: "عذرًا، تعذّر إرسال رسالتك. يُرجى المحاولة مرة أخرى.",
  dismiss: "إغلاق الرسالة",
} satisfies Copy<typeof en.formNotices>;

export const formNoticeWait =
  "أرسلتَ عدة رسائل خلال وقت قصير. يُرجى الانتظار 10 دقائق ثم المحاولة مرة أخرى، علمًا بأننا لم نحفظ شيئًا مما كتبته." satisfies Copy<
    typeof en.formNoticeWait
  >;

/** The field name stays "website" (the PHP handlers read it); only the label is copy. */
export const honeypot = {
  name: "website",
  label: "اترك هذا الحقل فارغًا",
} satisfies Copy<typeof en.honeypot>;
