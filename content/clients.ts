// Client wordmarks for the logo carousel (home page) and the names of its controls. The logos are data:
// image and size in content/data/clients.json, each client's name (the image's alt text) in content/clients.json.
import words from "@/content/clients.json";
import { clientsList, readList } from "@/content/lists";
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

export const clientLogos: ClientLogo[] = readList(clientsList, words, "content/clients.json");
