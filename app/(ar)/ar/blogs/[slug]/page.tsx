import { ArticlePage } from "@/components/templates/article-page";
import { familyRoute } from "@/lib/family-route";

// Two slugs hold ':' and "'": familyRoute decodes them (see lib/family-route.ts).
const route = familyRoute("blogPosts", "ar", (post) => <ArticlePage post={post} locale="ar" />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
