// Copy of the Our Services page (/services). The grid and the Why Choose Us block read content/shared.ts.
export const hero = {
  eyebrow: "What we do",
  title: "Our Services",
  lead: "Six practices under one roof, so your app, website, software, cloud and marketing work together.",
};
