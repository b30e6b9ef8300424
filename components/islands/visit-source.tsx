"use client";

import { useEffect } from "react";

// Where a lead came from, without a cookie or an identifier (issue 50, docs/analytics.md): the visit's landing
// page, the referring site's host and the campaign (utm_*) are kept in sessionStorage, which belongs to this tab
// and is cleared with it, and added to a contact or demo post when the browser builds its form data. Without
// JavaScript nothing is kept or sent. The handler validates and bounds every field (lib/source.php).

const key = "visit-source";
const campaign = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** The forms whose posts carry the source: leads, not newsletter sign-ups. */
const leadForm = /\/assets\/phpscripts\/(contact|book-demo)\.php$/;

type Source = Partial<Record<"landing" | "referrer" | (typeof campaign)[number], string>>;

function arrival(): Source | null {
  const url = new URL(window.location.href);
  let referrer = "";
  try {
    const from = document.referrer ? new URL(document.referrer).hostname : "";
    if (from && from !== url.hostname) referrer = from;
  } catch {
    /* an unreadable referrer is no referrer */
  }
  const source: Source = { landing: url.pathname.slice(0, 200) };
  if (referrer) source.referrer = referrer.slice(0, 100);
  for (const name of campaign) {
    const value = url.searchParams.get(name)?.trim();
    if (value) source[name] = value.slice(0, 100);
  }
  return source;
}

/** Renders nothing; records the arrival once per visit and adds it to lead posts. */
export function VisitSource() {
  useEffect(() => {
    try {
      const now = arrival();
      // The first page of the tab's visit is its landing page; a new campaign link or another site's link
      // in the same tab starts a new visit.
      if (now && (!sessionStorage.getItem(key) || Object.keys(now).length > 1))
        sessionStorage.setItem(key, JSON.stringify(now));
    } catch {
      return; // storage blocked: leads are sent without their source
    }
    const add = (e: Event) => {
      const { formData } = e as FormDataEvent;
      const form = e.target;
      if (!(form instanceof HTMLFormElement) || !leadForm.test(new URL(form.action).pathname)) return;
      let source: Source = {};
      try {
        source = JSON.parse(sessionStorage.getItem(key) ?? "{}") as Source;
      } catch {
        return;
      }
      for (const [name, value] of Object.entries(source)) {
        const field = name.startsWith("utm_") ? name : `source_${name}`;
        if (typeof value === "string" && !formData.has(field)) formData.append(field, value);
      }
    };
    document.addEventListener("formdata", add);
    return () => document.removeEventListener("formdata", add);
  }, []);
  return null;
}
