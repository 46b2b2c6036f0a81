import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import * as v from "valibot";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { eventBody, organize, signUp } from "./people";

// A phone: 390 CSS pixels wide, two device pixels each (docs/decisions/019-responsive-covers.md).
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** The images the browser downloaded while `page` was open: their paths and types. */
function downloadedImages(page: Page) {
  const images: { path: string; type: string }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image") images.push({ path: new URL(response.url()).pathname, type: response.headers()["content-type"] ?? "" });
  });
  return images;
}

test("on a phone, a seeded card's cover is offered as WebP versions and the browser downloads a WebP, not the PNG", async ({ page }) => {
  const images = downloadedImages(page);
  await page.goto("/events");
  await waitForHydration(page);
  const cover = page.locator(".event-card__media").first();
  const src = (await cover.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/covers\/[\w-]+\.png$/);
  await expect(cover).toHaveAttribute("srcset", `${src}.640.webp 640w, ${src}.1280.webp 1280w`);
  await expect(cover).toHaveAttribute("sizes", "(max-width: 640px) calc(100vw - 40px), 340px");
  await expect(cover).toHaveAttribute("width", "640");
  await expect(cover).toHaveAttribute("height", "400");
  // 350 CSS pixels at two device pixels each: the 1280 version.
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toMatch(/\.png\.1280\.webp$/);
  expect(images).toContainEqual({ path: `${src}.1280.webp`, type: "image/webp" });
  expect(images.filter((image) => image.path.startsWith("/covers/") && image.path.endsWith(".png"))).toEqual([]);
  await expectAccessible(page);
});

test("on a phone, an uploaded cover's WebP versions are what the event page shows, at high priority", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  const uploaded = await page.request.post("/api/v1/events/cover", {
    multipart: { file: { name: "affiche.png", mimeType: "image/png", buffer: readFileSync("public/covers/mobilite.png") } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = v.parse(v.object({ url: v.string() }), await uploaded.json());
  expect(url).toMatch(/^\/uploads\/users\/[\w-]+\/[0-9a-f]{32}-640-1280\.png$/);
  const event = await organize(page, eventBody(`Atelier en images ${Date.now()}`, { cover: url, coverAltText: "Des vélos garés" }));
  await context.clearCookies();

  const images = downloadedImages(page);
  await page.goto(`/events/e/${event.slug}`);
  await waitForHydration(page);
  const cover = page.getByRole("img", { name: "Des vélos garés" });
  await expect(cover).toHaveAttribute("src", url);
  await expect(cover).toHaveAttribute("srcset", `${url}.640.webp 640w, ${url}.1280.webp 1280w`);
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(cover).not.toHaveAttribute("loading", "lazy");
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toMatch(/\.png\.1280\.webp$/);
  expect(images).toContainEqual({ path: `${url}.1280.webp`, type: "image/webp" });
  expect(images.map((image) => image.path)).not.toContain(url);
  await expectAccessible(page);
});
