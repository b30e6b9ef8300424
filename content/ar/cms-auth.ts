// The CMS sign-in window's words in Arabic (same keys as content/cms-auth.ts). Latin names (settings, files, headers)
// sit in left-to-right isolates (U+2066…U+2069), so a leading slash or dot stays where it is written.
import type { cmsAuthCopy as en } from "@/content/cms-auth";
import type { Copy } from "@/content/i18n";

export const cmsAuthCopy = {
  notConfiguredTitle: "تسجيل الدخول إلى مدير المحتوى غير مُعَدّ",
  notConfigured:
    "ما زال على مسؤول الموقع ضبط {settings} في الملف \u2066forms.config.php\u2069 (\u2066docs/cms-production.md\u2069).",
  unavailableTitle: "تسجيل الدخول غير متاح",
  unsupportedBackend: "لا يخدم تسجيل الدخول هذا إلا واجهة GitHub في مدير المحتوى.",
  unsupportedScope: "طلب مدير المحتوى صلاحية لا يمنحها تسجيل الدخول هذا.",
  storageTitle: "تسجيل الدخول غير متاح حاليًا",
  storage: "يتعذّر على الخادم حفظ تسجيل الدخول الآن. يُرجى المحاولة مرة أخرى لاحقًا.",
  rateLimitedTitle: "محاولات تسجيل دخول كثيرة",
  rateLimited: "محاولات تسجيل دخول كثيرة من هذه الشبكة: يُرجى الانتظار بضع دقائق.",
  expiredTitle: "انتهت صلاحية تسجيل الدخول",
  expired:
    "انتهت صلاحية تسجيل الدخول هذا، أو سبق استخدامه، أو بدأ في متصفح آخر. أغلق هذه النافذة وسجّل الدخول مرة أخرى من مدير المحتوى.",
  cancelledTitle: "أُلغي تسجيل الدخول",
  denied: "لم يُمنح الإذن في GitHub، فلا يستطيع مدير المحتوى حفظ تعديلاتك. أغلق هذه النافذة وحاول مرة أخرى.",
  githubError: "تعذّر على GitHub تسجيل دخولك. أغلق هذه النافذة وحاول مرة أخرى.",
  failedTitle: "تعذّر تسجيل الدخول",
  badCode: "لم يرسل GitHub رمز تسجيل دخول صالحًا. أغلق هذه النافذة وحاول مرة أخرى.",
  unreachable: "تعذّر على الخادم الوصول إلى GitHub.",
  malformed: "أرسل GitHub ردًّا لم يستطع الخادم قراءته.",
  refused: "رفض GitHub تسجيل الدخول.",
  refusedBecause: "رفض GitHub تسجيل الدخول: {reason}",
  retry: "أغلق هذه النافذة وسجّل الدخول مرة أخرى؛ وإن تكرّر الخطأ فأبلغ مسؤول الموقع.",
  successTitle: "جارٍ تسجيل الدخول",
  success:
    "أكّد GitHub حسابك، ويُتمّ مدير المحتوى تسجيل الدخول. تُغلق هذه النافذة من تلقاء نفسها؛ وإن بقيت مفتوحة فأغلقها وعُد إلى مدير المحتوى.",
  lost: "فقدت هذه النافذة صلتها بمدير المحتوى، فلا يمكن إتمام تسجيل الدخول هنا. أغلقها وسجّل الدخول مرة أخرى من مدير المحتوى. وإن تكرّر ذلك فعلى المسؤول التحقق من ترويسة \u2066Cross-Origin-Opener-Policy\u2069 للمسار \u2066/admin/\u2069 ولهذا البرنامج (\u2066docs/cms-production.md\u2069).",
  toGitHub: "تابع إلى GitHub لتسجيل الدخول.",
  methodNotAllowed: "الطريقة غير مسموح بها: لا يقبل تسجيل الدخول إلى مدير المحتوى إلا طلبات GET.",
} satisfies Copy<typeof en>;
