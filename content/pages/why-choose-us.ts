// Copy of the Why Choose Us page (/why-choose-us).
export const hero = {
  eyebrow: "Why Us?",
  title: "Why Choose Us",
  lead: "Eight commitments that shape how we work with every client.",
  actions: [],
};
