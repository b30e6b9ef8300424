import { notFound } from "next/navigation";
import { SolutionPage } from "@/components/templates/solution-page";
import { solutionPath } from "@/content/routes";
import { solutions } from "@/content/solutions";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => solutions.map(({ slug }) => ({ slug }));

const find = async (params: Props["params"]) => {
  const slug = decodeURIComponent((await params).slug);
  return solutions.find((s) => s.slug === slug) ?? notFound();
};

export async function generateMetadata({ params }: Props) {
  const solution = await find(params);
  return pageMetadata(solution.meta, solutionPath(solution.slug));
}

export default async function Page({ params }: Props) {
  return <SolutionPage solution={await find(params)} />;
}
