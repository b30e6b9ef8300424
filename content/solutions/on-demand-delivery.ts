import type { SolutionWords } from "@/content/solutions/base";

export const onDemandDelivery = {
  name: "On-Demand Delivery",
  meta: {
    title: "On-Demand Delivery App Development",
    description:
      "Food, grocery, medicine, doctor-on-demand and logistics apps with customer, driver and admin panels, live tracking and local payments for Saudi Arabia.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "On-Demand Delivery",
    lead: "Complete on-demand platforms, with customer apps, driver or provider apps and admin dashboards, that get orders to the door quickly and reliably.",
  },
  intro: [
    "Customers across Saudi Arabia now expect almost anything, from dinner and groceries to medicine and a doctor's visit, to arrive at the tap of a button. Whether you are launching a new on-demand service or adding delivery to an existing business, we build the complete platform: a customer app, an app for drivers or service providers, and a web dashboard to run operations.",
    "Our delivery platforms are designed for local conditions: bilingual Arabic and English interfaces, address capture that works with map pins and national addresses, payments by mada, Apple Pay, STC Pay or cash on delivery, and smart dispatch that copes with busy city traffic and peak periods such as Ramadan evenings. In Makkah we also understand the demand peaks of the Hajj and Umrah seasons, and we build systems that scale to match them.",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "On-demand apps for every kind of delivery",
    lead: "Each platform includes customer, provider and admin experiences, live tracking and the payment options your customers expect.",
  },
  offerings: {
    "food-delivery-apps": {
      title: "Food Delivery Apps",
      description:
        "Ordering apps for restaurants, cloud kitchens and food aggregators, with menus, customisations, scheduled orders and live driver tracking. Restaurants get a tablet or web panel to accept orders and manage preparation times.",
      points: [
        "Menus with add-ons and special instructions",
        "Restaurant order panel and driver dispatch",
        "Live order tracking and ratings",
      ],
    },
    "grocery-delivery-apps": {
      title: "Grocery Delivery Apps",
      description:
        "Apps for supermarkets and grocery stores with large catalogues, delivery slots and substitutions when items are out of stock. Pickers and drivers have their own tools to keep orders accurate and on time.",
      points: [
        "Delivery slots and express delivery",
        "Picker app with substitution approval",
        "Stock sync with store inventory",
      ],
    },
    "medicine-delivery-apps": {
      title: "Medicine Delivery Apps",
      description:
        "Pharmacy delivery apps where customers upload prescriptions, order over-the-counter products and receive medicines at home. Pharmacists review prescriptions before dispatch, and sensitive health information is handled with strict access control.",
      points: [
        "Prescription upload and pharmacist review",
        "Refill reminders for regular medicines",
        "Secure handling of health information",
      ],
    },
    "on-demand-education-apps": {
      title: "On-Demand Education Apps",
      description:
        "Platforms that connect students and parents with tutors for home or online lessons, booked by subject, level and time. Tutors manage availability and payments, and families can rate sessions and track progress.",
      points: [
        "Tutor search by subject, level and location",
        "Online and in-person lesson booking",
        "Session payments and tutor payouts",
      ],
    },
    "doctor-on-demand-apps": {
      title: "Doctor on Demand Apps",
      description:
        "Apps that let patients request a doctor, nurse or lab technician at home or start a video consultation within minutes. Providers receive nearby requests, navigate to the patient and record visit notes securely.",
      points: [
        "Home visits and video consultations",
        "Provider matching by specialty and distance",
        "Secure visit notes and e-prescriptions",
      ],
    },
    "trucking-and-logistics-apps": {
      title: "Trucking & Logistics Apps",
      description:
        "On-demand freight apps that match shippers with truck owners and carriers, with instant quotes, load tracking and proof of delivery. Operators see every shipment, driver and payment in one dashboard.",
      points: [
        "Load posting, quotes and bidding",
        "GPS tracking and electronic proof of delivery",
        "Carrier payments and invoicing",
      ],
    },
  },
  faqs: [
    {
      question: "What does a complete on-demand delivery platform include?",
      answer:
        "A typical platform has three parts: a customer app for iOS and Android, a driver or service provider app, and a web-based admin dashboard for operations, pricing and reporting. Depending on the business, we also add a merchant panel for restaurants, stores or pharmacies.",
    },
    {
      question: "How does live order tracking work?",
      answer:
        "The driver app shares its GPS location while an order is active, and the customer app shows the driver moving on a map with an estimated arrival time. Location is only collected during active jobs, and customers receive notifications at each step of the order.",
    },
    {
      question: "Can the platform handle sudden spikes in orders?",
      answer:
        "Yes. We build on cloud infrastructure that scales automatically, and we load-test the platform before launch against the peaks you expect, such as Ramadan evenings, weekends or the Hajj and Umrah seasons. Dispatch rules can also be adjusted during busy periods to keep delivery times under control.",
    },
  ],
} satisfies SolutionWords<"on-demand-delivery">;
