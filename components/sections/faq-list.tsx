import { ChevronDown } from "lucide-react";
import type { Faq } from "@/content/types";

interface FaqListProps {
  /** Unique per page: names the exclusive <details> group. */
  group: string;
  faqs: Faq[];
}

/**
 * FAQ accordion on native <details name>: one item open at a time, the first open on load,
 * keyboard and screen-reader support from the browser, and no JavaScript at all.
 */
export function FaqList({ group, faqs }: FaqListProps) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-card shadow-card">
      {faqs.map((faq, i) => (
        <details key={faq.question} name={group} open={i === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-ink transition hover:bg-tint/60 sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base sm:text-lg">{faq.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-link-soft transition-transform group-open:rotate-180"
              strokeWidth={2.25}
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-ink-muted sm:px-6">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
