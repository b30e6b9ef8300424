// Arabic copy of the Our Services page (/ar/services). The grid and the Why Choose Us block read content/ar/shared.ts.
import type * as en from "@/content/pages/services";
import type { Copy } from "@/content/i18n";

export const hero = {
  eyebrow: "ما نقدّمه",
  title: "خدماتنا",
  lead: "ستة تخصصات تحت سقف واحد، لتعمل تطبيقاتك وموقعك وبرمجياتك وخدماتك السحابية وتسويقك في انسجام تام.",
} satisfies Copy<typeof en.hero>;
