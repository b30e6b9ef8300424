"use client";

import { useCallback, useId, useRef, useState, useSyncExternalStore } from "react";
import { Monitor, Moon, Sun } from "lucide-react";
import { useDismiss } from "@/components/islands/use-dismiss";
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
 * Light, dark or the system's theme. On small screens a row of three buttons in the menu; from 1280 px, where
 * the header row has no room for three, one button showing the current choice that opens them below it. The
 * choice goes to localStorage, which the inline <head> script of lib/theme.ts reads before the next page's
 * first paint. Until hydration it keeps its room but stays invisible (no shift); without JavaScript it is not
 * shown at all (lib/theme.ts, noScriptThemeCss) and the system setting applies.
 */
export function ThemeToggle({ labels }: ThemeToggleProps) {
  const choice = useSyncExternalStore(subscribe, current, () => "system" as const);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const groupId = useId();

  // The wide-screen panel closes on Escape (focus back on its button) and on a click elsewhere.
  const close = useCallback(() => setOpen(false), []);
  const onEscape = useCallback(() => {
    setOpen(false);
    if (rootRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, { onEscape, onOutside: close });

  const choose = (next: ThemeChoice) => {
    apply(next);
    try {
      if (next === "system") localStorage.removeItem(themeKey);
      else localStorage.setItem(themeKey, next);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
  };

  const Current = choices.find(([value]) => value === choice)?.[1] ?? Monitor;
  return (
    <div ref={rootRef} className="theme-toggle relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={labels.label}
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => setOpen((v) => !v)}
        className="hidden size-9 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-tint hover:text-link aria-expanded:bg-tint aria-expanded:text-link xl:inline-flex"
      >
        <Current aria-hidden="true" className="size-5" strokeWidth={2.25} />
      </button>
      <div
        id={groupId}
        role="group"
        aria-label={labels.label}
        className={`mt-3 flex gap-1 rounded-full p-1 ring-1 ring-line xl:absolute xl:end-0 xl:top-full xl:z-10 xl:mt-3 xl:w-44 xl:flex-col xl:rounded-xl xl:bg-card xl:p-2 xl:shadow-card ${
          open ? "" : "xl:hidden"
        }`}
      >
        {choices.map(([value, Glyph]) => (
          <button
            key={value}
            type="button"
            aria-pressed={choice === value}
            onClick={() => choose(value)}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-ink-soft transition-colors hover:text-link aria-pressed:bg-tint aria-pressed:text-link-strong xl:justify-start xl:rounded-md"
          >
            <Glyph aria-hidden="true" className="size-4" strokeWidth={2.25} />
            {labels[value]}
          </button>
        ))}
      </div>
    </div>
  );
}
