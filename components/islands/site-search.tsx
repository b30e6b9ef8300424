"use client";

import { Search } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { searchQuery } from "@/lib/search-query";
// Types only: the words come as props from components/pages/search-page.tsx.
import type { searchPage } from "@/content/search";

type Copy = Omit<typeof searchPage, "meta" | "hero" | "browse" | "noScript">;

/** The few parts of Pagefind's browser API this island uses (out/pagefind/pagefind.js, docs/search.md). */
interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    ms?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}

interface Hit {
  url: string;
  title: string;
  excerpt: string;
}

/** Written by scripts/build/search-index.mjs after the export; never bundled (a plain URL, loaded on demand). */
const BUNDLE = "/pagefind/pagefind.js";
const SHOWN = 10;

let loading: Promise<Pagefind> | undefined;
/** Loads Pagefind once (its script, then its WebAssembly and the edition's index as the search needs them). */
function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ BUNDLE)) as Pagefind;
    // Ranking tuned on this site's pages (docs/search.md): repeated mentions and page length count for
    // less than Pagefind's defaults, so the page about a thing beats pages that mention it often in passing.
    await pagefind.options({
      excerptLength: 26,
      ranking: { termFrequency: 0.5, termSaturation: 0.5, pageLength: 0.25 },
    });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => entities[e] ?? _);

/** Pagefind's excerpt (escaped text with <mark> around the matches) as text parts, marked or not. */
function excerptParts(excerpt: string) {
  return excerpt
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((text, i) => ({ text: decode(text), marked: i % 2 === 1 }));
}

/**
 * The title split around the words of the query the index got (`searchQuery`: «والفاتورة» is «الفاتورة»).
 * Arabic words are also matched without their article «ال», so «الفاتورة» marks «فاتورة» as the index
 * (which stems words) found it.
 */
function titleParts(title: string, query: string) {
  const words = searchQuery(query)
    .split(/\s+/)
    .flatMap((w) => [w, w.replace(/^ال(?=\p{L}{2})/u, "")])
    .filter((w) => w.length > 1)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (!words.length) return [{ text: title, marked: false }];
  return title
    .split(new RegExp(`(${[...new Set(words)].join("|")})`, "iu"))
    .map((text, i) => ({ text, marked: i % 2 === 1 }));
}

function Marked({ parts }: { parts: { text: string; marked: boolean }[] }) {
  return parts.map((p, i) =>
    p.marked ? (
      <mark key={i} className="rounded-sm bg-tint-line px-0.5 text-inherit">
        {p.text}
      </mark>
    ) : (
      p.text
    ),
  );
}

/**
 * The search box and its results on the search page: Pagefind loads when the box gets focus or the
 * visitor types (never before the page has painted), results show as links with their titles and
 * excerpts highlighted. Arrow keys move through the results, Escape goes back to the box or clears it.
 */
export function SiteSearch({ copy }: { copy: Copy }) {
  const [hits, setHits] = useState<Hit[]>([]);
  const [total, setTotal] = useState(0);
  const [state, setState] = useState<"idle" | "loading" | "done" | "failed">("idle");
  const [searched, setSearched] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();

  const run = useCallback(async (q: string) => {
    const text = q.trim();
    if (!text) {
      setHits([]);
      setTotal(0);
      setSearched("");
      setState("idle");
      return;
    }
    try {
      setState((s) => (s === "done" ? s : "loading"));
      const pagefind = await loadPagefind();
      // Arabic words without the conjunctions and prepositions glued to them (lib/search-query.ts).
      const search = await pagefind.debouncedSearch(searchQuery(text), {}, 150);
      if (!search) return; // a newer query replaced this one
      const data = await Promise.all(search.results.slice(0, SHOWN).map((r) => r.data()));
      setHits(data.map((d) => ({ url: d.url, title: d.meta.title ?? d.url, excerpt: d.excerpt })));
      setTotal(search.results.length);
      setSearched(text);
      setState("done");
    } catch {
      setState("failed");
    }
  }, []);

  // A query in the address (?q=…, the form's own action) runs at once; the box takes the focus, since
  // coming here is asking to search.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get("q") ?? "";
    const box = input.current;
    if (q && box) {
      box.value = q;
      void run(q);
    }
    // Next frame: the box is display:none until <html data-hydrated>, set by an effect that runs after this one.
    requestAnimationFrame(() => box?.focus());
  }, [run]);

  // The box is uncontrolled: its value is the DOM's, read on each change.
  const onChange = (value: string) => {
    if (input.current && input.current.value !== value) input.current.value = value;
    void run(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set("q", value.trim());
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  };

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];

  const onInputKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && hits.length) {
      e.preventDefault();
      links()[0]?.focus();
    } else if (e.key === "Escape" && e.currentTarget.value) {
      e.preventDefault();
      onChange("");
    }
  };

  const onListKey = (e: React.KeyboardEvent<HTMLOListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const move = (to: number) => {
      e.preventDefault();
      if (to < 0) input.current?.focus();
      else all[Math.min(to, all.length - 1)]?.focus();
    };
    if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(all.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    }
  };

  const fill = (text: string) => text.replace("{query}", searched);
  const plural = (count: number) => {
    const texts = copy.status.results;
    const rule = new Intl.PluralRules(document.documentElement.lang).select(count);
    return fill(texts[rule] ?? texts.other).replace("{count}", String(count));
  };
  const status =
    state === "failed"
      ? copy.status.failed
      : state === "loading"
        ? copy.status.loading
        : state === "done"
          ? total
            ? plural(total)
            : fill(copy.status.noResults)
          : copy.status.empty;

  return (
    <div className="js-only">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          links()[0]?.focus();
        }}
      >
        <label htmlFor={`${id}-q`} className="mb-2 block font-semibold text-ink">
          {copy.form.label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            name="q"
            onChange={(e) => onChange(e.target.value)}
            onFocus={() => void loadPagefind().catch(() => setState("failed"))}
            onKeyDown={onInputKey}
            data-search-input=""
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            placeholder={copy.form.placeholder}
            aria-describedby={`${id}-hint`}
            className="w-full rounded-xl border border-line-strong bg-card py-3.5 ps-12 pe-4 text-lg text-ink shadow-sm placeholder:text-ink-muted focus:border-link-soft"
          />
        </div>
        <p id={`${id}-hint`} className="mt-2 text-sm text-ink-muted">
          {copy.form.hint}
        </p>
      </form>
      <p role="status" className="mt-6 font-semibold text-ink-soft">
        {status}
      </p>
      {hits.length ? (
        <ol ref={list} aria-label={copy.resultsLabel} onKeyDown={onListKey} className="mt-4 grid gap-3">
          {hits.map((hit) => (
            <li key={hit.url}>
              {/* A full page load, not a client-side one: each page keeps its own Content-Security-Policy. */}
              <a
                href={hit.url}
                className="group block rounded-xl border border-line bg-card p-4 shadow-sm transition hover:border-tint-edge hover:shadow-card sm:p-5"
              >
                <span className="block text-lg font-bold text-link-strong group-hover:underline">
                  <Marked parts={titleParts(hit.title, searched)} />
                </span>
                <span className="mt-1.5 block leading-relaxed text-ink-soft">
                  <Marked parts={excerptParts(hit.excerpt)} />
                </span>
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
