// Arabic copy of the Comprehensive ERP Solution page (/ar/book-demo).
import type * as en from "@/content/pages/book-demo";
import type { Copy } from "@/content/i18n";

export const hero = {
  eyebrow: "احجز عرضًا توضيحيًا",
  title: "حل متكامل لتخطيط موارد المؤسسات (ERP)",
  lead: "اطّلع على الوحدات التي تهم شركتك في جولة تعريفية مجانية مخصصة لك.",
} satisfies Copy<typeof en.hero>;

/** What the demo covers, beside the request form. */
export const demoIntro = {
  eyebrow: "جولة مجانية مدتها 45 دقيقة",
  title: "اطلب عرضك التوضيحي لنظام ERP",
  lead: "أخبرنا قليلًا عن شركتك، وسيتفق معك أحد مختصي المنتج على موعد يناسبك، عادةً خلال 24 ساعة عمل.",
  coversTitle: "ما يشمله العرض التوضيحي",
  covers: [
    "الموارد البشرية والتوظيف وسجلات الموظفين في مكان واحد",
    "الحضور والانصراف وساعات العمل والمناوبات والإجازات والرواتب",
    "المشاريع ومسارات الاعتماد واطّلاع العملاء على حالة مشاريعهم",
    "تطبيق الجوال الذي يستخدمه موظفوك لتسجيل الحضور ومتابعة المستجدات وتقديم الطلبات",
    "الأصول والامتثال والتحليلات والأمن والنسخ الاحتياطي",
    "الأسعار وخطة تشغيل تناسب حجم فريقك",
  ],
} satisfies Copy<typeof en.demoIntro>;

export const demoForm = {
  title: "بياناتك",
  fields: {
    name: { label: "اسمك", placeholder: "الاسم الكامل" },
    email: { label: "بريد العمل الإلكتروني", placeholder: "you@company.com" },
    phone: { label: "رقم الجوال", placeholder: "+966 5x xxx xxxx" },
    company: { label: "اسم الشركة", placeholder: "اسم الشركة" },
    noEmployees: { label: "عدد الموظفين", placeholder: "مثال: 50" },
    message: {
      label: "الرسالة",
      placeholder: "ما الوحدات التي تهمك؟ ومتى يناسبك موعد العرض التوضيحي؟",
    },
  },
  submit: "اطلب عرضًا توضيحيًا",
  sending: "جارٍ الإرسال…",
} satisfies Copy<typeof en.demoForm>;
