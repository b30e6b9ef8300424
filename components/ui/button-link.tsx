import { AppLink } from "@/components/ui/app-link";
import { ArrowRight } from "lucide-react";

type Variant = "primary" | "secondary" | "light" | "ghost";

const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white shadow-lift hover:bg-brand-700",
  secondary: "bg-card text-link-strong ring-1 ring-tint-edge hover:bg-tint",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-white ring-1 ring-white/40 hover:bg-white/10",
};

interface ButtonLinkProps {
  href: string;
  children: React.ReactNode;
  variant?: Variant;
  arrow?: boolean;
  className?: string;
}

/** A link styled as a button. Internal paths use next/link; mailto:, tel: and external use <a>. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  arrow = false,
  className = "",
}: ButtonLinkProps) {
  const classes = `inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition ${variants[variant]} ${className}`;
  const content = (
    <>
      {children}
      {arrow ? (
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" strokeWidth={2.25} />
      ) : null}
    </>
  );
  return href.startsWith("/") ? (
    <AppLink href={href} className={classes}>
      {content}
    </AppLink>
  ) : (
    <a href={href} className={classes}>
      {content}
    </a>
  );
}
