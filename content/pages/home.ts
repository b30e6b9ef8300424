// Copy of the Web and app development company in Makkah page (/).
export const hero = {
  eyebrow: "",
  title: "Web and app development company in Makkah",
  lead: "We design, build and run the mobile apps, websites and software that help Saudi businesses grow, and we stay on as your long-term IT partner.",
  actions: [{ label: "Talk to our experts", href: "/contact" }],
};
