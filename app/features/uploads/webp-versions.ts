import type { ImageCodecs } from "./image-codecs";
import { shrinkImage } from "./shrink-image";

/** A WebP version of an image, `width` pixels wide. */
export type WebpVersion = { width: number; bytes: Uint8Array<ArrayBuffer> };

/**
 * The most pixels an image may have to be decoded in a Worker (128 MB for everything it does at once): the JPEG
 * decoder needs about 8 bytes a pixel and its result 4 more, so 4 Mi pixels (2048 × 2048, 2560 × 1600) take
 * about 50 MB at the peak (measured; docs/decisions/019-responsive-covers.md).
 */
export const MAX_DECODED_PIXELS = 4 * 1024 * 1024;

/**
 * The WebP versions of a PNG or JPEG, one per width: each is made from the next larger one (the widest from the
 * original), so only the first shrink reads the full image. An image narrower than a width is encoded at its own
 * width (never enlarged: the browser scales it as it would the original). Throws when the image cannot be decoded.
 */
export async function makeWebpVersions(
  codecs: ImageCodecs,
  bytes: Uint8Array<ArrayBuffer>,
  extension: "png" | "jpg",
  widths: readonly number[],
): Promise<WebpVersion[]> {
  let image = await codecs.decode(bytes, extension);
  const versions: WebpVersion[] = [];
  for (const width of [...widths].sort((a, b) => b - a)) {
    image = shrinkImage(image, width);
    versions.push({ width, bytes: new Uint8Array(await codecs.encodeWebp(image)) });
  }
  return versions;
}
