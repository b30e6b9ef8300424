import { AppLink } from "@/components/ui/app-link";
import { HeaderNav } from "@/components/layout/header-nav";
import { Logo } from "@/components/ui/logo";
import { headerCta, mainNav } from "@/content/navigation";
import { ui } from "@/content/ui";

export function SiteHeader() {
  return (
    <HeaderNav
      nav={mainNav}
      cta={headerCta}
      labels={ui.header}
      logo={
        <AppLink href="/" aria-label={ui.header.homeLabel} className="rounded-md">
          <Logo />
        </AppLink>
      }
    />
  );
}
