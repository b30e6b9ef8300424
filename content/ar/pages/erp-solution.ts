// Arabic copy of the ERP Solution page (/ar/erp-solution). Twin of content/pages/erp-solution.ts.
import type { Copy } from "@/content/i18n";
import { ar } from "@/content/i18n";
import { services } from "@/content/ar/services";
import type * as en from "@/content/pages/erp-solution";
import { pages, servicePath } from "@/content/routes";
import type { Feature, FlowStep, Headline, IconName, LinkCard } from "@/content/types";

export const hero = {
  eyebrow: "منتجاتنا",
  title: "نظام تخطيط موارد المؤسسات (ERP)",
  lead: "نظام واحد لإدارة الموظفين والمشاريع والعمليات، على الويب وفي جوال كل فرد من فريقك.",
  actions: [{ label: "احجز عرضًا توضيحيًا", href: ar(pages.bookDemo.path) }],
} satisfies Copy<typeof en.hero>;

export const intro = {
  headline: {
    eyebrow: "نظرة عامة",
    title: "أدِر شركتك كلها من مكان واحد",
    lead: "صمّمناه في مكة المكرمة للشركات السعودية التي تضم موظفين في المكاتب وفرقًا ميدانية وعاملين بنظام الورديات.",
  } satisfies Headline,
  paragraphs: [
    "تُدار معظم الشركات النامية بأدوات متفرقة: الحضور في برنامج، والرواتب في جدول بيانات، والمشاريع في مجموعات المحادثة، والعقود في خزانة الملفات. ويجمع نظام ERP لدينا هذا كله في نظام واحد، تُدخل فيه كل معلومة مرة واحدة فقط، ويرى فيه كل مدير الأرقام نفسها.",
    "ويتكوّن النظام من وحدات مستقلة، فتفعّل ما تحتاج إليه اليوم وتضيف وحدات جديدة مع نمو أعمالك. ونهيّئه وفق قواعد الاعتماد لديك وورديات فريقك وتقاريرك، بدلًا من أن يفرض عليك إجراءات صُمّمت لغيرك.",
  ],
  benefits: [
    {
      title: "مصدر واحد موثوق للبيانات",
      description:
        "تجتمع بيانات الموظفين والحضور والرواتب والمشاريع والأصول في قاعدة بيانات واحدة، فتتطابق التقارير فيما بينها، ولا يضطر أحد إلى إعادة إدخال البيانات من نظام إلى آخر.",
      icon: "database",
    },
    {
      title: "قرارات في دقائق لا في أيام",
      description:
        "تنتقل الطلبات عبر سلسلة اعتماد محددة مع إشعار في كل خطوة، وتعرض لوحات المؤشرات المباشرة على كل مدير ما يحتاج إلى متابعته الآن.",
      icon: "zap",
    },
    {
      title: "قواعدك أنت، وبياناتك أنت",
      description:
        "نهيّئ الأدوار والصلاحيات ومسارات العمل وفق هيكل مؤسستك، مع صلاحيات وصول بحسب الدور، وسجل تدقيق، ونسخ احتياطي مجدول يحمي كل سجل.",
      icon: "shield-check",
    },
  ] satisfies Feature[],
} satisfies Copy<typeof en.intro>;

export const mobileApp = {
  headline: {
    eyebrow: "تطبيق الجوال",
    title: "نظام ERP في جيب كل موظف",
    lead: "تطبيق على iOS وAndroid لموظفي المكتب والميدان والورديات: ست مهام يومية على بُعد لمسة واحدة.",
  } satisfies Headline,
  features: [
    {
      title: "التسجيل",
      description:
        "يسجّل الموظف الجديد من جواله ببيانات هويته ومعلومات التواصل ومستنداته، ثم تعتمد الموارد البشرية ملفه بدلًا من إدخاله يدويًا.",
      icon: "user-plus",
    },
    {
      title: "الحضور والانصراف",
      description:
        "سجّل حضورك وانصرافك مع توثيق الموقع والوقت، واطّلع على سجل حضورك، ودع مشرفك يرصد حالات التأخر لحظة وقوعها.",
      icon: "clock",
    },
    {
      title: "مستجدات المشاريع",
      description:
        "أضف نسبة الإنجاز والصور والملاحظات إلى مهام المشروع مباشرة من الميدان، ليرى المكتب والعميل الوضع الفعلي في اليوم نفسه.",
      icon: "clipboard-check",
    },
    {
      title: "تقديم الطلبات",
      description:
        "قدّم طلبات الإجازة والسلفة والعمل الإضافي وغيرها بلمسات قليلة، ثم تابع كل طلب وهو ينتقل عبر سلسلة الاعتماد.",
      icon: "send",
    },
    {
      title: "السيرة الذاتية",
      description:
        "احتفظ بسيرة ذاتية محدّثة دائمًا بمهاراتك وشهاداتك وخبراتك، يرجع إليها المديرون عند تشكيل فرق المشاريع أو دراسة الترقيات.",
      icon: "file-text",
    },
    {
      title: "إدارة العقود",
      description:
        "اطّلع من جوالك على عقد عملك وتجديداته ومستنداتك الموقّعة، مع تذكير قبل انتهاء صلاحية أي منها.",
      icon: "handshake",
    },
  ] satisfies Feature[],
} satisfies Copy<typeof en.mobileApp>;

type ServiceSlug =
  | "app-development"
  | "web-development"
  | "software-development"
  | "it-consulting"
  | "digital-marketing"
  | "cloud-services";

/** Each module links to the Arabic page of the service most relevant to it, tagged with its Arabic name. */
const erpModule = (title: string, description: string, icon: IconName, service: ServiceSlug): LinkCard => {
  const s = services.find((x) => x.slug === service);
  if (!s) throw new Error(`Unknown service ${service}`);
  return { title, description, icon, href: ar(servicePath(s.slug)), tag: s.name };
};

export const webApp = {
  headline: {
    eyebrow: "تطبيق الويب",
    title: "سبع عشرة وحدة في منصة واحدة",
    lead: "في تطبيق الويب تنجز فرق الموارد البشرية والمالية والمشاريع والعمليات أعمالها اليومية. فعّل الوحدات التي تحتاج إليها، وستجد على كل بطاقة الخدمة التي تقف وراءها.",
  } satisfies Headline,
  modules: [
    erpModule(
      "إدارة الشركة",
      "الفروع والإدارات ومراكز التكلفة ومستندات الشركة مع تواريخ تجديدها، في ملف واحد منظّم.",
      "building",
      "software-development",
    ),
    erpModule(
      "إدارة التوظيف",
      "الوظائف الشاغرة، ومراحل فرز المتقدمين، وجدولة المقابلات، وخطابات العروض الوظيفية، من طلب الاحتياج حتى أول يوم عمل.",
      "user-check",
      "software-development",
    ),
    erpModule(
      "إدارة الحضور",
      "الحضور اليومي من تطبيق الجوال أو أجهزة تسجيل الحضور، مع احتساب التأخر والغياب والعمل الإضافي تلقائيًا.",
      "calendar-check",
      "app-development",
    ),
    erpModule(
      "إدارة الموظفين",
      "سجل متكامل لكل موظف: بياناته الشخصية ومستنداته وعقوده وتاريخ رواتبه وتسلسله الإداري.",
      "users",
      "software-development",
    ),
    erpModule(
      "إدارة الجداول الزمنية والورديات",
      "أنماط الورديات وجداول المناوبات وسجلات ساعات العمل لكل مشروع، يعتمدها مشرف الوردية قبل احتساب الرواتب.",
      "timer",
      "software-development",
    ),
    erpModule(
      "إدارة الإجازات",
      "أنواع الإجازات وأرصدتها واستحقاقاتها وفق سياستك، مع توجيه الطلبات عبر سلسلة الاعتماد.",
      "calendar",
      "software-development",
    ),
    erpModule(
      "إدارة الرواتب",
      "مسير رواتب شهري مبني على الحضور والإجازات والبدلات، مع قسائم رواتب وملفات تحويل بنكي جاهزة للرفع.",
      "wallet",
      "software-development",
    ),
    erpModule(
      "إدارة المشاريع",
      "المشاريع والمهام والمراحل الرئيسية والميزانيات، مع مستجدات ميدانية من التطبيق وصفحة تعرض لعملائك حالة مشاريعهم.",
      "clipboard-list",
      "software-development",
    ),
    erpModule(
      "إدارة الامتثال",
      "تابع تواريخ انتهاء الإقامات والتراخيص والشهادات والتزامات نظام العمل قبل أن تتحول إلى غرامات.",
      "scale",
      "it-consulting",
    ),
    erpModule(
      "الموقع المباشر",
      "اعرف أماكن الموظفين الميدانيين والمركبات خلال ساعات العمل، مع تسجيل الحضور ضمن نطاق جغرافي محدد حول مواقع المشاريع.",
      "location",
      "app-development",
    ),
    erpModule(
      "إدارة الأصول",
      "أجهزة الحاسب المحمولة والمركبات والأدوات والمعدات: من يحوز كل أصل، وحالته، ومواعيد صيانته، واستهلاكه.",
      "boxes",
      "software-development",
    ),
    erpModule(
      "المراسلات",
      "تعاميم وقنوات للفرق ورسائل مباشرة داخل نظام ERP، ليبقى حديث العمل قريبًا من العمل نفسه.",
      "messages",
      "app-development",
    ),
    erpModule(
      "بوابة التوظيف",
      "صفحة وظائف تحمل هوية شركتك على موقعك الإلكتروني، تصبّ طلبات التقديم مباشرة في وحدة التوظيف.",
      "briefcase",
      "web-development",
    ),
    erpModule(
      "الاختبارات الإلكترونية",
      "اختبارات فرز للمتقدمين وتقييمات للموظفين، بوقت محدد وتصحيح آلي، تُحفظ نتائجها في ملف كل منهم.",
      "graduation-cap",
      "web-development",
    ),
    erpModule(
      "إدارة المستثمرين",
      "سجلات المستثمرين ومساهماتهم، وتقارير دورية تشاركها بأمان مع المساهمين والشركاء.",
      "landmark",
      "software-development",
    ),
    erpModule(
      "التحليلات",
      "لوحات مؤشرات وتقارير قابلة للتصدير عن أعداد الموظفين والحضور وتكلفة الرواتب وسير المشاريع.",
      "bar-chart",
      "software-development",
    ),
    erpModule(
      "الأمان والنسخ الاحتياطي",
      "صلاحيات بحسب الدور، وسجل تدقيق لكل تعديل، ونسخ احتياطي مشفّر ومجدول على السحابة.",
      "shield-check",
      "cloud-services",
    ),
  ],
} satisfies Copy<typeof en.webApp>;

export const approvals = {
  headline: {
    eyebrow: "مسارات العمل",
    title: "اعتمادات تسير وفق هيكل مؤسستك",
    lead: "يصل كل طلب إلى الأشخاص المعنيين بالترتيب الصحيح، فلا يضطر أحد إلى ملاحقة توقيع.",
  } satisfies Headline,
  paragraphs: [
    "تمرّ طلبات الإجازة والعمل الإضافي والسلف والمشتريات وتبديل الورديات بمسار اعتماد تحدده أنت. ففي السلسلة المعتادة ينتقل الطلب من مشرف الوردية إلى مدير المشروع، ثم إلى الموارد البشرية، وأخيرًا إلى المدير العام؛ ويمكنك تخطّي خطوات أو إضافة أخرى أو ربطها بشروط تتعلق بالمبالغ والإدارات. ويصل إلى كل معتمِد إشعار على الويب وفي التطبيق، ويعرف الموظف بدقة المرحلة التي بلغها طلبه.",
    "ويحصل عملاؤك على وصول آمن خاص بهم إلى المشاريع التي تنفذها لهم، يعرض حالتها ومراحلها وآخر المستجدات الميدانية، فلا تعود تقارير سير العمل عبئًا أسبوعيًا.",
  ],
  flowTitle: "سلسلة الاعتماد المعتادة",
  steps: [
    { label: "يقدّم الموظف طلبه", icon: "user" },
    { label: "مشرف الوردية", icon: "clock" },
    { label: "مدير المشروع", icon: "clipboard-check" },
    { label: "الموارد البشرية", icon: "users" },
    { label: "المدير العام", icon: "badge-check" },
  ] satisfies FlowStep[],
  highlights: [
    {
      title: "اطّلاع العميل على حالة المشروع",
      description:
        "ادعُ عميلك لمتابعة سير مشاريعه ومراحلها والمستجدات المعتمدة، دون أن تمنحه وصولًا إلى أي شيء آخر.",
      icon: "eye",
    },
    {
      title: "أهلية الترقية مدمجة في النظام",
      description:
        "يصبح الموظف مؤهلًا للترقية بعد خدمة لا تقل عن 6 أشهر؛ ويحدد النظام الموظفين المؤهلين، ويرفع التوصيات بترقيتهم إلى مسار الاعتماد.",
      icon: "trending-up",
    },
    {
      title: "سجل تدقيق كامل",
      description:
        "يحفظ النظام كل اعتماد ورفض وتعديل مع اسم من أجراه ووقته، فيكون جاهزًا للتدقيق الداخلي أو لأي زيارة تفتيش عمالية.",
      icon: "file-text",
    },
  ] satisfies Feature[],
} satisfies Copy<typeof en.approvals>;

export const cta = {
  title: "شاهد نظام ERP وهو يعمل بإجراءات شركتك",
  text: "احجز عرضًا توضيحيًا شخصيًا مجانيًا. حدّثنا عن طريقة عمل شركتك، وسنعرض لك الوحدات ومسارات الاعتماد والتقارير التي تناسبها.",
  primary: { label: "احجز عرضًا توضيحيًا", href: ar(pages.bookDemo.path) },
  secondary: { label: "تحدّث إلى فريقنا", href: ar(pages.contact.path) },
} satisfies Copy<typeof en.cta>;
