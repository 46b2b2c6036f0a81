import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Date texts arrive written by the server: hydrating a listing or an event page builds no date formatter,
// the costliest first call of Intl (docs/architecture.md §7).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { dateFormats: number };
    counted.dateFormats = 0;
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.dateFormats += 1;
        return new target(...args);
      },
      apply(target, _this, args: Parameters<typeof Intl.DateTimeFormat>) {
        counted.dateFormats += 1;
        return target(...args);
      },
    });
  });
});

const dateFormats = (page: Page) => page.evaluate(() => (window as unknown as { dateFormats: number }).dateFormats);

test("the listing hydrates its cards without formatting a date, and shows them in French", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  const when = await page.locator(".event-card__meta time").first().textContent();
  expect(when).toMatch(/^(lun\.|mar\.|mer\.|jeu\.|ven\.|sam\.|dim\.) \d{1,2} \S+ \d{2}:\d{2}$/);
  expect(await dateFormats(page)).toBe(0);
});

test("an event page hydrates its schedule without formatting a date, in English on /en", async ({ page }) => {
  await page.goto("/en/events");
  await waitForHydration(page);
  await page.locator(".event-card__title a").first().click();
  await page.waitForURL(/\/en\/events\/e\//);
  // A page loaded directly (not a client navigation): the server wrote its dates.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(".event-aside dd time").first()).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/);
  expect(await dateFormats(page)).toBe(0);
});
