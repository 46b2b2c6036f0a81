import { expect, test } from "vitest";
import { sniffImage } from "./image-type";

test("image types are recognised from their signatures", () => {
  expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
  expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
  expect(sniffImage(new TextEncoder().encode("GIF89a"))).toBe("gif");
  expect(sniffImage(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
});

test("anything else is refused, whatever its name says", () => {
  expect(sniffImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  expect(sniffImage(new TextEncoder().encode("<html><script>"))).toBeNull();
  expect(sniffImage(new Uint8Array([]))).toBeNull();
});
