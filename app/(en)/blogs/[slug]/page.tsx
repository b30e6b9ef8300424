import { ArticlePage } from "@/components/templates/article-page";
import { familyRoute } from "@/lib/family-route";

// Two slugs hold ':' and "'": familyRoute decodes them (see lib/family-route.ts).
const route = familyRoute("blogPosts", "en", (post) => <ArticlePage post={post} locale="en" />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
