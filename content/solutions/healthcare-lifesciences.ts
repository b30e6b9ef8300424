import type { SolutionWords } from "@/content/solutions/base";

export const healthcareLifesciences = {
  name: "Healthcare & Life Sciences",
  meta: {
    title: "Healthcare & Life Sciences Software",
    description:
      "Telemedicine, hospital management, clinical trial and health data software for Saudi providers, built bilingual, NPHIES-ready and PDPL-aware.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Healthcare & Life Sciences",
    lead: "Secure, bilingual software for hospitals, clinics, pharmacies and research teams, designed around patients, clinicians and the regulations that govern their data.",
  },
  intro: [
    "Healthcare in Saudi Arabia is changing quickly. Vision 2030's health sector transformation is moving care towards digital channels, preventive medicine and integrated patient records, and providers need software that keeps pace without putting patient safety or privacy at risk. We build applications for hospitals, polyclinics, pharmacies, laboratories and life sciences organisations, from patient-facing apps in Arabic and English to the back-office systems clinicians rely on every day.",
    "Every project starts with the workflows of the people who will use it: doctors, nurses, receptionists, researchers and patients. We design for sensitive health data from day one, with role-based access, audit trails and hosting choices that support your obligations under the Personal Data Protection Law (PDPL). Where insurance is involved, we integrate with NPHIES for eligibility checks, prior authorisations and claims, and we connect new tools to your existing HIS, EMR, laboratory and pharmacy systems so that information flows instead of being re-typed.",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Healthcare and life sciences software we deliver",
    lead: "From the first patient consultation to the research lab, we build the digital tools that help care teams work faster and safer.",
  },
  offerings: {
    "telemedicine-apps": {
      title: "Telemedicine Apps",
      description:
        "Video, voice and chat consultation apps that let patients see a doctor from home, with appointment booking, e-prescriptions and secure sharing of reports. Clinicians get a simple console to manage their queue, notes and follow-ups.",
      points: [
        "Encrypted video and chat consultations",
        "Booking, reminders and online payment",
        "E-prescriptions and visit summaries",
      ],
    },
    "diet-and-nutrition-apps": {
      title: "Diet & Nutrition Apps",
      description:
        "Apps that help users and dietitians plan meals, log food and track progress towards health goals. We can include regional foods in the nutrition database, Arabic and English interfaces, and integration with wearables and health platforms.",
      points: [
        "Meal plans and food logging",
        "Dietitian chat and progress reviews",
        "Wearable and step-count integration",
      ],
    },
    "hospital-management-systems": {
      title: "Hospital Management Systems",
      description:
        "End-to-end hospital and clinic management covering registration, scheduling, outpatient and inpatient workflows, billing and pharmacy. Modules are built to fit your departments and integrate with NPHIES for insurance eligibility and claims.",
      points: [
        "Patient registration and appointments",
        "Billing, insurance and NPHIES claims",
        "Pharmacy, lab and bed management",
      ],
    },
    "clinical-trial-development": {
      title: "Clinical Trial Development",
      description:
        "Software that supports the running of clinical studies, from participant recruitment and consent to electronic data capture and monitoring. We build with audit trails, controlled access and data validation so your study data remains reliable and traceable.",
      points: [
        "Electronic data capture (EDC) forms",
        "Participant consent and visit tracking",
        "Full audit trail of data changes",
      ],
    },
    "discovery-and-pre-clinical": {
      title: "Discovery & Pre-Clinical",
      description:
        "Tools for research teams in drug discovery and pre-clinical work, such as sample and inventory tracking, experiment logging and results dashboards. We connect lab instruments and existing data sources so scientists spend less time on spreadsheets.",
      points: [
        "Electronic lab notebooks and sample tracking",
        "Instrument and LIMS integration",
        "Searchable experiment results",
      ],
    },
    "healthcare-data-analytics-software": {
      title: "Healthcare Data Analytics Software",
      description:
        "Dashboards and analytics that turn clinical, operational and financial data into decisions, from bed occupancy and waiting times to claim rejection rates. Data is de-identified where appropriate and access is controlled by role.",
      points: [
        "Operational and clinical KPIs",
        "Claims and revenue-cycle insights",
        "Role-based access to sensitive data",
      ],
    },
  },
  faqs: [
    {
      question: "How do you protect patient data in the software you build?",
      answer:
        "We apply encryption in transit and at rest, role-based access control and detailed audit logs to every healthcare system we deliver. We also help you choose hosting that keeps data inside Saudi Arabia where required, and we design consent and data-retention features that support your obligations under the PDPL.",
    },
    {
      question: "Can you integrate with NPHIES and our existing hospital systems?",
      answer:
        "Yes. We build integrations with NPHIES for eligibility, prior authorisation and claims, and we connect to existing HIS, EMR, laboratory and pharmacy systems using standards such as HL7 and FHIR where the systems support them. Integration scope is agreed during discovery so there are no surprises later.",
    },
    {
      question: "Will the apps support both Arabic and English?",
      answer:
        "Yes. Our healthcare apps are built bilingual from the start, with full right-to-left layouts for Arabic, so patients and staff can switch languages at any time. Medical content, notifications and printed documents such as prescriptions and invoices can be produced in either language.",
    },
  ],
} satisfies SolutionWords<"healthcare-lifesciences">;
