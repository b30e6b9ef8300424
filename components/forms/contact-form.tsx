import { EnhancedForm, SubmitButton } from "@/components/forms/enhanced-form";
import { formEndpoint } from "@/components/forms/endpoint";
import { FormField, HoneypotField, submitClass } from "@/components/forms/form-field";
import type { FieldRule } from "@/components/forms/validate";
import { contactForm } from "@/content/contact";
import { formLimits as max } from "@/content/forms";

interface ContactFormProps {
  /** Route the handler redirects back to (checked against its allow-list). */
  returnTo: string;
}

const e = contactForm.errors;
const rules: Record<string, FieldRule> = {
  name: { kind: "text", message: e.name, max: max.name.max },
  email: { kind: "email", message: e.email, max: max.email.max },
  subject: { kind: "text", message: e.subject, max: max.subject.max, native: true },
  message: { kind: "multiline", message: e.message, max: max.message.max },
};

/** The enquiry form: posts to contact.php, and works without JavaScript. */
export function ContactForm({ returnTo }: ContactFormProps) {
  const f = contactForm.fields;
  const id = "contact";
  return (
    <EnhancedForm
      id="contact-form"
      action={formEndpoint("contact.php")}
      rules={rules}
      className="grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name="return_to" value={returnTo} />
      <HoneypotField formId={id} />
      <FormField
        formId={id}
        name="name"
        label={f.name.label}
        type="text"
        required
        maxLength={max.name.max}
        autoComplete="name"
        placeholder={f.name.placeholder}
      />
      <FormField
        formId={id}
        name="email"
        label={f.email.label}
        type="email"
        required
        maxLength={max.email.max}
        autoComplete="email"
        placeholder={f.email.placeholder}
      />
      <FormField
        formId={id}
        name="subject"
        label={f.subject.label}
        type="text"
        required
        maxLength={max.subject.max}
        placeholder={f.subject.placeholder}
        className="sm:col-span-2"
      />
      <FormField
        formId={id}
        name="message"
        label={f.message.label}
        rows={7}
        required
        maxLength={max.message.max}
        placeholder={f.message.placeholder}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton label={contactForm.submit} sendingLabel={contactForm.sending} className={submitClass} />
      </div>
    </EnhancedForm>
  );
}
