import { ClientLogosSection } from "@/components/sections/client-logos-section";
import { ContactSection } from "@/components/sections/contact-section";
import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { PageHero } from "@/components/sections/page-hero";
import { PortfolioSection } from "@/components/sections/portfolio-section";
import { PostCards } from "@/components/sections/post-cards";
import { ServicesGrid } from "@/components/sections/services-grid";
import { StatsBand } from "@/components/sections/stats-band";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { WhyChooseBlock } from "@/components/sections/why-choose-block";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function HomePage({ locale }: { locale: Locale }) {
  const { pages: p, shared, blogPosts } = content(locale);
  return (
    <>
      <PageHero {...p.home.hero} size="home" />
      <ServicesGrid locale={locale} />
      <WhyChooseBlock locale={locale} />
      <PortfolioSection locale={locale} tone="default" />
      <TestimonialsSection locale={locale} />
      <StatsBand locale={locale} />
      <ClientLogosSection locale={locale} />
      <FaqSection id="faq" headline={shared.generalFaqs.headline} faqs={shared.generalFaqs.items} />
      <CtaBand {...shared.emailCta} />
      <Section id="recent-posts" labelledBy="recent-posts-heading">
        <SectionHeading id="recent-posts-heading" {...shared.recentPostsHeadline} />
        <PostCards locale={locale} posts={blogPosts.slice(0, 3)} />
      </Section>
      <ContactSection locale={locale} returnTo={localePath(pages.home.path, locale)} />
    </>
  );
}
