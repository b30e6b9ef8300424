// Arabic copy of the site's forms (messages and notices). The rules (formLimits, patterns,
// retentionDays) are shared and stay in content/forms.ts.
import type * as en from "@/content/forms";
import type { Copy } from "@/content/i18n";
import { siteCopy } from "@/content/ar/site";
import { countedDays } from "@/content/ar/counted";
import { newsletterLinkDays } from "@/content/forms";

export const fieldErrors = {
  name: "الاسم مطلوب.",
  email: "يُرجى إدخال بريد إلكتروني صحيح.",
  message: "يُرجى كتابة رسالتك.",
  company: "اسم الشركة مطلوب.",
  noEmployees: "يُرجى كتابة عدد الموظفين بالأرقام.",
  phone: "يُرجى إدخال رقم جوال صحيح.",
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

/**
 * The newsletter's confirmation mail and pages; the placeholders of the English copy, except {site} (the
 * Latin brand): the mail names the Arabic trade name instead; and {days}: the noun's form follows the
 * number («7 أيام», «11 يومًا»), so the count is written here.
 */
const linkDays = countedDays(newsletterLinkDays);

export const newsletterCopy = {
  mailSubject: "يُرجى تأكيد اشتراكك في النشرة البريدية",
  mailBody:
    `مرحبًا،\n\nتلقّينا طلبًا لاشتراك هذا العنوان في النشرة البريدية ل${siteCopy.legalName}.\n` +
    `لتأكيد الاشتراك افتح الرابط التالي خلال ${linkDays} واضغط زر التأكيد:\n{confirm}\n\n` +
    `إن لم تطلب ذلك فتجاهل هذه الرسالة: لن تصلك رسائل أخرى، ويُحذف العنوان تلقائيًا بعد ${linkDays}.\n\n` +
    `مع التحية،\nفريق ${siteCopy.legalName}\n\n` +
    "لإلغاء الاشتراك في أي وقت:\n{unsubscribe}\n",
  confirmTitle: "تأكيد الاشتراك",
  confirmText: "اضغط الزر لتأكيد اشتراكك في النشرة البريدية.",
  confirmButton: "تأكيد الاشتراك",
  confirmedTitle: "تم تأكيد اشتراكك",
  confirmedText: "شكرًا لك. يمكنك إلغاء الاشتراك في أي وقت من الرابط الموجود في رسائلنا.",
  unsubscribeTitle: "إلغاء الاشتراك",
  unsubscribeText: "اضغط الزر لإلغاء اشتراكك في النشرة البريدية وحذف عنوانك.",
  unsubscribeButton: "إلغاء الاشتراك",
  unsubscribedTitle: "تم إلغاء اشتراكك",
  unsubscribedText: "حُذف عنوانك من قائمة النشرة البريدية ولن تصلك رسائل أخرى منها.",
  invalidTitle: "الرابط غير صالح",
  invalidText: `انتهت صلاحية هذا الرابط أو أنه غير مكتمل. روابط التأكيد صالحة لمدة ${linkDays}؛ يمكنك الاشتراك مجددًا من موقعنا.`,
  failTitle: "حدث خطأ",
  failText: "تعذّر حفظ طلبك الآن. يُرجى المحاولة مرة أخرى لاحقًا.",
  back: "العودة إلى الموقع",
} satisfies Copy<typeof en.newsletterCopy>;

/** The reply after an enquiry or a demo request; {email} and {phone} are filled in by scripts/build/forms-rules.mjs. */
export const replyCopy = {
  subject: "وصلتنا رسالتك",
  body:
    `مرحبًا،\n\nشكرًا لتواصلك مع ${siteCopy.legalName}. وصلت رسالتك إلى فريقنا.\n\n` +
    "الخطوة التالية: يطّلع عليها أحد مستشارينا ويرد عليك خلال 24 ساعة عمل.\n" +
    "إن كان طلبك عاجلًا فاتصل بنا على الرقم {phone} أو راسلنا على {email}.\n\n" +
    "تصلك هذه الرسالة لأن عنوانك أُدخل في نموذج على موقعنا، فإن لم تكن أنت من أدخله فتجاهلها ولن يصلك شيء آخر.\n\n" +
    `مع التحية،\nفريق ${siteCopy.legalName}\n`,
} satisfies Copy<typeof en.replyCopy>;

/** The words of the anti-spam check on the forms. */
export const challengeCopy = {
  label: "تحقق مكافحة الرسائل المزعجة",
  loading: "جارٍ التحميل…",
  verify: "تحقق",
  verifying: "جارٍ التحقق…",
  verified: "تم التحقق",
  verificationRequired: "يُرجى الانتظار حتى يكتمل التحقق.",
  waitAlert: "جارٍ التحقق… يُرجى الانتظار.",
  error: "تعذّر التحقق، ويمكنك مع ذلك إرسال النموذج.",
  expired: "انتهت صلاحية التحقق، فأعد المحاولة.",
  reload: "إعادة التحميل",
  cancel: "إلغاء",
} satisfies Copy<typeof en.challengeCopy>;
