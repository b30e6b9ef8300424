// Copy of the Let's Talk page (/contact).
export const hero = {
  eyebrow: "Contact",
  title: "Let's Talk",
  lead: "Tell us about your project. We reply to every enquiry within 24 working hours.",
};

/** Heading of the details-and-form section (the page's h1 already says "Let's Talk"). */
export const enquiryHeading = {
  eyebrow: "Send an enquiry",
  title: "How can we help?",
  lead: "Call, e-mail or visit us, or send the form and a consultant will answer within 24 working hours.",
};
