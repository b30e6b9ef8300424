"use client";

import { useEffect, useRef, useState } from "react";

interface FilterOption {
  id: string;
  label: string;
}

interface FilterItem {
  id: string;
  categoryId: string;
  /** The card, rendered on the server. */
  card: React.ReactNode;
}

interface PortfolioFilterProps {
  /** Accessible name of the toggle group. */
  label: string;
  /** The "All" option first, then the categories. */
  options: FilterOption[];
  items: FilterItem[];
  /** Status text; "{count}" is replaced by the number of cards shown. */
  /** The announcement for each possible count (index = number of projects shown). */
  shown: string[];
}

/**
 * Toggle group (buttons with aria-pressed) that shows only the cards of one category.
 * Every card is in the pre-rendered HTML; filtering only sets `hidden`. The image previews open
 * through HTML invoker commands (no script needed); the effects below add a fallback and a focus trap.
 */
export function PortfolioFilter({ label, options, items, shown }: PortfolioFilterProps) {
  const [active, setActive] = useState(options[0]!.id);
  const root = useRef<HTMLDivElement>(null);
  const all = options[0]!.id;
  const count = items.filter((i) => active === all || i.categoryId === active).length;

  // Invoker commands are missing in older browsers: open and close the dialogs here instead.
  useEffect(() => {
    const el = root.current;
    if (!el || "command" in HTMLButtonElement.prototype) return;
    const onClick = (e: MouseEvent) => {
      const button = (e.target as Element).closest<HTMLButtonElement>("button[commandfor]");
      const dialog = button && document.getElementById(button.getAttribute("commandfor") ?? "");
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (button!.getAttribute("command") === "show-modal") dialog.showModal();
      else dialog.close();
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, []);

  // A modal <dialog> lets Tab leave for the browser's own controls; keep focus cycling inside it.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const dialog = (e.target as Element).closest("dialog[open]");
      if (e.key !== "Tab" || !dialog) return;
      const focusable = dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    el.addEventListener("keydown", onKeyDown);
    return () => el.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <div ref={root}>
      <div role="group" aria-label={label} className="mb-10 flex flex-wrap justify-center gap-2 sm:gap-3">
        {options.map((o) => (
          <button
            key={o.id}
            type="button"
            aria-pressed={active === o.id}
            onClick={() => setActive(o.id)}
            className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-line-strong transition hover:bg-tint hover:text-link-strong aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600 sm:px-5 sm:text-base"
          >
            {o.label}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {shown[count]}
      </p>
      {/* Flex rather than grid so a filtered row of one or two cards sits centred. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {items.map((i) => (
          <li
            key={i.id}
            hidden={active !== all && i.categoryId !== active}
            className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
          >
            {i.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
