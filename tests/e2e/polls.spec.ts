import type { Locator } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { open } from "./helpers";

/*
 * The polls read the seed: the surveys are editorial content (docs/conventions.md, tests), and each journey is a
 * visitor of its own (its own voter cookie), so votes of other journeys never get in the way.
 */

/** The whole percentages a card shows, as numbers. */
async function shownPercentages(card: Locator) {
  const texts = await card.locator(".survey-results__percent").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, "")));
}

test("a visitor votes in the current poll, sees the results grow to 100 % and finds the vote again after a reload", async ({ page }) => {
  await open(page, "/sondages");
  await expect(page.getByRole("heading", { level: 1, name: "Sondages" })).toBeVisible();
  await expectAccessible(page);
  const current = page.getByRole("region", { name: "Le sondage du moment" }).locator(".survey-card");
  await expect(current).toHaveAttribute("data-state", "votable");
  const choices = current.getByRole("group", { name: "Choisis une réponse" }).getByRole("button");
  const answer = (await choices.first().textContent()) ?? "";
  await choices.first().click();
  // The results wait 120 ms, then grow over 1,200 ms.
  await expect(current).toHaveAttribute("data-state", "voted-growing");
  await expect(current).toHaveAttribute("data-state", "voted-shown");
  const percentages = await shownPercentages(current);
  expect(percentages.reduce((sum, percent) => sum + percent, 0)).toBe(100);
  await expect(current.locator("[data-answer]")).toContainText(answer);
  await expect(current.locator("[data-answer]")).toContainText("Ta réponse");
  await expectAccessible(page);

  await page.reload();
  await page.locator('html[data-ready="true"]').waitFor({ state: "attached" });
  await expect(current).toHaveAttribute("data-state", "voted-shown");
  await expect(current.locator("[data-answer]")).toContainText(answer);
  expect((await shownPercentages(current)).reduce((sum, percent) => sum + percent, 0)).toBe(100);
  await expect(current.getByRole("group", { name: "Choisis une réponse" })).toHaveCount(0);
});

test("past polls show their results only, with the number of votes", async ({ page }) => {
  await open(page, "/sondages");
  const others = page.getByRole("region", { name: "Les autres sondages" });
  const ended = others.locator('.survey-card[data-state="ended"]').first();
  await expect(ended.getByText("Sondage terminé")).toBeVisible();
  await expect(ended.getByRole("button")).toHaveCount(0);
  await expect(ended.getByText(/\d+ votes/)).toBeVisible();
  expect((await shownPercentages(ended)).reduce((sum, percent) => sum + percent, 0)).toBe(100);
});

test("in Spanish the polls page speaks Spanish", async ({ page }) => {
  await open(page, "/es/sondages");
  await expect(page.getByRole("heading", { level: 1, name: "Encuestas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "La encuesta del momento" })).toBeVisible();
  await expectAccessible(page);
});

test("the result pages of external flows show a known message with the right status, never the URL's text", async ({ page }) => {
  const failed = await page.goto("/api-error?code=expired_link");
  expect(failed?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "Une erreur s'est produite" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Ce lien a expiré" })).toBeVisible();
  await expectAccessible(page);
  const done = await page.goto("/api-success?code=%3Cb%3EGagn%C3%A9%3C%2Fb%3E");
  expect(done?.status()).toBe(200);
  await expect(page.getByText("Ta demande a bien été prise en compte.")).toBeVisible();
  await expect(page.getByText("Gagné")).toHaveCount(0);
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a visitor votes from the home page's survey block and finds the vote on /sondages", async ({ page }) => {
  await open(page, "/");
  const block = page.locator(".block-survey .survey-card");
  await expect(block).toHaveAttribute("data-state", "votable");
  const choices = block.getByRole("group", { name: "Choisis une réponse" }).getByRole("button");
  const answer = (await choices.last().textContent()) ?? "";
  await choices.last().click();
  await expect(block).toHaveAttribute("data-state", "voted-shown");
  expect((await shownPercentages(block)).reduce((sum, percent) => sum + percent, 0)).toBe(100);
  await open(page, "/sondages");
  const current = page.getByRole("region", { name: "Le sondage du moment" }).locator(".survey-card");
  await expect(current).toHaveAttribute("data-state", "voted-shown");
  await expect(current.locator("[data-answer]")).toContainText(answer);
});
