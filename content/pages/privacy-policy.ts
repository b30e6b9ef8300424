// Copy of the Privacy Policy page (/privacy-policy).
export const hero = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: "How we collect, use and protect the information you share with us.",
  actions: [],
};
