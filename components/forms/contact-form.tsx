import { SiteForm } from "@/components/forms/site-form";
import { formFields } from "@/components/forms/validate";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";

/** The enquiry form: posts to contact.php, and works without JavaScript. */
export function ContactForm({ returnTo, locale }: { returnTo: string; locale: Locale }) {
  return (
    <SiteForm
      locale={locale}
      id="contact-form"
      formId="contact"
      form="contact"
      returnTo={returnTo}
      fields={formFields("contact")}
      copy={content(locale).contact.contactForm}
    />
  );
}
