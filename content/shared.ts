// Content blocks that appear on more than one page.
import { pages } from "@/content/routes";
import { mailHref } from "@/content/site";
import { withBase } from "@/content/merge";
import { sharedBase } from "@/content/pages/base";
import type { Faq, Feature, Headline, StatItem } from "@/content/types";

export const servicesGridHeadline: Headline = {
  eyebrow: "What we do",
  title: "Services that take you from idea to impact",
  lead: "Six practices under one roof, so your app, website, software, cloud and marketing are planned together and work together.",
};
export const serviceCardMore = "Learn more";

/** The six-point "Why Choose Us" block (home and services pages); the full story is on /why-choose-us. */
export const whyChooseBlock = {
  headline: {
    eyebrow: "Why choose us",
    title: "A partner that stays after launch",
    lead: "Clients stay with us because we are easy to work with, honest about trade-offs and there when something needs fixing.",
  } satisfies Headline,
  points: withBase(
    sharedBase.whyChoose,
    [
      {
        title: "Proven expertise",
        description:
          "Engineers and designers who have shipped apps, platforms and integrations for Saudi businesses.",
      },
      {
        title: "Customer-centric approach",
        description:
          "We start from your customers and your goals, then choose the technology, never the other way round.",
      },
      {
        title: "Timely delivery",
        description:
          "Short sprints, working builds every fortnight and a plan you can see, so deadlines are met without surprises.",
      },
      {
        title: "Quality products",
        description:
          "Code review, automated tests and accessibility checks are part of every project, not an optional extra.",
      },
      {
        title: "Competitive pricing",
        description:
          "Clear, fixed-scope quotes or flexible monthly teams, with no hidden licence fees and your code in your hands.",
      },
      {
        title: "24/7 support",
        description:
          "Monitoring and a support line around the clock, in Arabic and English, for the systems we run for you.",
      },
    ],
    "shared: whyChoose",
  ) satisfies Feature[],
  link: { label: "Why clients choose us", href: pages.whyChooseUs.path },
};

/** Counter values (spec section 9). */
export const stats = {
  headline: { eyebrow: "Our track record", title: "Numbers we are proud of" } satisfies Headline,
  items: [
    { value: 7, suffix: "+", label: "Happy clients" },
    { value: 5, suffix: "+", label: "Completed projects" },
    { value: 5, suffix: "", label: "Running projects" },
  ] satisfies StatItem[],
};

/** The 4-item FAQ of the home and blogs pages. */
export const generalFaqs: { headline: Headline; items: Faq[] } = {
  headline: { eyebrow: "FAQ", title: "Questions clients ask us first" },
  items: [
    {
      question: "What kinds of projects do you take on?",
      answer:
        "Mobile apps, websites and web platforms, custom business software and ERP, plus the IT consulting, cloud and digital marketing around them. Projects range from a focused MVP for a start-up to long-running systems for established companies.",
    },
    {
      question: "How much does a project cost and how do you price it?",
      answer:
        "It depends on scope, platforms and integrations. After a free discovery call we send a written estimate with a fixed price for a defined scope, or a monthly rate for a dedicated team when the scope will evolve.",
    },
    {
      question: "How long does it take to build an app or website?",
      answer:
        "A marketing website usually takes three to six weeks; a first app release eight to sixteen weeks. You see a working build every two weeks, so you can steer the project as it grows.",
    },
    {
      question: "Do you support the product after launch?",
      answer:
        "Yes. We offer maintenance plans covering monitoring, security updates, OS and browser updates and new features, with support in Arabic and English.",
    },
  ],
};

/** Call-to-action band: discuss a project by e-mail (home, about, teams, blogs). */
export const emailCta = {
  title: "Have a project in mind? Let's discuss it.",
  text: "Send us a short description of what you want to build. We will reply within 24 working hours with questions, ideas and next steps.",
  primary: { label: "Email us your project", href: mailHref },
  secondary: { label: "Other ways to reach us", href: pages.contact.path },
};

export const recentPostsHeadline: Headline = {
  eyebrow: "From our blog",
  title: "Recent posts",
  lead: "Practical guides for business leaders planning their next digital product.",
};
export const readArticle = "Read article";
