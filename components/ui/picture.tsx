import { processImage, rasterPattern } from "@/lib/images";

interface PictureProps {
  /** URL path of the source under public/ ("/images/team/amal.jpg"); an SVG is shown as it is. */
  src: string;
  /** Meaningful description, or "" when the image is decorative. */
  alt: string;
  /** The image's displayed width per viewport, e.g. "(min-width: 1024px) 280px, 92vw": picks the file. */
  sizes: string;
  /** Width and height of an SVG (a raster's come from the file). */
  width?: number;
  height?: number;
  /** The page's largest element above the fold: fetched first (fetchpriority="high") and never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * One of the content's images (docs/images.md). A raster becomes a <picture> with AVIF and WebP sources made
 * at build time (lib/images.ts) and a JPEG or PNG fallback, each with a srcset; width and height reserve the
 * space, so nothing shifts when the file arrives. Lazy and decoded off the main thread unless `priority`.
 * No client JavaScript: a server component, and next/image is not used (it would add some).
 */
export async function Picture({ src, alt, sizes, width, height, priority = false, className }: PictureProps) {
  const loading = priority
    ? { fetchPriority: "high" as const, loading: "eager" as const }
    : { loading: "lazy" as const };
  if (!rasterPattern.test(src) || process.env.NODE_ENV === "development") {
    // An SVG needs no variants; `next dev` shows the source as it is (the build makes the variants).
    return (
      // eslint-disable-next-line @next/next/no-img-element -- next/image would add client JavaScript
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        className={className}
        {...loading}
      />
    );
  }
  const image = await processImage(src);
  // display: contents: the <img> stays the box the layout sizes (a flex or grid item), as without <picture>.
  return (
    <picture className="contents">
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        decoding="async"
        className={className}
        {...loading}
      />
    </picture>
  );
}
