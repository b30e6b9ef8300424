import { PortfolioFilter } from "@/components/islands/portfolio-filter";
import { PortfolioCard } from "@/components/sections/portfolio-card";
import { Section, SectionHeading } from "@/components/ui/section";
import { portfolioCategories, portfolioSection as t, projects } from "@/content/portfolio";
import type { Headline } from "@/content/types";

interface PortfolioSectionProps {
  /** Level of the section heading; card titles sit one level below. */
  headingLevel?: "h2" | "h3";
  /** Replaces the default headline (e.g. on the Portfolio page). */
  headline?: Headline;
  tone?: "default" | "alt";
}

/** Heading, category filter and the nine project cards (home and /portfolio). */
export function PortfolioSection({
  headingLevel = "h2",
  headline = t.headline,
  tone = "alt",
}: PortfolioSectionProps) {
  return (
    <Section id="portfolio" tone={tone} labelledBy="portfolio-heading">
      <SectionHeading id="portfolio-heading" as={headingLevel} {...headline} />
      <PortfolioFilter
        label={t.filterLabel}
        options={[{ id: "all", label: t.allLabel }, ...portfolioCategories]}
        shownOne={t.shownOne}
        shownMany={t.shownMany}
        items={projects.map((p) => ({
          id: p.id,
          categoryId: p.category_id,
          card: <PortfolioCard project={p} headingLevel={headingLevel === "h2" ? "h3" : "h4"} />,
        }))}
      />
    </Section>
  );
}
