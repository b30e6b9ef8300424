import { notFound } from "next/navigation";
import { ArticlePage } from "@/components/templates/article-page";
import { blogPosts } from "@/content/blogs";
import { blogPath } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => blogPosts.map(({ slug }) => ({ slug }));

// Two slugs hold ':' and "'": Next passes ':' as %3A, so decode before matching (see README).
const find = async (params: Props["params"]) => {
  const slug = decodeURIComponent((await params).slug);
  return blogPosts.find((p) => p.slug === slug) ?? notFound();
};

export async function generateMetadata({ params }: Props) {
  const post = await find(params);
  return pageMetadata(post.meta, blogPath(post.slug), "article");
}

export default async function Page({ params }: Props) {
  return <ArticlePage post={await find(params)} />;
}
