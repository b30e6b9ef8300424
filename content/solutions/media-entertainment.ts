import type { SolutionWords } from "@/content/solutions/base";

export const mediaEntertainment = {
  name: "Media & Entertainment",
  meta: {
    title: "Media & Entertainment App Development",
    description:
      "Music and OTT streaming, games, content aggregation, image editing and media ERP solutions for Saudi media companies, creators and entertainment brands.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Media & Entertainment",
    lead: "Streaming platforms, games and creative apps that keep audiences watching, listening and playing, on every screen.",
  },
  intro: [
    "Entertainment is one of the most dynamic parts of Vision 2030, with the Quality of Life Program supporting growth in film, music, gaming and live events across the Kingdom. Audiences in Saudi Arabia are young, mobile-first and highly engaged, and they expect smooth streaming, great Arabic content and experiences that work on phones, smart TVs and the web.",
    "We build media and entertainment products for broadcasters, studios, publishers, event organisers and creators. Our team handles video and audio streaming, content protection, subscriptions and payments, as well as the back-office tools that manage rights, schedules and production. Every product supports Arabic and English, with right-to-left layouts, Arabic subtitles and local payment methods such as mada, Apple Pay and STC Pay.",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Media and entertainment software we deliver",
    lead: "Consumer apps that delight audiences and business tools that keep content operations running.",
  },
  offerings: {
    "music-streaming-apps": {
      title: "Music Streaming Apps",
      description:
        "Music and audio streaming apps with personalised playlists, offline listening, podcasts and artist pages. We build high-quality adaptive audio streaming with subscription and ad-supported models.",
      points: [
        "Playlists, search and recommendations",
        "Offline downloads and background play",
        "Subscriptions and ad-supported plans",
      ],
    },
    "ott-streaming-platforms": {
      title: "OTT Streaming Platforms",
      description:
        "Video-on-demand and live streaming platforms for mobile, web and smart TVs, with adaptive streaming, DRM protection and user profiles. Monetise through subscriptions, rentals or advertising.",
      points: ["VOD and live channels", "DRM content protection", "Apps for mobile, web and smart TVs"],
    },
    "game-development": {
      title: "Game Development",
      description:
        "Casual, mobile and multiplayer games with engaging gameplay, leaderboards, in-app purchases and analytics. We design and build with engines such as Unity, from concept art to launch and live updates.",
      points: [
        "Mobile and multiplayer games",
        "In-app purchases and rewards",
        "Analytics and live game updates",
      ],
    },
    "content-aggregation-platforms": {
      title: "Content Aggregation Platforms",
      description:
        "Platforms that gather news, videos, articles and feeds from many sources into one personalised experience. Editors curate and categorise content, and users follow the topics and sources they care about.",
      points: [
        "Feeds and APIs from multiple sources",
        "Editorial curation and categorisation",
        "Personalised topics and notifications",
      ],
    },
    "image-editing-apps": {
      title: "Image Editing Apps",
      description:
        "Photo and image editing apps with filters, retouching, collages, text and stickers, including Arabic typography. We can add AI-powered features such as background removal and automatic enhancement.",
      points: [
        "Filters, adjustments and retouching",
        "Arabic and English text and stickers",
        "AI background removal and enhancement",
      ],
    },
    "custom-media-erp": {
      title: "Custom Media ERP",
      description:
        "Enterprise resource planning for media companies covering content rights, production schedules, budgets, contracts and royalties. Teams work from one system instead of scattered spreadsheets and email threads.",
      points: [
        "Content rights and licence tracking",
        "Production planning and budgets",
        "Contracts, royalties and reporting",
      ],
    },
  },
  faqs: [
    {
      question: "How do you protect our video content from piracy?",
      answer:
        "We use industry-standard DRM technologies such as Widevine and FairPlay, together with secure token-based playback, encrypted delivery through a content delivery network and device limits per account. These measures make unauthorised copying and sharing much harder.",
    },
    {
      question: "Can our streaming platform handle large live audiences?",
      answer:
        "Yes. We build on cloud infrastructure and content delivery networks that scale automatically for big moments such as live sports, concerts or premieres. We load-test before major events and monitor streams in real time while they are live.",
    },
    {
      question: "Which monetisation models can you support?",
      answer:
        "We support subscriptions, pay-per-view, rentals, in-app purchases and advertising, or any combination of them. Payments work with mada, Apple Pay, STC Pay and international cards, as well as in-app billing on iOS and Android where the app stores require it.",
    },
  ],
} satisfies SolutionWords<"media-entertainment">;
