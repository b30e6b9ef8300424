// Arabic copy of the weekly digest (content/digest.ts holds the English words and the numbers).
import type * as en from "@/content/digest";
import type { Copy } from "@/content/i18n";
import { countedDays } from "@/content/ar/counted";
import { answerWithinWorkingDays } from "@/content/digest";

/** «يومين»: the Arabic counts its days in words, so the number is written in here rather than filled in by PHP. */
const dueDays = countedDays(answerWithinWorkingDays);

export const digestCopy = {
  subject: "{site}: ملخّص الأسبوع من {from} إلى {to}",
  intro: "ملخّص الأسبوع من {from} إلى {to} (بتوقيت مكة المكرمة)، من سجلّات الخادم والطلبات المحفوظة.",
  visits: "الزيارات",
  pageViews: "مشاهدات الصفحات",
  topPages: "أكثر الصفحات مشاهدةً",
  topReferrers: "أكثر المواقع إحالةً",
  topCampaigns: "أبرز الحملات (المصدر / الوسيط / الحملة)",
  leadsByForm: "الطلبات حسب النموذج",
  leadsByPage: "الطلبات حسب الصفحة",
  leadsBySource: "الطلبات حسب المصدر",
  share: "نسبة الزيارات التي أثمرت طلبًا: {share}",
  spamHeld: "الرسائل المحجوزة بوصفها مزعجة: {count}",
  unanswered: `طلبات لم يُعلَّم أنه رُدّ عليها بعد مضيّ ${dueDays} من أيام العمل: {count}`,
  none: "لا يوجد",
  noSource: "لم يُسجَّل مصدر",
  direct: "زيارة مباشرة",
  formNames: { contact: "نموذج التواصل", "book-demo": "طلب عرض توضيحي" },
  footer:
    "أُحصيت دون ملفات تعريف الارتباط ودون نصوص برمجية: الزيارة متصفّح واحد من شبكة واحدة في يوم واحد. افتح لوحة الطلبات للتفاصيل.",
} satisfies Copy<typeof en.digestCopy>;
