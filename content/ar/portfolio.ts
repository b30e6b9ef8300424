// Arabic portfolio projects and the copy of the portfolio section (home and /ar/portfolio).
// The projects are fictional examples of the work we do; no live demos are public yet, so url is "#".
import type * as en from "@/content/portfolio";
import { portfolioList, readEntries } from "@/content/lists";
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

/** The projects (content/portfolio/<id>.json), with their Arabic words. */
export const projects: PortfolioProject[] = readEntries(portfolioList, "ar").map((p) => ({
  ...p,
  url: p.url, // required: zod's types read it as optional without strictNullChecks (tsconfig.tools.json)
  category: label(p.category_id),
}));

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
