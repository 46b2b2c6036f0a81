import type { Page, Response } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { open } from "./helpers";
import { eventBody, organize, signUp } from "./people";

// docs/decisions/019-responsive-covers.md, "Browser side": the form shrinks a PNG or JPEG over the server's
// 4 Mi pixels (MAX_DECODED_PIXELS) before uploading it. Drawing, encoding and handing over 12-megapixel images
// takes seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

const MARKED_JPEG = /^\/uploads\/users\/[\w-]+\/[0-9a-f]{32}-640-1280\.jpg$/;
const COVER_LIMIT_BYTES = 5 * 1024 * 1024;

type Photo = { type: "image/jpeg" | "image/png"; quality: number; grain: number; width?: number; height?: number };

/**
 * An image drawn by the page's own canvas, 4000 × 3000 unless told: a gradient, with noise of up to ±`grain` on
 * each channel (with 16, a 12-megapixel JPEG at quality 0.97 weighs what a phone's photo does: over 5 MB).
 */
async function photo(page: Page, { type, quality, grain, width = 4000, height = 3000 }: Photo): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ type, quality, grain, width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2D context");
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, "#1d6b4f");
      gradient.addColorStop(1, "#f2c14e");
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      if (grain > 0) {
        const pixels = context.getImageData(0, 0, width, height);
        let seed = 1;
        for (let i = 0; i < pixels.data.length; i++) {
          if (i % 4 === 3) continue;
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          pixels.data[i] = (pixels.data[i] ?? 0) + ((seed >> 8) % (2 * grain + 1)) - grain;
        }
        context.putImageData(pixels, 0, 0);
      }
      const blob = await canvas.convertToBlob({ type, quality });
      const reader = new FileReader();
      const read = new Promise<string>((resolve) => reader.addEventListener("load", () => resolve(String(reader.result))));
      reader.readAsDataURL(blob);
      return (await read).split(",")[1] ?? "";
    },
    { type, quality, grain, width, height },
  );
  return Buffer.from(base64, "base64");
}

/** `jpeg` with an EXIF segment saying that its pixels are stored turned a quarter left (orientation 6). */
function sideways(jpeg: Buffer): Buffer {
  // APP1 (34 bytes): "Exif", a big-endian TIFF header, one IFD with one entry, Orientation (0x0112) = 6.
  const exif = [0xff, 0xe1, 0, 34, ..."Exif\0\0"].map((part) => (typeof part === "string" ? part.charCodeAt(0) : part));
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0];
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([...exif, ...tiff]), jpeg.subarray(2)]);
}

/** The answer to the next POST /events/cover. */
const coverAnswer = (page: Page) =>
  page.waitForResponse((response: Response) => response.url().endsWith("/api/v1/events/cover") && response.request().method() === "POST");

/** The size of the stored cover the form shows, once loaded. */
const shownSize = (page: Page) =>
  page.locator(".cover-field__image").evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });

test("an organizer's 12-megapixel photo of over 5 MB is shrunk in the browser, stored with its WebP versions and shown with them", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  await open(page, "/organize/create/style");
  await expect(page.getByRole("heading", { level: 1, name: "Créer un événement" })).toBeVisible();
  const jpeg = await photo(page, { type: "image/jpeg", quality: 0.97, grain: 16 });
  expect(jpeg.length).toBeGreaterThan(COVER_LIMIT_BYTES);

  const answered = coverAnswer(page);
  await page.getByLabel("Image de couverture").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: jpeg });
  expect((await answered).status()).toBe(201);
  const cover = page.locator(".cover-field__image");
  await expect(cover).toHaveAttribute("src", MARKED_JPEG);
  const url = (await cover.getAttribute("src")) ?? "";
  // 4000 × 3000 made 4 Mi pixels at most, the proportions kept: what was uploaded, under 5 MB.
  expect(await shownSize(page)).toEqual({ width: 2364, height: 1773 });
  await expect(page.getByRole("button", { name: "Retirer l'image" })).toBeVisible();
  await expect(page.getByText("L'image a trop de pixels", { exact: false })).toHaveCount(0);
  await expect(page.getByText("L'image dépasse 5 Mo.")).toHaveCount(0);
  await expectAccessible(page);

  for (const width of [640, 1280]) {
    const version = await page.request.get(`${url}.${width}.webp`);
    expect(version.status()).toBe(200);
    expect(version.headers()["content-type"]).toBe("image/webp");
  }
  const event = await organize(page, eventBody(`Atelier photo ${Date.now()}`, { cover: url, coverAltText: "Un dégradé vert et jaune" }));
  await open(page, `/events/e/${event.slug}`);
  await expect(page.getByRole("img", { name: "Un dégradé vert et jaune" })).toHaveAttribute("srcset", `${url}.640.webp 640w, ${url}.1280.webp 1280w`);
});

test("a photo whose EXIF says it was taken upright is shrunk upright", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  await open(page, "/organize/create/style");
  // 2400 × 1800 is over the 4 Mi pixels as 4000 × 3000 is, and shrinks to the same size for a quarter of the work.
  const jpeg = sideways(await photo(page, { type: "image/jpeg", quality: 0.9, grain: 0, width: 2400, height: 1800 }));

  const answered = coverAnswer(page);
  await page.getByLabel("Image de couverture").setInputFiles({ name: "IMG_2042.jpg", mimeType: "image/jpeg", buffer: jpeg });
  expect((await answered).status()).toBe(201);
  await expect(page.locator(".cover-field__image")).toHaveAttribute("src", MARKED_JPEG);
  expect(await shownSize(page)).toEqual({ width: 1773, height: 2364 });
});

/** The size of the image at `url`, as the page decodes it. */
const decodedSize = (page: Page, url: string) =>
  page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);

test("a small photo whose EXIF says it was taken upright is uploaded upright, and so are its WebP versions", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  await open(page, "/organize/create/style");
  // Under the pixel limit, so not shrunk; the server's decoder ignores EXIF, so the browser turns it before the upload.
  const jpeg = sideways(await photo(page, { type: "image/jpeg", quality: 0.9, grain: 0, width: 800, height: 600 }));

  const answered = coverAnswer(page);
  await page.getByLabel("Image de couverture").setInputFiles({ name: "IMG_2043.jpg", mimeType: "image/jpeg", buffer: jpeg });
  expect((await answered).status()).toBe(201);
  const cover = page.locator(".cover-field__image");
  await expect(cover).toHaveAttribute("src", MARKED_JPEG);
  const url = (await cover.getAttribute("src")) ?? "";
  expect(await shownSize(page)).toEqual({ width: 600, height: 800 });
  // Its pixels are upright: nothing left for a decoder that reads EXIF to turn.
  const original = await (await page.request.get(url)).body();
  expect(original.includes("Exif\0\0")).toBe(false);
  // Narrower than 640 px: the "640" version keeps the original's size (decision 019, "Uploads").
  expect(await decodedSize(page, `${url}.640.webp`)).toEqual({ width: 600, height: 800 });
});

test("a PNG over 4 Mi pixels is shrunk as a PNG", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  await open(page, "/organize/create/style");
  const png = await photo(page, { type: "image/png", quality: 1, grain: 0, width: 2400, height: 1800 });

  const answered = coverAnswer(page);
  await page.getByLabel("Image de couverture").setInputFiles({ name: "affiche.png", mimeType: "image/png", buffer: png });
  expect((await answered).status()).toBe(201);
  await expect(page.locator(".cover-field__image")).toHaveAttribute("src", /-640-1280\.png$/);
  expect(await shownSize(page)).toEqual({ width: 2364, height: 1773 });
});

test("a JPEG the browser cannot decode goes as it is, and the server's refusal of its pixels is said in French", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  await open(page, "/organize/create/style");
  // A frame header for 4000 × 3000 pixels, then no image data.
  const broken = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0x0b, 0xb8, 0x0f, 0xa0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);

  const answered = coverAnswer(page);
  await page.getByLabel("Image de couverture").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: broken });
  // 413 image_too_large: the server read the original's header, as it would from an API client.
  expect((await answered).status()).toBe(413);
  await expect(page.getByText("L'image a trop de pixels : 4 mégapixels au plus (2560 × 1600 par exemple).")).toBeVisible();
  await expect(page.getByLabel("Image de couverture")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".cover-field__image")).toHaveCount(0);
});
