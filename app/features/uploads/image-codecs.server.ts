import jpeg from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import png from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
import webpSimd from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import { createImageCodecs } from "./image-codecs";

/** The Worker's image codecs: their WebAssembly is bundled as compiled modules (a Worker may not compile bytes). */
export const workerImageCodecs = createImageCodecs({ png, jpeg, webpSimd });
