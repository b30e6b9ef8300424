// Client testimonials (home and about pages) and the names of their carousel's controls.
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

export const testimonials: Testimonial[] = [
  {
    name: "Faisal Al-Harbi",
    role: "Operations Director, Dar Al Sukoon Hotels",
    image: "/images/testimonials/faisal-al-harbi.svg",
    rating: 5,
    quote:
      "Our guests now book, check in and request services from one bilingual app. Front-desk queues during Ramadan dropped noticeably, and the team answered every question within hours, not days.",
  },
  {
    name: "Noura Al-Qahtani",
    role: "Head of Digital Learning, Ruwad Learning Academy",
    image: "/images/testimonials/noura-al-qahtani.svg",
    rating: 5,
    quote:
      "They rebuilt our e-learning platform in Arabic and English and moved it to the cloud without a single lost class. Teachers picked it up in a week, and parents finally see progress in real time.",
  },
  {
    name: "Abdulrahman Al-Ghamdi",
    role: "Founder, Qafilah Logistics",
    image: "/images/testimonials/abdulrahman-al-ghamdi.svg",
    rating: 5,
    quote:
      "The fleet tracking and driver app gave us live visibility of every shipment between Jeddah and Riyadh. What impressed me most was the honesty: they told us what not to build in the first release.",
  },
  {
    name: "Reem Al-Zahrani",
    role: "Marketing Manager, Tamr Al Hijaz",
    image: "/images/testimonials/reem-al-zahrani.svg",
    rating: 5,
    quote:
      "Our online store and search campaigns launched in six weeks. Orders from outside Makkah doubled within the first season, and the monthly reports are clear enough to share with our board.",
  },
];
