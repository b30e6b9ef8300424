// Client testimonials (home and about pages) and the names of their carousel's controls. The testimonials
// themselves are data, one file each: content/testimonials/<id>.json (photo, rating, order, both languages).
import { readEntries, testimonialsList } from "@/content/lists";
import type { CarouselLabels, Headline, Testimonial } from "@/content/types";

export const testimonialsSection = {
  headline: {
    eyebrow: "Testimonials",
    title: "What our clients say",
    lead: "Hotels, schools, logistics firms and retailers across the Kingdom trust us with the software their business runs on.",
  } satisfies Headline,
  ratingLabel: (rating: number) => `${rating} out of 5 stars`,
  /** The quote as printed, with the language's quotation marks. */
  quote: (text: string) => `“${text}”`,
  carousel: {
    region: "Client testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    goTo: "Show testimonial {n}",
    slide: "{n} of {total}",
    pause: "Pause testimonials",
    play: "Play testimonials",
    roleCarousel: "carousel",
    roleSlide: "slide",
  } satisfies CarouselLabels,
};

export const testimonials: Testimonial[] = readEntries(testimonialsList, "en");
