// Client testimonials (home and about pages) and the names of their carousel's controls. The testimonials
// themselves are data: image and rating in content/data/testimonials.json, the words in content/testimonials.json.
import { readList, testimonialsList } from "@/content/lists";
import words from "@/content/testimonials.json";
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

export const testimonials: Testimonial[] = readList(testimonialsList, words, "content/testimonials.json");
