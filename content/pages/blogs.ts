// Copy of the Blogs page (/blogs).
export const hero = {
  eyebrow: "Insights",
  title: "Blogs",
  lead: "Practical guides on apps, websites and emerging technology for business decision makers.",
  actions: [],
};
