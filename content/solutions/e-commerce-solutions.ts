import type { SolutionWords } from "@/content/solutions/base";

export const eCommerceSolutions = {
  name: "E-Commerce",
  meta: {
    title: "E-Commerce Development Solutions",
    description:
      "Online stores, shopping apps, marketplaces and order management for Saudi retailers, with mada, Apple Pay, STC Pay and ZATCA e-invoicing built in.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "E-Commerce",
    lead: "Online stores, shopping apps and marketplaces that are fast, bilingual and ready for the way Saudi customers like to shop and pay.",
  },
  intro: [
    "Online shopping in Saudi Arabia has grown into a mainstream channel, and customers expect a fast, mobile-first experience in Arabic and English, familiar payment options and reliable delivery. We design and build e-commerce platforms for retailers, brands, wholesalers and marketplace operators, from a first online store to multi-vendor platforms serving thousands of orders a day.",
    "We take care of the details that make a store work locally: checkout with mada, Apple Pay, STC Pay and card payments, prices shown with VAT, ZATCA-compliant e-invoices, shipping to Saudi national addresses and integration with local courier companies. Behind the storefront, we connect inventory, orders, customer data and marketing tools so your team can run the business from one place, and we build with the Personal Data Protection Law (PDPL) in mind for customer data.",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "E-commerce solutions for every business model",
    lead: "Storefronts, apps and the operational systems behind them, built to grow with your catalogue and your customers.",
  },
  offerings: {
    "online-store-platforms": {
      title: "Online Store Platforms",
      description:
        "Custom web stores with fast product search, rich product pages and a smooth checkout, optimised for mobile browsers and search engines. You manage products, prices, promotions and content from an easy admin panel.",
      points: [
        "Bilingual storefront with right-to-left support",
        "Local payment methods and VAT-inclusive pricing",
        "SEO-friendly product and category pages",
      ],
    },
    "e-commerce-mobile-apps": {
      title: "E-Commerce Mobile Apps",
      description:
        "Native-quality shopping apps for iOS and Android that keep customers coming back, with saved carts, wish lists, push notifications and one-tap reorders. Apps share the same catalogue, orders and customer accounts as your website.",
      points: [
        "Push notifications for offers and order updates",
        "Apple Pay, mada and STC Pay checkout",
        "Loyalty points and referral rewards",
      ],
    },
    "b2b-b2c-p2p-and-b2b2c-marketplaces": {
      title: "B2B, B2C, P2P & B2B2C Marketplaces",
      description:
        "Platforms for any trading model, from consumer stores and wholesale portals to multi-vendor marketplaces and peer-to-peer selling. We build vendor onboarding, commissions, payouts and dispute handling around your business rules.",
      points: [
        "Vendor onboarding and storefronts",
        "Tiered pricing, quotes and bulk orders for B2B",
        "Commission, settlement and payout management",
      ],
    },
    "enterprise-e-commerce-software": {
      title: "Enterprise E-Commerce Software",
      description:
        "Scalable commerce platforms for large retailers and brands with multiple stores, channels and regions. We integrate with your ERP, CRM and warehouse systems and design the architecture to handle peak seasons such as Ramadan and White Friday.",
      points: [
        "ERP, CRM and POS integration",
        "Multi-store and multi-branch catalogues",
        "Cloud architecture that scales for peak demand",
      ],
    },
    "inventory-and-order-management": {
      title: "Inventory & Order Management",
      description:
        "Central systems that track stock across warehouses, branches and sales channels and route every order to the right place. Real-time stock levels prevent overselling, and clear workflows speed up picking, packing and returns.",
      points: [
        "Real-time stock across all channels",
        "Order routing, picking and packing",
        "Returns and refunds management",
      ],
    },
    "affiliate-and-ad-tracking": {
      title: "Affiliate & Ad Tracking",
      description:
        "Affiliate and influencer programmes with tracked links, discount codes and commission reports, plus accurate tracking of ad campaigns across search and social media. You see which channels and partners actually drive sales.",
      points: [
        "Affiliate and influencer links and codes",
        "Automated commission calculation",
        "Campaign attribution and conversion reports",
      ],
    },
    "banner-management-and-multi-shipping": {
      title: "Banner Management & Multi-Shipping",
      description:
        "Tools to schedule promotional banners by page, audience and date, and to ship a single order from several locations or with several carriers. Customers see accurate delivery options and tracking, whichever courier you use.",
      points: [
        "Scheduled, targeted promotional banners",
        "Split shipments and multiple carriers",
        "Live rates, labels and shipment tracking",
      ],
    },
  },
  faqs: [
    {
      question: "Which payment methods can my store accept?",
      answer:
        "We integrate the payment methods Saudi shoppers use most, including mada, Apple Pay, STC Pay, Visa and Mastercard, through a licensed payment gateway of your choice. We can also add cash on delivery and buy-now-pay-later options where your business needs them.",
    },
    {
      question: "Will my store issue ZATCA-compliant e-invoices?",
      answer:
        "Yes. We build invoicing that follows ZATCA e-invoicing (Fatoora) requirements, including the required fields and QR codes, and we integrate with the ZATCA platform or with your existing compliant ERP or accounting system.",
    },
    {
      question: "Can you move my existing store to a new platform?",
      answer:
        "Yes. We migrate products, customers, order history and content from your current platform and set up redirects so you keep your search rankings. We plan the switch-over carefully so your store stays open for customers throughout.",
    },
  ],
} satisfies SolutionWords<"e-commerce-solutions">;
