// What the Arabic checks share (e2e/arabic.spec.ts, e2e/pages-each.spec.ts): the h1 each Arabic route shows,
// and the Latin words a visitor can see on an Arabic page outside content/ar/latin-terms.ts.
import { type Page } from "@playwright/test";
import { content, localizedRoutes } from "@/lib/content";
import { latinTerms } from "@/content/ar/latin-terms";
import { localePath } from "@/content/i18n";
import { pages, type PageKey } from "@/content/routes";

const ar = content("ar");
const arRoutes = localizedRoutes("ar");

/** The h1 of an Arabic route: a family page's from the route registry, a stand-alone page's from its hero. */
export const headingOf = (path: string) => {
  const route = arRoutes.find((r) => r.path === path)!;
  if (route.heading) return route.heading;
  const key = (Object.keys(pages) as PageKey[]).find((k) => localePath(pages[k].path, "ar") === path)!;
  return ar.pages[key].hero.title;
};

export const arabicLetter = /[\u0600-\u06FF]/;

/**
 * Latin words a visitor can see on the page (text, image alt and accessible labels), after removing
 * the allow-listed names, e-mail addresses and runs explicitly marked as another language.
 */
export async function strayLatinWords(page: Page): Promise<string[]> {
  const runs = await page.evaluate(() => {
    const out: string[] = [];
    const foreign = (el: Element | null) => {
      const marked = el?.closest("[lang]");
      return !!marked && !marked.getAttribute("lang")!.startsWith("ar");
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(el.tagName)) continue;
      if (foreign(el) || !el.checkVisibility()) continue;
      if (node.textContent?.trim()) out.push(node.textContent);
    }
    for (const el of document.body.querySelectorAll("[alt], [aria-label]")) {
      if (foreign(el)) continue;
      for (const attr of ["alt", "aria-label"]) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const terms = [...latinTerms].sort((a, b) => b.length - a.length);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const allowed = new RegExp(`(?<![A-Za-z])(?:${terms.map(escape).join("|")})(?![A-Za-z])`, "g");
  return runs.flatMap(
    (text) =>
      text
        // Names are written with no-break spaces ("Apple Pay", content/typography.ts); the list with plain ones.
        .replace(/\s+/g, " ")
        .replace(/\S+@\S+\.\S+/g, " ")
        // The national short address is a code of 4 Latin letters and 4 digits (footer).
        .replace(/(?<![A-Za-z])[A-Z]{4}[0-9]{4}(?![0-9])/g, " ")
        .replace(allowed, " ")
        .match(/[A-Za-z]+/g) ?? [],
  );
}
