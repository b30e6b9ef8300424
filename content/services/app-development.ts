import type { ServiceWords } from "@/content/services/base";

export const appDevelopment = {
  name: "Mobile App Development",
  summary:
    "Native and cross-platform iOS and Android apps, designed in Arabic and English and built to grow with your business.",
  meta: {
    title: "Mobile App Development Services",
    description:
      "iOS, Android, Flutter, React Native and PWA development in Makkah: bilingual apps with local payments, secure back ends and help publishing to the stores.",
  },
  banner: {
    eyebrow: "Services",
    title: "Mobile App Development",
    lead: "We design, build and launch mobile apps that your customers enjoy using, from the first sketch to the App Store and Google Play and beyond.",
  },
  intro: [
    "Makkah Tech Solutions builds mobile apps for startups, established companies and public-facing organisations across Saudi Arabia. We develop native apps for iOS and Android, cross-platform apps with Flutter and React Native, and progressive web apps that install straight from the browser. Whether you need a customer app for ordering and bookings, an internal tool for field teams, or a new digital product, we help you choose the approach that fits your users, budget and timeline.",
    "Every app we deliver is designed for the people who will use it. Interfaces are fully bilingual, with proper right-to-left layouts for Arabic and left-to-right for English, and we integrate the services Saudi users expect, such as mada, STC Pay and Apple Pay, national address and SMS verification. Personal data is handled in line with the Personal Data Protection Law (PDPL), with secure authentication, encrypted storage and back ends hosted where your data needs to stay.",
    "We work in short, transparent iterations: you see working builds early, give feedback as we go and always know what comes next. After launch we stay with you for store updates, operating-system upgrades, performance monitoring and new features, so your app keeps pace with your business and with the digital ambitions of Vision 2030.",
  ],
  offeringsHeadline: {
    eyebrow: "What we offer",
    title: "Mobile app development for every platform",
    lead: "Native, cross-platform or web-based: we recommend the technology that best serves your users and your roadmap, then build it properly.",
  },
  offerings: {
    "ios-app-development": {
      title: "iOS App Development",
      description:
        "We build native iPhone and iPad apps in Swift and SwiftUI that feel at home on Apple devices. Our apps follow Apple's Human Interface Guidelines, so they are intuitive to use and ready for App Store review.",
      points: [
        "Swift and SwiftUI development",
        "Apple Pay, Face ID and push notifications",
        "iPhone, iPad and Apple Watch support",
      ],
    },
    "android-app-development": {
      title: "Android App Development",
      description:
        "Our Android apps are written in Kotlin with Jetpack Compose and tested across the wide range of devices used in the Kingdom. We optimise for performance, battery life and varying screen sizes.",
      points: [
        "Kotlin and Jetpack Compose",
        "Testing across phones and tablets",
        "Google Play Console setup and releases",
      ],
    },
    "flutter-app-development": {
      title: "Flutter App Development",
      description:
        "Flutter lets us ship one codebase to both iOS and Android with a consistent, polished interface. It is a strong choice when you want native-quality performance with a shorter time to market.",
      points: [
        "Single codebase for iOS and Android",
        "Custom, brand-led user interfaces",
        "Full Arabic right-to-left support",
      ],
    },
    "react-native-app-development": {
      title: "React Native App Development",
      description:
        "With React Native we build cross-platform apps using JavaScript and TypeScript, sharing logic with your web products where it makes sense. It suits teams that already work with React or want to reuse existing skills.",
      points: [
        "TypeScript-based cross-platform apps",
        "Shared logic with React web apps",
        "Native modules where performance matters",
      ],
    },
    "progressive-web-app-pwa-development": {
      title: "Progressive Web App (PWA) Development",
      description:
        "A progressive web app runs in the browser yet can be installed on the home screen, work offline and send notifications. PWAs are a cost-effective way to reach mobile users without going through the app stores.",
      points: [
        "Installable from the browser",
        "Offline support and fast loading",
        "One product for mobile and desktop",
      ],
    },
  },
  faqs: [
    {
      question: "What are the stages of developing a mobile app?",
      answer:
        "We start with discovery, where we clarify your goals, users and core features, and agree on scope. Next come UX and UI design, then development in short sprints with regular demo builds, followed by testing on real devices. Finally we publish the app to the stores and move into ongoing support, monitoring and improvements.",
    },
    {
      question: "What does the app design process involve?",
      answer:
        "Design begins with user research and user flows that map how people will move through the app. We then create wireframes to agree on structure, followed by high-fidelity designs in your brand style for both Arabic and English layouts. Before development starts, we build a clickable prototype so you can test the experience and request changes early, when they are cheapest to make.",
    },
    {
      question: "Can you help us publish the app on the App Store and Google Play?",
      answer:
        "Yes. We prepare your store listings, screenshots, descriptions and privacy details, configure your developer accounts, and handle the submission and review process for both the Apple App Store and Google Play. If a reviewer raises an issue, we resolve it and resubmit, and we manage future updates the same way.",
    },
    {
      question: "How much does it cost to develop a mobile app?",
      answer:
        "The cost depends on the number of features and screens, whether you need native or cross-platform development, the complexity of the back end and integrations such as payments or maps, and the level of design work involved. Ongoing maintenance and hosting are also factors. Share your idea with us and we will provide a free, detailed estimate with a clear breakdown of scope and timeline.",
    },
  ],
} satisfies ServiceWords<"app-development">;
