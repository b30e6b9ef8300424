"use client";

import { AppLink } from "@/components/ui/app-link";

type RouteErrorData = Error & { digest?: string; status?: number; statusText?: string };

export interface RouteErrorProps {
  error: RouteErrorData;
  reset: () => void;
}

interface Labels {
  title: string;
  retry: string;
  home: string;
}

/** A route error: the spec's "Unexpected Application Error!" with the error's status or message. */
export function RouteError({
  error,
  reset,
  labels: t,
  homeHref,
}: RouteErrorProps & { labels: Labels; homeHref: string }) {
  const detail = error.status
    ? `${error.status} ${error.statusText ?? ""}`.trim()
    : error.message || error.digest;
  return (
    <section role="alert" className="mx-auto max-w-site px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.title}</h1>
      {detail ? (
        <p dir="auto" className="mt-4 font-mono text-ink-muted">
          {detail}
        </p>
      ) : null}
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t.retry}
        </button>
        <AppLink
          href={homeHref}
          className="rounded-full px-6 py-3 font-semibold text-link-strong ring-1 ring-tint-edge hover:bg-tint"
        >
          {t.home}
        </AppLink>
      </div>
    </section>
  );
}
