import { SiteForm } from "@/components/forms/site-form";
import { contactForm } from "@/content/contact";

/** The enquiry form: posts to contact.php, and works without JavaScript. */
export function ContactForm({ returnTo }: { returnTo: string }) {
  return (
    <SiteForm
      id="contact-form"
      formId="contact"
      script="contact.php"
      returnTo={returnTo}
      fields={["name", "email", "subject", "message"]}
      copy={contactForm}
    />
  );
}
