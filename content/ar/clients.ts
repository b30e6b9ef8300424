// Arabic client names for the logo carousel (home page) and the names of its controls.
import type * as en from "@/content/clients";
import { clientsList, readEntries } from "@/content/lists";
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

export const clientLogos: ClientLogo[] = readEntries(clientsList, "ar");
