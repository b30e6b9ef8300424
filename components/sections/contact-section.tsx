import { AppLink } from "@/components/ui/app-link";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { ContactForm } from "@/components/forms/contact-form";
import { formSpecs } from "@/components/forms/validate";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import type { Headline } from "@/content/types";
import { mailHref, mapHref, site, whatsappHref } from "@/content/site";

interface ContactSectionProps {
  locale: Locale;
  /** The page's route: the form handler sends the visitor back there (#contact). */
  returnTo: string;
  /** Replaces the default "Let's Talk" heading (on /contact, where the h1 already says it). */
  heading?: Headline;
}

/** "Let's Talk": contact details beside the enquiry form. Anchor #contact is where the form returns. */
export function ContactSection({ locale, returnTo, heading }: ContactSectionProps) {
  const c = content(locale);
  const t = c.contact.contactSection;
  const h = heading ?? t;
  const details = [
    {
      icon: MapPin,
      label: t.addressLabel,
      value: c.site.addressLine,
      href: mapHref,
      external: true,
      ltr: false,
    },
    { icon: Phone, label: t.phoneLabel, value: site.phone, href: site.phoneHref, external: false, ltr: true },
    { icon: Mail, label: t.emailLabel, value: site.email, href: mailHref, external: false, ltr: true },
    {
      icon: MessageCircle,
      label: t.whatsappLabel,
      value: site.whatsappDisplay,
      href: whatsappHref(c.ui.whatsapp.greeting),
      external: true,
      ltr: true,
    },
  ];
  return (
    <Section id={formSpecs.contact.anchor} tone="alt" labelledBy="contact-heading">
      <SectionHeading id="contact-heading" eyebrow={h.eyebrow} title={h.title} lead={h.lead} />
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <div className="min-w-0 space-y-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-lift [overflow-wrap:anywhere] sm:p-8">
          <h3 className="text-xl font-bold">{t.detailsTitle}</h3>
          <ul className="space-y-5">
            {details.map(({ icon: Glyph, label, value, href, external, ltr }) => (
              <li key={label} className="flex gap-3 sm:gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
                  <Glyph aria-hidden="true" className="size-5 text-accent-300" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm text-brand-100">{label}</span>
                  <a
                    href={href}
                    // Phone numbers and e-mail addresses never break inside (issue 17: «…makkahtech.exampl|e»
                    // at 375 px); a smaller size under 400 px keeps the address inside the narrowest card.
                    className={`font-semibold hover:underline ${
                      ltr ? "text-sm whitespace-nowrap min-[400px]:text-base" : "break-words"
                    }`}
                    // Numbers and addresses keep their order in an Arabic sentence.
                    {...(ltr ? { dir: "ltr" } : {})}
                    {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {value}
                  </a>
                </span>
              </li>
            ))}
            <li className="flex gap-3 sm:gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
                <Clock aria-hidden="true" className="size-5 text-accent-300" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-brand-100">{t.hoursLabel}</span>
                <span className="font-semibold">{c.site.hours}</span>
              </span>
            </li>
          </ul>
        </div>
        <div className="min-w-0 rounded-2xl border border-line bg-card p-6 shadow-card sm:p-8">
          <ContactForm returnTo={returnTo} locale={locale} />
          <p className="mt-5 text-sm text-ink-muted">
            {t.privacyNote.before}
            <AppLink
              href={t.privacyNote.link.href}
              className="font-semibold text-link underline underline-offset-2"
            >
              {t.privacyNote.link.label}
            </AppLink>
            {t.privacyNote.after}
          </p>
        </div>
      </div>
    </Section>
  );
}
