import type { BlogPost } from "@/content/types";

export const noCodeVsCustomWebsites = {
  slug: "decide:-no-code-vs-custom-websites-development",
  title: "Decide: No-Code vs Custom Websites Development",
  category: "Web Development",
  date: "2023-10-09",
  readingMinutes: 7,
  excerpt:
    "No-code builders or a custom-built website? Compare cost, speed, SEO, ownership, security and Arabic support, then use our checklist to choose.",
  icon: "layout",
  meta: {
    title: "No-Code vs Custom Website Development",
    description:
      "Compare no-code builders and custom websites on cost, speed, scalability, SEO, lock-in, security and Arabic RTL, with a checklist to help you decide.",
  },
  body: [
    {
      type: "p",
      text: "Every business that needs a new website faces the same early question: should we build it ourselves with a no-code platform, or invest in a custom website developed by a professional team? Both paths can produce an attractive, useful site. The right answer depends less on technology and more on what the website must do for your business today and in three years.",
    },
    {
      type: "p",
      text: "This article explains what each approach really means, compares them across the factors that matter to decision makers, and ends with a practical checklist and some hybrid options that often give the best of both worlds.",
    },
    {
      type: "h2",
      text: "What Is a No-Code Website?",
    },
    {
      type: "p",
      text: "No-code platforms such as Wix, Squarespace, Webflow or hosted Shopify stores let you build a website with visual editors, drag-and-drop sections and ready-made templates. Hosting, security updates and basic features such as forms, blogs and simple online stores are included in a monthly or yearly subscription. You do not write code; you configure what the platform offers.",
    },
    {
      type: "h2",
      text: "What Is a Custom Website?",
    },
    {
      type: "p",
      text: "A custom website is designed and developed specifically for your business, typically with a modern framework such as Next.js, React, Laravel or a headless content management system. Your team or a development partner controls the code, the design, the hosting and the integrations. Anything the business needs can be built, from a booking engine to a customer portal connected to your ERP.",
    },
    {
      type: "figure",
      icons: ["layout", "puzzle", "code", "server"],
      alt: "A page layout and puzzle pieces on one side, code brackets and a server on the other, contrasting visual builders with hand-built websites",
      caption:
        "No-code platforms assemble ready-made pieces; custom development builds exactly the pieces you need.",
    },
    {
      type: "h2",
      text: "Pros and Cons at a Glance",
    },
    {
      type: "h3",
      text: "No-Code Platforms",
    },
    {
      type: "ul",
      items: [
        "Pro: fast to launch, often within days for a simple brochure site.",
        "Pro: low upfront cost and no need for a technical team.",
        "Pro: hosting, SSL certificates and platform updates are handled for you.",
        "Con: you are limited to the features, templates and integrations the platform supports.",
        "Con: subscription fees and paid add-ons accumulate over the years.",
        "Con: moving to another platform later usually means rebuilding the site.",
        "Con: performance and fine-grained SEO control are harder to optimise.",
      ],
    },
    {
      type: "h3",
      text: "Custom Development",
    },
    {
      type: "ul",
      items: [
        "Pro: design, features and user journeys match your business exactly.",
        "Pro: you own the code and can host it where you choose.",
        "Pro: excellent performance and full control over technical SEO.",
        "Pro: integrates with any system that offers an API, such as CRM, ERP or payment gateways.",
        "Con: higher upfront investment and a longer time to launch.",
        "Con: requires a reliable development partner or in-house team for maintenance.",
      ],
    },
    {
      type: "h2",
      text: "Comparing the Two, Factor by Factor",
    },
    {
      type: "h3",
      text: "Cost",
    },
    {
      type: "p",
      text: "No-code wins on upfront cost, but compare the total cost over three to five years. Subscriptions, premium templates, app marketplace add-ons and transaction fees add up. Custom development costs more at the start, while ongoing costs are mostly hosting and maintenance, which you control.",
    },
    {
      type: "h3",
      text: "Time to Launch",
    },
    {
      type: "p",
      text: "A no-code site can go live in days. A custom site typically takes weeks or months, depending on scope. If you need to validate an idea or be online for an event next week, no-code is hard to beat.",
    },
    {
      type: "h3",
      text: "Scalability and Performance",
    },
    {
      type: "p",
      text: "No-code platforms scale hosting for you, but not necessarily your business logic. Complex catalogues, multi-branch data or heavy traffic can hit platform limits. Custom sites can be built with techniques such as static generation, image optimisation and edge caching, which produce very fast pages. Speed matters: it affects conversions and is a factor in how search engines assess page experience.",
    },
    {
      type: "h3",
      text: "SEO",
    },
    {
      type: "p",
      text: "Most no-code platforms cover the basics: titles, descriptions and sitemaps. Custom development gives full control over URL structure, structured data, page speed, internationalised pages with correct hreflang tags for Arabic and English, and rendering strategy. For businesses that depend on organic search, that control can make a real difference.",
    },
    {
      type: "h3",
      text: "Ownership and Lock-In",
    },
    {
      type: "p",
      text: "On a no-code platform you rent your website. Content can usually be exported, but design and functionality rarely can. If prices rise or the platform changes direction, your options are limited. With custom development you own the code and can change hosting provider or development partner.",
    },
    {
      type: "h3",
      text: "Security",
    },
    {
      type: "p",
      text: "No-code platforms patch their own infrastructure, which is a real advantage for small teams. Custom sites need a partner who applies updates, monitors dependencies and follows secure coding practices. In return, you decide where data is stored, which matters for data residency and compliance with the Saudi Personal Data Protection Law.",
    },
    {
      type: "h3",
      text: "Integrations",
    },
    {
      type: "p",
      text: "No-code tools offer integrations through their marketplaces and automation services, which work well for common tools. Connecting to a local payment gateway with mada, a government service, an ERP or a bespoke internal system is where custom development clearly leads.",
    },
    {
      type: "h3",
      text: "Arabic and RTL Support",
    },
    {
      type: "p",
      text: "For businesses in Saudi Arabia, this deserves careful testing. Many platforms support Arabic text, but full right-to-left layouts, mirrored navigation, good Arabic typography and a clean bilingual structure vary widely in quality. A custom site can be designed bilingual from the first wireframe, with each language treated as a first-class experience rather than a translation layer.",
    },
    {
      type: "h3",
      text: "Ease of Editing",
    },
    {
      type: "p",
      text: "No-code editors are designed for non-technical users, so your marketing team can change text, images and pages without waiting for anyone. A custom site should offer the same independence through a content management system, and this must be part of the brief from day one. Ask to see how editors will add a news item, change a banner or publish a page in both languages before development starts. A custom site that needs a developer for every small change quickly becomes a bottleneck.",
    },
    {
      type: "figure",
      icons: ["globe", "search", "shield-check", "zap"],
      alt: "A globe, a magnifying glass, a shield with a check mark and a lightning bolt, representing languages, SEO, security and speed",
      caption:
        "Language support, search visibility, security and speed are where the two approaches differ most.",
    },
    {
      type: "quote",
      text: "The cheapest website is not the one with the lowest launch price, but the one that keeps serving your business without forcing a rebuild.",
    },
    {
      type: "h2",
      text: "When to Choose Which",
    },
    {
      type: "p",
      text: "No-code is usually the right choice for a new business testing an idea, a simple company profile, a landing page for a campaign or event, or a small online store with a standard catalogue and no special integrations. It lets you spend your limited budget on marketing instead of development.",
    },
    {
      type: "p",
      text: "Custom development is usually the better choice when the website is central to revenue, when you need workflows such as bookings, quotations, customer portals or multi-branch logic, when you must integrate with internal systems, when SEO and performance are a competitive factor, or when you need a polished bilingual Arabic and English experience.",
    },
    {
      type: "h2",
      text: "A Decision Checklist",
    },
    {
      type: "p",
      text: "Answer these questions honestly with your team. The more times you answer yes, the stronger the case for custom development:",
    },
    {
      type: "ol",
      items: [
        "Does the website directly generate leads, bookings or sales that matter to our revenue?",
        "Do we need features that are not available as standard templates or plug-ins?",
        "Must the site connect to our CRM, ERP, payment gateway or other internal systems?",
        "Do we expect traffic, content or product catalogues to grow significantly?",
        "Is organic search a major source of customers for us?",
        "Do we need a high-quality Arabic and English experience with proper RTL design?",
        "Are data location, privacy and compliance important for our sector?",
        "Would rebuilding the site in two years be costly or disruptive for us?",
      ],
    },
    {
      type: "h2",
      text: "Hybrid Approaches",
    },
    {
      type: "p",
      text: "The choice is not always either-or. Several hybrid models combine speed with flexibility:",
    },
    {
      type: "ul",
      items: [
        "Start no-code, plan custom: launch quickly to validate demand, then rebuild once the requirements are clear, keeping content structured so it migrates easily.",
        "Headless CMS with a custom front end: editors get a friendly interface to manage content, while developers build a fast, fully controlled website.",
        "Custom core with no-code satellites: build the main site and customer portal properly, and use no-code tools for short-lived campaign pages or internal forms.",
        "Low-code extensions: add custom code blocks or serverless functions to a platform site to cover a few missing features.",
      ],
    },
    {
      type: "figure",
      icons: ["workflow", "layers", "refresh"],
      alt: "A workflow diagram, stacked layers and a refresh arrow, illustrating a hybrid setup that evolves over time",
      caption: "A hybrid setup lets you move fast now and grow into a custom solution later.",
    },
    {
      type: "h2",
      text: "Conclusion",
    },
    {
      type: "p",
      text: "No-code platforms are excellent for getting online quickly and cheaply, while custom development pays off when your website is a core business asset that must perform, integrate and grow. Start from your business goals, run through the checklist and consider a hybrid path if you are somewhere in between.",
    },
    {
      type: "p",
      text: "Not sure which route fits your project? Contact Makkah Tech Solutions for an honest assessment. We will review your goals and recommend the approach that gives you the best value, whether that is a no-code launch, a custom build or a combination of both.",
    },
  ],
} satisfies BlogPost;
