import type { ServiceWords } from "@/content/services/base";

export const webDevelopment = {
  name: "Web Development",
  summary:
    "Fast, secure and bilingual websites, online stores and web applications that turn visitors into customers.",
  meta: {
    title: "Website Design & Web Development Services",
    description:
      "CMS websites, responsive design, e-commerce stores, single page sites and enterprise web apps, built bilingual and fast by our web development team in Makkah.",
  },
  banner: {
    eyebrow: "Services",
    title: "Web Development",
    lead: "From a focused landing page to a full enterprise web application, we build websites that are fast, easy to manage and designed around your customers.",
  },
  intro: [
    "Your website is often the first place customers meet your business. Makkah Tech Solutions designs and develops websites and web applications for companies of every size across Saudi Arabia, from small businesses launching their first site to organisations that need complex portals, online stores and internal systems. We combine clear design, solid engineering and search-friendly structure so your site looks good, loads quickly and is easy to find.",
    "We build bilingual sites with proper Arabic right-to-left and English left-to-right layouts, content that your team can update without a developer, and integrations with the tools you already use. For online stores we connect local payment options such as mada, STC Pay and Apple Pay, as well as shipping providers and ZATCA-compliant invoicing. Forms, analytics and customer data are handled securely and in line with the Personal Data Protection Law (PDPL).",
    "Our process is straightforward: we agree on goals and scope, design and approve the key pages with you, develop in stages you can review, and test on real browsers and devices before launch. After go-live we can look after hosting, security updates, backups and ongoing improvements, so your website keeps serving your business efficiently and without interruption.",
  ],
  offeringsHeadline: {
    eyebrow: "What we offer",
    title: "Web development services",
    lead: "Whatever kind of website your business needs, we plan, design and build it with performance, accessibility and growth in mind.",
  },
  offerings: {
    "cms-website-development": {
      title: "CMS Website Development",
      description:
        "We build websites on content management systems such as WordPress, headless CMS platforms or custom-built admin panels, so your team can edit pages, publish news and manage media on its own. Content models are designed around how you actually work, in both Arabic and English.",
      points: [
        "WordPress and headless CMS builds",
        "Bilingual content management",
        "Training for your editors",
      ],
    },
    "responsive-website-design": {
      title: "Responsive Website Design",
      description:
        "Most visitors arrive on a phone, so we design mobile-first and make sure every page works smoothly on phones, tablets and desktops. Layouts, images and navigation adapt to each screen without losing clarity or speed.",
      points: [
        "Mobile-first layouts",
        "Optimised images and fast loading",
        "Accessible, readable typography",
      ],
    },
    "e-commerce-website-development": {
      title: "E-commerce Website Development",
      description:
        "We build online stores that make browsing, ordering and paying simple, on platforms such as Shopify, WooCommerce or a custom solution. Stores are connected to local payment gateways, shipping carriers and your inventory or accounting systems.",
      points: [
        "mada, STC Pay and Apple Pay checkout",
        "Shipping and inventory integrations",
        "ZATCA-compliant invoices",
      ],
    },
    "single-page-website-development": {
      title: "Single Page Website Development",
      description:
        "A single page website is ideal for a product launch, an event, a campaign or a small business that needs a clear online presence quickly. We focus the content on one message and one call to action, with smooth navigation between sections.",
      points: ["Fast to launch", "Focused on a single call to action", "Campaign tracking and lead forms"],
    },
    "enterprise-web-app-development": {
      title: "Enterprise Web App Development",
      description:
        "For larger organisations we build secure web applications such as customer portals, booking systems, dashboards and internal tools. They are designed to handle many users, integrate with existing systems and meet your security and compliance requirements.",
      points: [
        "Role-based access and single sign-on",
        "ERP, CRM and API integrations",
        "Scalable, monitored cloud hosting",
      ],
    },
  },
  faqs: [
    {
      question: "How long does it take to build a website?",
      answer:
        "A single page website can often be ready in a few weeks, while a multi-page company site, an online store or an enterprise web application takes longer depending on the number of pages, features and integrations. Timelines also depend on how quickly content and feedback are available. We agree on a clear schedule with milestones before work begins.",
    },
    {
      question: "Will I be able to update the website myself?",
      answer:
        "Yes. We build most websites on a content management system and set it up so your team can edit text, images, products and news in both Arabic and English without technical knowledge. We also provide a walkthrough and short guides for your editors when the site goes live.",
    },
    {
      question: "Do you provide hosting and maintenance after launch?",
      answer:
        "We can host your website on reliable cloud infrastructure, including options hosted in Saudi Arabia when data residency matters, or deploy it to your own environment. Our maintenance plans cover security updates, backups, uptime monitoring and small content or feature changes, so the site stays secure and current.",
    },
    {
      question: "How much does a website cost?",
      answer:
        "Cost depends on the type of site, the number of pages and templates, custom design work, the features and integrations required (such as payments, bookings or ERP connections), and whether you need content writing and translation. Ongoing hosting and maintenance are priced separately. Tell us about your project and we will prepare a free, itemised estimate.",
    },
  ],
} satisfies ServiceWords<"web-development">;
