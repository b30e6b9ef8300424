import { AppLink } from "@/components/ui/app-link";
import { Mail, MapPin, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { Logo } from "@/components/ui/logo";
import { SocialIcon } from "@/components/ui/social-icon";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { LanguageLink } from "@/components/layout/language-link";
import { content, navigation } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { mailHref, mapHref, site, whatsappHref } from "@/content/site";

interface ContactItemProps {
  href: string;
  icon: LucideIcon;
  /** Opens in a new tab (the map, WhatsApp). */
  external?: boolean;
  /** The text may run to two lines (the address): the icon stays level with the first. */
  wraps?: boolean;
  children: React.ReactNode;
}

/** One line of the footer's contact list: an icon, then what the link reaches. */
function ContactItem({ href, icon: Glyph, external = false, wraps = false, children }: ContactItemProps) {
  return (
    <li>
      <a
        href={href}
        {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}
        className="flex gap-3 hover:text-white"
      >
        <Glyph aria-hidden="true" className={`${wraps ? "mt-0.5 " : ""}size-5 shrink-0 text-accent-400`} />
        <span>{children}</span>
      </a>
    </li>
  );
}

export function SiteFooter({ locale, switchHref }: { locale: Locale; switchHref?: string }) {
  const c = content(locale);
  const { ui } = c;
  const { footerColumns } = navigation(locale);
  const t = ui.footer;
  const reg = t.registration;
  // The registered trade name: Arabic on Arabic pages (the Latin brand stays in the logo).
  const legalName = c.site.legalName;
  return (
    <footer className="bg-surface-dark text-slate-300">
      <div className="mx-auto grid max-w-site gap-10 px-4 py-14 sm:px-6 sm:grid-cols-2 lg:grid-cols-12 lg:py-16">
        <div className="space-y-5 sm:col-span-2 lg:col-span-3">
          <AppLink
            href={localePath("/", locale)}
            aria-label={ui.header.homeLabel}
            className="inline-block rounded-md"
          >
            <Logo inverted />
          </AppLink>
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">{t.about}</p>
          <div>
            <p className="mb-2 text-sm font-semibold text-white">{t.socialLabel}</p>
            <ul className="flex gap-2">
              {site.social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    aria-label={t.socialNames[s.network]}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-slate-200 ring-1 ring-white/10 transition hover:bg-brand-600 hover:text-white"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {footerColumns.map((col) => (
          <nav key={col.title} aria-label={col.title} className="lg:col-span-2">
            <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{col.title}</h2>
            <ul className="space-y-2.5 text-sm">
              {col.links.map((link) => (
                <li key={link.href + link.label}>
                  <AppLink
                    href={link.href}
                    className="rounded-sm text-slate-300 transition hover:text-white hover:underline"
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="space-y-6 sm:col-span-2 lg:col-span-3">
          <div>
            <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{t.contactTitle}</h2>
            <ul className="space-y-3 text-sm [overflow-wrap:anywhere]">
              <ContactItem href={mapHref} icon={MapPin} external wraps>
                <span className="sr-only">{t.addressLabel}: </span>
                {c.site.addressLine}
              </ContactItem>
              <ContactItem href={site.phoneHref} icon={Phone}>
                <span className="sr-only">{t.phoneLabel}: </span>
                <span dir="ltr">{site.phone}</span>
              </ContactItem>
              <ContactItem href={mailHref} icon={Mail}>
                <span className="sr-only">{t.emailLabel}: </span>
                <span dir="ltr">{site.email}</span>
              </ContactItem>
              <ContactItem href={whatsappHref(ui.whatsapp.greeting)} icon={MessageCircle} external>
                {ui.whatsapp.linkLabel}: <span dir="ltr">{site.whatsappDisplay}</span>
              </ContactItem>
            </ul>
          </div>
          <NewsletterForm locale={locale} />
        </div>
      </div>
      <div className="border-t border-white/10 pb-20 md:pb-0">
        <div className="mx-auto flex max-w-site flex-wrap items-center justify-center gap-x-6 gap-y-2 px-4 py-5 text-sm text-slate-400 sm:justify-between sm:px-6">
          <p>{t.copyright(site.copyrightYear, locale === "ar" ? legalName : site.name)}</p>
          <LanguageLink
            to={locale === "ar" ? "en" : "ar"}
            href={switchHref}
            className="rounded-sm font-semibold text-slate-200 underline-offset-4 hover:text-white hover:underline"
          />
          <section
            aria-label={reg.label}
            className="w-full text-center text-xs leading-relaxed text-slate-400 sm:text-start"
          >
            <p className="font-semibold text-slate-300">{legalName}</p>
            <dl className="flex flex-wrap justify-center gap-x-5 gap-y-1 sm:justify-start">
              {(
                [
                  [reg.cr, site.registration.cr],
                  [reg.unifiedNumber, site.registration.unifiedNumber],
                  [reg.vat, site.registration.vat],
                  [reg.shortAddress, site.registration.shortAddress],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex gap-1.5">
                  <dt>{label}:</dt>
                  <dd className="font-semibold text-slate-300">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </footer>
  );
}
