// A "phone photo" made in the test with sharp (no exiftool on CI machines): 60×40 px, red on the left and
// blue on the right, EXIF with a GPS position (Makkah, 21.4225 N 39.8262 E), camera make and model, an XMP
// packet, a Display P3 colour profile and orientation 6 ("rotate 90° clockwise", as a phone held upright
// writes it). Shown the right way up it is 40×60 with red on top.
import sharp from "sharp";

export const PHONE_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "21/1 25/1 21/1",
  GPSLongitudeRef: "E",
  GPSLongitude: "39/1 49/1 34/1",
};
export const PHONE_MODEL = "Pixel 8 Pro";

/** Whether an EXIF block has a GPS IFD: the GPSInfo pointer tag 0x8825 (type LONG), in either byte order. */
export const hasGpsBlock = (/** @type {Buffer} */ exif) =>
  exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
  exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="Pixel Camera"/></rdf:RDF></x:xmpmeta>';

/** The phone photo as a JPEG buffer. */
export async function phonePhoto() {
  const half = (colour) =>
    sharp({ create: { width: 30, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 60, height: 40, channels: 3, background: "#000" } })
    .composite([
      { input: await half("#ff0000"), left: 0, top: 0 },
      { input: await half("#0000ff"), left: 30, top: 0 },
    ])
    .withIccProfile("p3")
    .withExif({ IFD0: { Make: "Google", Model: PHONE_MODEL }, IFD3: PHONE_GPS })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .jpeg({ quality: 95 })
    .toBuffer();
}
