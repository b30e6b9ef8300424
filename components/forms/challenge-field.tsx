"use client";

import { useEffect, useRef } from "react";
import type { challengeCopy } from "@/content/forms";

interface ChallengeFieldProps {
  /** challenge.php (lib/spam.php): a new signed challenge per visit. */
  endpoint: string;
  locale: string;
  copy: { readonly [K in keyof typeof challengeCopy]: string };
}

/**
 * Whether a solution is there and the time trap it names (salt "…&min=N") has passed since the widget started
 * (this page's clock only: the visitor's clock may differ from the server's).
 */
function ready(payload: string, startedAt: number): boolean {
  if (!payload) return false;
  try {
    const { salt } = JSON.parse(atob(payload)) as { salt?: string };
    const min = Number(new URLSearchParams(String(salt).split("?")[1] ?? "").get("min") ?? 0);
    return Date.now() >= startedAt + min * 1000 + 500;
  } catch {
    return true; // not ours to judge: the server holds it if it is wrong
  }
}

/**
 * The anti-spam proof of work (ALTCHA) of a form: nothing is loaded until the visitor first touches the form;
 * then the widget fetches a challenge from our own server, solves it in a worker from our own origin while the
 * visitor types, and adds the `altcha` field to the post. No cookie, no third party. Without JavaScript the
 * post goes without it and is held for review (never refused).
 */
export function ChallengeField({ endpoint, locale, copy }: ChallengeFieldProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    const form = box?.closest("form");
    if (!box || !form) return;
    // The widget's checkbox is required until solved: without this the browser would refuse a quick visitor's
    // post outright; the handler below holds it until solved instead (the server validates every field).
    form.noValidate = true;
    let startedAt = 0;
    const start = () => {
      if (startedAt) return;
      startedAt = Date.now();
      void import("@/components/forms/altcha-widget").then(({ mountAltcha }) =>
        mountAltcha(box, { endpoint, locale, copy }),
      );
    };
    // After the form's own checks (React's handler runs before an event reaches window): a valid post waits
    // until the challenge is solved and the time trap has passed, then goes; after 20 s it goes anyway (held).
    const onSubmit = (e: SubmitEvent) => {
      if (e.target !== form || e.defaultPrevented) return;
      start();
      const field = () => form.querySelector<HTMLInputElement>('input[name="altcha"]')?.value ?? "";
      if (ready(field(), startedAt)) return;
      e.preventDefault();
      const until = Date.now() + 20_000;
      const timer = window.setInterval(() => {
        if (!ready(field(), startedAt) && Date.now() < until) return;
        window.clearInterval(timer);
        form.submit();
      }, 100);
    };
    form.addEventListener("focusin", start);
    form.addEventListener("pointerdown", start);
    window.addEventListener("submit", onSubmit);
    if (form.contains(document.activeElement)) start(); // the visitor was already typing before hydration
    return () => {
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
      window.removeEventListener("submit", onSubmit);
    };
  }, [endpoint, locale, copy]);
  return <div ref={ref} className="empty:hidden sm:col-span-2" data-challenge="" />;
}
