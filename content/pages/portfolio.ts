// Copy of the Portfolio page (/portfolio).
export const hero = {
  eyebrow: "Our work",
  title: "Portfolio",
  lead: "A selection of design, development and IT projects we have delivered. Filter by the kind of work you need.",
  actions: [],
};
