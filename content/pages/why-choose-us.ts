// Copy of the Why Choose Us page (/why-choose-us): the spec's eight sections, in its order.
import { withBase } from "@/content/merge";
import { whyChooseUsBase } from "@/content/pages/base";
import { pages } from "@/content/routes";
import type { FeatureStory } from "@/content/types";

export const hero = {
  eyebrow: "Why Us?",
  title: "Why Choose Us",
  lead: "Eight commitments that shape how we work with every client.",
};

export const reasons: FeatureStory[] = withBase(
  whyChooseUsBase.reasons,
  [
    {
      eyebrow: "Experience",
      title: "Expertise and experience",
      paragraphs: [
        "Our team brings together mobile and web engineers, software architects, UI/UX designers, cloud specialists and digital marketers who have delivered apps, business platforms and integrations for companies across Saudi Arabia. We have built booking systems, ERP modules, e-commerce stores and service apps, so we have usually met your problem, or one very like it, before.",
        "That experience shows in the questions we ask early: about your users, your existing systems, your approval rules and your growth plans. Getting those answers right at the start is what keeps a project on budget at the end.",
      ],
      points: ["Native, cross-platform and web expertise", "Arabic and English, RTL-ready interfaces"],
    },
    {
      eyebrow: "Partnership",
      title: "Customer-centric approach",
      paragraphs: [
        "We start from your customers and your business goals, then choose the technology, never the other way round. Every project begins with a discovery workshop where we map who will use the product, what they need to get done and how success will be measured.",
        "You get one named project lead, a shared roadmap and a working build to try every two weeks. Your feedback shapes the next sprint, so the product you launch is the one your customers actually need.",
      ],
    },
    {
      eyebrow: "Reliability",
      title: "Timely delivery",
      paragraphs: [
        "We plan in short sprints with clear milestones and a release date agreed up front. Progress is visible to you at all times, and if something threatens the schedule you hear about it from us early, together with the options, not at the deadline.",
        "Automated builds, tests and deployments remove the slow, error-prone steps between 'done' and 'live', which is how we keep launch dates without cutting corners.",
      ],
      points: ["Fortnightly demos of working software", "Milestones tied to your launch plans"],
    },
    {
      eyebrow: "Honesty",
      title: "Integrity",
      paragraphs: [
        "We tell you what we would do if it were our own money: when an off-the-shelf tool is enough, when a feature is not worth building yet, and what a decision will cost to maintain. Our estimates are written, itemised and honest about assumptions.",
        "You own the code, designs and data we produce for you, and we treat your business information as confidential from the first call, whether or not a contract follows.",
      ],
    },
    {
      eyebrow: "Craft",
      title: "Quality products",
      paragraphs: [
        "Quality is built into how we work rather than inspected at the end. Every change is code-reviewed by a second engineer and covered by automated tests, and every interface is checked for performance, accessibility and behaviour on real devices in both Arabic and English.",
        "Before launch we test security, load and recovery, and we hand over documentation your own team can use, so the product stays maintainable long after the first release.",
      ],
      points: ["Code review and automated tests", "Security, performance and accessibility checks"],
    },
    {
      eyebrow: "Value",
      title: "Competitive pricing",
      paragraphs: [
        "We price for long-term relationships, not one-off invoices. Choose a fixed price for a clearly defined scope, or a monthly dedicated team when the scope will evolve; either way you see exactly what you pay for, with no hidden licence fees.",
        "Our Makkah-based team and reusable building blocks, such as authentication, payments and admin dashboards, let us deliver international-standard work at a price that makes sense for Saudi businesses of every size.",
      ],
    },
    {
      eyebrow: "Support",
      title: "24/7 support",
      paragraphs: [
        "Launch is the beginning of our work, not the end. For the systems we host and maintain, we monitor availability around the clock and respond to critical incidents at any hour, in Arabic or English.",
        "Maintenance plans also cover security patches, operating-system and browser updates, backups and small improvements, so your app or website keeps working as the platforms around it change.",
      ],
      points: ["Round-the-clock monitoring", "Clear response times per severity"],
    },
    {
      eyebrow: "Reach",
      title: "Global presence approach",
      paragraphs: [
        "We are rooted in Makkah and serve clients throughout the Kingdom, and we build every product to travel: multilingual interfaces, right-to-left and left-to-right layouts, local payment gateways and cloud hosting in the regions your customers are in.",
        "We work comfortably across time zones with partners and clients abroad, and we follow international standards for security and data protection alongside Saudi regulations, so expanding into new markets does not mean rebuilding your product.",
      ],
    },
  ],
  "why-choose-us: reasons",
);

export const cta = {
  title: "Let's build something that lasts",
  text: "Tell us about your idea or the system that is holding you back. Our experts will reply within 24 working hours.",
  primary: { label: "Talk to our experts", href: pages.contact.path },
  secondary: { label: "Explore our services", href: pages.services.path },
};
