import type { ServiceWords } from "@/content/services/base";

export const cloudServices = {
  name: "Cloud Services",
  summary:
    "Cloud strategy, migration and managed services that make your systems more scalable, secure and cost-effective.",
  meta: {
    title: "Cloud Services & Cloud Migration",
    description:
      "Cloud strategy, migration, cloud application development and managed cloud services, with Saudi data residency options and security built in from day one.",
  },
  banner: {
    eyebrow: "Services",
    title: "Cloud Services",
    lead: "We help you plan, move to and run on the cloud, so your systems scale with demand, stay secure and cost no more than they should.",
  },
  intro: [
    "The cloud lets businesses launch faster, handle peaks in demand and pay only for what they use, but getting there takes careful planning. Makkah Tech Solutions helps organisations across Saudi Arabia adopt the cloud with confidence, whether they are moving their first servers, building new cloud-native applications or looking to control the cost and complexity of an existing environment.",
    "We design solutions on leading public cloud platforms as well as private and hybrid setups, and we pay close attention to where your data lives. Cloud regions inside the Kingdom make it possible to keep sensitive data in Saudi Arabia, and we help you meet the requirements of the Personal Data Protection Law (PDPL) and the National Cybersecurity Authority's cloud cybersecurity controls where they apply.",
    "Our approach starts with an assessment of your applications and goals, followed by a clear migration or build plan, careful execution with minimal disruption, and ongoing management afterwards. We set up monitoring, backups, security and cost controls from day one, and keep optimising your environment as your business grows.",
  ],
  offeringsHeadline: {
    eyebrow: "What we offer",
    title: "Cloud services for every stage",
    lead: "From the first strategy workshop to round-the-clock operations, we support your entire cloud journey.",
  },
  offerings: {
    "cloud-implementation-strategy": {
      title: "Cloud Implementation Strategy",
      description:
        "We assess your current systems, workloads and business goals to decide what should move to the cloud, when and how. The result is a practical roadmap that covers platform choice, architecture, security, data residency and expected costs.",
      points: [
        "Readiness and workload assessment",
        "Platform and region selection",
        "Cost forecasting and migration roadmap",
      ],
    },
    "cloud-application-services": {
      title: "Cloud Application Services",
      description:
        "We build new cloud-native applications and modernise existing ones to take full advantage of the cloud. Using containers, serverless functions and managed services, your applications become easier to scale, update and maintain.",
      points: [
        "Cloud-native and serverless development",
        "Containerisation and microservices",
        "Automated CI/CD pipelines",
      ],
    },
    "cloud-management-services": {
      title: "Cloud Management Services",
      description:
        "We look after your cloud environment so your team can focus on the business. Our managed services cover monitoring, patching, backups, security and regular cost reviews to keep everything running reliably and efficiently.",
      points: [
        "Monitoring, alerting and incident response",
        "Backup and disaster recovery",
        "Ongoing cost optimisation",
      ],
    },
    "cloud-infrastructure-and-implementation-services": {
      title: "Cloud Infrastructure and Implementation Services",
      description:
        "We design and build secure, well-architected cloud infrastructure, then migrate your servers, databases and applications with careful testing and minimal downtime. Infrastructure is defined as code, so it is consistent, documented and easy to reproduce.",
      points: [
        "Networking, identity and security setup",
        "Server and database migration",
        "Infrastructure as code",
      ],
    },
  },
  faqs: [
    {
      question: "Is moving to the cloud right for my business?",
      answer:
        "For most businesses the cloud offers greater flexibility, reliability and faster delivery of new services, but not every system benefits equally. We start with an assessment of your applications, data and costs, and recommend what to move, what to modernise and what may be better kept where it is.",
    },
    {
      question: "Can our data stay in Saudi Arabia?",
      answer:
        "Yes. Several major cloud providers operate data centre regions inside the Kingdom, and we can design your environment so that data is stored and processed locally. This helps you meet data residency expectations under the PDPL and sector-specific regulations.",
    },
    {
      question: "Will migrating to the cloud disrupt our operations?",
      answer:
        "We plan migrations to keep disruption to a minimum. Workloads are moved in phases, tested in parallel before switching over, and cut-overs are scheduled outside your busiest hours. A rollback plan is always in place in case anything needs to be reversed.",
    },
    {
      question: "How much do cloud services cost?",
      answer:
        "Costs depend on the number and complexity of the workloads involved, the cloud platform and services you use, your performance, availability and security requirements, and whether you need a one-time migration or ongoing management. Cloud usage fees are billed by the provider, and we help keep them under control. Contact us for a free assessment and estimate.",
    },
  ],
} satisfies ServiceWords<"cloud-services">;
