import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { archiveWord, parisDayFromToday } from "./game-word";
import { open } from "./helpers";

test("on a phone, a player opens the archive from /game, wins yesterday's word, and finds it marked there, in English too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const yesterday = parisDayFromToday(-1);
  const answer = await archiveWord(yesterday);
  const miss = ["TERRE", "PLUIE"].find((word) => word !== answer) ?? "FLEUR";

  await open(page, "/game");
  await page.getByRole("link", { name: "Les mots des jours passés" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Les archives" })).toBeVisible();
  await expect(page.getByText("Ces parties ne comptent ni dans tes statistiques ni au classement.")).toBeVisible();
  const day = page.locator(".game-archive__days > li").first();
  await expect(day).toContainText("Pas encore joué");
  await expectAccessible(page);

  await day.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/game/play\\?day=${yesterday}$`));
  await expect(page.getByRole("link", { name: "Retour aux archives" })).toBeVisible();
  await waitForHydration(page);
  await page.keyboard.type(miss.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Essai 1 sur 6 : ${miss}.` })).toBeVisible();

  // A reload resumes the archive day's game, not today's.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(".game-row").first().locator(".game-cell__letter")).toHaveText(Array.from(miss));
  await page.keyboard.type(answer.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Bravo ! Trouvé en 2 essais." })).toBeVisible();
  await expect(page.getByText("Partie des archives : elle ne compte ni dans tes statistiques ni au classement.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Signer" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Retour aux archives" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: "Les archives" })).toBeVisible();
  await expect(page.locator(".game-archive__days > li").first()).toContainText("Trouvé en 2 essais");

  // Today's statistics of this device know nothing of it.
  await open(page, "/game");
  await expect(page.locator(".game-stats__numbers div").filter({ hasText: "Parties" }).locator("dd")).toHaveText("0");

  await open(page, "/en/game/archive");
  await expect(page.getByRole("heading", { level: 1, name: "The archive" })).toBeVisible();
  await expect(page.locator(".game-archive__days > li").first()).toContainText("Found in 2 tries");
  await expectAccessible(page);
});
