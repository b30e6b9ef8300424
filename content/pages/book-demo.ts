// Copy of the Comprehensive ERP Solution page (/book-demo).
export const hero = {
  eyebrow: "Book a demo",
  title: "Comprehensive ERP Solution",
  lead: "See the modules that matter to your company in a free, personal walkthrough.",
  actions: [],
};
