import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { todayWord } from "./game-word";
import { open } from "./helpers";

/** Seeded dictionary words that are not `answer`. */
const misses = (answer: string) => ["TERRE", "PLUIE", "FLEUR", "NUAGE", "HERBE", "TRAIN", "SABLE"].filter((word) => word !== answer);

/** Types a guess on the physical keyboard and submits it with Enter; waits until the grid tells its row. */
async function guess(page: Page, word: string, row: number) {
  await page.keyboard.type(word.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Essai ${row} sur 6 : ${word}.` })).toBeVisible();
}

/** The letters shown in row `row` (from 1) of the grid. */
function rowLetters(page: Page, row: number): Locator {
  return page
    .locator(".game-row")
    .nth(row - 1)
    .locator(".game-cell__letter");
}

/** Presses Tab until `target` has the focus: the journey is driven by the keyboard only. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the keyboard never reached the control");
}

test("keyboard only, a player wins, keeps the game through a reload, signs the board and cannot score twice", async ({ page }) => {
  const answer = await todayWord();
  const first = misses(answer)[0] ?? "TERRE";
  await open(page, "/game/play");
  await expect(page.getByRole("heading", { level: 1, name: "Le mot du jour" })).toBeVisible();
  await expectAccessible(page);

  await guess(page, first, 1);
  // A word outside the dictionary costs no try; Backspace erases it.
  await page.keyboard.type("zzzzz");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ce mot n'est pas dans notre dictionnaire. Essaie un autre mot.")).toBeVisible();
  for (let i = 0; i < 5; i++) await page.keyboard.press("Backspace");
  await expect(rowLetters(page, 2)).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await expect(rowLetters(page, 1)).toHaveText(Array.from(first));
  // The screen keyboard tells what is known of each letter in words, not only in colour.
  await expect(page.getByRole("button", { name: new RegExp(`^${first.charAt(0)}, (bien placée|ailleurs|absente)$`) })).toBeVisible();

  await guess(page, answer, 2);
  await expect(page.getByRole("heading", { name: "Bravo ! Trouvé en 2 essais." })).toBeVisible();
  await expectAccessible(page);

  const name = page.getByLabel("Ton nom (24 caractères au plus)");
  await tabTo(page, name);
  await page.keyboard.type(`Léa <b>Gagnante</b> ${Date.now() % 1000}`);
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^C'est signé, Léa Gagnante \d+ !$/)).toBeVisible();
  await expect(page.getByRole("table").getByRole("cell", { name: /^Léa Gagnante \d+$/ })).toBeVisible();

  const again = await page.request.post("/api/v1/game/score", { data: { tries: 2, seconds: 30, won: true } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ error: { code: "already_scored" } });
  await open(page, "/game/play");
  await expect(page.getByRole("heading", { name: "Tu as déjà joué aujourd'hui. Reviens demain pour un nouveau mot !" })).toBeVisible();
  await expect(rowLetters(page, 2)).toHaveText(Array.from(answer));
});

test("keyboard only, a player loses after six tries, learns the word and shares the emoji grid", async ({ page, context }) => {
  // This browser has no Web Share: the result goes to the clipboard.
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, "share"));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const answer = await todayWord();
  await open(page, "/game/play");
  const words = misses(answer).slice(0, 6);
  for (const [i, word] of words.entries()) await guess(page, word, i + 1);
  await expect(page.getByRole("heading", { name: `Perdu ! Le mot était ${answer}.` })).toBeVisible();
  await expect(page.getByLabel("Ton nom (24 caractères au plus)")).toHaveCount(0);
  await expectAccessible(page);

  await tabTo(page, page.getByRole("button", { name: "Partager mon résultat" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Résultat copié : colle-le où tu veux.")).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/^Rendez-vous · le mot n° \d+ · X\/6\n\n([🟩🟨⬛]{5}\n){5}[🟩🟨⬛]{5}$/u);
  expect(shared).not.toContain(answer);

  // Not a winner: no name on the board.
  expect((await page.request.post("/api/v1/game/winner", { data: { name: "Perdant" } })).status()).toBe(403);
});

test("the game's home page: rules, today's board and the statistics of this device, in French and in English", async ({ page }) => {
  await open(page, "/game");
  await expect(page.getByRole("heading", { level: 1, name: "Le mot du jour" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Les règles" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Le classement du jour" })).toBeVisible();
  await expect(page.getByText("Enregistrées sur cet appareil. Connecte-toi pour les garder dans ton compte.")).toBeVisible();
  await expectAccessible(page);

  await open(page, "/en/game");
  await expect(page.getByRole("heading", { level: 1, name: "Word of the day" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Today's board" })).toBeVisible();
  await expect(page.getByText("Kept on this device. Log in to keep them in your account.")).toBeVisible();
  await page.getByRole("link", { name: "Play" }).click();
  await expect(page).toHaveURL(/\/en\/game\/play$/);
  await expect(page.getByRole("list", { name: /^Grid of word #\d+$/ })).toBeVisible();
  await expect(page.getByRole("group", { name: "Keyboard" })).toBeVisible();
  await expectAccessible(page);
});
