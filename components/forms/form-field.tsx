import { FieldError } from "@/components/forms/enhanced-form";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";

export const fieldClass =
  "w-full rounded-xl border border-line-strong bg-card px-4 py-3 text-ink placeholder:text-ink-muted transition rtl:text-right focus:border-brand-500 aria-invalid:border-red-600";
export const submitClass =
  "inline-flex items-center justify-center rounded-full bg-brand-600 px-7 py-3 font-semibold text-white shadow-lift transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60";

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">;

interface FormFieldProps extends InputProps {
  /** Prefix of the element ids (unique per form on the page). */
  formId: string;
  name: string;
  label: string;
  /** Render a textarea with this many rows instead of an input. */
  rows?: number;
  className?: string;
}

/** Label, control and error slot of one form field; the slot is tied to the control for screen readers. */
export function FormField({ formId, name, label, rows, className = "", ...input }: FormFieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const common = { id, name, "aria-describedby": errorId, className: fieldClass };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          required={input.required}
          maxLength={input.maxLength}
          placeholder={input.placeholder}
        />
      ) : (
        <input {...common} {...input} />
      )}
      <FieldError name={name} id={errorId} />
    </div>
  );
}

/** A trap field that people never see or reach; bots that fill it get a friendly answer and nothing is kept. */
export function HoneypotField({ formId, locale }: { formId: string; locale: Locale }) {
  const { honeypot } = content(locale).forms;
  const id = `${formId}-${honeypot.name}`;
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{honeypot.label}</label>
      <input id={id} name={honeypot.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
