// Copy of the About Us page (/about-us). Testimonials, counters and the CTA come from shared modules.
import { site } from "@/content/site";
import { withBase } from "@/content/merge";
import { aboutUsBase } from "@/content/pages/base";
import type { Banner, Feature, FeatureStory, Headline } from "@/content/types";

export const hero: Banner = {
  eyebrow: "About us",
  title: "A Makkah technology partner for the long term",
  lead: "We are a software and IT services company helping businesses across Saudi Arabia plan, build and operate digital products.",
};

/** Company description: who we are and how we work, text beside an illustration. */
export const story: FeatureStory[] = withBase(
  aboutUsBase.story,
  [
    {
      eyebrow: "Who we are",
      title: `Founded in Makkah in ${site.foundingYear}, built for Saudi businesses`,
      paragraphs: [
        `${site.name} started in ${site.foundingYear} as a small team of engineers in Makkah who kept seeing the same problem: local companies were buying software that was never designed for how they work, in a language their staff and customers do not use every day.`,
        "Today we design and build mobile apps, websites and custom business software, including our own ERP, and we offer the IT consulting, cloud and digital marketing services around them. Our clients range from hotels serving pilgrims and family-owned retailers to schools, clinics and logistics companies.",
      ],
      points: [
        "Mobile apps for iOS and Android",
        "Websites and web platforms",
        "Custom software and ERP",
        "IT consulting, cloud and marketing",
      ],
    },
    {
      eyebrow: "How we work",
      title: "Small senior teams, short sprints, no surprises",
      paragraphs: [
        "Every project starts with a discovery workshop to agree on goals, users and what success looks like. A small team of designers and engineers then builds in two-week sprints and shows you working software at the end of each one, so you can steer while there is still time to change course.",
        "We write everything in plain language, from estimates to release notes, and we stay after launch: monitoring, security updates and new features are handled by the people who built your product, with support in Arabic and English.",
      ],
      points: [
        "Fixed-scope quotes or monthly teams",
        "A working build every two weeks",
        "Your code and data stay yours",
        "Support in Arabic and English",
      ],
    },
  ],
  "about-us: story",
);

export const valuesHeadline: Headline = {
  eyebrow: "Core values",
  title: "What we hold ourselves to",
  lead: "Six principles guide how we hire, how we build and how we treat the businesses that trust us.",
};

export const values: Feature[] = withBase(
  aboutUsBase.values,
  [
    {
      title: "Integrity",
      description:
        "We give honest estimates, say no to work we cannot do well and tell you early when something is at risk.",
    },
    {
      title: "Customer first",
      description:
        "Your customers and your goals decide the features and the technology, not our preferences or a template.",
    },
    {
      title: "Craft and quality",
      description:
        "Reviewed code, automated tests, accessible interfaces and fast pages are how we work, not extras on a quote.",
    },
    {
      title: "Transparency",
      description:
        "Shared boards, fortnightly demos and clear invoices: you always know what is being built and what it costs.",
    },
    {
      title: "Continuous learning",
      description:
        "We invest in our team's skills, from cloud certifications to design research, so your product uses what works today.",
    },
    {
      title: "Long-term partnership",
      description:
        "Launch is the beginning. We stay to maintain, measure and improve what we built together, year after year.",
    },
  ],
  "about-us: values",
);

export const missionVision = {
  headline: {
    eyebrow: "Mission and vision",
    title: "Why we do this work",
  } satisfies Headline,
  items: withBase(
    aboutUsBase.missionVision,
    [
      {
        title: "Our mission",
        description:
          "To give every Saudi business, from a family shop in Makkah to a national enterprise, software that fits the way it works, built with care and supported for as long as it is needed.",
      },
      {
        title: "Our vision",
        description:
          "To be the most trusted technology partner in the Kingdom, known for digital products that people enjoy using and that help Vision 2030 businesses grow with confidence.",
      },
    ],
    "about-us: missionVision",
  ) satisfies Feature[],
};
