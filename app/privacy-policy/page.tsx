import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/privacy-policy";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.privacy, pages.privacy.path);

export default function PrivacyPolicyPage() {
  return <PageHero {...hero} />;
}
