// Arabic labels shared by the page-family templates (service, solution and article pages).
import type * as en from "@/content/families";
import { ar, type Copy } from "@/content/i18n";
import { pages, servicePath } from "@/content/routes";
import type { Link } from "@/content/types";

/** Reading time with Arabic plural rules: 1 دقيقة واحدة، 2 دقيقتان، 3–10 دقائق، 11–99 دقيقة، 100+ دقيقة. */
const minutesText = (n: number) => {
  if (n === 0) return "أقل من دقيقة";
  if (n === 1) return "دقيقة واحدة";
  if (n === 2) return "دقيقتان";
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n} دقائق`;
  return `${n} دقيقة`;
};

export const serviceFamily = {
  sideTitle: "الخدمات",
  upcomingTitle: "خدمات قادمة",
  /** Placeholders for services in preparation; the client asked for them to point to cloud services. */
  upcoming: [
    { label: "خدمات الأمن السيبراني", href: ar(servicePath("cloud-services")) },
    { label: "الذكاء الاصطناعي وتعلّم الآلة", href: ar(servicePath("cloud-services")) },
    { label: "عمليات التطوير والتشغيل (DevOps) والأتمتة", href: ar(servicePath("cloud-services")) },
  ] satisfies Link[],
  faqHeadline: { eyebrow: "أسئلة وأجوبة", title: "الأسئلة الشائعة" },
  breadcrumb: { label: "الخدمات", href: ar(pages.services.path) },
} satisfies Copy<typeof en.serviceFamily>;

export const solutionFamily = {
  sideTitle: "حلول القطاعات",
  faqHeadline: { eyebrow: "أسئلة وأجوبة", title: "الأسئلة الشائعة" },
} satisfies Copy<typeof en.solutionFamily>;

export const articleFamily = {
  sideTitle: "مدونتنا",
  upcomingTitle: "مقالات قادمة",
  upcoming: [
    { label: "بناء تطبيقات ثنائية اللغة بالعربية والإنجليزية", href: ar(pages.blogs.path) },
    { label: "اختيار منطقة سحابية في المملكة لاستضافة بياناتك", href: ar(pages.blogs.path) },
  ] satisfies Link[],
  /** The article's date line; `date` is already formatted for the edition. */
  published: (date: string) => `نُشر في ${date}`,
  readingTime: (minutes: number) => `مدة القراءة: ${minutesText(minutes)}`,
  breadcrumb: { label: "المدونة", href: ar(pages.blogs.path) },
} satisfies Copy<typeof en.articleFamily>;
