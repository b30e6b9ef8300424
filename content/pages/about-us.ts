// Copy of the A Makkah technology partner for the long term page (/about-us).
export const hero = {
  eyebrow: "About us",
  title: "A Makkah technology partner for the long term",
  lead: "We are a software and IT services company helping businesses across Saudi Arabia plan, build and operate digital products.",
  actions: [],
};
