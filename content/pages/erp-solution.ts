// Copy of the ERP Solution page (/erp-solution).
export const hero = {
  eyebrow: "Product",
  title: "ERP Solution",
  lead: "One system for people, projects and operations, on the web and in your team's pocket.",
  actions: [{ label: "Book a Demo", href: "/book-demo" }],
};
