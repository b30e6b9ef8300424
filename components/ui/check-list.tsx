import { Check } from "lucide-react";

/** Short points, each behind a check mark (feature cards and feature rows). */
export function CheckList({
  items,
  className = "mt-4 space-y-2 text-sm",
}: {
  items: string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink-soft">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" strokeWidth={2.5} />
          {item}
        </li>
      ))}
    </ul>
  );
}
