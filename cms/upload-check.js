// What an uploaded file is, by its bytes (never its name), and whether the site can clean and serve it
// (issue 46, docs/images.md "Uploads"). One module for the two places that decide: the content manager at upload
// (cms/upload-guard.js, in the editor's language) and the build (scripts/lib/image-metadata.mjs: the strip
// and check 6 of scripts/check/check-build.mjs). No DOM and no Node here: both load it as it is.

/** The formats the pipeline cleans and serves (GIF: only the site's own files; the CMS refuses it). */
export const UPLOAD_FORMATS = ["jpeg", "png", "webp", "avif", "svg"];

const ascii = (bytes, from, to) => String.fromCharCode(...bytes.subarray(from, to));

/** The ISO media file's brands (major and compatible), e.g. ["heic", "mif1"], or [] when it is not one. */
function isoBrands(bytes) {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

const HEIF_BRANDS = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"];

/**
 * The file's format from its first bytes: "jpeg", "png", "gif", "webp", "avif", "svg", or what the site refuses
 * by name ("heic", "pdf"), or null (anything else).
 */
export function sniffFormat(bytes) {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  const brands = isoBrands(bytes);
  if (brands.some((b) => b === "avif" || b === "avis")) return "avif";
  if (brands.some((b) => HEIF_BRANDS.includes(b))) return "heic";
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  // Text: an SVG opens with its <svg> element, after an XML declaration, comments or a doctype at most.
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return "svg";
  return null;
}

/** A code point as text (U+FFFD for one no string can hold). */
const codePoint = (n) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "\uFFFD");

/**
 * The SVG's text as a browser reads it: XML character references (`&#106;avascript:`) and CSS escapes
 * (`u\72l(`) decoded, so the rules below see the words they stand for.
 */
const decoded = (text) =>
  text
    .replace(/&#(?:x([0-9a-f]+)|([0-9]+));/gi, (_, hex, dec) =>
      codePoint(hex ? parseInt(hex, 16) : Number(dec)),
    )
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex) => codePoint(parseInt(hex, 16)))
    .replace(/\\([^\n0-9a-f])/gi, "$1");

/** An element's or attribute's optional namespace prefix: `<s:script>` is a script when `s` names SVG's namespace. */
const P = "(?:[\\w.-]+:)?";

/**
 * What makes an SVG unsafe to serve from the site (empty when it is a plain drawing): anything that runs
 * (script, event handlers, javascript: links, animations that rewrite a link), embeds a document
 * (foreignObject, iframe, object, embed) or loads from elsewhere (a link or url() not within the file,
 * `@import`, a stylesheet instruction, a doctype with entities). A logo needs none of them. Read as a browser reads
 * it: whatever namespace prefix an element or a link carries, an event handler after a `>` inside an earlier
 * attribute's value (XML allows it there), escapes decoded and a `javascript:` split by spaces or tabs.
 */
export function svgProblems(svg) {
  const text = decoded(svg);
  const squeezed = text.replace(/[\u0000-\u0020]+/g, "");
  /** @type {[string, boolean][]} */
  const rules = [
    ["script", new RegExp(`<${P}script[\\s>/]`, "i").test(text)],
    ["foreignObject", new RegExp(`<${P}foreignObject[\\s>/]`, "i").test(text)],
    ["embedded documents", new RegExp(`<${P}(?:iframe|object|embed|audio|video)[\\s>/]`, "i").test(text)],
    ["event handlers", /\son[a-z-]+\s*=/i.test(text)],
    ["javascript: links", /javascript:/i.test(squeezed)],
    [
      "external references",
      new RegExp(
        `\\s${P}href\\s*=\\s*["']?\\s*[^#"'\\s]|url\\(\\s*["']?\\s*[^#"'\\s)]|image-set\\s*\\(|@import|<\\?xml-stylesheet`,
        "i",
      ).test(text),
    ],
    ["a doctype", /<!DOCTYPE|<!ENTITY/i.test(text)],
    ["animated links", new RegExp(`attributeName\\s*=\\s*["']?\\s*${P}href`, "i").test(text)],
  ];
  return rules.filter(([, found]) => found).map(([name]) => name);
}

/** The messages an editor sees, keyed by language; {…} are filled in by `uploadMessage`. */
export const uploadMessages = {
  en: {
    heic:
      "“{name}” is an iPhone photo (HEIC), which websites cannot show. On the iPhone choose Settings → Camera → " +
      "Formats → “Most Compatible” for new photos, or export this one as JPEG (Photos: Share → Save to Files, " +
      "or send it to yourself by e-mail as “Actual Size”), then upload the JPEG.",
    pdf:
      "“{name}” is a PDF document, not a picture (whatever its name says). Export the page as a JPEG or PNG " +
      "image, then upload that.",
    gif: "“{name}” is a GIF. Upload a JPEG, PNG, WebP or AVIF picture instead (an animation: upload a still frame).",
    unknown:
      "“{name}” is not a JPEG, PNG, WebP, AVIF or SVG picture (whatever its name says). Open it in an image " +
      "editor and export it as JPEG (photos) or PNG (drawings), then upload that.",
    svg:
      "“{name}” is an SVG drawing with parts that could run or load something ({what}). Export it again from the " +
      "drawing program as a plain SVG (no scripts, links or embedded content), or as PNG, then upload that.",
    bytes:
      "“{name}” is {size} MB, over the {limit} MB limit. Export it smaller (e.g. 2400 pixels on its longest " +
      "side, JPEG quality 80), then upload that.",
    side:
      "“{name}” is {width}×{height} pixels, over the limit ({maxSide} pixels on the longest side, {maxPixels} " +
      "megapixels). Export it smaller (e.g. 2400 pixels on its longest side), then upload that.",
    unreadable: "“{name}” could not be read as a picture: it may be damaged. Export it again as JPEG or PNG.",
    dismiss: "OK",
    title: "This file cannot be uploaded",
    existsTitle: "“{name}” already exists",
    exists:
      "A file named “{name}” is already in {folder}. Replacing it changes that picture everywhere it is used, " +
      "published articles’ covers included.",
    keepBoth: "Keep both (the new one saved as “{other}”)",
    replace: "Replace “{name}”",
  },
  ar: {
    heic:
      "«{name}» صورة من آيفون بصيغة HEIC، ولا تستطيع المواقع عرضها. في الآيفون اختر الإعدادات ← الكاميرا ← " +
      "التنسيقات ← «الأكثر توافقًا» للصور الجديدة، أو صدِّر هذه الصورة بصيغة JPEG (الصور: مشاركة ← حفظ في الملفات، " +
      "أو أرسلها إلى نفسك بالبريد الإلكتروني بـ«الحجم الفعلي»)، ثم ارفع ملف JPEG.",
    pdf: "«{name}» مستند PDF وليس صورة (أيًّا كان اسمه). صدِّر الصفحة صورةً بصيغة JPEG أو PNG، ثم ارفعها.",
    gif: "«{name}» ملف GIF. ارفع بدلًا منه صورة بصيغة JPEG أو PNG أو WebP أو AVIF (للصورة المتحركة: ارفع لقطة ثابتة منها).",
    unknown:
      "«{name}» ليس صورة بصيغة JPEG أو PNG أو WebP أو AVIF أو SVG (أيًّا كان اسمه). افتحه في برنامج تحرير " +
      "الصور وصدِّره بصيغة JPEG (للصور الفوتوغرافية) أو PNG (للرسوم)، ثم ارفعه.",
    svg:
      "«{name}» رسم SVG فيه أجزاء قد تُشغِّل شيئًا أو تُحمِّله ({what}). صدِّره من جديد من برنامج الرسم ملفَّ SVG " +
      "بسيطًا (دون نصوص برمجية أو روابط أو محتوى مضمَّن)، أو بصيغة PNG، ثم ارفعه.",
    bytes:
      "حجم «{name}» {size} ميغابايت، وهو يتجاوز الحد البالغ {limit} ميغابايت. صدِّره بحجم أصغر (مثلًا 2400 بكسل " +
      "لأطول ضلع وجودة JPEG ‏80)، ثم ارفعه.",
    side:
      "أبعاد «{name}» {width}×{height} بكسل، وهي تتجاوز الحد ({maxSide} بكسل لأطول ضلع، و{maxPixels} ميغابكسل). " +
      "صدِّره بحجم أصغر (مثلًا 2400 بكسل لأطول ضلع)، ثم ارفعه.",
    unreadable: "تعذّرت قراءة «{name}» صورةً، فقد يكون تالفًا. صدِّره من جديد بصيغة JPEG أو PNG.",
    dismiss: "حسنًا",
    title: "لا يمكن رفع هذا الملف",
    existsTitle: "الملف «{name}» موجود من قبل",
    exists:
      "يوجد في {folder} ملف باسم «{name}». استبداله يغيّر تلك الصورة في كل مكان تُستخدم فيه، ومن ذلك أغلفة " +
      "المقالات المنشورة.",
    keepBoth: "الإبقاء على الملفين (يُحفظ الجديد باسم «{other}»)",
    replace: "استبدال «{name}»",
  },
};

/** The message for a problem ({ key, ...values }) in `lang` ("en" or "ar"). */
export function uploadMessage(problem, lang = "en") {
  const words = uploadMessages[lang] ?? uploadMessages.en;
  // In Arabic, each value (a Latin file name, a number) is isolated, so it keeps its own direction in the line.
  const isolate = (v) => (lang === "ar" ? `\u2068${v}\u2069` : v);
  return words[problem.key].replace(/\{(\w+)\}/g, (_, name) => isolate(String(problem[name] ?? "")));
}

/**
 * The name Decap stores an upload under (its persistMedia: lower case, then its slug rules of cms/config.yml:
 * ASCII, accents dropped, anything else a "-"), so the guard checks the very file that would be written.
 */
export function storedName(name) {
  const clean = name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9._~-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-(?=\.[^.]*$)|-$/g, "");
  // A name of Arabic letters only keeps nothing but its extension.
  return !clean || clean.startsWith(".") ? `upload${clean}` : clean;
}

/** `name` with "-2", "-3", … before its extension: the `n`th other name (n ≥ 2). */
export const numberedName = (name, n) => name.replace(/(\.[^.]*)?$/, (ext) => `-${n}${ext}`);

/**
 * Why the CMS refuses a file before it is decoded ({ key, name, … }), or null when it may go on to the size
 * check. `bytes` is the whole file; `limits` is lib/images.ts's imageLimits.
 */
export function uploadProblem(bytes, name, limits) {
  const format = sniffFormat(bytes);
  if (format === "heic" || format === "pdf" || format === "gif") return { key: format, name };
  if (!format) return { key: "unknown", name };
  if (format === "svg") {
    const found = svgProblems(new TextDecoder().decode(bytes));
    return found.length ? { key: "svg", name, what: found.join(", ") } : null;
  }
  if (bytes.length > limits.maxBytes)
    return {
      key: "bytes",
      name,
      size: (bytes.length / 1e6).toFixed(1),
      limit: limits.maxBytes / 1e6,
    };
  return null;
}

/** Why a decoded picture is too large (width × height), or null. */
export function dimensionProblem(width, height, name, limits) {
  if (Math.max(width, height) <= limits.maxSide && width * height <= limits.maxPixels) return null;
  return { key: "side", name, width, height, maxSide: limits.maxSide, maxPixels: limits.maxPixels / 1e6 };
}
