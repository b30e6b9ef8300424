import type { ServiceWords } from "@/content/services/base";

export const itConsulting = {
  name: "IT Consulting",
  summary:
    "Independent advice on your technology, security and digital transformation, with a clear, practical roadmap to act on.",
  meta: {
    title: "IT Consulting Services",
    description:
      "IT assessments, IT strategy and planning, digital transformation consulting and security risk assessments for organisations across Saudi Arabia.",
  },
  banner: {
    eyebrow: "Services",
    title: "IT Consulting",
    lead: "We help you understand where your technology stands today, decide where it should go next, and plan the steps to get there with confidence.",
  },
  intro: [
    "Technology decisions shape how efficiently a business runs, how well it serves customers and how exposed it is to risk. Makkah Tech Solutions provides practical IT consulting for small and medium-sized businesses, larger enterprises and institutions across Saudi Arabia. We review your current systems, infrastructure and processes, identify what is holding you back, and recommend improvements that match your goals and budget.",
    "Our consultants look at the full picture: applications, networks, cloud services, data, security and the people who use them. We take into account the local regulatory landscape, including the Personal Data Protection Law (PDPL) and the National Cybersecurity Authority's Essential Cybersecurity Controls, and help you align your technology plans with your business strategy and the opportunities created by Vision 2030.",
    "Every engagement ends with clear, prioritised recommendations rather than a report that sits on a shelf. We explain our findings in plain language for management and in technical detail for your IT team, estimate effort and impact, and can stay involved to guide or deliver the changes we recommend.",
  ],
  offeringsHeadline: {
    eyebrow: "What we offer",
    title: "IT consulting services",
    lead: "Objective, vendor-neutral guidance that turns technology from a cost centre into a driver of growth.",
  },
  offerings: {
    "it-assessments": {
      title: "IT Assessments",
      description:
        "We review your infrastructure, applications, licences and support processes to give you an accurate picture of your current IT environment. You receive a clear summary of strengths, gaps and quick wins, together with longer-term recommendations.",
      points: [
        "Infrastructure and application review",
        "Cost and licence optimisation",
        "Prioritised improvement plan",
      ],
    },
    "it-strategy-and-planning": {
      title: "IT Strategy and Planning",
      description:
        "We work with your leadership team to define an IT strategy that supports your business objectives. The result is a realistic roadmap covering priorities, budgets, timelines and the skills and partners you will need.",
      points: ["Business and IT alignment", "Multi-year technology roadmap", "Budget and resource planning"],
    },
    "digital-transformation-consulting": {
      title: "Digital Transformation Consulting",
      description:
        "We help you replace manual, paper-based and disconnected processes with digital workflows that save time and improve service. From choosing the right platforms to managing change within your teams, we guide the transformation from start to finish.",
      points: [
        "Process mapping and automation",
        "Platform selection and integration",
        "Change management and training",
      ],
    },
    "security-risk-assessments": {
      title: "Security Risk Assessments",
      description:
        "We identify vulnerabilities in your systems, networks and practices and assess how they could affect your business. Our findings are mapped to recognised frameworks and local requirements, with clear actions to reduce your risk.",
      points: [
        "Vulnerability and configuration review",
        "PDPL and NCA controls gap analysis",
        "Risk register and remediation plan",
      ],
    },
  },
  faqs: [
    {
      question: "What does an IT consulting engagement involve?",
      answer:
        "We begin with a short kick-off to understand your goals and concerns, then gather information through interviews, documentation and technical reviews. We analyse our findings, discuss them with you, and deliver a written report with prioritised recommendations and a roadmap. If you wish, we can then help you implement the changes.",
    },
    {
      question: "Is IT consulting only for large companies?",
      answer:
        "No. Small and medium-sized businesses often benefit the most, because they rarely have a dedicated IT strategist and every technology investment counts. We scale the engagement to your size, focusing on the decisions and risks that matter most for your business.",
    },
    {
      question: "Can you help us comply with Saudi data protection and cybersecurity regulations?",
      answer:
        "Yes. We assess your systems and processes against the requirements of the Personal Data Protection Law (PDPL) and relevant National Cybersecurity Authority controls, identify gaps and recommend practical measures to close them. For formal legal interpretation we recommend working alongside your legal advisers, and we are happy to coordinate with them.",
    },
    {
      question: "How much does IT consulting cost?",
      answer:
        "The cost depends on the scope of the engagement, the size and complexity of your IT environment, the number of sites and systems to review, and whether you need ongoing advisory support or a one-time assessment. We will agree on a defined scope and deliverables up front. Contact us for a free initial conversation and estimate.",
    },
  ],
} satisfies ServiceWords<"it-consulting">;
