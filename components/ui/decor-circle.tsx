/**
 * A decorative circle behind a gradient panel's content (the panel is `relative isolate overflow-hidden`):
 * `place` puts it over an edge (-end-16 -top-16), `size` sizes it, `look` makes it a ring
 * (border-[28px] border-white/10) or a disc (bg-white/10). Hidden from assistive technology.
 */
export function DecorCircle({ place, size, look }: { place: string; size: string; look: string }) {
  return <span aria-hidden="true" className={`absolute ${place} -z-10 ${size} rounded-full ${look}`} />;
}
