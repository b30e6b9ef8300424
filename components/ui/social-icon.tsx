import type { SocialNetwork } from "@/content/site";

// Simple line glyphs for the social networks (lucide ships no brand marks). Decorative: the link has the name.
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.2c0-1.6 1.1-2.7 2.5-2.7S17 11.4 17 13v4" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4L4 20" />,
  facebook: (
    <path d="M14.5 21v-8h2.7l.4-3.2h-3.1V7.9c0-.9.3-1.6 1.6-1.6h1.7V3.4A22 22 0 0 0 15.3 3c-2.4 0-4 1.5-4 4.2v2.6H8.6V13h2.7v8" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.1" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[network]}
    </svg>
  );
}
