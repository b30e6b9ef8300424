import { EnhancedForm, SubmitButton } from "@/components/forms/enhanced-form";
import { formEndpoint } from "@/components/forms/endpoint";
import { FormField, HoneypotField, submitClass } from "@/components/forms/form-field";
import type { FieldRule } from "@/components/forms/validate";
import { formLimits as max } from "@/content/forms";
import { demoForm } from "@/content/pages/book-demo";
import { pages } from "@/content/routes";

const e = demoForm.errors;
const rules: Record<string, FieldRule> = {
  name: { kind: "text", message: e.name, max: max.name.max },
  email: { kind: "email", message: e.email, max: max.email.max },
  phone: { kind: "phone", message: e.phone, min: max.phone.min, max: max.phone.max },
  company: { kind: "text", message: e.company, max: max.company.max },
  noEmployees: { kind: "integer", message: e.noEmployees, ...max.noEmployees },
  message: { kind: "multiline", message: e.message, max: max.message.max },
};

/** The ERP demo request form: posts to book-demo.php and returns to /book-demo#demo-form. */
export function DemoForm() {
  const f = demoForm.fields;
  const id = "demo";
  return (
    <EnhancedForm
      id="demo-request-form"
      action={formEndpoint("book-demo.php")}
      rules={rules}
      className="grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name="return_to" value={pages.bookDemo.path} />
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
        autoComplete="work email"
        placeholder={f.email.placeholder}
      />
      <FormField
        formId={id}
        name="phone"
        label={f.phone.label}
        type="tel"
        required
        minLength={max.phone.min}
        maxLength={max.phone.max}
        pattern="[0-9 +\(\)\-]+"
        autoComplete="tel"
        placeholder={f.phone.placeholder}
      />
      <FormField
        formId={id}
        name="company"
        label={f.company.label}
        type="text"
        required
        maxLength={max.company.max}
        autoComplete="organization"
        placeholder={f.company.placeholder}
      />
      <FormField
        formId={id}
        name="noEmployees"
        label={f.noEmployees.label}
        type="number"
        required
        min={max.noEmployees.min}
        max={max.noEmployees.max}
        step={1}
        inputMode="numeric"
        placeholder={f.noEmployees.placeholder}
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
        <SubmitButton label={demoForm.submit} sendingLabel={demoForm.sending} className={submitClass} />
      </div>
    </EnhancedForm>
  );
}
