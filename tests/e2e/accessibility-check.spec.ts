import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectNoViolationOf, test } from "./fixtures";

// The check every journey relies on finds what it is meant to find: in the page, in a frame, and by rule. The
// pages are served by the browser itself at an address of the site's origin, as frames of our pages are.

async function show(page: Page, main: string) {
  const body = `<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1>${main}</main></body></html>`;
  await page.route("**/essai-accessibilite", (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body }));
  await page.goto("/essai-accessibilite");
}

test("the accessibility check fails on an unnamed image and button, in the page and inside a frame", async ({ page }) => {
  await show(page, `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>`);
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/);

  await show(
    page,
    `<iframe title="Cadre" srcdoc="<!doctype html><html lang=fr><head><title>Cadre</title></head><body><main><button></button></main></body></html>"></iframe>`,
  );
  await page.frameLocator("iframe").locator("button").waitFor({ state: "attached" });
  await expect(expectAccessible(page)).rejects.toThrow(/button-name.*\(iframe button\)/);
});

test("a moderate rule asked for by name fails on its own, and a sound page passes", async ({ page }) => {
  await show(page, `<h3>Trop bas</h3>`);
  await expectAccessible(page);
  await expect(expectNoViolationOf(page, ["heading-order"])).rejects.toThrow(/heading-order/);
});
