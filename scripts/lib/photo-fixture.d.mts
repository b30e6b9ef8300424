/** Writes a photo-like JPEG to `file`, with EXIF as a camera writes it (and a GPS position with `withGps`). */
export function makePhoto(
  file: string,
  options: { width: number; height: number; seed: number; portrait?: boolean; withGps?: boolean },
): Promise<void>;
