import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { logIn } from "./helpers";
import { eventBody, organize, SEEDED_ADMIN, signUp } from "./people";

test("an editor hides a visitor's feedback with the keyboard, keeps the focus, finds it among the hidden ones and restores it, in Spanish too", async ({
  page,
  baseURL,
}) => {
  // A feedback of the journey's own: a member attends an event, which then moves into the past, and rates it.
  const text = `Salle trop petite, mais super ambiance ${Date.now()}`;
  await signUp(page, page.context(), baseURL ?? "", "Lou");
  const body = eventBody(`Atelier à modérer ${Date.now()}`, { days: 3 });
  const event = await organize(page, body);
  expect((await page.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang: "fr" } })).status()).toBe(200);
  expect((await page.request.put(`/api/v1/events/${event._id}`, { data: eventBody(body.texts.fr.title, { days: -2 }) })).status()).toBe(200);
  expect((await page.request.post(`/api/v1/events/feedback/${event._id}`, { data: { rating: 4, text } })).status()).toBe(200);
  await page.context().clearCookies();

  await logIn(page, page.context(), baseURL ?? "", SEEDED_ADMIN);
  await page.goto("/admin/comments");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Commentaires" })).toBeVisible();
  // The search narrows the list to that feedback, so the journey knows the rows it reads.
  await page.getByLabel("Rechercher").fill(text);
  const row = page.getByRole("row").filter({ hasText: text });
  await expect(row).toContainText("Visible");
  await expectAccessible(page);

  // Hidden from the keyboard: its row leaves the visible ones, and the focus goes to the line that says so.
  await row.getByRole("button", { name: `Masquer : ${text}` }).focus();
  await page.keyboard.press("Enter");
  const status = page.getByRole("status").filter({ hasText: "Commentaire masqué." });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();

  await page.getByLabel("Affichage").selectOption("Masqués");
  const hidden = page.getByRole("row").filter({ hasText: text });
  await expect(hidden).toContainText("Masqué");
  await hidden.getByRole("button", { name: `Rétablir : ${text}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Commentaire rétabli." })).toBeVisible();
  await page.getByLabel("Affichage").selectOption("Visibles");
  await expect(page.getByRole("row").filter({ hasText: text })).toContainText("Visible");

  // The same queue in Spanish.
  await page.goto("/es/admin/comments");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Comentarios" })).toBeVisible();
  await expectAccessible(page);
});
