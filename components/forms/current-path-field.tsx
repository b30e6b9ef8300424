"use client";

import { usePathname } from "next/navigation";

/**
 * Hidden return_to field naming the page the form sits on. Pre-rendered per page, so it is right
 * without JavaScript too; the handler only accepts values from its allow-list of the site's routes.
 */
export function CurrentPathField() {
  const pathname = usePathname() ?? "/";
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: send it as is and let the handler fall back to the home page
  }
  const value = path.length > 1 ? path.replace(/\/+$/, "") : "/";
  return <input type="hidden" name="return_to" value={value} />;
}
