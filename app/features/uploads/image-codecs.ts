import decodeJpeg, { init as initJpegDecoder } from "@jsquash/jpeg/decode.js";
import decodePng, { init as initPngDecoder } from "@jsquash/png/decode.js";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import type { RgbaImage } from "./shrink-image";

/** The codecs' compiled WebAssembly: bundled with the Worker, read from node_modules by scripts/cover-versions.mjs. */
export type CodecModules = { png: WebAssembly.Module; jpeg: WebAssembly.Module; webpSimd: WebAssembly.Module };

/** Decoding PNG and JPEG, encoding WebP. */
export type ImageCodecs = {
  decode: (bytes: Uint8Array<ArrayBuffer>, extension: "png" | "jpg") => Promise<RgbaImage>;
  encodeWebp: (image: RgbaImage) => Promise<ArrayBuffer>;
};

/** WebP quality (0–100) of the covers' versions: libwebp's default, small files for photos and flat drawings alike. */
const WEBP_QUALITY = 75;

/**
 * jSquash's codecs (Squoosh's, in WebAssembly), run in the Worker and in Node alike. The JPEG decoder and the
 * WebP encoder get a new instance for each image: WebAssembly memory only grows, and a fresh instance lets the
 * memory of the last image be collected. The PNG decoder keeps one (its glue allows no other); its memory is
 * bounded by the pixel limit checked before decoding (docs/decisions/019-responsive-covers.md).
 */
export function createImageCodecs(modules: CodecModules): ImageCodecs {
  return {
    async decode(bytes, extension) {
      // The decoders take a whole buffer: the upload's own when the bytes fill it, no copy of up to 5 MB.
      const buffer = bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
      if (extension === "png") {
        await initPngDecoder(modules.png);
        return decodePng(buffer);
      }
      await initJpegDecoder(modules.jpeg);
      // The orientation of the photo's EXIF tag is applied, as browsers do when they show the original.
      return decodeJpeg(buffer, { preserveOrientation: true });
    },
    async encodeWebp(image) {
      await initWebpEncoder(modules.webpSimd);
      return encodeWebp({ ...image, colorSpace: "srgb" }, { quality: WEBP_QUALITY });
    },
  };
}
