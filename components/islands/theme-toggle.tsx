"use client";

import { useSyncExternalStore } from "react";
import { Monitor, Moon, Sun } from "lucide-react";
import { themeKey, type ThemeChoice } from "@/lib/theme";

interface ThemeToggleProps {
  labels: { label: string } & Record<ThemeChoice, string>;
}

const choices = [
  ["light", Sun],
  ["dark", Moon],
  ["system", Monitor],
] as const;

const parse = (value: string | null | undefined): ThemeChoice =>
  value === "light" || value === "dark" ? value : "system";

/** The theme in force is <html data-theme>: the inline script, this switch or another tab sets it. */
const current = () => parse(document.documentElement.dataset.theme);

const apply = (choice: ThemeChoice) => {
  if (choice === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
};

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  // Another tab changed the theme: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === themeKey) apply(parse(e.newValue));
  };
  window.addEventListener("storage", onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener("storage", onStorage);
  };
};

/**
 * Light, dark or the system's theme, in the header (desktop) and the small-screen menu. The choice goes to
 * localStorage, which the inline <head> script of lib/theme.ts reads before the next page's first paint.
 * Until hydration the group keeps its room but stays invisible (no shift); without JavaScript it is not
 * shown at all (lib/theme.ts, noScriptThemeCss) and the system setting applies.
 */
export function ThemeToggle({ labels }: ThemeToggleProps) {
  const choice = useSyncExternalStore(subscribe, current, () => "system" as const);

  const choose = (next: ThemeChoice) => {
    apply(next);
    try {
      if (next === "system") localStorage.removeItem(themeKey);
      else localStorage.setItem(themeKey, next);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
  };

  return (
    <div
      role="group"
      aria-label={labels.label}
      className="theme-toggle mt-3 flex gap-1 rounded-full p-1 ring-1 ring-line lg:mt-0 lg:gap-0.5 lg:p-0.5"
    >
      {choices.map(([value, Glyph]) => (
        <button
          key={value}
          type="button"
          aria-pressed={choice === value}
          title={labels[value]}
          onClick={() => choose(value)}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-ink-soft transition-colors hover:text-link aria-pressed:bg-tint aria-pressed:text-link-strong lg:size-8 lg:flex-none lg:p-0"
        >
          <Glyph aria-hidden="true" className="size-4" strokeWidth={2.25} />
          <span className="lg:sr-only">{labels[value]}</span>
        </button>
      ))}
    </div>
  );
}
