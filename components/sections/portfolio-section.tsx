import { PortfolioFilter } from "@/components/islands/portfolio-filter";
import { PortfolioCard } from "@/components/sections/portfolio-card";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import type { Headline } from "@/content/types";

interface PortfolioSectionProps {
  locale: Locale;
  /** Level of the section heading; card titles sit one level below. */
  headingLevel?: "h2" | "h3";
  /** Replaces the default headline (e.g. on the Portfolio page). */
  headline?: Headline;
  tone?: "default" | "alt";
  /** The section is the page's main content (the Portfolio page): the first card's image is fetched first. */
  priorityFirst?: boolean;
}

/** Heading, category filter and the nine project cards (home and /portfolio). */
export function PortfolioSection({
  locale,
  headingLevel = "h2",
  headline,
  tone = "alt",
  priorityFirst = false,
}: PortfolioSectionProps) {
  const { portfolioCategories, portfolioSection: t, projects } = content(locale).portfolio;
  return (
    <Section id="portfolio" tone={tone} labelledBy="portfolio-heading">
      <SectionHeading id="portfolio-heading" as={headingLevel} {...(headline ?? t.headline)} />
      <PortfolioFilter
        label={t.filterLabel}
        options={[{ id: "all", label: t.allLabel }, ...portfolioCategories]}
        shown={Array.from({ length: projects.length + 1 }, (_, n) => t.shown(n))}
        items={projects.map((p, i) => ({
          id: p.id,
          categoryId: p.category_id,
          card: (
            <PortfolioCard
              project={p}
              labels={t}
              headingLevel={headingLevel === "h2" ? "h3" : "h4"}
              priority={priorityFirst && i === 0}
            />
          ),
        }))}
      />
    </Section>
  );
}
