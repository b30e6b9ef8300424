// Copy of the Portfolio page (/portfolio).
import type { Headline } from "@/content/types";

export const hero = {
  eyebrow: "Our work",
  title: "Portfolio",
  lead: "A selection of design, development and IT projects we have delivered. Filter by the kind of work you need.",
};

/** Headline above the filter on this page (the home page uses the section's default). */
export const projectsHeadline: Headline = {
  eyebrow: "Selected projects",
  title: "Work for hotels, clinics, retailers and logistics teams",
  lead: "Each project below started with a conversation about a business goal. Open an image for a closer look at what we built.",
};
