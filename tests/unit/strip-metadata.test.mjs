// npm run strip-metadata (scripts/build/strip-metadata.mjs, scripts/lib/image-metadata.mjs): a phone photo loses its
// GPS position, camera and XMP, keeps its orientation (applied to the pixels) and colour profile; a clean
// file stays byte for byte; SVG editor leftovers go; an unreadable image exits 1 naming it. And the scan
// check 6 of scripts/check/check-build.mjs uses names the file and what it carries. No build needed.
// One run of the script over a folder of every kind of upload (and a clean file named on its own), then each outcome.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import sharp from "sharp";
import { pruneUploads, unusedUploads } from "../../scripts/build/prune-uploads.mjs";
import { imagesWithMetadata, metadataOf, refusal } from "../../scripts/lib/image-metadata.mjs";
import { svgProblems } from "../../cms/upload-check.js";
import { PHONE_MODEL, phonePhoto } from "../support/phone-photo.mjs";
import { tempDir, writeFiles } from "../support/temp.mjs";

const dir = tempDir("strip-metadata-");
const folder = join(dir, "uploads");
const clean = join(dir, "clean.png");
const cleanBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
/** An iPhone photo's first bytes (an ISO media file of brand heic), GPS and camera written after them. */
const heicBytes = Buffer.concat([
  Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"),
  Buffer.from("Exif\0\0MM\0*Apple iPhone 15 Pro GPS 21 25 N 39 49 E", "latin1"),
]);
let photo;
/** The script's exit status and output. */
let run;
before(async () => {
  photo = await phonePhoto();
  const files = {
    "cover.jpg": photo,
    "logo.svg": `<?xml version="1.0"?>
<!-- Created with Inkscape (http://www.inkscape.org/) by C:\\Users\\amal\\Desktop -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10" sodipodi:docname="logo.svg" inkscape:version="1.3">
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><dc:creator>Amal</dc:creator></rdf:RDF></metadata>
  <sodipodi:namedview id="nv" inkscape:window-width="1920"/>
  <rect width="10" height="10" fill="#3a5cf0" inkscape:label="Tile"/>
</svg>
`,
    // A JPEG's first bytes and nothing else: a JPEG by its content, that sharp cannot read.
    "broken.jpg": Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    // Issue 46: images are known by their bytes. A phone photo renamed .png (or with no extension) is found and
    // stripped as the JPEG it is; a PDF renamed .jpg, an iPhone photo (HEIC) and an SVG that could run script are
    // refused, each in the editor's words (cms/upload-check.js), after the others are cleaned.
    "phone.png": photo,
    "phone-no-extension": photo,
    "notes.txt": "plain text, not an image",
    "brochure.jpg": "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n",
    "IMG_0001.heic": heicBytes,
    "IMG_0002.jpg": heicBytes,
    "script.svg":
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
      "<foreignObject><p>x</p></foreignObject></svg>",
  };
  writeFiles(folder, files);
  writeFileSync(clean, cleanBytes);
  const premise = await sharp(photo).metadata();
  assert.equal(premise.orientation, 6, "the phone photo carries what a phone writes (the test's premise)");
  assert.ok(premise.exif && premise.xmp && premise.icc && premise.exif.includes(PHONE_MODEL));
  assert.deepEqual(await metadataOf(join(folder, "cover.jpg")), ["GPS", "EXIF", "XMP"]);
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    [join(import.meta.dirname, "../../scripts/build/strip-metadata.mjs"), folder, clean],
    { encoding: "utf8" },
  );
  run = { status, stdout, stderr };
});

test("strip-metadata removes GPS, EXIF and XMP, applies the orientation and keeps the colour profile", async () => {
  assert.match(run.stdout, /stripped .*uploads\/cover\.jpg: GPS, EXIF, XMP/);
  const file = join(folder, "cover.jpg");
  const stripped = readFileSync(file);
  const meta = await sharp(stripped).metadata();
  assert.deepEqual([meta.exif, meta.xmp, meta.iptc], [undefined, undefined, undefined]);
  assert.ok(!stripped.includes(Buffer.from(PHONE_MODEL)), "the camera model is gone");
  assert.ok(!stripped.includes(Buffer.from("Exif\0\0", "latin1")), "no EXIF block");
  assert.deepEqual(await metadataOf(file), []);
  // Upright: 40×60 with the red half on top (orientation 6 rotated the pixels, and no tag is left to rotate again).
  assert.equal(meta.orientation, undefined);
  assert.deepEqual([meta.width, meta.height], [40, 60]);
  const { data, info } = await sharp(stripped).raw().toBuffer({ resolveWithObject: true });
  const px = (x, y) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  assert.ok(px(20, 5)[0] > 200 && px(20, 5)[2] < 60, `top is red: ${px(20, 5)}`);
  assert.ok(px(20, 55)[2] > 200 && px(20, 55)[0] < 60, `bottom is blue: ${px(20, 55)}`);
  // The colour profile is the photo's own.
  assert.deepEqual(meta.icc, (await sharp(photo).metadata()).icc);
});

test("a clean file stays byte for byte, and nothing is printed for it", () => {
  assert.doesNotMatch(run.stdout, /^stripped .*clean\.png/m);
  assert.deepEqual(readFileSync(clean), cleanBytes);
});

test("an SVG loses <metadata>, comments and the editor's namespaces, and keeps its drawing", async () => {
  const file = join(folder, "logo.svg");
  assert.match(run.stdout, /stripped .*logo\.svg: metadata, comments, editor data/);
  const text = readFileSync(file, "utf8");
  assert.doesNotMatch(text, /metadata|inkscape|sodipodi|Amal|<!--/);
  assert.match(text, /<rect width="10" height="10" fill="#3a5cf0"\/>/);
  const { width, height } = await sharp(file).metadata();
  assert.deepEqual([width, height], [10, 10]);
});

test("images are known by content: a renamed phone photo is stripped, a PDF, HEIC or SVG with script refused", async () => {
  // An unreadable or refused image exits 1 naming it, after cleaning the others.
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /broken\.jpg” is not a readable image|broken\.jpg is not a readable image/);
  assert.match(run.stdout, /stripped .*phone\.png: GPS, EXIF, XMP/);
  assert.match(run.stdout, /stripped .*phone-no-extension: GPS, EXIF, XMP/);
  assert.doesNotMatch(run.stdout + run.stderr, /notes\.txt/);
  for (const name of ["phone.png", "phone-no-extension"]) {
    const meta = await sharp(join(folder, name)).metadata();
    assert.equal(meta.format, "jpeg", `${name} stays a JPEG`);
    assert.deepEqual(await metadataOf(join(folder, name)), []);
  }
  assert.match(run.stderr, /brochure\.jpg” is a PDF document, not a picture/);
  assert.match(run.stderr, /IMG_0001\.heic” is an iPhone photo \(HEIC\).*“Most Compatible”/);
  assert.match(run.stderr, /IMG_0002\.jpg” is an iPhone photo \(HEIC\)/);
  assert.match(run.stderr, /script\.svg” is an SVG drawing .*\(script, foreignObject, event handlers\)/);
  assert.match(run.stdout, /10 image\(s\) checked, 4 stripped, 5 refused or unreadable/);
  // The build's check names them the same way.
  const found = Object.fromEntries(await imagesWithMetadata(folder));
  assert.match(found["brochure.jpg"][0], /^refused: “brochure\.jpg” is a PDF document/);
  assert.match(found["IMG_0001.heic"][0], /^refused: .*iPhone photo/);
});

// An SVG is read as a browser reads it (cms/upload-check.js svgProblems, the CMS's guard and the build's refusal
// alike): each of these ran its script, or loaded from elsewhere, when opened without the hosts' sandbox policy.
test("an SVG that runs or loads something is refused however it is written", () => {
  const svg = (inner, attributes = "") =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" xmlns:q="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;
  const cases = [
    ["a script under a namespace prefix", svg("<s:script>alert(1)</s:script>"), "script"],
    [
      "a handler after a > inside an attribute's value",
      svg("", ' data-x=">" onload="alert(1)"'),
      "event handlers",
    ],
    [
      "a link to elsewhere under another prefix",
      svg('<image q:href="https://tracker.example/p.png"/>'),
      "external references",
    ],
    [
      "javascript: written with a character reference",
      svg('<a q:href="&#106;avascript:alert(1)">x</a>'),
      "javascript: links",
    ],
    ["javascript: split by a tab", svg('<a href="java&#9;script:alert(1)">x</a>'), "javascript: links"],
    [
      "an animation rewriting a prefixed link",
      svg('<a><set attributeName="q:href" to="#x"/></a>'),
      "animated links",
    ],
    [
      "url() written with a CSS escape",
      svg("<style>rect{fill:u\\72l(https://tracker.example/a.svg#a)}</style>"),
      "external references",
    ],
    [
      "image-set()",
      svg('<style>rect{fill:image-set("https://tracker.example/a.png" 1x)}</style>'),
      "external references",
    ],
    [
      "a stylesheet instruction",
      `<?xml-stylesheet type="text/xsl" href="#t"?>${svg("")}`,
      "external references",
    ],
  ];
  for (const [what, text, problem] of cases) {
    assert.ok(svgProblems(text).includes(problem), `${what}: ${JSON.stringify(svgProblems(text))}`);
    assert.match(
      refusal(Buffer.from(text), "logo.svg") ?? "",
      /“logo\.svg” is an SVG drawing with parts that could run/,
      what,
    );
  }
  // A plain drawing, its own links (#…) and words such as "one = two" in its text still go in.
  const plain = svg(
    '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="9" height="9"/><use q:href="#g"/><text>one = two</text>',
  );
  assert.deepEqual(svgProblems(plain), []);
});

test("the build check's scan names each file with metadata and what it carries", async () => {
  const out = join(dir, "out");
  writeFiles(out, {
    "images/uploads/phone.jpg": photo,
    "images/uploads/phone.webp": await sharp(photo)
      .withExif({ IFD0: { Model: PHONE_MODEL } })
      .webp()
      .toBuffer(),
    "images/uploads/phone.png": await sharp(photo)
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>')
      .png()
      .toBuffer(),
    "images/uploads/clean.avif": await sharp(photo).avif().toBuffer(),
    "icon.svg": '<svg xmlns="http://www.w3.org/2000/svg"><!-- by Amal --></svg>',
  });
  assert.deepEqual(await imagesWithMetadata(out), [
    ["icon.svg", ["comments"]],
    ["images/uploads/phone.jpg", ["GPS", "EXIF", "XMP"]],
    ["images/uploads/phone.png", ["XMP"]],
    ["images/uploads/phone.webp", ["EXIF"]],
  ]);
});

// Only the uploads an entry uses are published (issue 46; scripts/build/prune-uploads.mjs): on a small project (its
// cms/config.yml and content/) and an out/ holding three uploads, the one no entry names is removed, the cover
// named in front matter and the photo named (URL-encoded) in a body stay; check-build's scan agrees. No build.
test("an upload no entry names is left out of out/; used ones stay", () => {
  const project = join(dir, "prune");
  writeFiles(project, {
    "cms/config.yml": "media_folder: public/images/uploads\npublic_folder: /images/uploads\n",
    "content/blogs/a.md":
      '---\ntitle: A\ncover: "/images/uploads/cover.jpg"\n---\nText ![Office](/images/uploads/office%20photo.webp).\n',
    "out/images/uploads/cover.jpg": "x",
    "out/images/uploads/office photo.webp": "x",
    "out/images/uploads/old-cover.heic": "x",
  });
  const uploads = join(project, "out/images/uploads");

  assert.deepEqual(unusedUploads(join(project, "out"), project), ["old-cover.heic"]);
  assert.deepEqual(pruneUploads(join(project, "out"), project), ["images/uploads/old-cover.heic"]);
  assert.ok(!existsSync(join(uploads, "old-cover.heic")));
  assert.ok(existsSync(join(uploads, "cover.jpg")) && existsSync(join(uploads, "office photo.webp")));
  assert.deepEqual(unusedUploads(join(project, "out"), project), []);
});
