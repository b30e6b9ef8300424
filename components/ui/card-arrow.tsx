import { ArrowRight } from "lucide-react";

/**
 * The arrow after a card's "more" line: it points the way the text reads (flipped in Arabic) and moves
 * that way while the card, which carries the `group` class, is hovered.
 */
export function CardArrow() {
  return (
    <ArrowRight
      aria-hidden="true"
      className="size-4 transition group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
    />
  );
}
