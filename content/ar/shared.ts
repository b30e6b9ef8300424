// Arabic content blocks that appear on more than one page.
import type * as en from "@/content/shared";
import { ar, type Copy } from "@/content/i18n";
import { pages } from "@/content/routes";
import { mailHref } from "@/content/site";
import { withBase } from "@/content/merge";
import { sharedBase } from "@/content/pages/base";
import type { Faq, Feature, Headline, StatItem } from "@/content/types";

export const servicesGridHeadline: Headline = {
  eyebrow: "ما نقدّمه",
  title: "خدمات تحوّل فكرتك إلى نتائج ملموسة",
  lead: "نجمع ستة تخصصات تحت سقف واحد، فنخطط لتطبيقك وموقعك وبرمجياتك وخدماتك السحابية وتسويقك معًا، لتعمل جميعها في انسجام.",
};
export const serviceCardMore = "اعرف المزيد" satisfies Copy<typeof en.serviceCardMore>;

/** The six-point "Why Choose Us" block (home and services pages); the full story is on /ar/why-choose-us. */
export const whyChooseBlock = {
  headline: {
    eyebrow: "لماذا تختارنا؟",
    title: "شريك يبقى معك بعد الإطلاق",
    lead: "يستمر عملاؤنا معنا لأن العمل معنا سهل، ولأننا نصارحهم بمزايا كل خيار وحدوده، ونكون إلى جانبهم كلما احتاج أمر ما إلى إصلاح.",
  } satisfies Headline,
  points: withBase(
    sharedBase.whyChoose,
    [
      {
        title: "خبرة مشهود لها",
        description: "مهندسون ومصممون أطلقوا تطبيقات ومنصات وعمليات تكامل لشركات سعودية.",
      },
      {
        title: "نهج يتمحور حول العميل",
        description: "ننطلق من عملائك وأهدافك، ثم نختار التقنية التي تخدمها، لا العكس.",
      },
      {
        title: "التسليم في الموعد",
        description:
          "نعمل بدورات قصيرة، ونسلّمك نسخة عاملة كل أسبوعين وفق خطة تطّلع عليها أولًا بأول، فنلتزم بالمواعيد دون مفاجآت.",
      },
      {
        title: "منتجات عالية الجودة",
        description:
          "مراجعة الشيفرة البرمجية والاختبارات الآلية وفحوص سهولة الوصول جزء أساسي من كل مشروع، لا إضافة اختيارية.",
      },
      {
        title: "أسعار تنافسية",
        description:
          "عروض أسعار واضحة بنطاق محدد وسعر ثابت، أو فرق مرنة باشتراك شهري، دون رسوم تراخيص خفية، وتبقى الشيفرة البرمجية ملكًا لك.",
      },
      {
        title: "دعم على مدار الساعة",
        description:
          "مراقبة مستمرة وخط دعم يعمل على مدار الساعة، بالعربية والإنجليزية، للأنظمة التي نشغّلها لك.",
      },
    ],
    "ar/shared: whyChoose",
  ) satisfies Feature[],
  link: { label: "اعرف لماذا يختارنا عملاؤنا", href: ar(pages.whyChooseUs.path) },
} satisfies Copy<typeof en.whyChooseBlock>;

/** Counter values (spec section 9). */
export const stats = {
  headline: { eyebrow: "إنجازاتنا", title: "أرقام نعتز بها" } satisfies Headline,
  items: [
    { value: 7, suffix: "+", label: "عملاء سعداء" },
    { value: 5, suffix: "+", label: "مشاريع مكتملة" },
    { value: 5, suffix: "", label: "مشاريع قيد التنفيذ" },
  ] satisfies StatItem[],
} satisfies Copy<typeof en.stats>;

/** The 4-item FAQ of the home and blogs pages. */
export const generalFaqs: { headline: Headline; items: Faq[] } = {
  headline: { eyebrow: "الأسئلة الشائعة", title: "أول ما يسألنا عنه العملاء" },
  items: [
    {
      question: "ما أنواع المشاريع التي تنفذونها؟",
      answer:
        "تطبيقات الجوال، والمواقع والمنصات الإلكترونية، والبرمجيات المخصصة للأعمال وأنظمة تخطيط موارد المؤسسات (ERP)، إلى جانب ما يرافقها من استشارات تقنية المعلومات والخدمات السحابية والتسويق الرقمي. وتتراوح مشاريعنا بين منتج أولي (MVP) مركّز لشركة ناشئة، وأنظمة ممتدة لسنوات لدى شركات راسخة.",
    },
    {
      question: "كم تبلغ تكلفة المشروع، وكيف تحددون سعره؟",
      answer:
        "يعتمد ذلك على نطاق العمل والمنصات المطلوبة وعمليات التكامل. بعد مكالمة استكشافية مجانية نرسل إليك تقديرًا مكتوبًا بسعر ثابت لنطاق محدد، أو بسعر شهري لفريق مخصص لك إذا كان النطاق سيتطور مع الوقت.",
    },
    {
      question: "كم يستغرق بناء تطبيق أو موقع إلكتروني؟",
      answer:
        "يستغرق الموقع التعريفي التسويقي عادةً من ثلاثة إلى ستة أسابيع، والإصدار الأول من التطبيق من ثمانية إلى ستة عشر أسبوعًا. وتطّلع على نسخة عاملة كل أسبوعين، فتوجّه المشروع كما تريد وهو ينمو.",
    },
    {
      question: "هل تدعمون المنتج بعد إطلاقه؟",
      answer:
        "نعم. نقدّم خطط صيانة تشمل المراقبة، والتحديثات الأمنية، ومواكبة تحديثات أنظمة التشغيل والمتصفحات، وإضافة ميزات جديدة، مع دعم بالعربية والإنجليزية.",
    },
  ],
};

/** Call-to-action band: discuss a project by e-mail (home, about, teams, blogs). */
export const emailCta = {
  title: "هل لديك فكرة مشروع؟ لنناقشها معًا.",
  text: "أرسل إلينا وصفًا موجزًا لما تريد بناءه، وسنرد عليك خلال 24 ساعة عمل بأسئلتنا وأفكارنا والخطوات التالية.",
  primary: { label: "أرسل إلينا فكرة مشروعك", href: mailHref },
  secondary: { label: "طرق أخرى للتواصل معنا", href: ar(pages.contact.path) },
} satisfies Copy<typeof en.emailCta>;

export const recentPostsHeadline: Headline = {
  eyebrow: "من مدونتنا",
  title: "أحدث المقالات",
  lead: "أدلة عملية لقادة الأعمال الذين يخططون لمنتجهم الرقمي القادم.",
};
export const readArticle = "اقرأ المقال" satisfies Copy<typeof en.readArticle>;
