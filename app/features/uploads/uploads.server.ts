import { fitsImageLimits, readImageSize, type ImageSize } from "./image-size";
import { UPLOADS_PATH } from "./upload-key";
import { IMAGE_EXTENSIONS, IMAGE_TYPES, MAX_UPLOAD_BYTES, sniffImage, type ImageExtension } from "./image-type";

export type UploadFailure = { ok: false; status: 413; code: "file_too_large" | "image_too_large" } | { ok: false; status: 415; code: "unsupported_type" };
export type UploadResult = { ok: true; url: string } | UploadFailure;

/** A file made from an uploaded image, stored beside it as `<image key>.<suffix>`. */
export type DerivedFile = { suffix: string; bytes: Uint8Array<ArrayBuffer>; contentType: string };

/**
 * An uploaded image's type, from its bytes (never the name or the header), and its size, from its headers, if it is
 * one of `accepted`, not too large in bytes nor in pixels (fitsImageLimits). An image whose headers state no size is
 * not one we can read (415).
 */
export function checkImage(bytes: Uint8Array, accepted: readonly ImageExtension[]): { ok: true; extension: ImageExtension; size: ImageSize } | UploadFailure {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, status: 413, code: "file_too_large" };
  const extension = sniffImage(bytes);
  if (!extension || !accepted.includes(extension)) return { ok: false, status: 415, code: "unsupported_type" };
  const size = readImageSize(bytes, extension);
  if (!size) return { ok: false, status: 415, code: "unsupported_type" };
  if (!fitsImageLimits(size)) return { ok: false, status: 413, code: "image_too_large" };
  return { ok: true, extension, size };
}

/**
 * Stores an image of the user's in R2 under a new random key, with the files derived from it, and answers its public
 * URL (/uploads/<key>). Keys are random, so a URL never changes content and can be cached forever.
 */
export async function putImage(
  bucket: R2Bucket,
  userId: string,
  image: { bytes: Uint8Array; extension: ImageExtension; mark?: string; derived?: readonly DerivedFile[] },
): Promise<string> {
  const random = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const key = `users/${userId}/${random}${image.mark ?? ""}.${image.extension}`;
  await Promise.all([
    bucket.put(key, image.bytes, { httpMetadata: { contentType: IMAGE_TYPES[image.extension] } }),
    ...(image.derived ?? []).map((file) => bucket.put(`${key}.${file.suffix}`, file.bytes, { httpMetadata: { contentType: file.contentType } })),
  ]);
  return `${UPLOADS_PATH}${key}`;
}

/** Stores an uploaded image of any type a member's image may have, as it was sent (POST /upload). */
export async function storeImage(bucket: R2Bucket, userId: string, bytes: Uint8Array): Promise<UploadResult> {
  const checked = checkImage(bytes, IMAGE_EXTENSIONS);
  if (!checked.ok) return checked;
  return { ok: true, url: await putImage(bucket, userId, { bytes, extension: checked.extension }) };
}
