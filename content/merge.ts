// The one place where an edition's words meet the base data that no language changes (docs/content-data.md).
// Both editions call these helpers with the same base, so slugs, icons, ids, images and sizes are written once;
// the words files only hold text. TypeScript checks that a words file has exactly the base's keys (see
// `SameKeys` and the `satisfies` types of content/services/base.ts); the runtime check below repeats it and
// names the file, so a bad edit fails the build with a clear message. (The editor-owned lists hold both
// languages in one file per entry instead: content/lists.ts.)
import type { IconName } from "@/content/types";

/** `true` when A and B have exactly the same keys, else `false`: `const ok: true = null as unknown as SameKeys<A, B>`. */
export type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;

/** Throws when `words` (read from `file`) does not have exactly the keys `ids`, naming the missing and extra ones. */
export function checkKeys(ids: readonly (string | number)[], words: object, file: string): void {
  const expected = ids.map(String);
  const actual = Object.keys(words);
  const missing = expected.filter((id) => !actual.includes(id));
  const extra = actual.filter((id) => !expected.includes(id));
  if (missing.length || extra.length)
    throw new Error(
      `${file}: the entries must match the base ids` +
        (missing.length ? `; missing: ${missing.join(", ")}` : "") +
        (extra.length ? `; not in the base: ${extra.join(", ")}` : ""),
    );
}

/**
 * A list's words (in display order) joined item by item to its base (the icons of content/pages/base.ts): throws,
 * naming the list, when the two differ in length, so a words item added or dropped in one edition fails the build.
 */
export function withBase<B extends object, W extends object>(
  base: readonly B[],
  words: readonly W[],
  list: string,
): (W & B)[] {
  if (words.length !== base.length)
    throw new Error(
      `${list}: ${words.length} items of words for the ${base.length} of its base (content/pages/base.ts)`,
    );
  return words.map((w, i) => ({ ...w, ...base[i]! }));
}

/** What no language changes on a page of a family (services, solutions): its slug and icons, in menu order. */
export interface PageBase {
  slug: string;
  icon: IconName;
  /** Each offering's non-word fields, keyed by a stable id; the key order is the display order. */
  offerings: Readonly<Record<string, { icon: IconName }>>;
}

/** The words of one page `P` whose base entry is `B`: everything but slug and icons, offerings keyed by B's ids. */
export type PageWords<P extends { offerings: readonly object[] }, B extends PageBase> = Omit<
  P,
  "slug" | "icon" | "offerings"
> & {
  offerings: { [K in keyof B["offerings"]]: Omit<P["offerings"][number], "icon"> };
};

/** One edition's words for a whole family, keyed by slug (`satisfies` it: a page added or dropped fails tsc). */
export type FamilyWords<P extends { offerings: readonly object[] }, B extends PageBase> = {
  [S in B["slug"]]: PageWords<P, Extract<B, { slug: S }>>;
};

/** A family's pages in one edition: each base page (slug, icon, offering icons) with the edition's words. */
export function mergePages<
  P extends { slug: string; icon: IconName; offerings: readonly { icon: IconName }[] },
>(
  base: readonly PageBase[],
  words: Readonly<Record<string, Omit<P, "slug" | "icon" | "offerings"> & { offerings: object }>>,
  file: string,
): P[] {
  checkKeys(
    base.map((b) => b.slug),
    words,
    file,
  );
  return base.map((b) => {
    const page = words[b.slug]!;
    const offeringWords = page.offerings as Readonly<Record<string, object>>;
    checkKeys(Object.keys(b.offerings), offeringWords, `${file} (${b.slug}, offerings)`);
    const offerings = Object.entries(b.offerings).map(([id, o]) => ({ ...offeringWords[id]!, ...o }));
    // The generic spread cannot be proven to be a P; the `satisfies FamilyWords` at each call site checks the words.
    return { slug: b.slug, icon: b.icon, ...page, offerings } as unknown as P;
  });
}

/** Compile-time check, a no-op at run time: `assertType<SameKeys<typeof a, typeof b>>()` fails tsc when false. */
export function assertType<T extends true>(): T | void {}
