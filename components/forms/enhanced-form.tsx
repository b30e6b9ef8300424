"use client";

import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { isValid, normalizeDigits, type FieldRule } from "@/components/forms/validate";

interface FormState {
  errors: Record<string, string>;
  sending: boolean;
}

const FormContext = createContext<FormState>({ errors: {}, sending: false });

interface EnhancedFormProps {
  id: string;
  action: string;
  rules: Record<string, FieldRule>;
  /** The subjects a link may preset, by key: `?topic=<key>`; any other value is ignored. */
  topics?: Record<string, string>;
  className?: string;
  children: React.ReactNode;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const noop = () => () => {};

/**
 * A plain POST form that validates on submit once scripts run. Without JavaScript the native
 * `required`/type attributes apply and the server validates; with it, our messages replace the
 * browser's, the first invalid field takes focus, and the form cannot be sent twice.
 */
export function EnhancedForm({ id, action, rules, topics, className, children }: EnhancedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  // A page restored from the back/forward cache must not keep a disabled button.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => e.persisted && setSending(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  // A link may preset the subject by its topic (the accessibility statement's "report a barrier":
  // /contact/?topic=accessibility), in the edition's words from content/; a key not in the list is ignored, so a
  // link never writes its own words into the form. A value the visitor typed or the browser restored is kept.
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get("topic");
    const words = topic && topics && Object.hasOwn(topics, topic) ? topics[topic] : undefined;
    const el = ref.current?.elements.namedItem("subject");
    if (words && el instanceof HTMLInputElement && !el.value) el.value = words.slice(0, el.maxLength);
  }, [topics]);

  // aria-invalid lives on server-rendered inputs, so it follows the error state here.
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    for (const name of Object.keys(rules)) {
      const el = form.elements.namedItem(name);
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
      if (errors[name]) el.setAttribute("aria-invalid", "true");
      else el.removeAttribute("aria-invalid");
    }
  }, [errors, rules]);

  const check = (el: Field, rule: FieldRule) =>
    isValid(el.value, rule)
      ? ""
      : (rule.native && !el.checkValidity() && el.validationMessage) || rule.message;

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    if (sending) {
      e.preventDefault();
      return;
    }
    const form = e.currentTarget;
    const next: Record<string, string> = {};
    let first: Field | null = null;
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
      const rule = rules[el.name];
      if (!rule) continue;
      // Arabic-Indic digits (٠-٩, ۰-۹) are sent as 0-9, as the handler stores them.
      if (rule.kind === "phone" || rule.kind === "integer") el.value = normalizeDigits(el.value);
      const message = check(el, rule);
      if (message) {
        next[el.name] = message;
        first ??= el;
      }
    }
    setErrors(next);
    if (first) {
      e.preventDefault();
      first.focus();
      return;
    }
    setSending(true);
  };

  // Once a field has an error, clear it as soon as the visitor fixes the value.
  const onInput = (e: React.FormEvent<HTMLFormElement>) => {
    const el = e.target;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
    const rule = rules[el.name];
    if (!rule || !errors[el.name]) return;
    const message = check(el, rule);
    if (message !== errors[el.name]) setErrors({ ...errors, [el.name]: message });
  };

  // false in the pre-rendered HTML (native validation without JS), true once hydrated.
  const enhanced = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

  return (
    <FormContext.Provider value={{ errors, sending }}>
      <form
        ref={ref}
        id={id}
        action={action}
        method="post"
        noValidate={enhanced}
        onSubmit={onSubmit}
        onInput={onInput}
        className={className}
      >
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** The message slot next to a field; empty until that field fails its rule. */
export function FieldError({ name, id }: { name: string; id: string }) {
  const message = useContext(FormContext).errors[name];
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger empty:hidden">
      {message}
    </p>
  );
}

interface SubmitButtonProps {
  label: string;
  sendingLabel: string;
  className: string;
}

/** Disabled while the form is being sent, so a double click cannot post twice. */
export function SubmitButton({ label, sendingLabel, className }: SubmitButtonProps) {
  const { sending } = useContext(FormContext);
  return (
    <button type="submit" disabled={sending} className={className}>
      {sending ? sendingLabel : label}
    </button>
  );
}
