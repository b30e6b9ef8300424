import { Star } from "lucide-react";
import { Carousel } from "@/components/islands/carousel";
import { Section, SectionHeading } from "@/components/ui/section";
import { content, type SiteContent } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import type { Testimonial } from "@/content/types";
import { Picture } from "@/components/ui/picture";

function TestimonialCard({
  testimonial,
  t,
}: {
  testimonial: Testimonial;
  t: SiteContent["testimonials"]["testimonialsSection"];
}) {
  const { name, role, image, rating, quote } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-card p-6 shadow-card sm:p-8">
      <p role="img" aria-label={t.ratingLabel(rating)} className="flex gap-1 text-amber-500">
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            aria-hidden="true"
            className={`size-5 ${i < rating ? "fill-current" : "text-line-strong"}`}
            strokeWidth={1.5}
          />
        ))}
      </p>
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-ink-soft">
        <p>{t.quote(quote)}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-6">
        {/* Decorative portrait: the name is written next to it. */}
        <Picture
          src={image}
          alt=""
          sizes="56px"
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full object-cover ring-2 ring-tint-line"
        />
        <span>
          <span className="block font-bold text-ink">{name}</span>
          <span className="block text-sm text-ink-muted">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Four client testimonials in a looping carousel: 1 slide below 768 px, 2 from 768 px (home, about). */
export function TestimonialsSection({ locale, tone = "alt" }: { locale: Locale; tone?: "default" | "alt" }) {
  const { testimonialsSection: t, testimonials } = content(locale).testimonials;
  return (
    <Section id="testimonials" tone={tone} labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" {...t.headline} />
      <Carousel
        labels={t.carousel}
        maxVisible={2}
        slideClassName="me-6 !w-full md:!w-[calc((100%-1.5rem)/2)]"
        slides={testimonials.map((item) => (
          <TestimonialCard key={item.name} testimonial={item} t={t} />
        ))}
      />
    </Section>
  );
}
