import { ButtonLink } from "@/components/ui/button-link";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";

/** The 404 screen: "Page Not Found" and a link home, in either edition. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const t = content(locale).ui.notFound;
  return (
    <section className="mx-auto flex max-w-site flex-col items-center px-4 py-24 text-center sm:px-6 lg:py-32">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand-500 to-accent-500 bg-clip-text text-8xl font-black text-transparent sm:text-9xl"
      >
        {t.code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.title}</h1>
      <p className="mt-4 max-w-md text-lg text-ink-muted">{t.text}</p>
      <ButtonLink href={localePath("/", locale)} className="mt-8" arrow>
        {t.home}
      </ButtonLink>
    </section>
  );
}
