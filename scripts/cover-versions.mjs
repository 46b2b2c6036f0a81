// Writes the WebP versions of the seeded covers beside them, with the Worker's own code (codecs, shrinking,
// widths and names): public/covers/<topic>.png.640.webp and .1280.webp. The files are committed, like the PNGs
// that scripts/covers.mjs draws: run both after changing a cover (docs/decisions/019-responsive-covers.md).
//   node scripts/covers.mjs && node scripts/cover-versions.mjs

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const covers = join(root, "public/covers");

/** A module of the app, TypeScript included, loaded without the project's Vite config. */
const load = async (path) => (await runnerImport(join(root, path), { configFile: false, logLevel: "error" })).module;
const { createImageCodecs } = await load("app/features/uploads/image-codecs.ts");
const { makeWebpVersions } = await load("app/features/uploads/webp-versions.ts");
const { COVER_WIDTHS, coverVersionUrl } = await load("app/features/events/cover.ts");

// WebAssembly is a global of Node, typed by the DOM library only as a namespace here.
const compile = (specifier) => new globalThis.WebAssembly.Module(readFileSync(fileURLToPath(import.meta.resolve(specifier))));
const codecs = createImageCodecs({
  png: compile("@jsquash/png/codec/pkg/squoosh_png_bg.wasm"),
  jpeg: compile("@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm"),
  webpSimd: compile("@jsquash/webp/codec/enc/webp_enc_simd.wasm"),
});

for (const name of readdirSync(covers).filter((file) => file.endsWith(".png"))) {
  const versions = await makeWebpVersions(codecs, new Uint8Array(readFileSync(join(covers, name))), "png", COVER_WIDTHS);
  for (const { width, bytes } of versions) {
    const path = join(covers, coverVersionUrl(name, width));
    writeFileSync(path, bytes);
    console.log(`${path.slice(root.length + 1)}: ${bytes.byteLength} bytes`);
  }
}
