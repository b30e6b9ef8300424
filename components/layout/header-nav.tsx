"use client";

import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { ChevronDown, Menu, X } from "lucide-react";
import { useDismiss } from "@/components/islands/use-dismiss";
// Types only: a value import from content/navigation would pull the whole route registry (every page's copy,
// about 45 KB gzipped) into this client bundle.
import type { NavDropdown, NavItem } from "@/content/navigation";
import type { Link as LinkData } from "@/content/types";

/** Spec section 4: none, first (Solutions), second (Products and Others share one state). */
type OpenState = "none" | "first" | "second";
type DropdownId = NavDropdown["id"];

const STICKY_OFFSET = 90;
const DESKTOP_QUERY = "(min-width: 1280px)";

const stateOf = (id: DropdownId): OpenState => (id === "solutions" ? "first" : "second");
const isDropdown = (item: NavItem): item is NavDropdown => "items" in item;
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

const barLinkClass =
  "block rounded-md px-3 py-3 font-semibold whitespace-nowrap text-ink-soft transition-colors hover:text-link aria-[current=page]:text-link xl:py-2 xl:px-2.5 xl:text-base";
const dropdownLinkClass =
  "block rounded-md px-3 py-2.5 text-[0.95rem] text-ink-soft hover:bg-tint hover:text-link-strong aria-[current=page]:font-semibold aria-[current=page]:text-link xl:py-2";

/**
 * `/` or Ctrl+K (⌘K) outside a text field opens search: the search box when this page has one, else the
 * header's search link, as a full page load (the search page's CSP differs; docs/search.md).
 */
function onSearchShortcut() {
  const onKey = (e: KeyboardEvent) => {
    const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey;
    const k = e.key.toLowerCase() === "k" && (e.ctrlKey || e.metaKey) && !e.altKey;
    const target = e.target as HTMLElement | null;
    if (!(slash || k) || e.defaultPrevented || target?.closest("input, textarea, select, [contenteditable]"))
      return;
    const box = document.querySelector<HTMLInputElement>("[data-search-input]");
    const link = document.querySelector<HTMLAnchorElement>("a[data-search-entry]");
    if (!box && !link) return;
    e.preventDefault();
    if (box) box.focus();
    else window.location.assign(link!.href);
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}

interface HeaderNavProps {
  nav: NavItem[];
  cta: LinkData;
  labels: { mainNavLabel: string; openMenu: string; closeMenu: string };
  logo: React.ReactNode;
  /** The link to the same page in the other language, after the call to action. */
  languageLink: React.ReactNode;
  /** The edition's search page link (components/layout/search-entry.tsx), before the call to action. */
  searchLink: React.ReactNode;
  /** The colour theme switch, last. */
  themeToggle: React.ReactNode;
}

export function HeaderNav({ nav, cta, labels, logo, languageLink, searchLink, themeToggle }: HeaderNavProps) {
  // Once hydrated, only clicks (and Enter/Space, which click a button) move this state: a hover or focus
  // never changes it, so the next click always does what the spec says (opens a closed toggle's state,
  // closes an open one). Before hydration, CSS opens the panels on hover and focus (app/globals.css).
  const [open, setOpen] = useState<OpenState>("none");
  const [mobileOpen, setMobileOpen] = useState(false);
  const [sticky, setSticky] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const isVisible = (id: DropdownId) => open === stateOf(id);

  const closeAll = useCallback(() => setOpen("none"), []);

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY >= STICKY_OFFSET);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Escape closes the open dropdown (focus back on its button) or, on a phone, the menu; a press outside the
  // header closes the dropdowns.
  const onEscape = useCallback(() => {
    const header = headerRef.current;
    const active = document.activeElement;
    const panel = active instanceof HTMLElement ? active.closest<HTMLElement>("[data-dropdown]") : null;
    closeAll();
    if (panel && header?.contains(panel)) {
      panel.querySelector<HTMLButtonElement>("button")?.focus();
    } else if (header?.contains(active) && !isDesktop()) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  }, [closeAll]);
  useDismiss(headerRef, true, { onEscape, onOutside: closeAll });

  useEffect(() => onSearchShortcut(), []);

  // Spec section 4: a click on a closed toggle opens its state (closing the other one), a click on an
  // open toggle closes it. Products and Others are one state, so a click on either closes both.
  const onTriggerClick = (id: DropdownId) =>
    setOpen((current) => (current === stateOf(id) ? "none" : stateOf(id)));

  // Keyboard focus leaving the open state's dropdowns (Tab past the last link) closes them.
  const onDropdownBlur = (e: React.FocusEvent) => {
    const next = e.relatedTarget instanceof HTMLElement ? e.relatedTarget : null;
    const dropdown = next?.closest<HTMLElement>("[data-dropdown]");
    if (!next) return;
    setOpen((current) =>
      dropdown && stateOf(dropdown.dataset.dropdown as DropdownId) === current ? current : "none",
    );
  };

  // Any link click inside the menu closes it (spec: clicking the menu closes it).
  const onMenuClick = (e: React.MouseEvent) => {
    if ((e.target as HTMLElement).closest("a")) {
      setMobileOpen(false);
      closeAll();
    }
  };

  const isCurrent = (href: string) =>
    href === "/" ? pathname === "/" : pathname?.replace(/\/$/, "") === href;

  /** An entry of the menu bar or of a dropdown, marked as the current page when it leads there. */
  const renderLink = (link: LinkData, className: string) => (
    <li key={link.href}>
      <AppLink
        href={link.href}
        aria-current={isCurrent(link.href) ? "page" : undefined}
        className={className}
      >
        {link.label}
      </AppLink>
    </li>
  );

  const renderDropdown = (item: NavDropdown) => {
    const visible = isVisible(item.id);
    const panelId = `nav-${item.id}`;
    const wide = item.items.length > 6;
    return (
      <li key={item.id} data-dropdown={item.id} className="relative" onBlur={onDropdownBlur}>
        <button
          type="button"
          aria-expanded={visible}
          aria-controls={panelId}
          onClick={() => onTriggerClick(item.id)}
          className="flex w-full items-center justify-between gap-1 rounded-md px-3 py-3 text-start font-semibold whitespace-nowrap xl:px-2.5 xl:text-base text-ink-soft transition-colors hover:text-link aria-expanded:text-link xl:w-auto xl:py-2"
        >
          {item.label}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${visible ? "rotate-180" : ""}`}
            strokeWidth={2.25}
          />
        </button>
        <div
          id={panelId}
          data-panel=""
          // A class, not the hidden attribute: before scripts run, CSS opens it on hover and focus
          // (app/globals.css), so the menus work without JavaScript.
          className={`${visible ? "block" : "hidden"} xl:absolute xl:top-full xl:z-10 xl:pt-3 ${
            item.id === "products" ? "xl:end-0" : "xl:start-0"
          } ${wide ? "xl:w-[36rem]" : "xl:w-60"}`}
        >
          <ul
            className={`grid gap-0.5 border-s-2 border-tint-line ps-3 pb-2 xl:rounded-xl xl:border xl:border-line xl:bg-card xl:p-2 xl:shadow-card ${
              wide ? "xl:grid-cols-2" : ""
            }`}
          >
            {item.items.map((link) => renderLink(link, dropdownLinkClass))}
          </ul>
        </div>
      </li>
    );
  };

  return (
    <header
      ref={headerRef}
      data-sticky={sticky ? "true" : "false"}
      className={`sticky top-0 z-50 border-b transition-[background-color,box-shadow,border-color] duration-300 ${
        sticky
          ? "border-line bg-surface/95 shadow-[0_8px_30px_-12px_rgb(15_23_42/0.25)] backdrop-blur"
          : "border-transparent bg-surface"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-site items-center justify-between gap-4 px-4 sm:px-6 xl:h-20">
        {logo}
        {/* Without JavaScript the menu opens as the link's :target (app/globals.css). */}
        <a
          href="#site-menu"
          aria-label={labels.openMenu}
          className="no-js-only inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-tint xl:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </a>
        <button
          ref={toggleRef}
          type="button"
          className="js-only inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-tint xl:hidden"
          aria-expanded={mobileOpen}
          aria-controls="site-menu"
          aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
        <div
          id="site-menu"
          onClick={onMenuClick}
          className={`${
            mobileOpen ? "block" : "hidden"
          } absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pb-6 shadow-card sm:px-6 xl:static xl:flex xl:max-h-none xl:items-center xl:gap-2 xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none`}
        >
          <nav aria-label={labels.mainNavLabel}>
            <ul className="flex flex-col py-2 xl:flex-row xl:items-center xl:py-0 xl:gap-0.5">
              {nav.map((item) => (isDropdown(item) ? renderDropdown(item) : renderLink(item, barLinkClass)))}
            </ul>
          </nav>
          {searchLink}
          <AppLink
            href={cta.href}
            className="mt-3 inline-flex w-full items-center justify-center rounded-full bg-brand-600 px-5 py-3 font-semibold whitespace-nowrap text-white shadow-lift transition hover:bg-brand-700 xl:mt-0 xl:w-auto xl:px-4 xl:py-2.5"
          >
            {cta.label}
          </AppLink>
          {languageLink}
          {themeToggle}
        </div>
      </div>
    </header>
  );
}
