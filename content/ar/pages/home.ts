// Arabic copy of the home page (/ar). Shared blocks (services, why us, FAQ, CTA, posts) live in content/ar/shared.ts.
import { ar } from "@/content/i18n";
import { pages } from "@/content/routes";
import type { Banner, Link } from "@/content/types";

export const hero: Banner & { actions: Link[] } = {
  eyebrow: "تطوير المواقع والتطبيقات في مكة المكرمة",
  title: "نبني التطبيقات والمواقع والبرمجيات التي تقوم عليها أعمالك",
  lead: "من ورشة العمل الأولى حتى الدعم على مدار الساعة، يصمّم فريقنا في مكة المكرمة منتجات رقمية بالعربية والإنجليزية ويبنيها ويشغّلها لشركات في أنحاء المملكة، ويبقى إلى جانبك شريكًا تقنيًا على المدى الطويل.",
  actions: [
    { label: "تحدّث إلى خبرائنا", href: ar(pages.contact.path) },
    { label: "اكتشف خدماتنا", href: ar(pages.services.path) },
  ],
};
