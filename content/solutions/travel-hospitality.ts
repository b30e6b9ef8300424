import type { SolutionWords } from "@/content/solutions/base";

export const travelHospitality = {
  name: "Travel & Hospitality",
  meta: {
    title: "Travel & Hospitality Software",
    description:
      "Hotel management, booking engines, travel portals, GDS integration, hotel CRM and payments for Saudi hotels, travel agencies and Umrah operators.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Travel & Hospitality",
    lead: "Booking, hotel and travel software that helps you welcome more guests and serve them better, from the first search to checkout.",
  },
  intro: [
    "Tourism is one of the fastest-growing sectors under Vision 2030, with new destinations, easier tourist visas and ambitious targets for both religious and leisure travel. Here in Makkah, we see every day how hotels, travel agencies and Umrah service providers must handle enormous seasonal peaks, guests from many countries and bookings made through many channels. We build software that helps them manage that complexity with less effort.",
    "Our travel and hospitality solutions cover hotel operations, direct booking, travel portals and the integrations that connect them to global distribution systems, channel managers and payment providers. Guest-facing experiences are multilingual, starting with Arabic and English, and payments support mada, Apple Pay, STC Pay and international cards in multiple currencies. Guest data is stored and processed in line with the Personal Data Protection Law (PDPL).",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Travel and hospitality software we deliver",
    lead: "Systems for hotels, travel agencies and tour operators that increase direct bookings and simplify operations.",
  },
  offerings: {
    "hotel-management-software": {
      title: "Hotel Management Software",
      description:
        "Property management systems for hotels and serviced apartments covering reservations, front desk, housekeeping, billing and night audit. Designed to handle high occupancy and group arrivals during peak seasons.",
      points: [
        "Reservations, check-in and check-out",
        "Housekeeping and maintenance status",
        "Folios, billing and night audit",
      ],
    },
    "booking-management": {
      title: "Booking Management",
      description:
        "Booking engines and reservation systems for rooms, tours, transport and packages, with live availability, dynamic pricing and instant confirmation. Group and agent bookings are supported alongside individual guests.",
      points: [
        "Direct booking engine for your website",
        "Group, agent and corporate bookings",
        "Rates, allotments and availability control",
      ],
    },
    "travel-portal-development": {
      title: "Travel Portal Development",
      description:
        "B2C and B2B travel portals where customers and agents search, compare and book flights, hotels, transfers and packages. Agents get their own accounts, markups and credit limits.",
      points: [
        "Flights, hotels, transfers and packages",
        "B2B agent portal with markups",
        "Multilingual, multi-currency interface",
      ],
    },
    "gds-and-api-integration": {
      title: "GDS & API Integration",
      description:
        "Integration with global distribution systems such as Amadeus, Sabre and Travelport, as well as hotel suppliers, channel managers and airline APIs. Your platform gets live inventory and pricing without manual updates.",
      points: [
        "GDS flight and hotel content",
        "Channel manager and OTA connections",
        "Third-party supplier and bed-bank APIs",
      ],
    },
    "hotel-crm": {
      title: "Hotel CRM",
      description:
        "Guest relationship management that builds a profile for every guest, tracks preferences and stays, and powers personalised offers and loyalty programmes. Turn one-time visitors into returning guests.",
      points: [
        "Unified guest profiles and stay history",
        "Loyalty programmes and personalised offers",
        "Pre-arrival and post-stay communication",
      ],
    },
    "payment-system-management": {
      title: "Payment System Management",
      description:
        "Secure payment solutions for deposits, prepayments, instalments and refunds, supporting mada, Apple Pay, STC Pay and international cards. Automated reconciliation gives finance teams a clear view of every booking payment.",
      points: [
        "Local and international payment methods",
        "Deposits, refunds and multi-currency payments",
        "Automatic payment reconciliation",
      ],
    },
  },
  faqs: [
    {
      question: "Can you connect our hotel system to online travel agencies?",
      answer:
        "Yes. We integrate with channel managers and online travel agencies so rates and availability stay in sync across every channel. This prevents overbooking and saves your reservations team from updating each channel by hand.",
    },
    {
      question: "Do you work with Umrah and pilgrimage travel operators?",
      answer:
        "Yes. Being based in Makkah, we understand the needs of hotels, agencies and operators serving pilgrims, such as group bookings, transport coordination and sharp seasonal peaks. We build systems that support these workflows and integrate with the platforms your operation relies on.",
    },
    {
      question: "Which payment methods and currencies can guests use?",
      answer:
        "Guests can pay with mada, Apple Pay, STC Pay and major international cards, through a licensed payment gateway of your choice. Prices can be shown in several currencies, while settlement and reporting stay in Saudi riyals for your finance team.",
    },
  ],
} satisfies SolutionWords<"travel-hospitality">;
