import { EnhancedForm, SubmitButton } from "@/components/forms/enhanced-form";
import { formEndpoint } from "@/components/forms/endpoint";
import { FormField, HoneypotField, submitClass } from "@/components/forms/form-field";
import { FormNotice } from "@/components/forms/form-notice";
import { ChallengeField } from "@/components/forms/challenge-field";
import { phoneInputPattern, type FieldRule } from "@/components/forms/validate";
import { content } from "@/lib/content";
import { formLimits as max } from "@/content/forms";
import type { Locale } from "@/content/i18n";

type FieldSpec = Omit<React.ComponentProps<typeof FormField>, "formId" | "name" | "label"> & {
  rule: Omit<FieldRule, "message">;
  /** Spans both grid columns. */
  wide?: boolean;
};

/** Every field the site's forms use: input attributes and validation kind, the same on both forms. */
const fieldSpecs = {
  name: {
    type: "text",
    autoComplete: "name",
    maxLength: max.name.max,
    rule: { kind: "text", max: max.name.max },
  },
  email: {
    type: "email",
    autoComplete: "email",
    // Addresses and numbers are Latin and left-to-right in both editions.
    dir: "ltr",
    maxLength: max.email.max,
    rule: { kind: "email", max: max.email.max },
  },
  subject: {
    type: "text",
    maxLength: max.subject.max,
    wide: true,
    // The spec gives subject no custom message: the browser's own is shown.
    rule: { kind: "text", max: max.subject.max, native: true },
  },
  phone: {
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    dir: "ltr",
    minLength: max.phone.min,
    maxLength: max.phone.max,
    // Arabic-Indic digits are accepted too (normalised to 0-9 before sending and by the handler).
    pattern: phoneInputPattern,
    rule: { kind: "phone", min: max.phone.min, max: max.phone.max },
  },
  company: {
    type: "text",
    autoComplete: "organization",
    maxLength: max.company.max,
    rule: { kind: "text", max: max.company.max },
  },
  noEmployees: {
    type: "number",
    min: max.noEmployees.min,
    max: max.noEmployees.max,
    step: 1,
    inputMode: "numeric",
    dir: "ltr",
    wide: true,
    rule: { kind: "integer", ...max.noEmployees },
  },
  message: {
    rows: 7,
    maxLength: max.message.max,
    wide: true,
    rule: { kind: "multiline", max: max.message.max },
  },
} as const satisfies Record<
  string,
  { rule: Omit<FieldRule, "message">; wide?: boolean } & Record<string, unknown>
>;

export type FieldName = keyof typeof fieldSpecs;

interface SiteFormProps<F extends FieldName> {
  /** The page's edition: the handler answers in it and sends the visitor back to it. */
  locale: Locale;
  /** The form element's id. */
  id: string;
  /** Short id: prefixes the field ids (e.g. "contact-name"). */
  formId: string;
  /** The form as the handlers know it: posts to `{form}.php`, whose redirect names the notice shown above it. */
  form: "contact" | "book-demo";
  /** Route the handler redirects back to (checked against its allow-list). */
  returnTo: string;
  fields: readonly F[];
  copy: {
    fields: Record<F, { label: string; placeholder: string }>;
    submit: string;
    sending: string;
    /** The subjects a link may preset with ?topic=<key> (content/contact.ts). */
    topics?: Record<string, string>;
  };
}

/**
 * A form of the site (contact enquiry, demo request) and, above it, the notice its handler's redirect asks
 * for: plain HTML that posts without JavaScript, enhanced by the validation island. Fields come from
 * `fieldSpecs`, copy from content/.
 */
export function SiteForm<F extends FieldName>({
  locale,
  id,
  formId,
  form,
  returnTo,
  fields,
  copy,
}: SiteFormProps<F>) {
  // The messages are the same for every form of an edition (spec sections 5 and 8): content/forms.ts.
  const { fieldErrors, formNotices, formNoticeWait, challengeCopy } = content(locale).forms;
  const entries = fields.map((name) => {
    const { rule, wide = false, ...attributes }: FieldSpec = fieldSpecs[name];
    return { name, wide, attributes, rule: { ...rule, message: fieldErrors[name] } as FieldRule };
  });
  const rules = Object.fromEntries(entries.map(({ name, rule }) => [name, rule]));
  return (
    <>
      <FormNotice
        form={form}
        success={formNotices.success}
        fail={formNotices.fail}
        wait={formNoticeWait}
        dismissLabel={formNotices.dismiss}
      />
      <EnhancedForm
        id={id}
        action={formEndpoint(`${form}.php`)}
        rules={rules}
        topics={copy.topics}
        className="grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="return_to" value={returnTo} />
        <input type="hidden" name="lang" value={locale} />
        <HoneypotField formId={formId} locale={locale} />
        {entries.map(({ name, wide, attributes }) => {
          return (
            <FormField
              key={name}
              formId={formId}
              name={name}
              label={copy.fields[name].label}
              placeholder={copy.fields[name].placeholder}
              required
              className={wide ? "sm:col-span-2" : ""}
              {...attributes}
            />
          );
        })}
        <div className="sm:col-span-2">
          <SubmitButton label={copy.submit} sendingLabel={copy.sending} className={submitClass} />
        </div>
        {/* Below the button: the widget appears on the first touch of the form, and a first touch on "Send" must
            not move the button from under the pointer (the click would be lost). */}
        <ChallengeField endpoint={formEndpoint("challenge.php")} locale={locale} copy={challengeCopy} />
      </EnhancedForm>
    </>
  );
}
