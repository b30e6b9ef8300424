// Copy of the Comprehensive ERP Solution page (/book-demo).

export const hero = {
  eyebrow: "Book a demo",
  title: "Comprehensive ERP Solution",
  lead: "See the modules that matter to your company in a free, personal walkthrough.",
};

/** What the demo covers, beside the request form. */
export const demoIntro = {
  eyebrow: "Free 45-minute walkthrough",
  title: "Request your ERP demo",
  lead: "Tell us a little about your company and a product specialist will book a time that suits you, usually within 24 working hours.",
  coversTitle: "What the demo covers",
  covers: [
    "HR, recruitment and employee records in one place",
    "Attendance, timesheets, shifts, leave and payroll",
    "Projects, approval flows and client access to project status",
    "The mobile app your staff use for attendance, updates and applications",
    "Assets, compliance, analytics, security and backup",
    "Pricing and a rollout plan sized to your team",
  ],
};

export const demoForm = {
  title: "Your details",
  fields: {
    name: { label: "Your name", placeholder: "Full name" },
    email: { label: "Business email", placeholder: "you@company.com" },
    phone: { label: "Phone", placeholder: "+966 5x xxx xxxx" },
    company: { label: "Company", placeholder: "Company name" },
    noEmployees: { label: "Number of employees", placeholder: "e.g. 50" },
    message: {
      label: "Message",
      placeholder: "Which modules interest you, and when would suit you for the demo?",
    },
  },
  submit: "Request a demo",
  sending: "Sending…",
} as const;
