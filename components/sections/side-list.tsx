import { AppLink } from "@/components/ui/app-link";
import { ChevronRight } from "lucide-react";
import type { Link as LinkData } from "@/content/types";

/** One boxed list of links in a sidebar, named by its heading (a navigation landmark). */
export function SideNav({ title, links }: { title: string; links: LinkData[] }) {
  return (
    <nav aria-label={title} className="rounded-2xl border border-line bg-card p-5 shadow-card">
      <h2 className="mb-3 text-lg font-bold text-ink">{title}</h2>
      <ul className="space-y-1">
        {links.map((l, i) => (
          <li key={`${l.href}-${i}`}>
            <AppLink
              href={l.href}
              className="group flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-ink-soft transition hover:bg-tint hover:text-link-strong"
            >
              <span>{l.label}</span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 text-link-soft transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              />
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SideListProps {
  /** The family's labels: the list's heading and, where the family has them, the placeholder entries ("Up
   * Comming Services") under their own heading. */
  family: { sideTitle: string; upcomingTitle?: string; upcoming?: LinkData[] };
  links: LinkData[];
}

/** Sidebar navigation of a page family: the sibling pages, plus the family's placeholder entries. */
export function SideList({ family, links }: SideListProps) {
  const { sideTitle, upcomingTitle, upcoming } = family;
  return (
    <div className="space-y-6 lg:sticky lg:top-28">
      <SideNav title={sideTitle} links={links} />
      {upcomingTitle && upcoming ? <SideNav title={upcomingTitle} links={upcoming} /> : null}
    </div>
  );
}
