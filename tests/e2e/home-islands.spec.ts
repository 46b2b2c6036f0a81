import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// The home page reaches visitors as server HTML in which only the interactive blocks hydrate, each on its own,
// and the page-builder SDK is not loaded; it loads when a page-builder page is rendered in the browser, after a
// client-side navigation (docs/decisions/016-home-hydration.md).

/** A function of the SDK's own code (the script it writes into pages for personalisation containers). */
const SDK_CODE = "filterWithCustomTargeting";

/** Whether any script the page has loaded so far carries the page-builder SDK. */
function watchSdk(page: Page) {
  const loaded: Promise<boolean>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      loaded.push(
        response.text().then(
          (code) => code.includes(SDK_CODE),
          () => false,
        ),
      );
  });
  return async () => (await Promise.all(loaded)).some(Boolean);
}

test("a visitor's home page hydrates its carousel, newsletter and survey without loading the page-builder SDK", async ({ page }) => {
  const sdkLoaded = watchSdk(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitForHydration(page);
  await expectAccessible(page);

  const carousel = page.getByRole("region", { name: "Les prochains rendez-vous" });
  const track = carousel.locator(".block-carousel__track");
  await carousel.getByRole("button", { name: "Diapositives suivantes" }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  // The form checks the address in the browser: no request, the message under the field.
  const newsletter = page.getByRole("region", { name: "Reçois les rendez-vous de la semaine" });
  await newsletter.getByRole("button", { name: "Je m'inscris" }).click();
  await expect(newsletter.getByText("Ce champ est obligatoire")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const survey = page.locator(".block-survey .survey-card");
  await survey.getByRole("group", { name: "Choisis une réponse" }).getByRole("button").first().click();
  await expect(survey).toHaveAttribute("data-state", /^voted-/);

  expect(await sdkLoaded()).toBe(false);
  expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test("links of the kept HTML navigate in the app, and the home page renders again through the SDK on the way back", async ({ page }) => {
  const sdkLoaded = watchSdk(page);
  await page.goto("/");
  await waitForHydration(page);
  // A document load would forget this.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await page.locator(".block-section").first().getByRole("link", { name: "Voir tous les événements" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);

  await page.goBack();
  const carousel = page.getByRole("region", { name: "Les prochains rendez-vous" });
  await expect(carousel.locator(".block-carousel__slide")).toHaveCount(12);
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  expect(await sdkLoaded()).toBe(true);
  const track = carousel.locator(".block-carousel__track");
  await carousel.getByRole("button", { name: "Diapositives suivantes" }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
