import { Carousel } from "@/components/islands/carousel";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import { Picture } from "@/components/ui/picture";

/** Client wordmarks in a looping carousel: 1, 2, 3, 4, 5 visible from 0, 480, 700, 992, 1200 px. */
export function ClientLogosSection({ locale }: { locale: Locale }) {
  const { clientsSection: t, clientLogos } = content(locale).clients;
  return (
    <Section id="clients" labelledBy="clients-heading">
      <SectionHeading id="clients-heading" {...t.headline} />
      <Carousel
        labels={t.carousel}
        maxVisible={5}
        pagination={false}
        slideClassName="me-6 !w-full min-[480px]:!w-[calc((100%-1.5rem)/2)] min-[700px]:!w-[calc((100%-3rem)/3)] min-[992px]:!w-[calc((100%-4.5rem)/4)] min-[1200px]:!w-[calc((100%-6rem)/5)]"
        slides={clientLogos.map((logo) => (
          <div
            key={logo.name}
            className="flex h-28 items-center justify-center rounded-2xl border border-line bg-white px-6 shadow-card"
          >
            <Picture
              src={logo.image}
              alt={logo.name}
              sizes="200px"
              width={logo.width}
              height={logo.height}
              className="h-auto max-h-16 w-full max-w-[200px] object-contain"
            />
          </div>
        ))}
      />
    </Section>
  );
}
