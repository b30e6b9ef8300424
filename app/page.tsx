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
import { blogPosts } from "@/content/blogs";
import { hero } from "@/content/pages/home";
import { pages } from "@/content/routes";
import { emailCta, generalFaqs, recentPostsHeadline } from "@/content/shared";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.home, pages.home.path);

export default function HomePage() {
  return (
    <>
      <PageHero {...hero} size="home" />
      <ServicesGrid />
      <WhyChooseBlock />
      <PortfolioSection tone="default" />
      <TestimonialsSection />
      <StatsBand />
      <ClientLogosSection />
      <FaqSection id="faq" headline={generalFaqs.headline} faqs={generalFaqs.items} />
      <CtaBand {...emailCta} />
      <Section id="recent-posts" labelledBy="recent-posts-heading">
        <SectionHeading id="recent-posts-heading" {...recentPostsHeadline} />
        <PostCards posts={blogPosts.slice(0, 3)} />
      </Section>
      <ContactSection returnTo={pages.home.path} />
    </>
  );
}
