import { ButtonLink } from "@/components/ui/button-link";
import type { Link } from "@/content/types";
import { DecorCircle } from "@/components/ui/decor-circle";

interface CtaBandProps {
  title: string;
  text: string;
  primary: Link;
  secondary?: Link;
}

/** Full-width call to action on a brand gradient. */
export function CtaBand({ title, text, primary, secondary }: CtaBandProps) {
  return (
    <section className="px-4 py-16 sm:px-6 lg:py-20">
      <div className="relative isolate mx-auto max-w-site overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-lift sm:px-12 lg:py-16">
        <DecorCircle place="-end-16 -top-16" size="size-64" look="border-[28px] border-white/10" />
        <DecorCircle place="-bottom-20 -start-10" size="size-56" look="bg-accent-500/20" />
        <h2 className="mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={primary.href} variant="light" arrow>
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="ghost">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
