// Arabic portfolio projects and the copy of the portfolio section (home and /ar/portfolio).
// The projects are fictional examples of the work we do; no live demos are public yet, so url is "#".
import type * as en from "@/content/portfolio";
import type { Copy } from "@/content/i18n";
import type { Headline, PortfolioCategory, PortfolioCategoryId, PortfolioProject } from "@/content/types";

/** Filter order and labels (same ids and order as English). */
export const portfolioCategories: PortfolioCategory[] = [
  { id: "web_design", label: "تصميم المواقع" },
  { id: "web_development", label: "تطوير المواقع" },
  { id: "app_design", label: "تصميم التطبيقات" },
  { id: "app_development", label: "تطوير التطبيقات" },
  { id: "itsolution", label: "حلول تقنية المعلومات" },
];

const label = (id: PortfolioCategoryId) => portfolioCategories.find((c) => c.id === id)!.label;
const thumb = (id: number) => `/images/portfolio/project-${id}.svg`;
const large = (id: number) => `/images/portfolio/project-${id}-lg.svg`;

const project = (p: Omit<PortfolioProject, "category" | "image" | "lg_image">): PortfolioProject => ({
  ...p,
  category: label(p.category_id),
  image: thumb(p.id),
  lg_image: large(p.id),
});

export const projects: PortfolioProject[] = [
  project({
    id: 1,
    category_id: "web_design",
    title: "موقع فندق دار الضيافة",
    description:
      "موقع إلكتروني ثنائي اللغة محوره الحجز، لفندق صغير فاخر على بُعد خطوات من الحرم في مكة المكرمة.",
    imageAlt: "نافذة متصفح تعرض الصفحة الرئيسية لفندق مع معرض لصور الغرف وشريط للحجز",
    url: "#",
  }),
  project({
    id: 2,
    category_id: "web_development",
    title: "بوابة حجز مجموعات العمرة",
    description:
      "بوابة يحجز منها وكلاء السفر المرخّصون باقات العمرة، ويرفعون وثائق المعتمرين، ويتابعون حالة التأشيرات.",
    imageAlt: "نافذة متصفح تعرض بوابة حجز بجوار لوحة من الشيفرة البرمجية",
    url: "#",
  }),
  project({
    id: 3,
    category_id: "app_design",
    title: "تطبيق حجز مواعيد شفاء كير",
    description:
      "تصميم تطبيق بالعربية أولًا لشبكة عيادات عائلية في جدة، للبحث عن طبيب وحجز موعد وتلقّي التذكيرات.",
    imageAlt: "شاشتا جوال لتطبيق عيادة: قائمة بالأطباء وتقويم للمواعيد",
    url: "#",
  }),
  project({
    id: 4,
    category_id: "app_development",
    title: "تطبيق «وصل» لمندوبي التوصيل",
    description:
      "تطبيق أصلي على iOS وAndroid لمندوبي التوصيل، مع تتبّع مباشر للمسار وإثبات للتسليم، لسلسلة متاجر مواد غذائية في مكة المكرمة.",
    imageAlt: "جوال يعرض مسار توصيل على خريطة مع بطاقة السائق وزر للتأكيد",
    url: "#",
  }),
  project({
    id: 5,
    category_id: "itsolution",
    title: "لوحة مؤشرات عمليات الأسطول",
    description: "لوحة مؤشرات لمراقبة الأسطول، مع إنشاء شبكة آمنة للمستودعات، لشركة تشغيل لوجستي في الرياض.",
    imageAlt: "لوحة مؤشرات للعمليات تعرض رسومًا بيانية للتوصيل بجوار مخطط لخوادم متصلة",
    url: "#",
  }),
  project({
    id: 6,
    category_id: "app_design",
    title: "تطبيق «معلّم طيبة» التعليمي",
    description:
      "تصميم تطبيق تعليمي لمركز دروس تقوية في المدينة المنورة: دروس قصيرة واختبارات وصفحة يتابع فيها أولياء الأمور تقدّم أبنائهم.",
    imageAlt: "شاشتا جوال لتطبيق تعليمي: بطاقة درس وحلقة تُظهر نسبة التقدّم",
    url: "#",
  }),
  project({
    id: 7,
    category_id: "web_design",
    title: "موقع الروابي العقارية",
    description:
      "تصميم موقع للبحث عن العقارات لشركة تطوير عقاري في مكة المكرمة، يعرض الوحدات على الخريطة مع نموذج استفسار لكل وحدة.",
    imageAlt: "نافذة متصفح تعرض صفحة بحث عن العقارات مع بطاقات للوحدات وخريطة",
    url: "#",
  }),
  project({
    id: 8,
    category_id: "web_development",
    title: "متجر تمور نخيل الإلكتروني",
    description:
      "متجر إلكتروني لمنتِج تمور في المدينة المنورة، يضم علب الهدايا والدفع عبر مدى وApple Pay ومزامنة المخزون.",
    imageAlt: "نافذة متصفح تعرض شبكة منتجات لمتجر إلكتروني بجوار لوحة من الشيفرة البرمجية",
    url: "#",
  }),
  project({
    id: 9,
    category_id: "web_design",
    title: "موقع مؤسسة إحسان الخيرية",
    description: "تصميم موقع يتمحور حول التبرعات لمؤسسة خيرية في مكة المكرمة، يعرض هدف كل حملة ومدى تقدّمها.",
    imageAlt: "نافذة متصفح تعرض الصفحة الرئيسية لمؤسسة خيرية مع شريط يبيّن تقدّم التبرعات",
    url: "#",
  }),
];

/** "N projects shown" with Arabic plural rules (0, 1, 2, 3–10, 11–99, 100+ as CLDR counts them). */
const shownText = (count: number) => {
  if (count === 0) return "لا توجد مشاريع معروضة";
  if (count === 1) return "يظهر الآن مشروع واحد";
  if (count === 2) return "يظهر الآن مشروعان";
  const rest = count % 100;
  if (rest >= 3 && rest <= 10) return `تظهر الآن ${count} مشاريع`;
  if (rest >= 11) return `يظهر الآن ${count} مشروعًا`;
  return `يظهر الآن ${count} مشروع`;
};

/** Copy of the portfolio section. Functions build accessible names from a project title. */
export const portfolioSection = {
  headline: {
    eyebrow: "أعمالنا",
    title: "مشاريع أنجزناها",
    lead: "مواقع إلكترونية وتطبيقات وحلول تقنية لفنادق وعيادات ومتاجر وشركات لوجستية في أنحاء المملكة.",
  } satisfies Headline,
  filterLabel: "تصفية المشاريع حسب الفئة",
  allLabel: "الكل",
  /** Announced after each filter change (the language's plural rules live here, not in the island). */
  shown: (count: number) => shownText(count),
  viewImage: "عرض الصورة",
  viewImageLabel: (title: string) => `عرض صورة ${title}`,
  visitProject: "رابط المشروع",
  visitProjectLabel: (title: string) => `رابط المشروع: ${title}`,
  closeLabel: "إغلاق معاينة الصورة",
} satisfies Copy<typeof en.portfolioSection>;
