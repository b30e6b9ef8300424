// Arabic copy of the site search (/ar/search) and the header's search entry.
import type * as en from "@/content/search";
import type { Copy } from "@/content/i18n";

export const searchEntry = {
  label: "بحث",
} satisfies Copy<typeof en.searchEntry>;

export const searchPage = {
  meta: {
    title: "البحث",
    description:
      "ابحث في جميع صفحات موقعنا ومقالاته: الخدمات، والحلول حسب القطاع، ونظام تخطيط موارد المؤسسات، والمدونة.",
  },
  hero: {
    eyebrow: "البحث",
    title: "ابحث في الموقع",
    lead: "اعثر على خدمة أو حل لقطاعك أو ميزة في أحد منتجاتنا أو مقال، بكلمة تصف ما تبحث عنه.",
  },
  form: {
    label: "ابحث في الموقع",
    placeholder: "مثلًا: الفوترة الإلكترونية، تطبيقات الجوال",
    hint: "اضغط / في أي صفحة للانتقال إلى البحث، وتنقّل بين النتائج بمفاتيح الأسهم، واضغط Esc لمسح البحث.",
  },
  status: {
    loading: "جارٍ تحميل فهرس البحث…",
    empty: "اكتب كلمة أو كلمتين للبحث في جميع الصفحات.",
    noResults: "لا توجد نتائج لـ«{query}». جرّب كلمة أخرى، أو تصفّح أقسام الموقع أدناه.",
    results: {
      one: "نتيجة واحدة لـ«{query}»",
      two: "نتيجتان لـ«{query}»",
      few: "{count} نتائج لـ«{query}»",
      many: "{count} نتيجة لـ«{query}»",
      other: "{count} نتيجة لـ«{query}»",
    },
    failed: "تعذّر تشغيل البحث في هذا المتصفح. تصفّح أقسام الموقع أدناه بدلًا من ذلك.",
  },
  resultsLabel: "نتائج البحث",
  noScript:
    "يحتاج البحث إلى JavaScript وهي معطّلة في هذا المتصفح. كل صفحة من صفحات الموقع على بُعد نقرة أو نقرتين في الأقسام أدناه.",
  browse: {
    title: "تصفّح الموقع",
    lead: "جميع صفحات الموقع، مرتبة حسب القسم.",
  },
} satisfies Copy<typeof en.searchPage>;
