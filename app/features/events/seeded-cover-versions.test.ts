import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createImageCodecs } from "~/features/uploads/image-codecs";
import { makeWebpVersions } from "~/features/uploads/webp-versions";
import { COVER_WIDTHS, coverVersionUrl } from "./cover";

const covers = new URL("../../../public/covers/", import.meta.url);
const read = (name: string) => new Uint8Array(readFileSync(new URL(name, covers)));
const compile = (specifier: string) => new WebAssembly.Module(readFileSync(fileURLToPath(import.meta.resolve(specifier))));

test("every seeded cover has a WebP file beside it for each width", () => {
  const names = readdirSync(covers).filter((file) => file.endsWith(".png"));
  expect(names).toHaveLength(14);
  for (const name of names) {
    for (const width of COVER_WIDTHS) {
      const version = read(coverVersionUrl(name, width));
      expect(new TextDecoder().decode(version.subarray(0, 4)) + new TextDecoder().decode(version.subarray(8, 12)), `${name} ${width}`).toBe("RIFFWEBP");
    }
  }
});

test("the committed versions are what the Worker's code makes of the cover (else run node scripts/cover-versions.mjs)", async () => {
  const codecs = createImageCodecs({
    png: compile("@jsquash/png/codec/pkg/squoosh_png_bg.wasm"),
    jpeg: compile("@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm"),
    webpSimd: compile("@jsquash/webp/codec/enc/webp_enc_simd.wasm"),
  });
  // scripts/covers.mjs draws every cover at once: one of them tells whether the versions were made again since.
  for (const { width, bytes } of await makeWebpVersions(codecs, read("climat.png"), "png", COVER_WIDTHS)) {
    expect(read(coverVersionUrl("climat.png", width)), `climat.png ${width}`).toEqual(bytes);
  }
});
