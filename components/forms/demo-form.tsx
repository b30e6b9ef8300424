import { SiteForm } from "@/components/forms/site-form";
import { demoForm } from "@/content/pages/book-demo";
import { pages } from "@/content/routes";

/** The ERP demo request form: posts to book-demo.php and returns to /book-demo#demo-form. */
export function DemoForm() {
  return (
    <SiteForm
      id="demo-request-form"
      formId="demo"
      script="book-demo.php"
      returnTo={pages.bookDemo.path}
      fields={["name", "email", "phone", "company", "noEmployees", "message"]}
      copy={demoForm}
    />
  );
}
