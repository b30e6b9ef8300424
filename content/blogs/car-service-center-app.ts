import type { BlogPost } from "@/content/types";

export const carServiceCenterApp = {
  slug: "crafting-a-car-service-center-application-guide",
  title: "Crafting a Car Service Center Application: A Complete Guide",
  category: "Mobile App Development",
  date: "2023-09-18",
  readingMinutes: 8,
  excerpt:
    "What a car service center app needs for customers and workshop staff, how to choose the tech stack, what drives the cost, and how to launch and grow it.",
  icon: "car",
  meta: {
    title: "Car Service Center App: A Complete Guide",
    description:
      "Plan a car service center app: booking, live job status, estimates, mada and Apple Pay payments, admin panel, tech stack, cost drivers and launch tips.",
  },
  body: [
    {
      type: "p",
      text: "Car owners in Saudi Arabia expect the same convenience from their workshop that they get from their bank or their food delivery app. They want to book a slot in seconds, know exactly what is happening to their car, approve extra work from their phone and pay without queuing at the counter. For a car service center, a well-built mobile application is no longer a nice extra: it is how you win repeat customers, keep bays full and run the workshop with fewer phone calls and less paperwork.",
    },
    {
      type: "p",
      text: "This guide covers what such an application should include for customers and workshop staff, how to choose the technology, what drives the budget and how to launch and grow the product.",
    },
    {
      type: "h2",
      text: "Why a Dedicated App Pays Off for Service Centers",
    },
    {
      type: "p",
      text: "Most workshops still run on phone calls, WhatsApp messages and handwritten job cards. That works until the business grows: calls go unanswered at busy hours, customers ring back to ask whether their car is ready, and advisors spend their day chasing approvals. An app turns these conversations into structured data. Bookings arrive in a calendar, job updates are pushed automatically and every approval is recorded with a time stamp. The result is a calmer front desk and a clear history for every vehicle.",
    },
    {
      type: "figure",
      icons: ["car", "smartphone", "wrench", "calendar-check"],
      alt: "A car, a smartphone, a wrench and a calendar with a check mark, showing a customer booking a workshop slot from their phone",
      caption: "Booking, tracking and approving work from one app replaces dozens of phone calls a day.",
    },
    {
      type: "h2",
      text: "Features Your Customers Need",
    },
    {
      type: "p",
      text: "The customer app should make the whole journey, from the first booking to the next reminder, feel effortless. The following features form a strong first release:",
    },
    {
      type: "ul",
      items: [
        "Online booking: choose the branch, service type, date and time slot, with real availability pulled from the workshop calendar rather than a simple request form.",
        "Vehicle profiles: store make, model, year, plate number and mileage once, so repeat bookings take a few taps. Support several cars per account for families and small fleets.",
        "Service history: every past visit, invoice and replaced part in one place, which also adds value when the owner sells the car.",
        "Live job status: clear stages such as received, inspection, waiting for approval, in progress, quality check and ready for pickup, each triggering a push notification.",
        "Estimates and approvals: the advisor sends a line-by-line estimate with photos or a short video of the worn part, and the customer approves or declines each item in the app.",
        "Payments: mada, Apple Pay, STC Pay and credit cards through a licensed payment gateway, plus the option to pay at the counter.",
        "Reminders: oil changes, periodic maintenance, tyre rotation and registration or insurance renewal dates, based on time or reported mileage.",
        "Arabic and English: a full right-to-left Arabic interface, not just translated labels, with the language chosen on first launch and changeable at any time.",
      ],
    },
    {
      type: "h3",
      text: "Transparency Builds Trust",
    },
    {
      type: "p",
      text: "The estimate and approval flow deserves special attention. Customers are often worried about being overcharged for work they cannot see. Showing a photo of the worn brake pads next to the price, and letting the customer approve each item separately, removes that doubt. It also protects the workshop, because every decision is documented.",
    },
    {
      type: "h3",
      text: "Convenience Extras Worth Considering",
    },
    {
      type: "p",
      text: "Once the basics work well, you can add pickup and drop-off requests with driver tracking, loyalty points and service packages, digital warranty cards, ratings after each visit and an in-app chat with the service advisor. Keep these for later releases unless they are central to your business; a focused first version reaches the market faster.",
    },
    {
      type: "h2",
      text: "Features for Workshop Staff",
    },
    {
      type: "p",
      text: "The app succeeds only if the people inside the workshop use it every day. Technicians and advisors need simple tools, usually on a tablet, that fit the way they already work:",
    },
    {
      type: "ul",
      items: [
        "A daily job board showing every car, its bay, the assigned technician and its current status.",
        "Digital inspection checklists with photo and video capture, which feed directly into the customer estimate.",
        "One-tap status updates that notify the customer automatically, so nobody has to make a phone call.",
        "Parts lookup and requests to the store room, with stock levels visible before a part is promised.",
      ],
    },
    {
      type: "h2",
      text: "The Admin Panel: Running the Business",
    },
    {
      type: "p",
      text: "Behind the mobile apps sits a web-based admin panel for managers and owners. This is where services, prices and packages are defined, branches and working hours are configured, and staff accounts and permissions are managed. It should also hold customer records, invoices with VAT and ZATCA e-invoicing compliance, inventory and supplier information, and promotions or push campaigns. A good dashboard shows bookings, bay utilisation, estimate approval rates, average ticket size and ratings per branch.",
    },
    {
      type: "figure",
      icons: ["monitor", "bar-chart", "users", "clipboard-list"],
      alt: "A monitor with a bar chart, a group of users and a checklist, representing the admin dashboard for managers",
      caption: "The admin panel turns daily workshop activity into numbers managers can act on.",
    },
    {
      type: "p",
      text: "Integration is often the hardest part. If you already use an ERP, accounting system or dealer management system, the app should read and write data there rather than create a second source of truth. Plan these integrations early.",
    },
    {
      type: "h2",
      text: "Choosing the Tech Stack",
    },
    {
      type: "h3",
      text: "Native Development",
    },
    {
      type: "p",
      text: "Native apps are written separately for iOS (Swift) and Android (Kotlin). They give the best performance and earliest access to new platform features, but two codebases raise cost and slow down every change. Native makes sense when you need heavy device integration, such as advanced camera processing or connecting to diagnostic hardware over Bluetooth.",
    },
    {
      type: "h3",
      text: "Cross-Platform: Flutter or React Native",
    },
    {
      type: "p",
      text: "For most service center apps, a cross-platform framework is the practical choice. Flutter and React Native let one team build both iOS and Android from a single codebase, with performance that is more than enough for booking, tracking and payments. Both handle right-to-left Arabic layouts well when they are set up correctly from the start. Flutter offers very consistent rendering across devices; React Native fits well if your team already works with JavaScript or TypeScript and React on the web.",
    },
    {
      type: "h3",
      text: "Backend and Infrastructure",
    },
    {
      type: "p",
      text: "The backend holds bookings, vehicles, jobs, invoices and users. Typical choices are Node.js, Laravel or .NET with a relational database such as PostgreSQL, hosted on a cloud provider. If you handle personal data of Saudi residents, consider hosting in a data center region inside the Kingdom and review the requirements of the Personal Data Protection Law. Push notifications, SMS for one-time passwords, maps and a payment gateway that supports mada and Apple Pay complete the picture.",
    },
    {
      type: "quote",
      text: "Choose the technology that lets you ship a reliable first version quickly and maintain it cheaply for years. For most workshops, that means one cross-platform codebase and a clean, well-documented backend.",
    },
    {
      type: "h2",
      text: "The Development Process, Step by Step",
    },
    {
      type: "ol",
      items: [
        "Discovery: map the current journey of a car through your workshop, interview advisors and technicians, and define the goals you want to measure.",
        "Scope and prioritise: split features into a first release and later phases, and agree on integrations with existing systems.",
        "UX and UI design: create wireframes and then polished designs in Arabic and English, and test them with real customers and staff.",
        "Architecture and setup: define the data model, APIs, hosting, security and the payment and notification providers.",
        "Development in sprints: build and demo working features every one or two weeks so you can give feedback early.",
        "Quality assurance: test on a range of real devices, both languages, poor network conditions and every payment method.",
        "Pilot: run the app in one branch first, collect feedback from staff and customers, and fix what gets in the way.",
        "Launch and support: publish to the App Store and Google Play, monitor crashes and performance, and plan the next release.",
      ],
    },
    {
      type: "h2",
      text: "What Drives the Cost",
    },
    {
      type: "p",
      text: "Every project is different, so instead of a single price it is more useful to understand what moves the budget up or down:",
    },
    {
      type: "ul",
      items: [
        "Scope: the number of features and user roles, from a simple booking app to a full platform with pickup, loyalty and fleet accounts.",
        "Platforms: one cross-platform codebase costs less than two native apps plus a separate web admin.",
        "Integrations: connecting to an ERP, accounting, inventory or dealer system often takes more effort than the screens themselves.",
        "Design depth: a custom, animated interface costs more than a clean standard one.",
        "Multi-branch logic: different prices, hours and staff per branch add complexity to scheduling and reporting.",
        "Compliance and security: e-invoicing, data protection and payment security requirements.",
        "Ongoing costs: hosting, third-party services such as SMS and maps, store accounts, maintenance and new features after launch.",
      ],
    },
    {
      type: "p",
      text: "A phased approach keeps risk manageable: launch a solid core, measure usage, and invest in the next features based on evidence.",
    },
    {
      type: "h2",
      text: "Launch and Growth Tips",
    },
    {
      type: "figure",
      icons: ["rocket", "megaphone", "star", "trending-up"],
      alt: "A rocket, a megaphone, a star and a rising trend line, illustrating the launch and promotion of the app",
      caption: "A good launch turns existing walk-in customers into loyal app users.",
    },
    {
      type: "ul",
      items: [
        "Start with the customers you already have: staff at the front desk can help every visitor install the app and register their car in under two minutes.",
        "Offer a reason to switch, such as a discount on the first booking made in the app or priority slots for app users.",
        "Use reminders carefully: helpful, well-timed maintenance reminders bring customers back, while too many promotions lead to uninstalls.",
        "Track a few key numbers each month, such as app bookings as a share of all bookings, estimate approval rate and repeat visits, and let them guide the roadmap.",
      ],
    },
    {
      type: "h2",
      text: "Conclusion",
    },
    {
      type: "p",
      text: "A car service center app brings order to the workshop and confidence to the customer: bookings without phone calls, transparent estimates, live updates and easy local payments, all in Arabic and English. The key is to start with a focused first release, build it on a maintainable stack and improve it with real feedback from your customers and staff.",
    },
    {
      type: "p",
      text: "If you are planning an app for your service center or fleet business, the team at Makkah Tech Solutions can help you define the scope, design the experience and build it end to end. Contact us to discuss your workshop and get a tailored plan.",
    },
  ],
} satisfies BlogPost;
