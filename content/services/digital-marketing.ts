import type { ServiceWords } from "@/content/services/base";

export const digitalMarketing = {
  name: "Digital Marketing",
  summary:
    "Social media, SEO and email marketing in Arabic and English that grow your audience and turn it into measurable results.",
  meta: {
    title: "Digital Marketing Services",
    description:
      "Social media marketing, Arabic and English SEO, pay-per-click and email marketing for Saudi businesses, planned and measured by our team in Makkah.",
  },
  banner: {
    eyebrow: "Services",
    title: "Digital Marketing",
    lead: "We help your business reach the right people online, in the right language and on the right channels, and we measure what every campaign delivers.",
  },
  intro: [
    "Saudi audiences are highly connected and mobile-first, and your customers spend much of their day on social media, search engines and their inboxes. Makkah Tech Solutions plans and runs digital marketing for businesses across the Kingdom, combining social media, search optimisation and email marketing into one coordinated strategy built around your goals.",
    "We create content and campaigns in both Arabic and English, written for local audiences rather than translated word for word. We know the platforms that matter here, including Snapchat, Instagram, X and TikTok, and we optimise your presence on Google and Google Maps so nearby customers can find you. Customer data and consent are managed responsibly and in line with the Personal Data Protection Law (PDPL).",
    "Every plan starts with clear objectives, whether that is more enquiries, more online sales or stronger brand awareness. We set up proper tracking, test and refine campaigns continually, and share straightforward reports that show what is working and where your budget is going, so marketing becomes a measurable investment rather than a guess.",
  ],
  offeringsHeadline: {
    eyebrow: "What we offer",
    title: "Digital marketing services",
    lead: "Three channels, one strategy: social media, search and email working together to grow your business.",
  },
  offerings: {
    "social-media-strategy": {
      group: "Social media",
      title: "Social Media Strategy",
      description:
        "We define who you want to reach, which platforms to focus on and what your brand should say there. You get a practical plan with goals, content themes, posting schedules and success measures.",
      points: [
        "Audience and competitor research",
        "Platform and channel selection",
        "Monthly content calendar",
      ],
    },
    "content-creation": {
      group: "Social media",
      title: "Content Creation",
      description:
        "Our team produces posts, graphics, short videos and captions in Arabic and English that reflect your brand and speak to local audiences. Content is tailored to each platform's format and style.",
      points: ["Designs, reels and stories", "Bilingual copywriting", "Seasonal and campaign content"],
    },
    "paid-social-advertising": {
      group: "Social media",
      title: "Paid Social Advertising",
      description:
        "We plan, launch and optimise paid campaigns on platforms such as Snapchat, Instagram, TikTok, X and LinkedIn. Precise targeting and continuous testing help you get more results from your advertising budget.",
      points: ["Audience targeting and retargeting", "Creative and A/B testing", "Conversion tracking"],
    },
    "community-management": {
      group: "Social media",
      title: "Community Management",
      description:
        "We monitor your channels, respond to comments and messages, and keep conversations positive and on-brand. Regular engagement builds trust and turns followers into loyal customers.",
    },
    "influencer-partnerships": {
      group: "Social media",
      title: "Influencer Partnerships",
      description:
        "We identify creators whose audiences match your customers and manage collaborations from briefing to reporting. Partnerships are chosen for relevance and authenticity, not just follower numbers.",
    },
    "technical-seo": {
      group: "Search optimisation",
      title: "Technical SEO",
      description:
        "We make sure search engines can crawl, understand and index your website properly. That includes site speed, mobile usability, structured data and correct handling of Arabic and English versions of your pages.",
      points: [
        "Site audits and error fixes",
        "Core Web Vitals and page speed",
        "Hreflang and structured data",
      ],
    },
    "on-page-seo": {
      group: "Search optimisation",
      title: "On-Page SEO",
      description:
        "We optimise titles, headings, content and internal links so each page clearly answers what your customers are searching for. Better-structured pages rank more easily and convert visitors more effectively.",
    },
    "local-seo": {
      group: "Search optimisation",
      title: "Local SEO",
      description:
        "For businesses serving customers in Makkah and other Saudi cities, we optimise your Google Business Profile, maps listings and local pages. This helps you appear when nearby customers search for what you offer.",
    },
    "arabic-and-english-keyword-research": {
      group: "Search optimisation",
      title: "Arabic & English Keyword Research",
      description:
        "People search differently in Arabic and English, and Arabic queries vary in spelling and dialect. We research the terms your customers actually use in both languages and build your content plan around them.",
    },
    "pay-per-click-advertising": {
      group: "Search optimisation",
      title: "Pay-Per-Click Advertising",
      description:
        "We run Google Ads search, display and shopping campaigns that put your business in front of people who are ready to buy. Keywords, bids and landing pages are refined continually to lower your cost per result.",
      points: [
        "Search, display and shopping ads",
        "Landing page recommendations",
        "Budget and bid management",
      ],
    },
    "email-campaign-strategy-and-newsletter-design": {
      group: "Email marketing",
      title: "Email Campaign Strategy & Newsletter Design",
      description:
        "We plan email campaigns around your customer journey and design responsive, bilingual newsletters that look good in every inbox. Each message has a clear purpose and call to action.",
    },
    "email-automation-and-drip-campaigns": {
      group: "Email marketing",
      title: "Email Automation & Drip Campaigns",
      description:
        "Automated sequences welcome new subscribers, follow up on abandoned carts and nurture leads over time. The right message reaches the right person at the right moment, without manual effort.",
    },
    "list-management-and-analytics": {
      group: "Email marketing",
      title: "List Management & Analytics",
      description:
        "We keep your lists clean, segmented and consent-based, in line with PDPL requirements. Open, click and conversion reporting shows which emails drive results and guides the next campaign.",
      points: [
        "Segmentation and list hygiene",
        "Consent and unsubscribe management",
        "Performance reporting",
      ],
    },
  },
  faqs: [
    {
      question: "Which digital marketing channels are right for my business?",
      answer:
        "It depends on your customers, your products and your goals. A restaurant may benefit most from local SEO and Snapchat or Instagram, while a B2B company may focus on search, LinkedIn and email. We start by reviewing your audience and competitors, then recommend the mix of channels that offers the best return for your budget.",
    },
    {
      question: "How long does it take to see results?",
      answer:
        "Paid advertising can bring traffic and enquiries within days of launch. SEO builds over time, and meaningful ranking improvements usually take several months depending on your website and competition. Social media and email grow steadily as your audience and lists expand, and we report on progress throughout.",
    },
    {
      question: "Do you create content in Arabic and English?",
      answer:
        "Yes. Our team writes and designs content in both languages, adapting the message for each audience rather than simply translating it. This applies to social media posts, ads, website pages, keywords and email campaigns.",
    },
    {
      question: "How will I know whether my marketing is working?",
      answer:
        "We agree on clear goals and key performance indicators at the start, such as leads, sales, traffic or engagement, and set up analytics and conversion tracking to measure them. You receive regular reports in plain language that explain the results, what we learned and what we plan to do next.",
    },
    {
      question: "How much do digital marketing services cost?",
      answer:
        "Cost depends on the channels you choose, the volume of content required, the competitiveness of your market and keywords, and your advertising budget, which is paid to the platforms separately from our management fees. Many clients start with one or two channels and expand as results come in. Contact us for a free review and tailored estimate.",
    },
  ],
} satisfies ServiceWords<"digital-marketing">;
