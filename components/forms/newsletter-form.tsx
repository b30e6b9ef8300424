import { CurrentPathField } from "@/components/forms/current-path-field";
import { formEndpoint } from "@/components/forms/endpoint";
import { HoneypotField } from "@/components/forms/form-field";
import { FormNotice } from "@/components/forms/form-notice";
import { ChallengeField } from "@/components/forms/challenge-field";
import { formSpecs } from "@/components/forms/validate";
import { content } from "@/lib/content";
import { formLimits } from "@/content/forms";
import type { Locale } from "@/content/i18n";

// Plain HTML form (the spec asks for no client validation); newsletter.php validates the address,
// e-mails a confirmation link and sends the visitor back to the same page with
// ?newsletter=success|fail#newsletter-….
export function NewsletterForm({ locale }: { locale: Locale }) {
  const { ui, forms } = content(locale);
  const t = ui.footer.newsletter;
  return (
    <form
      action={formEndpoint("newsletter.php")}
      method="post"
      className="space-y-3"
      id={formSpecs.newsletter.anchor}
    >
      <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t.title}</h2>
      <p className="text-sm text-slate-400">{t.text}</p>
      <FormNotice
        form="newsletter"
        success={t.success}
        fail={t.fail}
        wait={forms.formNoticeWait}
        dismissLabel={forms.formNotices.dismiss}
        tone="dark"
      />
      <CurrentPathField />
      <input type="hidden" name="lang" value={locale} />
      <HoneypotField formId="newsletter" locale={locale} />
      <div className="flex flex-wrap gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t.inputLabel}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          maxLength={formLimits.email.max}
          placeholder={t.placeholder}
          className="min-w-[12rem] flex-1 rounded-full border border-white/15 bg-white/5 px-4 py-2.5 text-sm text-white placeholder:text-slate-400 rtl:text-right"
        />
        <button
          type="submit"
          className="rounded-full bg-accent-500 px-4 py-2.5 text-sm font-semibold text-surface-dark transition hover:bg-accent-400"
        >
          {t.submit}
        </button>
      </div>
      <ChallengeField endpoint={formEndpoint("challenge.php")} locale={locale} copy={forms.challengeCopy} />
    </form>
  );
}
