// Arabic strings of the site chrome (header, footer, 404, error) and of shared widgets.
import type * as en from "@/content/ui";
import type { Copy } from "@/content/i18n";

export const ui = {
  skipLink: "انتقل إلى المحتوى الرئيسي",
  theme: { label: "المظهر", light: "فاتح", dark: "داكن", system: "حسب النظام" },
  header: {
    homeLabel: "Makkah Tech Solutions، الصفحة الرئيسية",
    mainNavLabel: "القائمة الرئيسية",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
  },
  footer: {
    about:
      "شركة لتطوير المواقع الإلكترونية والتطبيقات في مكة المكرمة، وشريك تقني طويل الأمد للشركات في أنحاء المملكة.",
    contactTitle: "تواصل معنا",
    addressLabel: "العنوان",
    phoneLabel: "الهاتف",
    emailLabel: "البريد الإلكتروني",
    socialLabel: "تابعنا",
    // The names the share buttons use (content/ar/publishing.ts).
    socialNames: {
      linkedin: "لينكدإن",
      x: "منصة إكس",
      facebook: "فيسبوك",
      instagram: "إنستغرام",
    },
    newsletter: {
      title: "النشرة البريدية",
      text: "رسائل بين حين وآخر عن التطبيقات والمواقع الإلكترونية والخدمات السحابية، بلا رسائل مزعجة، ويمكنك إلغاء اشتراكك متى شئت.",
      inputLabel: "بريدك الإلكتروني",
      placeholder: "you@company.com",
      submit: "اشترك",
      success: "خطوة أخيرة: أرسلنا إليك رسالة بريد إلكتروني، فافتح الرابط الذي فيها لتأكيد اشتراكك.",
      fail: "عذرًا، تعذّر إتمام الاشتراك بهذا العنوان. يُرجى التحقق منه والمحاولة مرة أخرى.",
    },
    // «© 2023 <الاسم التجاري>. جميع الحقوق محفوظة.» Arabic pages pass the Arabic trade name, isolated
    // (U+2068…U+2069) so any name keeps its order. No-break spaces: ©, the year and the name's first word
    // share a line.
    copyright: (year: number, name: string) => `©\u00a0${year}\u00a0\u2068${name}\u2069. جميع الحقوق محفوظة.`,
    // The site's one pair of registration labels: the legal pages (content/ar/publishing.ts) and the
    // JSON-LD use these too.
    registration: {
      label: "بيانات الشركة المسجّلة",
      cr: "رقم السجل التجاري",
      unifiedNumber: "الرقم الوطني الموحد",
      vat: "الرقم الضريبي",
      shortAddress: "العنوان الوطني المختصر",
    },
  },
  whatsapp: {
    greeting: "السلام عليكم، أودّ الاستفسار عن خدماتكم.",
    linkLabel: "واتساب",
    floatingLabel: "تواصل معنا عبر واتساب",
  },
  notFound: {
    code: "404",
    title: "الصفحة غير موجودة",
    text: "الصفحة التي تبحث عنها غير موجودة، أو ربما نُقلت إلى عنوان آخر.",
    home: "العودة إلى الصفحة الرئيسية",
  },
  tooLarge: {
    code: "413",
    title: "الرسالة تتجاوز الحد المسموح به",
    text: "رسالتك أطول مما تقبله نماذج الموقع. يُرجى اختصارها وإرسالها مرة أخرى، أو مراسلتنا عبر البريد الإلكتروني.",
    back: "العودة إلى صفحة التواصل",
  },
  error: {
    title: "حدث خطأ غير متوقع أثناء عرض الصفحة.",
    retry: "حاول مرة أخرى",
    home: "العودة إلى الصفحة الرئيسية",
  },
  breadcrumbHome: "الرئيسية",
} satisfies Copy<typeof en.ui>;
