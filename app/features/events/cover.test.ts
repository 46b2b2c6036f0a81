import { expect, test } from "vitest";
import { coverImage, coverUrl, coverVersionUrl, PLACEHOLDER_COVER, SIZED_COVER_MARK } from "./cover";

const UPLOAD = "/uploads/users/u-1/0123456789abcdef0123456789abcdef";

test("covers ending in jpeg, jpg, gif or png are kept, others replaced by the placeholder", () => {
  expect(coverUrl("/covers/climat.png")).toBe("/covers/climat.png");
  expect(coverUrl("https://x.test/a.JPEG?w=200")).toBe("https://x.test/a.JPEG?w=200");
  expect(coverUrl("/a.gif")).toBe("/a.gif");
  expect(coverUrl("/a.webp")).toBe(PLACEHOLDER_COVER);
  expect(coverUrl("/a.svg")).toBe(PLACEHOLDER_COVER);
  expect(coverUrl(null)).toBe(PLACEHOLDER_COVER);
});

test("a cover's WebP versions are named after it, with their width", () => {
  expect(SIZED_COVER_MARK).toBe("-640-1280");
  expect(coverVersionUrl("/covers/climat.png", 640)).toBe("/covers/climat.png.640.webp");
  expect(coverVersionUrl(`${UPLOAD}-640-1280.jpg`, 1280)).toBe(`${UPLOAD}-640-1280.jpg.1280.webp`);
});

test("a seeded cover gets its two WebP versions as srcset, with the slot's sizes, and stays the src", () => {
  expect(coverImage("/covers/zero-dechet.png", "340px")).toEqual({
    srcSet: "/covers/zero-dechet.png.640.webp 640w, /covers/zero-dechet.png.1280.webp 1280w",
    sizes: "340px",
    src: "/covers/zero-dechet.png",
  });
});

test("an upload gets a srcset only when its name says its versions were stored", () => {
  expect(coverImage(`${UPLOAD}-640-1280.png`, "100vw")).toEqual({
    srcSet: `${UPLOAD}-640-1280.png.640.webp 640w, ${UPLOAD}-640-1280.png.1280.webp 1280w`,
    sizes: "100vw",
    src: `${UPLOAD}-640-1280.png`,
  });
  // Stored without versions (they failed, or it was uploaded before they existed), or a GIF: the original alone.
  for (const url of [`${UPLOAD}.png`, `${UPLOAD}.jpg`, `${UPLOAD}-640-1280.gif`]) expect(coverImage(url, "100vw")).toEqual({ src: url });
});

test("other addresses, queries and the placeholder get no srcset", () => {
  for (const url of ["https://x.test/covers/climat.png", "https://x.test/a-640-1280.png", "/covers/climat.png?v=2", "/covers/sub/climat.png"]) {
    expect(coverImage(url, "100vw")).toEqual({ src: url });
  }
  expect(coverImage("/a.webp", "100vw")).toEqual({ src: PLACEHOLDER_COVER });
  expect(coverImage(null, "100vw")).toEqual({ src: PLACEHOLDER_COVER });
});
