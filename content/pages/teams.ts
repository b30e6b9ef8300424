// Copy of the Meet Our Team page (/teams).
export const hero = {
  eyebrow: "Our people",
  title: "Meet Our Team",
  lead: "The specialists who plan, build, write and manage your projects.",
  actions: [],
};
