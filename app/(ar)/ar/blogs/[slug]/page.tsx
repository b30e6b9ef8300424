import { ArticlePage } from "@/components/templates/article-page";
import { blogPath } from "@/content/routes";
import { familyRoute, type FamilyParams } from "@/lib/family-route";

// Two slugs hold ':' and "'": familyRoute decodes them (see lib/family-route.ts).
const family = familyRoute((c) => c.blogPosts, blogPath, "ar", "article");

export const dynamicParams = false;
export const generateStaticParams = family.generateStaticParams;
export const generateMetadata = family.generateMetadata;

export default async function Page({ params }: FamilyParams) {
  return <ArticlePage post={await family.find(params)} locale="ar" />;
}
