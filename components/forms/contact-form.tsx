import { formEndpoint } from "@/components/forms/endpoint";
import { contactForm } from "@/content/contact";

interface ContactFormProps {
  /** Route the handler redirects back to (checked against its allow-list). */
  returnTo: string;
}

const field =
  "w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-ink placeholder:text-slate-500 transition focus:border-brand-500";
const label = "mb-1.5 block text-sm font-semibold text-ink";

/** The enquiry form: a plain HTML form posting to contact.php (works without JavaScript). */
export function ContactForm({ returnTo }: ContactFormProps) {
  const f = contactForm.fields;
  return (
    <form action={formEndpoint("contact.php")} method="post" className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="return_to" value={returnTo} />
      <div>
        <label htmlFor="contact-name" className={label}>
          {f.name.label}
        </label>
        <input
          id="contact-name"
          name="name"
          type="text"
          required
          autoComplete="name"
          placeholder={f.name.placeholder}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="contact-email" className={label}>
          {f.email.label}
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={f.email.placeholder}
          className={field}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-subject" className={label}>
          {f.subject.label}
        </label>
        <input
          id="contact-subject"
          name="subject"
          type="text"
          required
          placeholder={f.subject.placeholder}
          className={field}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className={label}>
          {f.message.label}
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          required
          placeholder={f.message.placeholder}
          className={field}
        />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-full bg-brand-600 px-7 py-3 font-semibold text-white shadow-lift transition hover:bg-brand-700 disabled:opacity-60"
        >
          {contactForm.submit}
        </button>
      </div>
    </form>
  );
}
