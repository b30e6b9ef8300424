import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { PostCards } from "@/components/sections/post-cards";
import { Section, SectionHeading } from "@/components/ui/section";
import { blogPosts } from "@/content/blogs";
import { hero, postsHeadline } from "@/content/pages/blogs";
import { pages } from "@/content/routes";
import { emailCta, generalFaqs } from "@/content/shared";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.blogs, pages.blogs.path);

export default function BlogsPage() {
  return (
    <>
      <RouteJsonLd path={pages.blogs.path} />
      <PageHero {...hero} />
      <Section id="posts" labelledBy="posts-heading">
        <SectionHeading id="posts-heading" {...postsHeadline} />
        <PostCards posts={blogPosts} />
      </Section>
      <FaqSection id="faq" headline={generalFaqs.headline} faqs={generalFaqs.items} />
      <CtaBand {...emailCta} />
    </>
  );
}
