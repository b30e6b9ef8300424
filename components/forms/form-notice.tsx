"use client";

import { useState, useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";
import { CircleAlert, CircleCheck, Clock, X } from "lucide-react";
import { formSpecs, type formNoticeKinds, type FormName } from "@/components/forms/validate";

type Kind = (typeof formNoticeKinds)[number];

interface FormNoticeProps {
  /**
   * The form whose handler redirects here with `?{param}=success|fail#{anchor}-{kind}` (formSpecs).
   * Each notice has the id `{anchor}-{kind}`, so before (or without) JavaScript the CSS `:target`
   * rule in globals.css shows the right one.
   */
  form: FormName;
  success: string;
  fail: string;
  /** Shown when the handler refused the post because of too many recent ones (?…=fail&reason=wait). */
  wait: string;
  dismissLabel: string;
  /** "dark" on the footer's dark background. */
  tone?: "light" | "dark";
}

const styles = {
  // On a page surface: theme tokens (app/globals.css).
  light: {
    success: "border-ok-line bg-ok text-ok-ink",
    fail: "border-fail-line bg-fail text-fail-ink",
    wait: "border-wait-line bg-wait text-wait-ink",
  },
  dark: {
    success: "border-accent-400/40 bg-accent-500/15 text-accent-100",
    fail: "border-red-400/40 bg-red-500/15 text-red-100",
    wait: "border-amber-300/40 bg-amber-400/15 text-amber-100",
  },
};
const glyphs = { success: CircleCheck, fail: CircleAlert, wait: Clock };

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/** Which notice the URL asks for: the spec's ?msg=success|fail, any other value none. */
function kindOf(search: string, param: string): Kind | null {
  const query = new URLSearchParams(search);
  const value = query.get(param);
  if (value === "success") return "success";
  if (value === "fail") return query.get("reason") === "wait" ? "wait" : "fail";
  return null;
}

/**
 * The notice after a form post. The pre-rendered HTML holds all three, hidden; the redirect's
 * fragment shows one through CSS until scripts run, then the query decides (so ?msg= alone works
 * too, and the dismiss button hides it). Live regions exist from the start so changes are announced.
 */
export function FormNotice({ form, success, fail, wait, dismissLabel, tone = "light" }: FormNoticeProps) {
  const { param, anchor } = formSpecs[form];
  usePathname(); // re-read the query after a client-side navigation
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const [dismissed, setDismissed] = useState<string | null>(null);
  const state = dismissed === search ? null : kindOf(search, param);

  const box = (kind: Kind, text: string) => {
    const Glyph = glyphs[kind];
    return (
      <div
        id={`${anchor}-${kind}`}
        className={`form-notice mb-6 items-start gap-3 rounded-xl border p-4 ${styles[tone][kind]} ${
          state === kind ? "flex" : "hidden"
        }`}
      >
        <Glyph aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1 font-semibold">{text}</p>
        {/* Only a shown notice can be dismissed (a script is needed for that anyway). */}
        {state === kind ? (
          <button
            type="button"
            onClick={() => setDismissed(search)}
            aria-label={dismissLabel}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full transition hover:bg-ink/10"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <div role="status">{box("success", success)}</div>
      <div role="alert">
        {box("fail", fail)}
        {box("wait", wait)}
      </div>
    </>
  );
}
