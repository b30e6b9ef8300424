// Client wordmarks for the logo carousel (home page) and the names of its controls.
import type { CarouselLabels, ClientLogo, Headline } from "@/content/types";

export const clientsSection = {
  headline: {
    eyebrow: "Our clients",
    title: "Trusted by businesses across the Kingdom",
  } satisfies Headline,
  carousel: {
    region: "Client logos",
    previous: "Previous logo",
    next: "Next logo",
    goTo: "Show logo {n}",
    slide: "{n} of {total}",
    pause: "Pause logos",
    play: "Play logos",
    roleCarousel: "carousel",
    roleSlide: "slide",
  } satisfies CarouselLabels,
};

export const clientLogos: ClientLogo[] = [
  { name: "Dar Al Sukoon Hotels", image: "/images/clients/dar-al-sukoon.svg", width: 200, height: 64 },
  { name: "Ruwad Learning Academy", image: "/images/clients/ruwad-learning.svg", width: 200, height: 64 },
  { name: "Qafilah Logistics", image: "/images/clients/qafilah-logistics.svg", width: 200, height: 64 },
  { name: "Tamr Al Hijaz", image: "/images/clients/tamr-al-hijaz.svg", width: 200, height: 64 },
  { name: "Shifa Care", image: "/images/clients/shifa-care.svg", width: 200, height: 64 },
];
