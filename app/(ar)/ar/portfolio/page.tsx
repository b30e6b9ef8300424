import { PortfolioPage } from "@/components/pages/portfolio-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("portfolio", "ar");

export default function Page() {
  return <PortfolioPage locale="ar" />;
}
