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
  // The time left until tomorrow's word, ticking.
  const countdown = page.locator(".game-result__next time");
  await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown ?? "");
  await expectAccessible(page);

  const name = page.getByLabel("Ton nom (24 caractères au plus)");
  await tabTo(page, name);
  // Tags are dropped whole, even past the 24 characters the board keeps.
  await page.keyboard.type(`<img src=x onerror=alert(1)>Léa <b>Gagnante</b> ${Date.now() % 1000}`);
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
  const [first = "", second = "", ...rest] = misses(answer).slice(0, 6);
  // A quick typist goes on with the next word while the first one is being checked: no letter is lost.
  await page.keyboard.type(first.toLowerCase());
  await page.keyboard.press("Enter");
  await guess(page, second, 2);
  await expect(rowLetters(page, 1)).toHaveText(Array.from(first));
  for (const [i, word] of rest.entries()) await guess(page, word, i + 3);
  await expect(page.getByRole("heading", { name: `Perdu ! Le mot était ${answer}.` })).toBeVisible();
  await expect(page.getByLabel("Ton nom (24 caractères au plus)")).toHaveCount(0);
  await expectAccessible(page);

  await tabTo(page, page.getByRole("button", { name: "Partager mon résultat" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Résultat copié : colle-le où tu veux.")).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/^Rendez-vous · le mot n° \d+ · X\/6\n\n([🟩🟨⬛]{5}\n){5}[🟩🟨⬛]{5}\n\nhttp:\/\/127\.0\.0\.1:\d+\/game$/u);
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

/** True when `key` lies wholly inside the viewport and is the topmost element at its centre (nothing covers it). */
async function isInViewAndUncovered(key: Locator) {
  return key.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && top !== null && node.contains(top);
  });
}

test("on a phone, the screen keyboard stays at the bottom of the screen, never under the consent question", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // This visitor has not answered the consent question yet: the fixture's answer is taken back.
  await page.addInitScript(() => window.localStorage.removeItem("GDPR:accepted"));
  await open(page, "/game/play");
  await expect(page.getByRole("region", { name: "Mesure d'audience" })).toBeVisible();
  for (const name of ["Entrée", "Effacer"]) expect(await isInViewAndUncovered(page.getByRole("button", { name, exact: true })), name).toBe(true);
  await expectAccessible(page);

  // Once answered, the whole keyboard is in view and uncovered.
  await page.getByRole("button", { name: "Refuser" }).click();
  for (const name of ["Entrée", "Effacer", "A", "P"]) expect(await isInViewAndUncovered(page.getByRole("button", { name, exact: true })), name).toBe(true);
});

test("letters typed while the page is still loading are not lost", async ({ page }) => {
  // The page's JavaScript comes late, so the keys certainly arrive before hydration.
  await page.route("**/assets/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/game/play", { waitUntil: "commit" });
  await page.locator(".game-grid").waitFor();
  await expect(page.locator("html")).not.toHaveAttribute("data-ready", "true");
  await page.keyboard.type("terre");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("e");
  await waitForHydration(page);
  await expect(rowLetters(page, 1)).toHaveText(Array.from("TERRE"));
});

test("a game left open past midnight in Paris tells of the new word and stops playing the old one", async ({ page }) => {
  // The browser's clock runs to just before the next midnight in Paris.
  const paris = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  const [hours = 0, minutes = 0, seconds = 0] = paris.format(new Date()).split(":").map(Number);
  const untilMidnight = (86_400 - (hours * 3600 + minutes * 60 + seconds)) * 1000;
  await page.clock.install({ time: new Date(Date.now() + untilMidnight - 60_000) });
  await open(page, "/game/play");
  await expect(page.getByRole("button", { name: "Entrée", exact: true })).toBeEnabled();
  await expect(page.getByText("Il est minuit passé : un nouveau mot t'attend.")).toHaveCount(0);

  await page.clock.runFor(61_000);
  await expect(page.getByText("Il est minuit passé : un nouveau mot t'attend.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Jouer le nouveau mot" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Entrée", exact: true })).toBeDisabled();
  await expectAccessible(page);
});

test("on a phone, in English, hard mode refuses a guess that drops a found letter and the colour-blind palette reaches the shared result", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, "share"));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const answer = await todayWord();
  // A first guess that shares a letter with the word reveals it, so that hard mode has a rule to keep.
  const first = misses(answer).find((word) => Array.from(word).some((letter) => answer.includes(letter))) ?? "";
  expect(first, `a seeded miss that shares a letter with ${answer}`).not.toBe("");

  await open(page, "/en/game/play");
  await page.getByText("Settings", { exact: true }).click();
  const hard = page.getByRole("checkbox", { name: "Hard mode" });
  await hard.check();
  await page.getByRole("checkbox", { name: "Colour-blind colours" }).check();
  await expectAccessible(page);

  await page.keyboard.type(first.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Try 1 of 6: ${first}.` })).toBeVisible();
  // Found letters are orange (at their place) or blue (elsewhere), no longer green and yellow.
  const colours = await page
    .locator(".game-row")
    .first()
    .locator(".game-cell--correct, .game-cell--present")
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).backgroundColor));
  expect(colours.length).toBeGreaterThan(0);
  for (const colour of colours) expect(["rgb(245, 121, 58)", "rgb(133, 192, 249)"]).toContain(colour);
  // The mode of a started game no longer changes.
  await expect(hard).toBeChecked();
  await expect(hard).toBeDisabled();
  await expect(page.getByText("The mode is chosen before the day's first guess.")).toBeVisible();

  await page.keyboard.type("zzzzz");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /Hard mode: ([A-Z] must stay in position [1-5]|the word must contain [A-Z])\.$/ })).toBeVisible();
  // Refused before any check: the row is still being typed, and the keyboard's last row is still in view.
  await expect(rowLetters(page, 2)).toHaveText(Array.from("ZZZZZ"));
  for (const name of ["Enter", "Delete"]) await expect(page.getByRole("button", { name, exact: true })).toBeInViewport();
  for (let i = 0; i < 5; i++) await page.keyboard.press("Backspace");

  await page.reload();
  await waitForHydration(page);
  await page.getByText("Settings", { exact: true }).click();
  await expect(hard).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Colour-blind colours" })).toBeChecked();

  await page.keyboard.type(answer.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Well done! Found in 2 tries." })).toBeVisible();
  await page.getByRole("button", { name: "Share my result" }).click();
  await expect(page.getByText("Result copied: paste it anywhere.")).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/^Rendez-vous · word #\d+ · 2\/6 · hard mode\n\n[🟧🟦⬛]{5}\n🟧{5}\n\nhttp:\/\/127\.0\.0\.1:\d+\/en\/game$/u);
  expect(shared).not.toContain(answer);
});
