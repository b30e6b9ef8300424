// Arabic client testimonials (home and about pages) and the names of their carousel's controls.
import type * as en from "@/content/testimonials";
import { readEntries, testimonialsList } from "@/content/lists";
import type { Copy } from "@/content/i18n";
import type { CarouselLabels, Headline, Testimonial } from "@/content/types";

export const testimonialsSection = {
  headline: {
    eyebrow: "آراء عملائنا",
    title: "ماذا يقول عملاؤنا؟",
    lead: "فنادق ومدارس وشركات لوجستية ومتاجر في أنحاء المملكة تأتمننا على البرمجيات التي تقوم عليها أعمالها.",
  } satisfies Headline,
  ratingLabel: (rating: number) => `التقييم ${rating} من 5`,
  /** The quote as printed, with the language's quotation marks. */
  quote: (text: string) => `«${text}»`,
  carousel: {
    region: "آراء العملاء",
    previous: "الرأي السابق",
    next: "الرأي التالي",
    goTo: "عرض الرأي رقم {n}",
    slide: "{n} من {total}",
    pause: "إيقاف عرض الآراء مؤقتًا",
    play: "تشغيل عرض الآراء",
    roleCarousel: "عرض دوّار",
    roleSlide: "شريحة",
  } satisfies CarouselLabels,
} satisfies Copy<typeof en.testimonialsSection>;

export const testimonials: Testimonial[] = readEntries(testimonialsList, "ar");
