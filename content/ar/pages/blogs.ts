// Arabic copy of the Blogs page (/ar/blogs). Posts come from content/ar/blogs, the FAQ and CTA from content/ar/shared.ts.
import type * as en from "@/content/pages/blogs";
import type { Copy } from "@/content/i18n";
import type { Headline } from "@/content/types";

export const hero = {
  eyebrow: "رؤى وتجارب",
  title: "المدونة",
  lead: "أدلة عملية عن التطبيقات والمواقع الإلكترونية والتقنيات الناشئة لصنّاع القرار في الشركات.",
} satisfies Copy<typeof en.hero>;

export const postsHeadline: Headline = {
  eyebrow: "أحدث المقالات",
  title: "أدلة يكتبها مهندسونا",
  lead: "كل مقال مستخلص من مشاريع أنجزناها: ما الذي نجح، وكم كلّف، وما الذي سنكرره لو عدنا إليه.",
};
