"use client";

import { useState, useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";
import { CircleAlert, CircleCheck, X } from "lucide-react";

interface FormNoticeProps {
  /** Query parameter the handler sets on its redirect: ?msg=success|fail or ?newsletter=success|fail. */
  param: "msg" | "newsletter";
  success: string;
  fail: string;
  dismissLabel: string;
  /** "dark" on the footer's dark background. */
  tone?: "light" | "dark";
}

const styles = {
  light: {
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    fail: "border-red-300 bg-red-50 text-red-900",
  },
  dark: {
    success: "border-accent-400/40 bg-accent-500/15 text-accent-100",
    fail: "border-red-400/40 bg-red-500/15 text-red-100",
  },
};

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/**
 * The notice after a form post, read from the URL in the browser (the pre-rendered HTML shows none).
 * Both live regions exist from the start so screen readers announce the message when it appears.
 */
export function FormNotice({ param, success, fail, dismissLabel, tone = "light" }: FormNoticeProps) {
  usePathname(); // re-read the query after a client-side navigation
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const [dismissed, setDismissed] = useState<string | null>(null);
  const value = new URLSearchParams(search).get(param);
  const state = dismissed === search ? null : value === "success" || value === "fail" ? value : null;

  const box = (kind: "success" | "fail", text: string) => {
    const Glyph = kind === "success" ? CircleCheck : CircleAlert;
    return (
      <div className={`mb-6 flex items-start gap-3 rounded-xl border p-4 ${styles[tone][kind]}`}>
        <Glyph aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1 font-semibold">{text}</p>
        <button
          type="button"
          onClick={() => setDismissed(search)}
          aria-label={dismissLabel}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full transition hover:bg-black/10"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  };

  return (
    <>
      <div role="status">{state === "success" ? box("success", success) : null}</div>
      <div role="alert">{state === "fail" ? box("fail", fail) : null}</div>
    </>
  );
}
