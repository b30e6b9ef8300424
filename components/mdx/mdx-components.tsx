import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import { IconArt } from "@/components/ui/icon-art";
import { Picture } from "@/components/ui/picture";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import type { IconName } from "@/content/types";
import { linkClass, siteValues } from "@/components/mdx/site-values";

// The component map of Markdown bodies (articles, legal pages): the element styles and the
// components a writer may use in a file (docs/content.md "Writing an article"). The tree transforms are
// plugins in lib/mdx/; components/mdx/mdx-content.tsx compiles a body with both.

/** The components and element styles a Markdown body renders with, in one edition. */
export function mdxComponents(locale: Locale, variant: "article" | "legal"): MDXComponents {
  const c = content(locale);
  let figures = 0;
  const a = ({ href = "", children, ...rest }: ComponentProps<"a">) =>
    href.startsWith("/") ? (
      <AppLink href={href} className={linkClass}>
        {children}
      </AppLink>
    ) : (
      <a href={href} className={`${linkClass} break-words`} {...rest}>
        {children}
      </a>
    );
  const common: MDXComponents = {
    a,
    ul: (props) => <ul className="list-disc space-y-2 ps-6 marker:text-link-soft" {...props} />,
    ol: (props) => <ol className="list-decimal space-y-2 ps-6 marker:text-link-soft" {...props} />,
    /** An illustration drawn from icons: `<Figure icons="car smartphone" alt="…" caption="…" />`. */
    Figure: ({ icons, alt, caption }: { icons: string; alt: string; caption?: string }) => (
      <figure className="!my-10">
        <IconArt
          icons={icons.split(/\s+/).filter(Boolean) as IconName[]}
          tone={figures++}
          alt={alt}
          className="h-56 sm:h-64"
        />
        {caption ? (
          <figcaption className="mt-3 text-center text-sm text-ink-muted">{caption}</figcaption>
        ) : null}
      </figure>
    ),
    /** Small cards of term/detail pairs: `<Facts><FactCard title="…"><Fact term="…">…</Fact></FactCard></Facts>`. */
    Facts: ({ children }: { children: ReactNode }) => (
      <div className="grid gap-4 md:grid-cols-3">{children}</div>
    ),
    FactCard: ({ title, children }: { title: string; children: ReactNode }) => (
      <div className="rounded-xl border border-line bg-surface-alt p-5">
        <h3 className="text-base font-bold text-ink">{title}</h3>
        <dl className="mt-3 space-y-3 text-sm">{children}</dl>
      </div>
    ),
    Fact: ({ term, children }: { term: string; children: ReactNode }) => (
      <div>
        <dt className="font-semibold text-link-strong">{term}</dt>
        <dd className="mt-0.5 text-ink-muted">{children}</dd>
      </div>
    ),
    ...siteValues(c, locale),
  };
  // A legal section's subheading (the privacy policy's forms and visit statistics): the spec numbers nine sections.
  if (variant === "legal")
    return {
      ...common,
      h3: (props) => <h3 className="!mt-8 scroll-mt-[170px] text-lg font-bold text-ink" {...props} />,
    };
  return {
    ...common,
    h2: (props) => (
      <h2
        className="!mt-12 scroll-mt-28 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
        {...props}
      />
    ),
    h3: (props) => <h3 className="!mt-8 scroll-mt-28 text-xl font-bold text-ink" {...props} />,
    /** `![What it shows](/images/blog/photo.jpg)`: through the image pipeline, lazy, the column's width (docs/images.md). */
    img: ({ src, alt = "" }: ComponentProps<"img">) => (
      <Picture
        src={typeof src === "string" ? src : ""}
        alt={alt}
        sizes="(min-width: 1024px) 768px, calc(100vw - 32px)"
        className="h-auto w-full rounded-2xl bg-brand-50"
      />
    ),
    blockquote: ({ children }) => (
      <blockquote className="rounded-e-2xl border-s-4 border-accent-500 bg-accent-500/5 px-6 py-5 text-lg font-medium text-ink [&>p]:m-0">
        {children}
      </blockquote>
    ),
  };
}
