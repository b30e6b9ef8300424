// Arabic client testimonials (home and about pages) and the names of their carousel's controls.
import type * as en from "@/content/testimonials";
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

export const testimonials: Testimonial[] = [
  {
    name: "فيصل الحربي",
    role: "مدير العمليات، فنادق دار السكون",
    image: "/images/testimonials/faisal-al-harbi.svg",
    rating: 5,
    quote:
      "أصبح ضيوفنا يحجزون ويسجّلون وصولهم ويطلبون الخدمات من تطبيق واحد باللغتين. خفّت طوابير مكتب الاستقبال في رمضان بشكل ملحوظ، وكان الفريق يجيب عن كل سؤال خلال ساعات لا أيام.",
  },
  {
    name: "نورة القحطاني",
    role: "رئيسة التعلّم الرقمي، أكاديمية رواد التعليمية",
    image: "/images/testimonials/noura-al-qahtani.svg",
    rating: 5,
    quote:
      "أعادوا بناء منصتنا للتعليم الإلكتروني بالعربية والإنجليزية ونقلوها إلى السحابة دون أن تضيع حصة واحدة. أتقنها المعلمون خلال أسبوع، وصار أولياء الأمور أخيرًا يتابعون تقدّم أبنائهم لحظة بلحظة.",
  },
  {
    name: "عبدالرحمن الغامدي",
    role: "المؤسس، قافلة للخدمات اللوجستية",
    image: "/images/testimonials/abdulrahman-al-ghamdi.svg",
    rating: 5,
    quote:
      "منحنا نظام تتبّع الأسطول وتطبيق السائقين رؤية مباشرة لكل شحنة بين جدة والرياض. وأكثر ما أعجبني صراحتهم: أخبرونا بما لا ينبغي بناؤه في الإصدار الأول.",
  },
  {
    name: "ريم الزهراني",
    role: "مديرة التسويق، تمر الحجاز",
    image: "/images/testimonials/reem-al-zahrani.svg",
    rating: 5,
    quote:
      "أطلقنا متجرنا الإلكتروني وحملاتنا على محركات البحث خلال ستة أسابيع. تضاعفت الطلبات من خارج مكة المكرمة في الموسم الأول، والتقارير الشهرية واضحة بما يكفي لعرضها على مجلس الإدارة.",
  },
];
