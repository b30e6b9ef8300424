// Copy of the home page (/). Shared blocks (services, why us, FAQ, CTA, posts) live in content/shared.ts.
import { pages } from "@/content/routes";
import type { Banner, Link } from "@/content/types";

export const hero: Banner & { actions: Link[] } = {
  eyebrow: "Web & app development in Makkah",
  title: "We build the apps, websites and software your business runs on",
  lead: "From the first workshop to round-the-clock support, our Makkah team designs, builds and runs digital products for companies across Saudi Arabia, in Arabic and English, and stays on as your long-term IT partner.",
  actions: [
    { label: "Talk to our experts", href: pages.contact.path },
    { label: "Explore our services", href: pages.services.path },
  ],
};
