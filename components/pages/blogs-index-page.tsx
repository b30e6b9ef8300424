import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { PostCards } from "@/components/sections/post-cards";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/content/dictionary";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function BlogsIndexPage({ locale }: { locale: Locale }) {
  const c = content(locale);
  return (
    <>
      <RouteJsonLd path={localePath(pages.blogs.path, locale)} locale={locale} />
      <PageHero {...c.pages.blogs.hero} />
      <Section id="posts" labelledBy="posts-heading">
        <SectionHeading id="posts-heading" {...c.pages.blogs.postsHeadline} />
        <PostCards locale={locale} posts={c.blogPosts} />
      </Section>
      <FaqSection id="faq" headline={c.shared.generalFaqs.headline} faqs={c.shared.generalFaqs.items} />
      <CtaBand {...c.shared.emailCta} />
    </>
  );
}
