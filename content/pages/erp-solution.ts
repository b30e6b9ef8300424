// Copy of the ERP Solution page (/erp-solution).
import { pages } from "@/content/routes";
import { services } from "@/content/services";
import { withBase } from "@/content/merge";
import { erpModuleCards, erpSolutionBase } from "@/content/pages/base";
import type { Feature, FlowStep, Headline } from "@/content/types";

export const hero = {
  eyebrow: "Product",
  title: "ERP Solution",
  lead: "One system for people, projects and operations, on the web and in your team's pocket.",
  actions: [{ label: "Book a Demo", href: pages.bookDemo.path }],
};

export const intro = {
  headline: {
    eyebrow: "Introduction",
    title: "Run your whole company from one place",
    lead: "Built in Makkah for Saudi companies with office staff, field teams and shift workers.",
  } satisfies Headline,
  paragraphs: [
    "Most growing companies run on a patchwork: attendance in one tool, payroll in a spreadsheet, projects in chat groups and contracts in a filing cabinet. Our ERP replaces the patchwork with one system where every record is entered once and every manager sees the same numbers.",
    "It is modular, so you switch on what you need today and add modules as you grow, and it is configured to your approval rules, your shifts and your reports rather than forcing you into someone else's process.",
  ],
  benefits: withBase(
    erpSolutionBase.benefits,
    [
      {
        title: "One source of truth",
        description:
          "Employees, attendance, payroll, projects and assets share one database, so reports agree with each other and nobody re-types data between systems.",
      },
      {
        title: "Decisions in minutes, not days",
        description:
          "Requests move through a defined approval chain with notifications at every step, and live dashboards show managers what needs their attention now.",
      },
      {
        title: "Your rules, your data",
        description:
          "Roles, permissions and workflows are configured to your organisation, with role-based access, an audit trail and scheduled backups protecting every record.",
      },
    ],
    "erp-solution: benefits",
  ) satisfies Feature[],
};

/** Saudi payroll and compliance integrations (offered and configured per client; no certification claimed). */
export const integrations = {
  headline: {
    eyebrow: "Saudi integrations",
    title: "Payroll and compliance, the Saudi way",
    lead: "Integrations we offer with the platforms a Saudi HR and finance team works with every month.",
  } satisfies Headline,
  paragraphs: [
    "We build and configure each integration for your company, using your own accounts on each platform, and agree the scope with you during the demo.",
  ],
  items: withBase(
    erpSolutionBase.integrations,
    [
      {
        title: "GOSI contributions",
        description:
          "Social insurance contributions for Saudi and non-Saudi employees calculated from payroll, with the figures your team needs to register and update employees on GOSI.",
      },
      {
        title: "Mudad and Wage Protection (WPS)",
        description:
          "Payroll exported as the wage file Mudad accepts, so the salaries your bank pays match what the Wage Protection System expects.",
      },
      {
        title: "Qiwa",
        description:
          "Employee, contract and Saudization records kept in step with Qiwa, so work contracts and Nitaqat figures match your HR data.",
      },
      {
        title: "Muqeem",
        description:
          "Iqama, exit and re-entry visa and passport dates of expatriate staff tracked against Muqeem, with reminders before anything expires.",
      },
      {
        title: "End-of-service calculation",
        description:
          "End-of-service benefits calculated under the Saudi Labor Law from each employee's wage and years of service, for resignation and termination, and provisioned month by month.",
      },
      {
        title: "ZATCA e-invoicing (Fatoora)",
        description:
          "Tax invoices issued to ZATCA's e-invoicing requirements, with the QR code, and the connection to the Fatoora platform your phase requires.",
      },
    ],
    "erp-solution: integrations",
  ) satisfies Feature[],
};

export const mobileApp = {
  headline: {
    eyebrow: "Mobile application",
    title: "The ERP in every employee's pocket",
    lead: "An Android and iOS app for staff in the office, on site and on shift. Six everyday tasks, one tap away.",
  } satisfies Headline,
  features: withBase(
    erpSolutionBase.mobileApp,
    [
      {
        title: "Registration",
        description:
          "New employees register from their phone with their ID, contact details and documents, and HR approves the profile instead of keying it in.",
      },
      {
        title: "Attendance",
        description:
          "Check in and out with location and time stamps, see your own attendance history, and let supervisors spot late arrivals as they happen.",
      },
      {
        title: "Project updates",
        description:
          "Post progress, photos and notes against a project task from the field, so the office and the client see the real status the same day.",
      },
      {
        title: "Application submission",
        description:
          "Submit leave, advance, overtime and other requests in a few taps, then follow each one as it moves through the approval chain.",
      },
      {
        title: "Resume",
        description:
          "Keep a living resume of skills, certificates and experience that managers can search when they staff a project or review a promotion.",
      },
      {
        title: "Contract management",
        description:
          "View your employment contract, renewals and signed documents on your phone, with reminders before anything expires.",
      },
    ],
    "erp-solution: mobileApp",
  ) satisfies Feature[],
};

export const webApp = {
  headline: {
    eyebrow: "Web application",
    title: "Seventeen modules, one platform",
    lead: "The web application is where HR, finance, project and operations teams do their work. Switch on the modules you need; each card shows the service behind it.",
  } satisfies Headline,
  modules: erpModuleCards(
    [
      {
        title: "Company Management",
        description:
          "Branches, departments, cost centres and company documents with their renewal dates, in one structured profile.",
      },
      {
        title: "Recruitment Management",
        description:
          "Open positions, applicant pipelines, interview scheduling and offer letters, from request to first day.",
      },
      {
        title: "Attendance Management",
        description:
          "Daily attendance from the mobile app or devices, with lateness, absence and overtime calculated automatically.",
      },
      {
        title: "Employee Management",
        description:
          "Complete employee records: personal data, documents, contracts, salary history and reporting lines.",
      },
      {
        title: "Timesheet & Shift Management",
        description:
          "Shift patterns, rosters and timesheets per project, approved by the shift supervisor before payroll.",
      },
      {
        title: "Leave Management",
        description:
          "Leave types, balances and accruals under your policy, with requests routed through the approval chain.",
      },
      {
        title: "Payroll Management",
        description:
          "Monthly payroll from attendance, leave and allowances, with payslips and bank transfer files ready to upload.",
      },
      {
        title: "Project Management",
        description:
          "Projects, tasks, milestones and budgets, with field updates from the app and a status view for your clients.",
      },
      {
        title: "Compliance Management",
        description:
          "Track Iqama, licence and certificate expiry dates and labour-law obligations before they become penalties.",
      },
      {
        title: "Live Location",
        description:
          "See where field staff and vehicles are during working hours, with geofenced check-in at project sites.",
      },
      {
        title: "Asset Management",
        description:
          "Laptops, vehicles, tools and equipment: who holds what, its condition, maintenance dates and depreciation.",
      },
      {
        title: "Messaging",
        description:
          "Announcements, team channels and direct messages inside the ERP, so work talk stays with the work.",
      },
      {
        title: "Job Portal",
        description:
          "A branded careers page on your website that feeds applications straight into recruitment.",
      },
      {
        title: "Online Exam",
        description:
          "Screening tests for applicants and assessments for staff, timed, marked automatically and stored with the profile.",
      },
      {
        title: "Investor Management",
        description:
          "Investor records, contributions and periodic reports shared securely with shareholders and partners.",
      },
      {
        title: "Analytics",
        description:
          "Dashboards and exportable reports on headcount, attendance, payroll cost and project progress.",
      },
      {
        title: "Security & Backup",
        description:
          "Role-based permissions, an audit trail of every change and scheduled, encrypted backups in the cloud.",
      },
    ],
    services,
    (path) => path,
    "erp-solution: modules",
  ),
};

export const approvals = {
  headline: {
    eyebrow: "Workflows",
    title: "Approvals that follow your organisation",
    lead: "Every request reaches the right people in the right order, and nobody has to chase a signature.",
  } satisfies Headline,
  paragraphs: [
    "Leave, overtime, advances, purchases and shift changes follow an approval flow you define. A typical chain runs from the shift supervisor to the project manager, then HR, and finally the general manager; steps can be skipped, added or made conditional on amounts and departments. Each approver is notified on the web and in the app, and the employee sees exactly where the request stands.",
    "Clients get their own secure access to the projects you run for them, with status, milestones and the latest field updates, so progress reports stop being a weekly chore.",
  ],
  flowTitle: "Typical approval chain",
  steps: withBase(
    erpSolutionBase.approvalSteps,
    [
      { label: "Employee submits a request" },
      { label: "Shift supervisor" },
      { label: "Project manager" },
      { label: "HR" },
      { label: "General manager" },
    ],
    "erp-solution: approvalSteps",
  ) satisfies FlowStep[],
  highlights: withBase(
    erpSolutionBase.approvalHighlights,
    [
      {
        title: "Client access to project status",
        description:
          "Invite a client to see their projects' progress, milestones and approved updates, without giving them access to anything else.",
      },
      {
        title: "Promotion eligibility built in",
        description:
          "Employees become eligible for promotion after a minimum of 6 months of service; the system flags eligible staff and routes recommendations for approval.",
      },
      {
        title: "A full audit trail",
        description:
          "Every approval, rejection and change is recorded with who did it and when, ready for internal audit or a labour inspection.",
      },
    ],
    "erp-solution: approvalHighlights",
  ) satisfies Feature[],
};

export const cta = {
  title: "See the ERP with your own processes",
  text: "Book a free, personal demo. Tell us how your company works and we will show you the modules, approval flows and reports that fit.",
  primary: { label: "Book a Demo", href: pages.bookDemo.path },
  secondary: { label: "Talk to our team", href: pages.contact.path },
};
