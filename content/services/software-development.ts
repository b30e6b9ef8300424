import type { ServiceWords } from "@/content/services/base";

export const softwareDevelopment = {
  name: "Software Development",
  summary:
    "Custom software, CRM systems and enterprise platforms built around your processes, plus modernisation of the systems you rely on.",
  meta: {
    title: "Custom Software Development Services",
    description:
      "Custom software, CRM development, enterprise systems, legacy modernization, product development and data analytics for businesses across Saudi Arabia.",
  },
  banner: {
    eyebrow: "Services",
    title: "Software Development",
    lead: "We design and build software that fits the way your organisation works, connects your systems and gives you clearer insight into your business.",
  },
  intro: [
    "Off-the-shelf tools rarely match every process a growing organisation depends on. Makkah Tech Solutions develops custom software for businesses and institutions across Saudi Arabia, from CRM systems and operational platforms to complete software products. We also modernise older systems that have become hard to maintain, and turn scattered data into reports and dashboards that support better decisions.",
    "We start by understanding your workflows, users and goals, then design a solution that removes manual work and connects to the systems you already use, such as ERP, accounting, ZATCA e-invoicing and government or payment APIs. Our software is bilingual where it needs to be, secure by design, and built to handle personal data in line with the Personal Data Protection Law (PDPL).",
    "Projects run in short, visible iterations with working software delivered regularly, so you can test ideas early and adjust priorities as you learn. We document what we build, write automated tests, and hand over clean, maintainable code, or continue to support and extend it for you as your organisation grows and the Kingdom's digital landscape evolves under Vision 2030.",
  ],
  offeringsHeadline: {
    eyebrow: "What we offer",
    title: "Software development services",
    lead: "From a single internal tool to a complete software product, we build reliable systems that solve real business problems.",
  },
  offerings: {
    "custom-crm-development": {
      title: "Custom CRM Development",
      description:
        "We build CRM systems tailored to your sales, service and customer relationships, rather than forcing your team into a generic tool. Your CRM can connect to your website, WhatsApp, email, telephony and accounting systems for a complete view of every customer.",
      points: [
        "Sales pipelines and lead management",
        "Customer service and ticketing",
        "Bilingual interface and reports",
      ],
    },
    "legacy-system-modernization": {
      title: "Legacy System Modernization",
      description:
        "Older systems can slow you down, become costly to maintain and carry security risks. We assess your existing software and modernise it step by step, whether by refactoring, migrating to the cloud or rebuilding key modules, while keeping your operations running.",
      points: [
        "Code and architecture assessment",
        "Phased migration with minimal downtime",
        "Safe data migration and validation",
      ],
    },
    "custom-software": {
      title: "Custom Software",
      description:
        "When your processes are unique, your software should be too. We design and develop web, desktop and mobile applications built around your workflows, automating repetitive tasks and reducing errors.",
      points: [
        "Workflow and process automation",
        "Integrations with existing systems",
        "Full ownership of your source code",
      ],
    },
    "enterprise-software": {
      title: "Enterprise Software",
      description:
        "We develop enterprise platforms that support many users, departments and locations, with the security, reliability and auditability large organisations require. Solutions integrate with ERP, HR, finance and identity systems across your organisation.",
      points: [
        "Role-based access and audit trails",
        "Scalable, high-availability architecture",
        "ERP, HR and finance integrations",
      ],
    },
    "software-product-development": {
      title: "Software Product Development",
      description:
        "For startups and companies launching a new product, we help you go from idea to a market-ready platform. We start with a focused minimum viable product, validate it with real users, and then scale the product and its architecture as it grows.",
      points: [
        "Product discovery and MVP scoping",
        "SaaS and multi-tenant architecture",
        "Continuous releases and improvement",
      ],
    },
    "data-analytics-and-information": {
      title: "Data Analytics and Information",
      description:
        "We bring data from your applications, spreadsheets and databases together and turn it into clear dashboards and reports. Managers get timely, accurate information to track performance and make decisions with confidence.",
      points: [
        "Data integration and warehousing",
        "Interactive dashboards and KPIs",
        "Automated scheduled reporting",
      ],
    },
  },
  faqs: [
    {
      question: "Should we choose custom software or an off-the-shelf product?",
      answer:
        "Off-the-shelf products work well for standard needs and are quick to adopt. Custom software makes sense when your processes are distinctive, when you need deep integration with other systems, or when licence costs and workarounds keep growing. We can review your requirements objectively and recommend the option, or combination, that gives you the best value.",
    },
    {
      question: "How do you keep our software and data secure?",
      answer:
        "Security is part of every stage, from architecture and code reviews to testing and deployment. We apply secure coding practices, role-based access, encryption of data in transit and at rest, and audit logging. Personal data is handled in line with the PDPL, and we can host solutions in Saudi data centres when data residency is required.",
    },
    {
      question: "Who owns the source code when the project is complete?",
      answer:
        "You do. Once the project is delivered and paid for, the source code, documentation and related assets belong to you. We hand everything over in an organised repository, so you can maintain the software in-house, work with us on future development, or bring in another team.",
    },
    {
      question: "How much does custom software development cost?",
      answer:
        "The cost depends on the scope and complexity of the features, the number of user roles and integrations, data migration needs, security and compliance requirements, and the expected scale. We usually recommend starting with a short discovery phase to define priorities clearly. Contact us for a free estimate based on your requirements.",
    },
  ],
} satisfies ServiceWords<"software-development">;
