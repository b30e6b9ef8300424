import type { SolutionWords } from "@/content/solutions/base";

export const bankingFinanceInsurance = {
  name: "Banking Finance & Insurance",
  meta: {
    title: "Banking, Finance & Insurance Software",
    description:
      "Secure mobile banking, wallet, accounting and insurance apps for Saudi fintechs and institutions, with mada, Apple Pay and ZATCA-ready invoicing.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Banking Finance & Insurance",
    lead: "Secure, compliant and easy-to-use digital products for banks, fintechs, finance teams and insurers across Saudi Arabia.",
  },
  intro: [
    "Saudi Arabia's financial sector is one of the most active in the region, with Vision 2030's Financial Sector Development Program pushing for a cashless society, open banking and a growing fintech ecosystem. Customers now expect to open accounts, pay, transfer, borrow and claim from their phones, in Arabic or English, at any hour. We help banks, fintechs, finance teams and insurers build those experiences and the secure back-end systems behind them.",
    "Security and compliance are designed in, not added at the end. We build with strong authentication, encryption, fraud monitoring and audit trails, and we shape the architecture around the requirements your regulator and your compliance team set, including SAMA guidance for regulated entities and the Personal Data Protection Law (PDPL). We integrate local payment methods such as mada, Apple Pay and STC Pay, connect to core banking and policy administration systems through secure APIs, and support ZATCA e-invoicing in finance and accounting products.",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Financial software for banks, fintechs and insurers",
    lead: "Customer apps and internal platforms that make money management simpler and keep sensitive data safe.",
  },
  offerings: {
    "mobile-banking-apps": {
      title: "Mobile Banking Apps",
      description:
        "Feature-rich banking apps for iOS and Android covering accounts, transfers, bill payments, cards and digital onboarding. We integrate with your core banking system and add biometric login, device binding and real-time notifications.",
      points: [
        "Digital onboarding and eKYC flows",
        "Transfers, bill payments and card controls",
        "Biometric login and transaction alerts",
      ],
    },
    "finance-management-software": {
      title: "Finance Management Software",
      description:
        "Personal and business finance tools for budgeting, expense tracking, cash-flow forecasting and reporting. Clear dashboards help users and finance teams understand where money goes and plan ahead.",
      points: [
        "Budgets, goals and spending categories",
        "Cash-flow forecasts and reports",
        "Bank and card data aggregation",
      ],
    },
    "accounting-apps": {
      title: "Accounting Apps",
      description:
        "Cloud and mobile accounting apps for invoicing, bookkeeping, VAT and financial statements, built for small and medium businesses. We support ZATCA e-invoicing (Fatoora) requirements, including QR codes and integration with the ZATCA platform.",
      points: [
        "ZATCA-compliant e-invoices",
        "VAT returns and financial reports",
        "Multi-user roles for accountants and owners",
      ],
    },
    "insurance-apps": {
      title: "Insurance Apps",
      description:
        "Apps and portals for insurers and brokers to quote, sell and service policies online, from motor and travel to medical cover. Customers can buy or renew policies, upload documents and follow claims without visiting a branch.",
      points: [
        "Online quotes, purchase and renewals",
        "Digital claims with photo and document upload",
        "Agent and broker portals",
      ],
    },
    "mobile-wallets": {
      title: "Mobile Wallets",
      description:
        "Secure digital wallets for payments, peer-to-peer transfers, top-ups and merchant checkout. We build the wallet app, the merchant tools and the admin back office, with limits, KYC tiers and fraud rules you can configure.",
      points: [
        "P2P transfers and QR payments",
        "Top-ups via mada and bank cards",
        "KYC tiers, limits and fraud monitoring",
      ],
    },
  },
  faqs: [
    {
      question: "How do you make financial apps secure?",
      answer:
        "We use multi-factor and biometric authentication, encryption in transit and at rest, secure key storage and protections against tampering and reverse engineering in mobile apps. Every release goes through security testing, and we support independent penetration tests arranged by you or your regulator.",
    },
    {
      question: "Can you integrate mada, Apple Pay and STC Pay?",
      answer:
        "Yes. We integrate local and international payment methods, including mada, Apple Pay, STC Pay and card payments, through licensed payment gateways and acquirers. We handle the checkout experience, refunds and reconciliation reports so your finance team can match every transaction.",
    },
    {
      question: "Do you work with regulated institutions and their compliance teams?",
      answer:
        "Yes. We work alongside your compliance, risk and information security teams from the start, and we document architecture, data flows and controls so they can assess the solution against SAMA requirements and the PDPL. Hosting and data residency are agreed with you before development begins.",
    },
  ],
} satisfies SolutionWords<"banking-finance-insurance">;
