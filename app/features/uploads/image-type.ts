/** Image types accepted on upload, recognised from their first bytes (never from the name or the header). */
export const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** Every type a member's image may have (docs/product.md §5 "Uploads"). */
export const IMAGE_EXTENSIONS: readonly ImageExtension[] = ["png", "jpg", "gif", "webp"];

/** An event cover: a URL ending in jpeg, jpg, gif or png is shown, anything else is not (docs/product.md §5 "Display rules"). */
export const COVER_EXTENSIONS: readonly ImageExtension[] = ["png", "jpg", "gif"];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);

export function sniffImage(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}
