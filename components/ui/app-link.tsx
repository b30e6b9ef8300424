import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link for every internal link, without automatic prefetching. Next prefetches each link that
 * scrolls into view (an RSC payload per route plus its chunks): on a phone that is network and CPU
 * spent while the first page is still starting, for pages most visitors never open. A static
 * export loads the next page quickly anyway; `prefetch` can still be passed explicitly.
 */
export function AppLink({ prefetch = false, ...props }: ComponentProps<typeof Link>) {
  return <Link prefetch={prefetch} {...props} />;
}
