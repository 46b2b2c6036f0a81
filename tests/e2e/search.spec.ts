import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

test("a visitor searches « compost » without accents and finds events and articles, matches marked", async ({ page }) => {
  await page.goto("/search");
  await waitForHydration(page);
  await expectAccessible(page);
  await page.getByLabel("Rechercher sur le site").fill("compost");
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=compost$/);
  await expect(page.locator(".result-count")).toHaveText(/\d+ résultats pour « compost »/);
  const events = page.getByRole("region", { name: /^Événements \(\d+\)$/ });
  const articles = page.getByRole("region", { name: /^Articles \(\d+\)$/ });
  await expect(events.getByRole("listitem").first()).toBeVisible();
  await expect(articles.getByRole("link", { name: "Composter en appartement : le guide du lombricomposteur" })).toBeVisible();
  await expect(page.locator("mark").first()).toHaveText(/^compost$/i);
  await expectAccessible(page);

  await page.getByRole("link", { name: /^Événements \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=events/);
  await expect(page.getByRole("region", { name: /^Articles/ })).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent("écologie")}`);
  await expect(page.getByRole("link", { name: /l'écologie/ }).first()).toBeVisible();
});

test("a misspelt word finds what it meant; searched as typed it finds nothing, and suggestions search again", async ({ page }) => {
  await page.goto("/search");
  await waitForHydration(page);
  await page.getByLabel("Rechercher sur le site").fill("compst");
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=compst$/);
  await expect(page.locator(".result-count")).toHaveText(/^\d+ résultats pour « compost »$/);
  await expect(page.getByText("Rien trouvé pour « compst » : ta recherche a été corrigée.")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /^Événements \(\d+\)$/ })
      .getByRole("listitem")
      .first(),
  ).toBeVisible();
  await expect(page.locator("mark").first()).toHaveText(/^compost$/i);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Rechercher plutôt « compst »" }).click();
  await expect(page).toHaveURL(/\/search\?q=compst&exact=true$/);
  await expect(page.getByRole("heading", { name: "Rien trouvé pour « compst »" })).toBeVisible();
  await expect(page.getByText("ta recherche a été corrigée")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "vélo", exact: true }).click();
  await expect(page).toHaveURL(/q=v%C3%A9lo/);
  await expect(page.locator(".result-count")).toContainText("pour « vélo »");
});

test("in English the search page speaks English and marks French results", async ({ page }) => {
  await page.goto("/en/search?q=compost");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.locator(".result-count")).toContainText("for “compost”");
  await expect(page.locator('.search-hit__title[lang="fr"]').first()).toBeVisible();
  await expectAccessible(page);
});

test("at 390 px the search page fits the screen: the field gives way, the button stays whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/search?q=compost");
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: "Rechercher" })).toBeInViewport({ ratio: 1 });
});
