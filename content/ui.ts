// Strings of the site chrome (header, footer, 404, error) and of shared widgets.
// Kept here, not in components, so the planned Arabic edition only swaps content.
import type { SocialNetwork } from "@/content/site";

export const ui = {
  skipLink: "Skip to main content",
  /** The header's colour theme switch (components/layout/theme-toggle.tsx). */
  theme: { label: "Theme", light: "Light", dark: "Dark", system: "System" },
  header: {
    homeLabel: "Makkah Tech Solutions, home",
    mainNavLabel: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  footer: {
    about:
      "A web and app development company in Makkah and a long-term IT partner for businesses across Saudi Arabia.",
    contactTitle: "Get in touch",
    addressLabel: "Address",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    socialLabel: "Follow us",
    /** Accessible names of the footer's profile links (content/data/company.json `social`). */
    socialNames: {
      linkedin: "LinkedIn",
      x: "X (Twitter)",
      facebook: "Facebook",
      instagram: "Instagram",
    } satisfies Record<SocialNetwork, string>,
    newsletter: {
      title: "Newsletter",
      text: "Occasional notes on apps, web and cloud. No spam; unsubscribe any time.",
      inputLabel: "Your email address",
      placeholder: "you@company.com",
      submit: "Subscribe",
      success: "Almost done: we have sent you an e-mail. Follow the link in it to confirm your subscription.",
      fail: "Sorry, we could not subscribe that address. Please check it and try again.",
    },
    copyright: (year: number, name: string) => `©\u00a0${year} ${name}. All rights reserved.`,
    /** The registered company (values in content/site.ts `registration`). */
    registration: {
      label: "Company registration",
      cr: "CR No.",
      unifiedNumber: "Unified National Number",
      vat: "VAT No.",
      shortAddress: "National short address",
    },
  },
  /** WhatsApp click-to-chat (number in content/site.ts): the greeting pre-filled in the chat, and the labels. */
  whatsapp: {
    greeting: "Hello, I would like to ask about your services.",
    linkLabel: "WhatsApp",
    floatingLabel: "Chat with us on WhatsApp",
  },
  notFound: {
    code: "404",
    title: "Page Not Found",
    text: "The page you are looking for does not exist or has moved.",
    home: "Back to home",
  },
  /** The short page a form post too large for the form scripts gets (status 413; scripts/build/error-pages.mjs). */
  tooLarge: {
    code: "413",
    title: "Message Too Large",
    text: "Your message is longer than our forms accept. Please shorten it and send it again, or write to us by e-mail.",
    back: "Back to the contact page",
  },
  error: {
    title: "Unexpected Application Error!",
    retry: "Try again",
    home: "Back to home",
  },
  breadcrumbHome: "Home",
} as const;
