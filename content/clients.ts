// Client wordmarks for the logo carousel (home page) and the names of its controls. The logos are data, one
// file each: content/clients/<id>.json (image, size, order, and the client's name in each language: the alt text).
import { clientsList, readEntries } from "@/content/lists";
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

export const clientLogos: ClientLogo[] = readEntries(clientsList, "en");
