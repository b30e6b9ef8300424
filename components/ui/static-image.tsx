type StaticImageProps = Omit<
  React.ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt" | "width" | "height"
> & {
  src: string;
  /** Meaningful description, or "" when the image is decorative. */
  alt: string;
  /** Intrinsic size: reserves the space, so nothing shifts when the file arrives. */
  width: number;
  height: number;
};

/**
 * One of the site's own SVG images: lazy and decoded off the main thread by default. Plain <img>, because
 * next/image has nothing to optimise in an SVG and would add client JavaScript.
 */
export function StaticImage(props: StaticImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is a required prop above
  return <img loading="lazy" decoding="async" {...props} />;
}
