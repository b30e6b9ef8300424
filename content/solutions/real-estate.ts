import type { SolutionWords } from "@/content/solutions/base";

export const realEstate = {
  name: "Real Estate",
  meta: {
    title: "Real Estate Software Solutions",
    description:
      "Property management, broker, lead and rental software for Saudi developers, agencies and landlords, bilingual and built to work alongside Ejar.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Real Estate",
    lead: "Software for developers, brokers, agencies and property managers that turns enquiries into deals and keeps every property running smoothly.",
  },
  intro: [
    "Real estate is central to Vision 2030, with large development projects, rising home ownership and a more regulated, transparent rental market. In Makkah, demand also moves with the Hajj and Umrah seasons, from long-term residential leases to furnished units close to the Haram. We help developers, brokerage firms, agencies and property managers replace spreadsheets and scattered WhatsApp conversations with software that keeps listings, leads, tenants and payments in one place.",
    "We build bilingual Arabic and English portals, apps and back-office systems that fit the way your team works. Rental and property management solutions are designed to work alongside Ejar, the national platform for registering lease contracts, and rent can be collected through mada, Apple Pay, STC Pay and bank transfer. Listings can show the licensing details that the Real Estate General Authority (REGA) requires for advertising, and personal data of buyers and tenants is handled in line with the Personal Data Protection Law (PDPL).",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Real estate software from listing to lease",
    lead: "Tools for every stage of the property journey: marketing, selling, renting and managing.",
  },
  offerings: {
    "custom-real-estate-solutions": {
      title: "Custom Real Estate Solutions",
      description:
        "Tailor-made portals, apps and internal systems built around your business model, whether you develop, sell, lease or manage property. We start from your processes and build only what you need, ready to grow with your portfolio.",
      points: [
        "Property portals and listing websites",
        "Off-plan sales and unit inventory tools",
        "Integration with your accounting and CRM",
      ],
    },
    "broker-management": {
      title: "Broker Management",
      description:
        "A central system for brokerage firms to manage agents, listings, viewings, deals and commissions. Managers see each broker's pipeline and performance, and brokers have a mobile app to work from the field.",
      points: [
        "Agent profiles, licences and assignments",
        "Deal tracking and commission calculation",
        "Mobile app for viewings and follow-ups",
      ],
    },
    "lead-management": {
      title: "Lead Management",
      description:
        "Capture enquiries from your website, property portals, social media and phone calls in one place and route them to the right agent instantly. Automated reminders and clear status tracking make sure no lead is forgotten.",
      points: [
        "Lead capture from every channel",
        "Automatic assignment and follow-up reminders",
        "Source and conversion reporting",
      ],
    },
    "real-estate-module-development": {
      title: "Real Estate Module Development",
      description:
        "Add focused modules to your existing platform, such as a mortgage calculator, virtual tour viewer, booking calendar or owner portal. Modules are built to plug into your current system without a full rebuild.",
      points: [
        "Mortgage and payment-plan calculators",
        "Virtual tours and interactive floor plans",
        "Viewing booking and owner portals",
      ],
    },
    "property-management-software": {
      title: "Property Management Software",
      description:
        "Manage buildings, units, tenants, contracts, maintenance and finances from one dashboard. Tenants can report issues and pay rent from an app, and owners receive clear statements on income and expenses.",
      points: [
        "Units, tenants and contract tracking",
        "Maintenance requests and vendor management",
        "Owner statements and financial reports",
      ],
    },
    "property-rental-platforms": {
      title: "Property Rental Platforms",
      description:
        "Platforms for long-term and short-term rentals with search, availability calendars, online booking and secure payments. Lease workflows are designed to work alongside Ejar so contracts are registered correctly.",
      points: [
        "Search by area, price and property type",
        "Online booking and rent collection",
        "Lease workflows that work alongside Ejar",
      ],
    },
  },
  faqs: [
    {
      question: "How quickly will you respond to my enquiry?",
      answer:
        "We respond to every enquiry within 24 working hours, Sunday to Thursday. A member of our team will confirm your requirements and suggest a time for a short discovery call to discuss your project in more detail.",
    },
    {
      question: "Can your rental software work with Ejar?",
      answer:
        "Yes. We design rental and property management workflows to work alongside Ejar, so the lease details in your system match the contracts registered on the platform. The level of integration depends on the access available to your organisation, and we agree the approach with you during discovery.",
    },
    {
      question: "Can you connect the software to our existing CRM or accounting system?",
      answer:
        "Yes. We integrate with common CRM, ERP and accounting systems through their APIs, so leads, contracts and payments stay in sync. If you are using spreadsheets today, we can import your existing properties, tenants and contacts during setup.",
    },
  ],
} satisfies SolutionWords<"real-estate">;
