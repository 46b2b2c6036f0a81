import { IMAGE_EXTENSIONS, IMAGE_TYPES, MAX_UPLOAD_BYTES, sniffImage, type ImageExtension } from "./image-type";

export type UploadResult = { ok: true; url: string } | { ok: false; status: 413 | 415; code: string };

/**
 * Stores an uploaded image in R2 under the user's folder, typed from its bytes, and answers its public
 * URL (/uploads/<key>). Keys are random, so a URL never changes content and can be cached forever. Only the
 * types in `accepted` are stored (covers take fewer than profile photos).
 */
export async function storeImage(
  bucket: R2Bucket,
  userId: string,
  bytes: Uint8Array,
  accepted: readonly ImageExtension[] = IMAGE_EXTENSIONS,
): Promise<UploadResult> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, status: 413, code: "file_too_large" };
  const extension = sniffImage(bytes);
  if (!extension || !accepted.includes(extension)) return { ok: false, status: 415, code: "unsupported_type" };
  const random = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const key = `users/${userId}/${random}.${extension}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: IMAGE_TYPES[extension] } });
  return { ok: true, url: `/uploads/${key}` };
}
