import type { SolutionWords } from "@/content/solutions/base";

export const socialNetworking = {
  name: "Social Networking",
  meta: {
    title: "Social Networking App Development",
    description:
      "Custom social apps, messaging, forums, social games, video apps and network analysis tools, built bilingual with safe moderation and PDPL-aware privacy.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Social Networking",
    lead: "Social apps and community platforms that bring people together, built for scale, safety and genuine engagement.",
  },
  intro: [
    "Saudi Arabia has one of the most active social media audiences in the world, and there is strong demand for platforms built around local communities, interests and professions. Whether you want to launch a new social network, add community features to your product or build a private network for your organisation, we design and build social experiences that people enjoy coming back to.",
    "Our social platforms are designed for Arabic and English from the start, with right-to-left layouts, Arabic search and content moderation that understands both languages. We build real-time features that scale smoothly as your community grows, and we put privacy and safety first with clear user controls, reporting tools and data handling that supports your obligations under the Personal Data Protection Law (PDPL).",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Social networking solutions we deliver",
    lead: "From private communities to public platforms, apps that help people connect, share and create.",
  },
  offerings: {
    "custom-social-apps": {
      title: "Custom Social Apps",
      description:
        "Social networks built around your audience, with profiles, feeds, follows, groups and notifications. We design the features that make your community unique, whether it is for professionals, hobbyists, students or customers.",
      points: ["Profiles, feeds and groups", "Likes, comments and shares", "Moderation and reporting tools"],
    },
    "messaging-apps": {
      title: "Messaging Apps",
      description:
        "Real-time chat apps with one-to-one and group conversations, voice notes, media sharing and read receipts. We can add voice and video calling and end-to-end encryption for private conversations.",
      points: ["One-to-one and group chat", "Voice notes, media and file sharing", "Voice and video calling"],
    },
    "forum-blog-and-publishing-platforms": {
      title: "Forum, Blog & Publishing Platforms",
      description:
        "Community forums, blogging and publishing platforms where members share knowledge, start discussions and build an audience. Editors and moderators keep quality high with approval and ranking tools.",
      points: [
        "Threads, topics and tagging",
        "Rich article editor with Arabic support",
        "Reputation, voting and moderation",
      ],
    },
    "social-games": {
      title: "Social Games",
      description:
        "Casual games with social features such as friend challenges, leaderboards, teams and in-game chat. Social mechanics keep players engaged and bring new players in through invitations.",
      points: [
        "Friend challenges and leaderboards",
        "Teams, clans and in-game chat",
        "Rewards and in-app purchases",
      ],
    },
    "social-network-analysis-tools": {
      title: "Social Network Analysis Tools",
      description:
        "Analytics tools that map connections, measure engagement and identify influential members and trending topics within a community. Insights help you grow your network and make better content and moderation decisions.",
      points: [
        "Connection and community mapping",
        "Engagement and growth metrics",
        "Trending topics and key contributors",
      ],
    },
    "video-sharing-apps": {
      title: "Video Sharing Apps",
      description:
        "Short-form and long-form video apps with recording, editing, filters, live streaming and personalised feeds. Creators get profiles, followers and tools to grow, while viewers discover content they love.",
      points: [
        "In-app recording, editing and filters",
        "Live streaming with comments",
        "Personalised video feeds",
      ],
    },
  },
  faqs: [
    {
      question: "How do you keep a social platform safe?",
      answer:
        "We combine automated content filtering, user reporting, blocking and muting with moderation dashboards for your team. Filters can be tuned for Arabic and English, and clear community rules and escalation workflows help you act quickly on harmful content.",
    },
    {
      question: "Can the app grow as our user base grows?",
      answer:
        "Yes. We design the architecture to scale, using cloud infrastructure, caching and real-time services that can handle many more users as your community grows. We monitor performance after launch and plan capacity with you ahead of marketing campaigns.",
    },
    {
      question: "How do you handle user privacy?",
      answer:
        "Users get clear privacy settings to control who sees their profile and posts, and personal data is encrypted and collected only where needed. We build consent, data export and account deletion features to support your obligations under the PDPL.",
    },
  ],
} satisfies SolutionWords<"social-networking">;
