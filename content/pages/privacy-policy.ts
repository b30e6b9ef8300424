// Copy of the Privacy Policy page (/privacy-policy). Written for what this site really does:
// no cookies of its own, no analytics or advertising; only the three forms collect personal data.
import { dataRequestAnswerDays, enquiryRetentionMonths } from "@/content/forms";
import { pages } from "@/content/routes";
import { addressLine, mailHref, site } from "@/content/site";
import type { LegalDocument } from "@/content/types";

export const hero = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: "How we collect, use and protect the information you share with us.",
  actions: [],
};

const email = { label: site.email, href: mailHref };
const kept = `${enquiryRetentionMonths} months from the day we receive it, then deleted.`;

export const policy: LegalDocument = {
  updatedLabel: "Last updated:",
  updated: "2026-11-21",
  intro: [
    [
      `This policy explains how ${site.name} ("we", "us"), ${addressLine}, handles personal data on this website, as the Saudi Personal Data Protection Law (PDPL) requires. In short: we collect only what you send us through our forms, use it only to answer you, keep it for a limited time and never sell it.`,
    ],
    ["Questions about this policy or your data are welcome at any time at ", email, "."],
  ],
  nav: { title: "In this policy", count: 6 },
  related: {
    title: "Related",
    links: [
      { label: "Terms and Conditions", href: pages.terms.path },
      { label: "Contact us", href: pages.contact.path },
    ],
  },
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        {
          type: "p",
          text: [
            "You can read every page of this website without telling us who you are. We collect personal data only when you choose to send it through one of our three forms:",
          ],
        },
        {
          type: "facts",
          items: [
            {
              title: "Contact form",
              facts: [
                { term: "What", detail: "Your name, e-mail address, subject and message." },
                { term: "Why", detail: "To read your enquiry and answer it." },
                { term: "How long", detail: kept },
              ],
            },
            {
              title: "Demo request",
              facts: [
                {
                  term: "What",
                  detail:
                    "Your name, business e-mail, phone number, company, number of employees and message.",
                },
                {
                  term: "Why",
                  detail: "To arrange an ERP demo that fits the size and needs of your company.",
                },
                { term: "How long", detail: kept },
              ],
            },
            {
              title: "Newsletter",
              facts: [
                {
                  term: "What",
                  detail:
                    "Your e-mail address, the page and language you signed up from, and the dates of sign-up and confirmation.",
                },
                {
                  term: "Why",
                  detail:
                    "To send you our newsletter, once you have confirmed the address from the e-mail we send.",
                },
                {
                  term: "How long",
                  detail: "Until you unsubscribe; an address not confirmed within 7 days is deleted.",
                },
              ],
            },
          ],
        },
        {
          type: "p",
          text: [
            "When you submit a form, our server also sees your IP address, as every web server does. We use it briefly to limit repeated submissions and block spam and abuse; we do not use it to identify you or build a profile of you. Our hosting server may also keep standard access logs (IP address, page requested, time and browser type) for security and troubleshooting.",
          ],
        },
        {
          type: "p",
          text: [
            "Please do not include sensitive data, such as national ID or Iqama numbers, health or bank details, in a message. We do not need it to answer you.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use your information",
      blocks: [
        { type: "p", text: ["We use the information you send us only to:"] },
        {
          type: "ul",
          items: [
            ["answer your enquiry and continue the conversation you started;"],
            ["contact you to schedule and prepare a demo of our ERP solution;"],
            ["send the newsletter you subscribed to, with an unsubscribe link in every issue;"],
            ["keep the forms free of spam and abuse;"],
            ["meet obligations under Saudi law."],
          ],
        },
        {
          type: "p",
          text: [
            "We process it on the basis of your consent, given when you submit a form, and of our legitimate interest in protecting the website. We do not sell it, use it for automated decision-making or profiling, or add you to any mailing list you did not ask to join.",
          ],
        },
      ],
    },
    {
      id: "sharing-information",
      title: "Sharing your information",
      blocks: [
        { type: "p", text: ["We do not sell, rent or trade personal data. It is shared only with:"] },
        {
          type: "ul",
          items: [
            ["the members of our team who handle your enquiry, demo or newsletter;"],
            [
              "our hosting provider, which runs the server where form submissions are stored, and the e-mail service that delivers the notification of each submission to our team, both acting on our instructions only;",
            ],
            ["public authorities, when Saudi law requires us to disclose it."],
          ],
        },
        {
          type: "p",
          text: [
            "If any of these providers processes data outside the Kingdom of Saudi Arabia, we allow it only where the PDPL and its implementing regulations permit the transfer.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        {
          type: "p",
          text: [
            "This website sets no cookies of its own and uses no other technique to recognise you from one visit to the next. We use no analytics, tracking pixels, advertising or social-media widgets, and our fonts, images and scripts are served from our own server, so loading a page sends no information about you to other companies.",
          ],
        },
        {
          type: "p",
          text: [
            "Some links lead to other websites, such as the map link for our address and our social-media profiles. Once you follow them, those sites' own privacy and cookie policies apply.",
          ],
        },
      ],
    },
    {
      id: "data-retention",
      title: "How long we keep your data",
      blocks: [
        {
          type: "ul",
          items: [
            [
              `Contact enquiries and demo requests: ${enquiryRetentionMonths} months from the day we receive them. An automated purge script deletes stored submissions older than that, and we delete the matching notification e-mails on the same schedule.`,
            ],
            [
              "Newsletter subscriptions: you are subscribed only after you follow the link in the confirmation e-mail we send; an address not confirmed within 7 days is deleted. Every e-mail has an unsubscribe link, and when you unsubscribe we remove your address from the list.",
            ],
            [
              "IP addresses used to limit repeated submissions: we keep only a short-lived keyed hash of the address, for at most one day, never the address itself. Submissions caught by our spam filter are kept for the same period as enquiries, then deleted.",
            ],
          ],
        },
        {
          type: "p",
          text: [
            "If an enquiry leads to a contract, the correspondence about it becomes part of the project records and is kept for as long as the contract and Saudi law require.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        {
          type: "p",
          text: [
            "The website is served over an encrypted HTTPS connection. Form submissions are checked and stored on our hosting server outside the publicly accessible folders, and only authorised members of our team can read them or the notification e-mails.",
          ],
        },
        {
          type: "p",
          text: [
            "No system connected to the internet is perfectly secure. If a breach ever affected your data, we would inform you and the competent authority as the PDPL requires.",
          ],
        },
      ],
    },
    {
      id: "do-not-track",
      title: "Do-not-track signals",
      blocks: [
        {
          type: "p",
          text: [
            "Some browsers send a Do Not Track or Global Privacy Control signal. Because this website does not track visitors across sites or over time, there is nothing for such a signal to switch off: every visitor is treated as if it were on.",
          ],
        },
      ],
    },
    {
      id: "review-or-delete-data",
      title: "Review or delete your data",
      blocks: [
        { type: "p", text: ["Under the Saudi Personal Data Protection Law (PDPL) you have the right to:"] },
        {
          type: "ul",
          items: [
            ["know what personal data we hold about you and how we use it;"],
            ["access it and receive a copy;"],
            ["have it corrected or completed if it is wrong;"],
            ["have it deleted when we no longer need it, or withdraw your consent at any time."],
          ],
        },
        {
          type: "p",
          text: [
            "To make a request, e-mail ",
            email,
            ` from the address you used with us, saying what you would like us to do. We will answer within ${dataRequestAnswerDays} days, free of charge. If we need to confirm your identity first, we will tell you how.`,
          ],
        },
        {
          type: "p",
          text: [
            "If you are not satisfied with our answer, you may complain to the Saudi Data & AI Authority (SDAIA), the authority responsible for the PDPL.",
          ],
        },
      ],
    },
    {
      id: "third-party-products",
      title: "No third-party products or services",
      blocks: [
        {
          type: "p",
          text: [
            "We do not sell or promote third-party products or services on this website, and we show no advertising. No advertising network or other third party places advertising cookies, web beacons or similar technologies through our pages, and we use no remarketing or interest-based advertising.",
          ],
        },
        {
          type: "p",
          text: [
            "If that ever changes, we will update this policy first, name the advertising partners and the cookies they use, and ask for your consent before any advertising cookie is set.",
          ],
        },
      ],
    },
  ],
};
