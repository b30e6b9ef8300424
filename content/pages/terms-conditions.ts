// Copy of the Terms and Conditions page (/terms-conditions).
export const hero = {
  eyebrow: "Legal",
  title: "Terms and Conditions",
  lead: "The terms that apply when you use this website.",
  actions: [],
};
