"use client";

import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * "Copy link" beside the share links: a progressive enhancement. Without JavaScript (or without the
 * Clipboard API) it does not appear; the address bar is the fallback.
 */
export function CopyLink({
  url,
  label,
  done,
  className,
}: {
  url: string;
  label: string;
  done: string;
  className: string;
}) {
  const supported = useSyncExternalStore(
    noSubscription,
    () => "clipboard" in navigator,
    () => false,
  );
  const [copied, setCopied] = useState(false);
  if (!supported) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => navigator.clipboard.writeText(url).then(() => setCopied(true))}
    >
      <span aria-live="polite">{copied ? done : label}</span>
    </button>
  );
}
