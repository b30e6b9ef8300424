import { Section, SectionHeading } from "@/components/ui/section";
import type { Headline, TeamMember } from "@/content/types";
import { PortraitPlaceholder } from "@/components/ui/portrait-placeholder";
import { Picture } from "@/components/ui/picture";

interface TeamGridProps {
  headline: Headline;
  members: TeamMember[];
}

// The same box for a photo and for the placeholder: 4:3 on phones, square from 640 px.
const pictureClass = "aspect-[4/3] h-auto w-full bg-tint object-cover sm:aspect-square";
// The card's width: one column below 640 px, two below 1024 px, four in the 76rem container from there.
const pictureSizes = "(min-width: 1024px) 274px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";

/**
 * Member cards. The role is the card heading: names may repeat (placeholders), roles do not. The first photo
 * is above the fold on a phone and the page's largest element there: it is fetched first, the others lazily.
 */
export function TeamGrid({ headline, members }: TeamGridProps) {
  return (
    <Section id="team" labelledBy="team-heading">
      <SectionHeading id="team-heading" {...headline} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((m, i) => (
          <li key={m.role}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-card transition hover:-translate-y-0.5 hover:shadow-lift">
              {m.image ? (
                <Picture
                  src={m.image}
                  alt={m.imageAlt ?? ""}
                  sizes={pictureSizes}
                  width={320}
                  height={320}
                  priority={i === 0}
                  className={pictureClass}
                />
              ) : (
                <PortraitPlaceholder className={pictureClass} />
              )}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-ink-muted">{m.name}</p>
                <h3 className="mt-1 text-xl font-bold text-ink">{m.role}</h3>
                <p className="mt-3 leading-relaxed text-ink-muted">{m.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
