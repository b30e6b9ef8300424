// Copy of the Let's Talk page (/contact).
export const hero = {
  eyebrow: "Contact",
  title: "Let's Talk",
  lead: "Tell us about your project. We reply to every enquiry within one working day.",
  actions: [],
};
