// Copy of the Terms and Conditions page (/terms-conditions).
import { pages } from "@/content/routes";
import { addressLine, mailHref, site } from "@/content/site";
import type { LegalDocument } from "@/content/types";

export const hero = {
  eyebrow: "Legal",
  title: "Terms and Conditions",
  lead: "The terms that apply when you use this website.",
  actions: [],
};

const email = { label: site.email, href: mailHref };
const privacy = { label: "Privacy Policy", href: pages.privacy.path };

export const terms: LegalDocument = {
  updatedLabel: "Last updated:",
  updated: "2026-11-21",
  intro: [
    [
      `These terms govern your use of the ${site.name} website. They do not replace the written agreement we sign with clients for a project; where the two differ, the project agreement applies to that project.`,
    ],
  ],
  nav: { title: "In these terms" },
  related: { title: "Related", links: [privacy, { label: "Contact us", href: pages.contact.path }] },
  sections: [
    {
      id: "agreement-by-use",
      title: "Agreement by use",
      blocks: [
        {
          type: "p",
          text: [
            "By accessing or using this website you agree to these terms and to our ",
            privacy,
            ". If you do not agree, please do not use the website. You must be legally able to enter into a binding agreement, or use the website with the permission of someone who is.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        {
          type: "p",
          text: [
            `The text, graphics, illustrations, logos and code of this website belong to ${site.name} or are used with permission, and are protected by the intellectual property laws of the Kingdom of Saudi Arabia and international treaties.`,
          ],
        },
        {
          type: "p",
          text: [
            "You may view, download and print pages for your own information or to evaluate our services. You may not copy, republish, sell or create derivative works from them without our written permission.",
          ],
        },
      ],
    },
    {
      id: "licence-to-feedback",
      title: "Licence to feedback",
      blocks: [
        {
          type: "p",
          text: [
            "We welcome ideas, suggestions and comments about the website and our services. If you send us feedback, you grant us a free, perpetual, worldwide, non-exclusive licence to use it to improve our website, products and services, without any obligation to you.",
          ],
        },
        {
          type: "p",
          text: [
            "This does not apply to the confidential information you share with us about your business or project, which we treat as confidential, or to personal data, which our Privacy Policy covers.",
          ],
        },
      ],
    },
    {
      id: "corrections-and-changes",
      title: "Corrections and changes",
      blocks: [
        {
          type: "p",
          text: [
            "We work to keep the information on this website accurate and up to date, but it may contain typographical errors, inaccuracies or omissions, and descriptions of services, features and prices are for general information only. We may correct errors and change or remove any content at any time without notice.",
          ],
        },
        {
          type: "p",
          text: [
            'We may also update these terms. The "last updated" date above shows when they last changed; continuing to use the website after a change means you accept the updated terms.',
          ],
        },
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      blocks: [
        {
          type: "p",
          text: [
            'The website is provided "as is" and "as available". To the extent permitted by law, we are not liable for any indirect or consequential loss, or for any loss of data, profit or business, arising from your use of the website or your reliance on its content, or from the website being unavailable.',
          ],
        },
        {
          type: "p",
          text: [
            "Nothing in these terms limits any liability that cannot be limited under the laws of the Kingdom of Saudi Arabia.",
          ],
        },
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      blocks: [
        {
          type: "p",
          text: [
            `You agree to indemnify and hold harmless ${site.name}, its employees and partners from any claim, loss, liability or expense, including reasonable legal fees, that arises from your breach of these terms, your misuse of the website, or your violation of any law or of the rights of a third party.`,
          ],
        },
      ],
    },
    {
      id: "use-of-the-internet",
      title: "Use of the internet",
      blocks: [
        {
          type: "p",
          text: [
            "The internet is not a completely reliable or secure medium. Messages you send us through the website or by e-mail may be delayed, lost or intercepted, so please do not send confidential or sensitive information that way; ask us for a secure channel instead.",
          ],
        },
        { type: "p", text: ["When using this website you must not:"] },
        {
          type: "ul",
          items: [
            ["attempt to gain unauthorised access to the website, its server or its data;"],
            ["introduce viruses or other harmful code, or overload the website with automated requests;"],
            ["use the forms to send spam, unlawful content or content that infringes the rights of others;"],
            ["use the website in any way that breaches the laws of the Kingdom of Saudi Arabia."],
          ],
        },
        {
          type: "p",
          text: [
            "Links to other websites are provided for convenience. We do not control those websites and are not responsible for their content or their privacy practices.",
          ],
        },
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        {
          type: "p",
          text: [
            "These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute arising from them or from your use of the website falls under the exclusive jurisdiction of the competent courts of the Kingdom of Saudi Arabia.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        {
          type: "p",
          text: [
            `Questions about these terms are welcome by e-mail at `,
            email,
            `, or by post to ${site.name}, ${addressLine}.`,
          ],
        },
      ],
    },
  ],
};
