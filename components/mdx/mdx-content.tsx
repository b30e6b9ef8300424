import { evaluate } from "@mdx-js/mdx";
import type { Element, ElementContent, Root, RootContent } from "hast";
import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";
import * as runtime from "react/jsx-runtime";
import { AppLink } from "@/components/ui/app-link";
import { IconArt } from "@/components/ui/icon-art";
import { content } from "@/content/dictionary";
import type { Locale } from "@/content/i18n";
import { mailHref, site } from "@/content/site";
import type { IconName } from "@/content/types";
import type { Heading } from "@/lib/markdown";

// Markdown bodies (articles, legal pages) are compiled here, on the server at build time: the page
// ships HTML only, no MDX runtime. The components below are what a writer may use in a file
// (README "Writing an article").

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Gives the h2/h3 headings the anchors lib/markdown.ts read from the source, in document order. */
function headingIds(headings: Heading[], numbered: boolean) {
  return () => (tree: Root) => {
    let i = 0;
    const walk = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        const h = headings[i];
        if ((child.tagName === "h2" || child.tagName === "h3") && h) {
          child.properties.id = numbered && child.tagName === "h2" ? `${h.id}-heading` : h.id;
          i++;
        } else walk(child);
      }
    };
    walk(tree);
    if (numbered) sectionize(tree);
  };
}

/**
 * Legal pages: each `##` heading opens a numbered <section> (id = the heading's anchor, labelled by
 * the heading) that runs to the next one. The section keeps 170 px clear at the top when jumped to
 * (scroll-margin, so it works without JavaScript); the smooth scroll comes from `scroll-behavior`
 * on <html>, which reduced motion turns off.
 */
function sectionize(tree: Root) {
  const intro: Element = {
    type: "element",
    tagName: "div",
    properties: { className: ["mt-4", "space-y-4", "text-lg", "leading-relaxed", "text-ink-soft"] },
    children: [],
  };
  const out: RootContent[] = [intro];
  let section: Element | null = null;
  let n = 0;
  for (const child of tree.children) {
    if (child.type === "element" && child.tagName === "h2") {
      n++;
      const headingId = String(child.properties.id ?? `section-${n}`);
      const id = headingId.replace(/-heading$/, "");
      child.properties.className = [
        "flex",
        "gap-3",
        "text-2xl",
        "font-extrabold",
        "tracking-tight",
        "text-ink",
      ];
      child.children = [
        {
          type: "element",
          tagName: "span",
          properties: { className: ["text-brand-600"] },
          children: [{ type: "text", value: `${n}.` }],
        },
        { type: "text", value: " " },
        { type: "element", tagName: "span", properties: {}, children: child.children as ElementContent[] },
      ];
      const body: Element = {
        type: "element",
        tagName: "div",
        properties: { className: ["mt-5", "space-y-4", "leading-relaxed", "text-ink-soft"] },
        children: [],
      };
      const opened: Element = {
        type: "element",
        tagName: "section",
        properties: {
          id,
          ariaLabelledBy: [headingId],
          className: ["mt-12", "scroll-mt-[170px]", "border-t", "border-slate-200", "pt-10"],
        },
        children: [child, body],
      };
      section = opened;
      out.push(opened);
    } else if (section) (section.children[1] as Element).children.push(child as ElementContent);
    else intro.children.push(child as ElementContent);
  }
  tree.children = out;
}

/** The components and element styles a Markdown body renders with, in one edition. */
function components(locale: Locale, variant: "article" | "legal"): MDXComponents {
  const c = content(locale);
  const reg = site.registration;
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
    ul: (props) => <ul className="list-disc space-y-2 ps-6 marker:text-brand-600" {...props} />,
    ol: (props) => <ol className="list-decimal space-y-2 ps-6 marker:text-brand-600" {...props} />,
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
      <div className="rounded-xl border border-slate-200 bg-surface-alt p-5">
        <h3 className="text-base font-bold text-ink">{title}</h3>
        <dl className="mt-3 space-y-3 text-sm">{children}</dl>
      </div>
    ),
    Fact: ({ term, children }: { term: string; children: ReactNode }) => (
      <div>
        <dt className="font-semibold text-brand-800">{term}</dt>
        <dd className="mt-0.5 text-ink-muted">{children}</dd>
      </div>
    ),
    /** The registered trade name in the page's language (content/site.ts, content/ar/site.ts). */
    CompanyName: () => c.site.legalName,
    /** CR number, VAT number and national short address, from `site.registration`. */
    Registration: () => {
      const labels = c.publishing.registration;
      const sep = locale === "ar" ? "، " : ", ";
      return (
        <>
          {labels.cr}&nbsp;<span className="whitespace-nowrap">{reg.cr}</span>
          {sep}
          {labels.vat}&nbsp;<span className="whitespace-nowrap">{reg.vat}</span>
          {sep}
          {labels.shortAddress}&nbsp;
          <span lang="zxx" dir="ltr" translate="no" className="whitespace-nowrap">
            {reg.shortAddress}
          </span>
        </>
      );
    },
    Address: () => c.site.addressLine,
    Email: () => (
      <a href={mailHref} dir="ltr" className={`${linkClass} break-words`}>
        {site.email}
      </a>
    ),
    RetentionPeriod: () => c.publishing.legalValues.retentionPeriod,
    AnswerPeriod: () => c.publishing.legalValues.answerPeriod,
  };
  if (variant === "legal") return common;
  return {
    ...common,
    h2: (props) => (
      <h2
        className="!mt-12 scroll-mt-28 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
        {...props}
      />
    ),
    h3: (props) => <h3 className="!mt-8 scroll-mt-28 text-xl font-bold text-ink" {...props} />,
    blockquote: ({ children }) => (
      <blockquote className="rounded-e-2xl border-s-4 border-accent-500 bg-accent-500/5 px-6 py-5 text-lg font-medium text-ink [&>p]:m-0">
        {children}
      </blockquote>
    ),
  };
}

/** Renders a Markdown/MDX body (server only). Legal pages get numbered sections with anchors. */
export async function MdxContent({
  source,
  headings,
  locale,
  variant,
}: {
  source: string;
  headings: Heading[];
  locale: Locale;
  variant: "article" | "legal";
}) {
  const { default: Body } = await evaluate(source, {
    ...runtime,
    rehypePlugins: [headingIds(headings, variant === "legal")],
  });
  return <Body components={components(locale, variant)} />;
}
