import { MessageCircle } from "lucide-react";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import { whatsappHref } from "@/content/site";

// Server-rendered and CSS-only: a plain wa.me link, shown on small screens only. It hides while a form field
// has focus and, where the browser supports scroll-driven animations (Chromium, Safari 26), while a form
// section (#contact: details, fields, buttons; the demo form) or the footer (which has its own WhatsApp link) is
// on screen: the `.wa-float` rules in app/globals.css. The footer's bottom padding (pb-20) keeps the last line
// clear of it in other browsers.

export function WhatsAppButton({ locale }: { locale: Locale }) {
  const { whatsapp } = content(locale).ui;
  return (
    <a
      href={whatsappHref(whatsapp.greeting)}
      rel="noopener noreferrer"
      target="_blank"
      aria-label={whatsapp.floatingLabel}
      className="wa-float fixed end-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 inline-flex size-12 items-center justify-center rounded-full bg-[#0E7A3E] text-white shadow-lift ring-2 ring-white transition hover:bg-[#0b6633] md:hidden print:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
    </a>
  );
}
