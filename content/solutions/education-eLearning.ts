import type { SolutionWords } from "@/content/solutions/base";

export const educationELearning = {
  name: "Education & eLearning",
  meta: {
    title: "Education & eLearning Software",
    description:
      "LMS, mobile learning, online course, AR/VR, AI and education ERP solutions for Saudi schools, universities and training providers, in Arabic and English.",
  },
  banner: {
    eyebrow: "Industry solutions",
    title: "Education & eLearning",
    lead: "Engaging, bilingual learning platforms for schools, universities, training institutes and corporate academies.",
  },
  intro: [
    "Education and skills development are at the heart of Vision 2030, and learning in Saudi Arabia has moved decisively online, from school platforms to university portals and professional training. Students, teachers and parents now expect learning to be available on any device, in Arabic and English, with content that is engaging and progress that is easy to follow. We build the platforms that make this possible for schools, universities, training providers and organisations that train their own staff.",
    "Our education software is designed with learners and educators, not just administrators. We build right-to-left Arabic interfaces, accessible layouts and mobile apps that work well on modest connections, and we follow recognised standards such as SCORM and xAPI so your content stays portable. We can align platform features with the eLearning standards of the National eLearning Center (NELC), and we handle student data carefully in line with the Personal Data Protection Law (PDPL).",
  ],
  offeringsHeadline: {
    eyebrow: "What we build",
    title: "Education technology for every kind of learning",
    lead: "From a single online course to an institution-wide ERP, we build learning tools that students enjoy using.",
  },
  offerings: {
    "m-learning-apps": {
      title: "M-Learning Apps",
      description:
        "Mobile learning apps that let students study anywhere, with short lessons, quizzes, offline downloads and progress reminders. Apps sync with your LMS so learning continues seamlessly between phone and desktop.",
      points: [
        "Bite-sized lessons and quizzes",
        "Offline downloads for study on the go",
        "Push reminders and streaks",
      ],
    },
    "custom-e-learning-web-apps": {
      title: "Custom E-Learning Web Apps",
      description:
        "Tailor-made learning web applications built around your teaching model, curriculum and brand. Whether you run a language school, a university programme or a corporate academy, the platform fits the way you teach.",
      points: [
        "Designed around your curriculum",
        "Bilingual, responsive interface",
        "Integration with your existing systems",
      ],
    },
    "learning-management-systems-lms": {
      title: "Learning Management Systems (LMS)",
      description:
        "Learning management systems to create courses, enrol learners, run assessments and track results. We build custom LMS platforms or extend open-source systems such as Moodle, depending on your needs and budget.",
      points: [
        "Courses, assignments and grade books",
        "SCORM and xAPI content support",
        "Reports for teachers and managers",
      ],
    },
    "content-management-systems-cms": {
      title: "Content Management Systems (CMS)",
      description:
        "Content management systems for educational websites, digital libraries and learning resources, so your team can publish and update material without developers. Roles and approval workflows keep content accurate.",
      points: [
        "Bilingual content editing",
        "Media libraries and resource catalogues",
        "Roles, reviews and publishing workflows",
      ],
    },
    "online-course-management": {
      title: "Online Course Management",
      description:
        "Platforms to sell and deliver online courses, with course catalogues, enrolment, payments and certificates. Instructors manage their courses and learners, and you see enrolment and revenue at a glance.",
      points: [
        "Course catalogue and paid enrolment",
        "Instructor dashboards",
        "Automated certificates of completion",
      ],
    },
    "ar-vr-learning-apps": {
      title: "AR/VR Learning Apps",
      description:
        "Augmented and virtual reality experiences that bring difficult topics to life, from science labs and anatomy to equipment and safety training. Learners can practise in realistic scenarios without cost or risk.",
      points: [
        "Virtual labs and 3D models",
        "Immersive safety and skills training",
        "Works with headsets and mobile devices",
      ],
    },
    "ai-based-learning-apps": {
      title: "AI-Based Learning Apps",
      description:
        "Learning apps that use artificial intelligence to personalise learning paths, recommend content and give instant feedback. Teachers save time with automated quiz generation and insights into where students struggle.",
      points: [
        "Adaptive learning paths",
        "Instant feedback and practice recommendations",
        "Insights into learning gaps",
      ],
    },
    "on-demand-learning-platforms": {
      title: "On-Demand Learning Platforms",
      description:
        "Video-based platforms where learners choose what to learn and when, with searchable libraries, playlists and live sessions. Ideal for professional training, exam preparation and continuing education.",
      points: [
        "Video library with search and playlists",
        "Live classes and recorded replays",
        "Subscriptions or pay-per-course",
      ],
    },
    "education-erp": {
      title: "Education ERP",
      description:
        "An enterprise resource planning system for schools and universities covering admissions, student records, timetables, attendance, fees, exams and staff. Parents and students get portals and apps to stay informed.",
      points: [
        "Admissions, records and timetables",
        "Attendance, exams and report cards",
        "Fee collection and parent portal",
      ],
    },
  },
  faqs: [
    {
      question: "Should we build a custom LMS or use an existing one?",
      answer:
        "It depends on your requirements. Extending an established open-source LMS is often faster and more economical for standard course delivery, while a custom platform makes sense when you have a distinctive teaching model, complex integrations or plans to sell courses at scale. We recommend the right option after a short discovery phase.",
    },
    {
      question: "Do your platforms fully support Arabic?",
      answer:
        "Yes. We build full right-to-left Arabic interfaces alongside English, including Arabic fonts, numbers, dates and certificates. Content authors can create courses in either language, and learners can switch languages at any time.",
    },
    {
      question: "Can you move our existing courses and student data to the new platform?",
      answer:
        "Yes. We migrate courses, SCORM packages, question banks, users and historical results from your current system wherever the data can be exported. We test the migration carefully so students and teachers can continue without losing their progress.",
    },
  ],
} satisfies SolutionWords<"education-eLearning">;
