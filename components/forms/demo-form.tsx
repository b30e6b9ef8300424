import { SiteForm } from "@/components/forms/site-form";
import { formFields } from "@/components/forms/validate";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

/** The ERP demo request form: posts to book-demo.php and returns to /book-demo#demo-form. */
export function DemoForm({ locale }: { locale: Locale }) {
  return (
    <SiteForm
      locale={locale}
      id="demo-request-form"
      formId="demo"
      form="book-demo"
      returnTo={localePath(pages.bookDemo.path, locale)}
      fields={formFields("book-demo")}
      copy={content(locale).pages.bookDemo.demoForm}
    />
  );
}
