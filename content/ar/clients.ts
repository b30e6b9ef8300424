// Arabic client names for the logo carousel (home page) and the names of its controls.
import type * as en from "@/content/clients";
import type { Copy } from "@/content/i18n";
import type { CarouselLabels, ClientLogo, Headline } from "@/content/types";

export const clientsSection = {
  headline: {
    eyebrow: "عملاؤنا",
    title: "عملاء يثقون بنا",
  } satisfies Headline,
  carousel: {
    region: "شعارات العملاء",
    previous: "الشعار السابق",
    next: "الشعار التالي",
    goTo: "عرض الشعار رقم {n}",
    slide: "{n} من {total}",
    pause: "إيقاف عرض الشعارات مؤقتًا",
    play: "تشغيل عرض الشعارات",
    roleCarousel: "عرض دوّار",
    roleSlide: "شريحة",
  } satisfies CarouselLabels,
} satisfies Copy<typeof en.clientsSection>;

export const clientLogos: ClientLogo[] = [
  { name: "فنادق دار السكون", image: "/images/clients/dar-al-sukoon.svg", width: 200, height: 64 },
  { name: "أكاديمية رواد التعليمية", image: "/images/clients/ruwad-learning.svg", width: 200, height: 64 },
  { name: "قافلة للخدمات اللوجستية", image: "/images/clients/qafilah-logistics.svg", width: 200, height: 64 },
  { name: "تمر الحجاز", image: "/images/clients/tamr-al-hijaz.svg", width: 200, height: 64 },
  { name: "شفاء كير", image: "/images/clients/shifa-care.svg", width: 200, height: 64 },
];
