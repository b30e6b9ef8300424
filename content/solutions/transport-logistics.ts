import type { SolutionWords } from "@/content/solutions/base";

export const transportLogistics = {
  name: "Transport & Logistics",
  meta: {
    title: "Transport & Logistics Software",
    description:
      "Taxi, trucking, courier, warehouse, fleet and supply chain software for Saudi transport companies, with live GPS tracking and bilingual driver apps.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Transport & Logistics",
    lead: "Software that moves people and goods efficiently, with real-time visibility from the first booking to the final delivery.",
  },
  intro: [
    "Vision 2030 aims to make Saudi Arabia a global logistics hub linking three continents, and the National Transport and Logistics Strategy is driving investment in ports, rail, roads and logistics zones. Transport companies, carriers, couriers and warehouse operators need digital tools to compete: real-time tracking, optimised routes, paperless operations and data to make better decisions.",
    "We build transport and logistics software that works for everyone in the chain, from dispatchers and drivers to warehouse staff, customers and finance teams. Driver apps support Arabic and English and work reliably on long routes with weak connectivity, and our systems integrate with GPS devices, ERPs and e-commerce platforms. In Makkah we know how much transport demand changes during the Hajj and Umrah seasons, and we design platforms that keep running at peak load.",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Transport and logistics software we deliver",
    lead: "Apps and platforms for passenger transport, freight, delivery and the warehouses that connect them.",
  },
  offerings: {
    "taxi-booking-apps": {
      title: "Taxi Booking Apps",
      description:
        "Ride-hailing platforms with a rider app, a driver app and an admin dashboard, including fare estimates, live tracking and in-app payment. Dispatch rules, pricing and driver onboarding are fully configurable.",
      points: [
        "Instant and scheduled rides",
        "Fare estimates, surge rules and promo codes",
        "Driver onboarding, documents and payouts",
      ],
    },
    "trucking-and-logistics": {
      title: "Trucking & Logistics",
      description:
        "Freight platforms that connect shippers with carriers, manage loads and track trucks across the Kingdom. Digital waybills, proof of delivery and automated invoicing remove paperwork from every trip.",
      points: [
        "Load matching and trip planning",
        "Digital waybills and proof of delivery",
        "Carrier settlements and invoicing",
      ],
    },
    "supply-chain-management": {
      title: "Supply Chain Management",
      description:
        "Software that gives you a single view of suppliers, purchase orders, shipments and stock, so you can plan ahead and react quickly to delays. Dashboards highlight bottlenecks before they affect your customers.",
      points: [
        "Supplier and purchase order tracking",
        "Shipment visibility across partners",
        "Demand planning and exception alerts",
      ],
    },
    "courier-delivery-apps": {
      title: "Courier Delivery Apps",
      description:
        "Parcel and last-mile delivery apps for couriers and e-commerce businesses, with pickup requests, route optimisation and live tracking for recipients. Cash on delivery is reconciled automatically at the end of each shift.",
      points: [
        "Pickup booking and label printing",
        "Optimised multi-stop routes",
        "Proof of delivery and cash-on-delivery reconciliation",
      ],
    },
    "warehouse-management": {
      title: "Warehouse Management",
      description:
        "Warehouse management systems that track every item from receiving to dispatch, with barcode and handheld scanner support. Smart putaway and picking rules help your team work faster with fewer errors.",
      points: [
        "Receiving, putaway and bin locations",
        "Barcode scanning and cycle counts",
        "Pick, pack and dispatch workflows",
      ],
    },
    "fleet-management": {
      title: "Fleet Management",
      description:
        "Monitor vehicles and drivers in real time, plan routes, track fuel and schedule maintenance from one platform. Reports on driving behaviour and vehicle use help you reduce costs and improve safety.",
      points: [
        "Live GPS tracking and geofencing",
        "Fuel, mileage and maintenance scheduling",
        "Driver behaviour and utilisation reports",
      ],
    },
  },
  faqs: [
    {
      question: "Can you integrate with the GPS trackers already installed in our vehicles?",
      answer:
        "In most cases, yes. We integrate with common telematics devices and providers through their APIs or data feeds, so you can keep your existing hardware. If you do not have trackers yet, the driver app can provide location tracking from the phone.",
    },
    {
      question: "Will the driver app work in areas with weak mobile coverage?",
      answer:
        "Yes. Our driver apps are built to work offline: trip details, proof of delivery photos and signatures are stored on the device and synced automatically when the connection returns. This keeps operations running on long intercity routes.",
    },
    {
      question: "Can the system connect to our ERP and e-commerce platforms?",
      answer:
        "Yes. We connect transport and warehouse systems to ERPs, accounting software and online stores so orders, shipments and invoices flow automatically. This removes manual data entry and gives customers accurate, up-to-date tracking information.",
    },
  ],
} satisfies SolutionWords<"transport-logistics">;
