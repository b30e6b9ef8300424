import { AppLink } from "@/components/ui/app-link";
import { CardArrow } from "@/components/ui/card-arrow";
import { Icon } from "@/components/ui/icon";
import type { LinkCard } from "@/content/types";

/**
 * A grid of cards that each lead somewhere, with a tag naming the destination (e.g. ERP modules →
 * services). The title is the link, stretched over the card, so the link's name stays short.
 */
export function LinkCards({ items }: { items: LinkCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title}>
          <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-card p-6 shadow-card transition hover:-translate-y-0.5 hover:border-tint-edge hover:shadow-lift">
            <div className="flex items-center gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white">
                <Icon name={item.icon} />
              </span>
              <h3 className="text-lg font-bold text-ink">
                <AppLink
                  href={item.href}
                  className="after:absolute after:inset-0 after:rounded-2xl after:content-['']"
                >
                  {item.title}
                </AppLink>
              </h3>
            </div>
            <p className="mt-4 flex-1 leading-relaxed text-ink-muted">{item.description}</p>
            <p className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-link">
              {item.tag}
              <CardArrow />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
