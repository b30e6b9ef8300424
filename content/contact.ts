// Copy of the enquiry and demo forms and of the contact section shown on many pages.
import { pages } from "@/content/routes";

export const contactSection = {
  eyebrow: "Contact us",
  title: "Let's Talk",
  lead: "Tell us what you want to build or fix. A consultant reads every enquiry and replies within 24 working hours.",
  detailsTitle: "Reach us directly",
  addressLabel: "Visit us",
  phoneLabel: "Call us",
  emailLabel: "Email us",
  whatsappLabel: "Chat on WhatsApp",
  hoursLabel: "Office hours",
  privacyNote: {
    before: "By sending this form you agree to our ",
    link: { label: "privacy policy", href: pages.privacy.path },
    after: ", which explains how we use and protect your details.",
  },
} as const;

export const contactForm = {
  title: "Send us a message",
  fields: {
    name: { label: "Your name", placeholder: "Full name" },
    email: { label: "Email address", placeholder: "you@company.com" },
    subject: { label: "Subject", placeholder: "What is it about?" },
    message: { label: "Message", placeholder: "Tell us about your project, timeline and goals" },
  },
  submit: "Send message",
  sending: "Sending…",
  /**
   * The subjects a link may preset: /contact/?topic=<key> fills the subject with these words in the page's
   * language (the accessibility statement's "report a barrier" link). Any other value is ignored, so no link can
   * put its own words in the company's form (issue 46).
   */
  topics: {
    accessibility: "Accessibility barrier",
  },
} as const;
