import type { SolutionWords } from "@/content/solutions/base";

export const enterpriseRetailManufacturing = {
  name: "Enterprise Retail & Manufacturing",
  meta: {
    title: "Enterprise, Retail & Manufacturing Software",
    description:
      "IoT, PLM, supply chain, asset, inventory and sales software for Saudi retailers and manufacturers, integrated with your ERP and ZATCA-ready.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Enterprise Retail & Manufacturing",
    lead: "Connected software that gives retailers and manufacturers real-time control over products, plants, stock and sales.",
  },
  intro: [
    "Vision 2030 is expanding Saudi Arabia's industrial base and modernising retail, and programmes such as the National Industrial Development and Logistics Program (NIDLP) encourage factories to adopt advanced manufacturing technologies. For retailers and manufacturers, that means connecting machines, warehouses, stores and people so decisions are based on live data instead of end-of-month reports.",
    "We build enterprise software that fits alongside your existing systems rather than replacing everything at once. Our solutions integrate with ERPs such as SAP, Oracle and Microsoft Dynamics, connect to sensors and production equipment, and give managers and field teams mobile access in Arabic and English. For retail operations, we make sure sales and invoicing flows support ZATCA e-invoicing requirements, and we design every system with security, role-based access and audit trails.",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Enterprise software for retail and manufacturing",
    lead: "From the factory floor to the shop floor, solutions that connect operations and cut waste.",
  },
  offerings: {
    "internet-of-things-iot": {
      title: "Internet of Things (IoT)",
      description:
        "IoT solutions that connect machines, sensors and equipment to dashboards and alerts, so you can monitor production, energy use and conditions in real time. Data is collected securely and can feed predictive maintenance and quality control.",
      points: [
        "Machine and sensor data collection",
        "Real-time dashboards and alerts",
        "Predictive maintenance insights",
      ],
    },
    "enterprise-mobility": {
      title: "Enterprise Mobility",
      description:
        "Secure mobile apps that put business processes in the hands of field staff, store teams and managers, from approvals and inspections to stock counts. Apps integrate with your ERP and work offline where needed.",
      points: [
        "Field, store and factory apps",
        "Approvals and inspections on the go",
        "Device management and secure access",
      ],
    },
    "product-lifecycle-management-plm": {
      title: "Product Lifecycle Management (PLM)",
      description:
        "PLM software to manage products from concept and design through engineering changes, production and retirement. Teams work from a single source of truth for specifications, bills of materials and documents.",
      points: [
        "Specifications and bills of materials",
        "Engineering change workflows",
        "Version-controlled product documents",
      ],
    },
    "supply-chain-management-scm": {
      title: "Supply Chain Management (SCM)",
      description:
        "SCM solutions that connect suppliers, procurement, production planning and distribution, giving you visibility of materials and goods at every stage. Forecasting tools help balance stock levels against demand.",
      points: [
        "Supplier portals and purchase orders",
        "Demand forecasting and planning",
        "End-to-end shipment visibility",
      ],
    },
    "transportation-management-tms": {
      title: "Transportation Management (TMS)",
      description:
        "Transportation management systems to plan, execute and track inbound and outbound shipments across your own fleet and third-party carriers. Optimised loads and routes reduce freight costs and improve delivery times.",
      points: [
        "Load planning and route optimisation",
        "Carrier selection and freight rates",
        "Shipment tracking and freight audit",
      ],
    },
    "enterprise-asset-management-eam": {
      title: "Enterprise Asset Management (EAM)",
      description:
        "EAM software to register equipment, plan preventive maintenance, manage work orders and spare parts, and track asset costs over their lifetime. Less unplanned downtime means more reliable production and stores.",
      points: [
        "Asset register and maintenance plans",
        "Work orders and technician mobile app",
        "Spare parts and lifetime cost tracking",
      ],
    },
    "sales-and-marketing-management": {
      title: "Sales & Marketing Management",
      description:
        "Tools for sales teams, distributors and marketers, including CRM, van sales, order taking, promotions and campaign tracking. Managers see pipeline, targets and sell-through by region, channel and product.",
      points: [
        "CRM and field sales apps",
        "Promotions and trade marketing",
        "Sales targets and performance dashboards",
      ],
    },
    "inventory-management": {
      title: "Inventory Management",
      description:
        "Inventory systems that track raw materials, work in progress and finished goods across plants, warehouses and stores. Barcode and RFID support, reorder rules and accurate valuation keep stock under control.",
      points: [
        "Multi-location stock tracking",
        "Barcode and RFID scanning",
        "Reorder points and stock valuation",
      ],
    },
  },
  faqs: [
    {
      question: "Can you integrate with our existing ERP?",
      answer:
        "Yes. We regularly build integrations with ERPs such as SAP, Oracle and Microsoft Dynamics, as well as other systems with documented APIs. New applications exchange data with your ERP so it remains the system of record.",
    },
    {
      question: "Do we have to replace our current systems to get started?",
      answer:
        "No. We usually start with one high-value area, such as inventory visibility or asset maintenance, and connect it to what you already use. Once it delivers results, we extend the solution step by step, which keeps risk and disruption low.",
    },
    {
      question: "How do you secure IoT and enterprise data?",
      answer:
        "We use encrypted communication between devices and servers, strong authentication, network segmentation and role-based access for users. We also log access and changes, and we can host on cloud regions in Saudi Arabia or on your own infrastructure depending on your policies.",
    },
  ],
} satisfies SolutionWords<"enterprise-retail-manufacturing">;
