import { MAX_IMAGE_SIDE, readImageSize, type ImageSize } from "./image-size";
import { IMAGE_TYPES, sniffImage } from "./image-type";
import { MAX_DECODED_PIXELS } from "./webp-versions";

/** The quality a re-encoded JPEG is encoded at: close to a phone camera's own. */
const JPEG_QUALITY = 0.9;

/** How far into a JPEG its EXIF orientation is looked for: the APP1 segment comes before the image data. */
const EXIF_SCAN_BYTES = 64 * 1024;

/** The EXIF orientation of pixels stored as they are shown, and of an image that states none. */
const UPRIGHT = 1;

/**
 * The size an image of `size` is shrunk to so that it has at most MAX_DECODED_PIXELS and MAX_IMAGE_SIDE a side
 * (fitsImageLimits), proportions kept; null when it fits already (docs/decisions/019-responsive-covers.md,
 * "Browser side").
 */
export function fittedImageSize({ width, height }: ImageSize): ImageSize | null {
  if (width * height <= MAX_DECODED_PIXELS && Math.max(width, height) <= MAX_IMAGE_SIDE) return null;
  const scale = Math.min(Math.sqrt(MAX_DECODED_PIXELS / (width * height)), MAX_IMAGE_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/**
 * The EXIF orientation (1–8) a JPEG states in the IFD0 of its APP1 "Exif" segment, read from its first 64 KB
 * only and never past its end; 1 (upright) when it states none, or none that can be read
 * (docs/decisions/019-responsive-covers.md, "Browser side").
 */
export function readJpegOrientation(jpeg: Uint8Array): number {
  const bytes = jpeg.subarray(0, EXIF_SCAN_BYTES);
  let at = 2; // after SOI
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return UPRIGHT; // the image data, or the end: no EXIF before it
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // a marker without a length
      continue;
    }
    const length = readUint16(bytes, at + 2, false);
    if (length === null || length < 2) return UPRIGHT;
    const end = Math.min(at + 2 + length, bytes.length);
    if (marker === 0xe1 && isExifHeader(bytes.subarray(at + 4, end))) return readTiffOrientation(bytes.subarray(at + 10, end));
    at += 2 + length;
  }
  return UPRIGHT;
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const isExifHeader = (bytes: Uint8Array) => EXIF_HEADER.every((byte, i) => bytes[i] === byte);

const ORIENTATION_TAG = 0x0112;
const SHORT_TYPE = 3;
const IFD_ENTRY_BYTES = 12;

// A TIFF header ("II" little-endian or "MM" big-endian, 42, the offset of IFD0), then IFD0: a count of 12-byte
// entries (tag, type, count, value). Orientation is one SHORT, as browsers require it to be.
function readTiffOrientation(tiff: Uint8Array): number {
  const order = String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0);
  if (order !== "II" && order !== "MM") return UPRIGHT;
  const little = order === "II";
  if (readUint16(tiff, 2, little) !== 42) return UPRIGHT;
  const ifd = readUint32(tiff, 4, little);
  const entries = ifd === null ? null : readUint16(tiff, ifd, little);
  if (ifd === null || entries === null) return UPRIGHT;
  for (let entry = ifd + 2; entry < ifd + 2 + entries * IFD_ENTRY_BYTES; entry += IFD_ENTRY_BYTES) {
    if (entry + IFD_ENTRY_BYTES > tiff.length) return UPRIGHT;
    if (readUint16(tiff, entry, little) !== ORIENTATION_TAG) continue;
    if (readUint16(tiff, entry + 2, little) !== SHORT_TYPE || readUint32(tiff, entry + 4, little) !== 1) return UPRIGHT;
    const orientation = readUint16(tiff, entry + 8, little) ?? UPRIGHT;
    return orientation >= 1 && orientation <= 8 ? orientation : UPRIGHT;
  }
  return UPRIGHT;
}

function readUint16(bytes: Uint8Array, at: number, little: boolean): number | null {
  if (at + 2 > bytes.length) return null;
  const [first = 0, second = 0] = bytes.subarray(at, at + 2);
  return little ? first | (second << 8) : (first << 8) | second;
}

function readUint32(bytes: Uint8Array, at: number, little: boolean): number | null {
  const high = readUint16(bytes, little ? at + 2 : at, little);
  const low = readUint16(bytes, little ? at : at + 2, little);
  return high === null || low === null ? null : high * 65536 + low;
}

/**
 * The image to upload for `file` (a cover, a profile picture, an image of a description): the file itself,
 * unless it is a PNG or JPEG over the server's limits (fitsImageLimits: 413 `image_too_large`) or a JPEG whose EXIF orientation is not 1 (stored with upright pixels and no EXIF,
 * it shows the same in any viewer). Then the image is drawn upright as its EXIF orientation says, at its
 * fitted size or its own, and encoded again in its own type, without EXIF. Only an image whose header states too
 * many pixels, no size or a turned orientation is decoded. Throws when the browser cannot decode or encode it
 * (docs/decisions/019-responsive-covers.md, "Browser side").
 */
export async function imageForUpload(file: File): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffImage(bytes);
  if (extension !== "png" && extension !== "jpg") return file;
  const turned = extension === "jpg" && readJpegOrientation(bytes) !== UPRIGHT;
  const stated = readImageSize(bytes, extension);
  if (stated && !fittedImageSize(stated) && !turned) return file;
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const size = fittedImageSize(bitmap) ?? (turned ? { width: bitmap.width, height: bitmap.height } : null);
    if (!size) return file;
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D context for an OffscreenCanvas");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const type = IMAGE_TYPES[extension];
    const blob = await canvas.convertToBlob(extension === "jpg" ? { type, quality: JPEG_QUALITY } : { type });
    return new File([blob], file.name, { type: blob.type });
  } finally {
    bitmap.close();
  }
}
