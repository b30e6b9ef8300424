// The fixture site's photos (docs/images.md): the day the company replaces the drawn placeholders with real
// photos. The copy of scripts/lib/fixture.mjs gets photo-like JPEGs as a phone or camera writes them (2400×1600
// and 1600×2000, 300-700 KB, EXIF with a GPS position on the portraits and the cover): 4 team portraits, the 9
// portfolio projects and an article cover in both editions. Checked on the fixture build by
// tests/fixture-site/photos.test.mjs (what the pages and files look like) and `node --import tsx scripts/check/audit.mjs --photos`
// (Lighthouse on those pages, reports/audit.md "Photo fixture").
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { listEntries } from "../../content/lists.ts";

/** The article that gets a cover (both editions) and the routes the audit measures. */
export const coverArticle = {
  file: "car-service-center-app.mdx",
  slug: "crafting-a-car-service-center-application-guide",
};
export const photoRoutes = [
  "/teams/",
  "/ar/teams/",
  "/portfolio/",
  "/",
  `/blogs/${coverArticle.slug}/`,
  `/ar/blogs/${coverArticle.slug}/`,
];

/** GPS position written into the fixture photos' EXIF (Makkah): it must not reach the site. */
export const gps = {
  GPSLatitudeRef: "N",
  GPSLatitude: "21/1 25/1 22/1",
  GPSLongitudeRef: "E",
  GPSLongitude: "39/1 49/1 34/1",
};

/** A small deterministic random generator: the same photos every run, so the image cache hits. */
function random(seed) {
  let s = seed >>> 0 || 1;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * A photo-like JPEG: a lit gradient, soft out-of-focus shapes (a head and shoulders for a portrait) and sensor
 * grain, so it compresses like a photo (not like a flat drawing). Written as a camera would: quality 90, EXIF.
 */
export async function makePhoto(file, { width, height, seed, portrait = false, withGps = false }) {
  const rnd = random(seed);
  const hue = Math.floor(rnd() * 360);
  const hsl = (h, s, l) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
  const shapes = Array.from({ length: 14 }, () => {
    const cx = rnd() * width;
    const cy = rnd() * height;
    const r = (0.05 + rnd() * 0.2) * width;
    return `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * (0.6 + rnd() * 0.8)}" fill="${hsl(hue + rnd() * 120 - 60, 40 + rnd() * 40, 30 + rnd() * 50)}" opacity="${0.25 + rnd() * 0.5}"/>`;
  }).join("");
  const person = portrait
    ? `<ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${width * 0.42}" ry="${height * 0.36}" fill="${hsl(hue + 180, 35, 25)}"/>` +
      `<rect x="${width * 0.44}" y="${height * 0.5}" width="${width * 0.12}" height="${height * 0.2}" fill="hsl(28 45% 58%)"/>` +
      `<ellipse cx="${width / 2}" cy="${height * 0.4}" rx="${width * 0.17}" ry="${height * 0.16}" fill="hsl(28 50% 62%)"/>` +
      `<ellipse cx="${width / 2}" cy="${height * 0.29}" rx="${width * 0.18}" ry="${height * 0.08}" fill="hsl(20 30% 18%)"/>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 45, 78)}"/><stop offset="1" stop-color="${hsl(hue + 40, 50, 28)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}${person}</svg>`;
  const scene = await sharp(Buffer.from(svg))
    .blur(portrait ? 2 : 4)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Texture at several scales (foliage, fabric, skin, walls) and a sensor's grain, so the photo keeps detail
  // when made smaller, as a real one does: a smooth drawing would shrink to a few KB and prove nothing.
  const { data, info } = scene;
  const layers = /** @type {[Buffer, number][]} */ ([]);
  for (const [scale, amplitude] of [
    [24, 34],
    [8, 36],
    [3, 24],
  ]) {
    const w = Math.ceil(width / scale);
    const h = Math.ceil(height / scale);
    const noise = Buffer.alloc(w * h);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(rnd() * 256);
    const up = await sharp(noise, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer();
    layers.push([up, amplitude / 255]);
  }
  for (let p = 0, i = 0; i < data.length; p++, i += info.channels) {
    let n = (rnd() - 0.5) * 10;
    for (const [layer, a] of layers) n += (layer[p] - 128) * a;
    for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] + n));
  }
  let image = sharp(data, { raw: info }).jpeg({ quality: 85 });
  image = image.withExif({
    IFD0: { Make: "FixtureCam", Model: "Phone 12", Software: "photo-fixture" },
    ...(withGps ? { IFD3: gps } : {}),
  });
  await image.toFile(file);
}

/** The source photos of the fixture, relative to the copy's public/ folder, with how they are made. */
export function fixturePhotos(team, projects) {
  return [
    ...team.map((m, i) => ({
      path: `/images/team/${m.id}.jpg`,
      width: 1600,
      height: 2000,
      seed: 100 + i,
      portrait: true,
      withGps: true,
    })),
    ...projects.map((p, i) => ({
      path: `/images/portfolio/project-${p.id}.jpg`,
      width: 2400,
      height: 1600,
      seed: 201 + i,
    })),
    { path: "/images/blog/car-service-center.jpg", width: 2400, height: 1600, seed: 300, withGps: true },
  ];
}

const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** Adds the photos to the copy in `dir`: files, the entries of the lists (portraits and their descriptions in
 * both languages, project images) and the article's front matter. */
export async function addPhotos(dir) {
  const team = listEntries(dir, "team");
  const projects = listEntries(dir, "portfolio");
  const photos = fixturePhotos(team, projects);
  for (const p of photos) {
    mkdirSync(join(dir, "public", p.path, ".."), { recursive: true });
    await makePhoto(join(dir, "public", p.path), p);
  }
  for (const { id, file, data } of team)
    writeJson(join(dir, file), {
      ...data,
      image: `/images/team/${id}.jpg`,
      en: { ...data.en, imageAlt: `Portrait of our ${data.en.role} team member` },
      ar: { ...data.ar, imageAlt: "صورة شخصية لأحد أعضاء الفريق" },
    });
  // One photo per project: the card's thumbnail and the preview dialog's large image.
  for (const { id, file, data } of projects)
    writeJson(join(dir, file), {
      ...data,
      image: `/images/portfolio/project-${id}.jpg`,
      lg_image: `/images/portfolio/project-${id}.jpg`,
    });
  for (const [folder, alt] of [
    ["content/blogs", "A car on a lift in a service workshop"],
    ["content/ar/blogs", "سيارة على رافعة في ورشة صيانة"],
  ]) {
    const file = join(dir, folder, coverArticle.file);
    const text = readFileSync(file, "utf8");
    // The cover, and an inline image at the end of the body (Markdown's image syntax).
    writeFileSync(
      file,
      `${text.replace(/^---\n/, `---\ncover: /images/blog/car-service-center.jpg\ncoverAlt: "${alt}"\n`).trimEnd()}\n\n![${alt}](/images/portfolio/project-4.jpg)\n`,
    );
  }
  return photos;
}
