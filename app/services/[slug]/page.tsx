import { notFound } from "next/navigation";
import { ServicePage } from "@/components/templates/service-page";
import { servicePath } from "@/content/routes";
import { services } from "@/content/services";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => services.map(({ slug }) => ({ slug }));

// Next hands the slug percent-encoded (':' becomes %3A): decode before looking it up.
const find = async (params: Props["params"]) => {
  const slug = decodeURIComponent((await params).slug);
  return services.find((s) => s.slug === slug) ?? notFound();
};

export async function generateMetadata({ params }: Props) {
  const service = await find(params);
  return pageMetadata(service.meta, servicePath(service.slug));
}

export default async function Page({ params }: Props) {
  return <ServicePage service={await find(params)} />;
}
