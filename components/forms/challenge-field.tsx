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
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import("@/components/forms/altcha-widget").then(({ mountAltcha }) =>
        mountAltcha(box, { endpoint, locale, copy }),
      );
    };
    form.addEventListener("focusin", start);
    form.addEventListener("pointerdown", start);
    return () => {
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
    };
  }, [endpoint, locale, copy]);
  return <div ref={ref} className="empty:hidden sm:col-span-2" data-challenge="" />;
}
