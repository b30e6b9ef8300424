/** Main column beside a sidebar (the side list), shared by the service, solution and article templates. */
export function FamilyLayout({ aside, children }: { aside: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-site gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14 lg:py-20">
      <div className="min-w-0">{children}</div>
      <aside>{aside}</aside>
    </div>
  );
}

/** Intro paragraphs at the top of a family page. */
export function Prose({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
      {paragraphs.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
    </div>
  );
}
