import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { logIn } from "./helpers";
import { SEEDED_ADMIN } from "./people";

test("an editor hides a visitor's feedback with the keyboard, keeps the focus, finds it among the hidden ones and restores it, in Spanish too", async ({
  page,
  baseURL,
}) => {
  await logIn(page, page.context(), baseURL ?? "", SEEDED_ADMIN);
  await page.goto("/admin/comments");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Commentaires" })).toBeVisible();
  const first = page.getByRole("row").nth(1);
  const text = await first.locator("q").innerText();
  // The search narrows the list to that feedback, so the journey knows the rows it reads.
  await page.getByLabel("Rechercher").fill(text.slice(0, 40));
  const row = page.getByRole("row").filter({ hasText: text }).first();
  await expect(row).toContainText("Visible");
  await expectAccessible(page);

  // Hidden from the keyboard: its row leaves the visible ones, and the focus goes to the line that says so.
  await row.getByRole("button", { name: `Masquer : ${text}` }).focus();
  await page.keyboard.press("Enter");
  const status = page.getByRole("status").filter({ hasText: "Commentaire masqué." });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();

  await page.getByLabel("Affichage").selectOption("Masqués");
  const hidden = page.getByRole("row").filter({ hasText: text }).first();
  await expect(hidden).toContainText("Masqué");
  await hidden.getByRole("button", { name: `Rétablir : ${text}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Commentaire rétabli." })).toBeVisible();
  await page.getByLabel("Affichage").selectOption("Visibles");
  await expect(page.getByRole("row").filter({ hasText: text }).first()).toContainText("Visible");

  // The same queue in Spanish.
  await page.goto("/es/admin/comments");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Comentarios" })).toBeVisible();
  await expectAccessible(page);
});
