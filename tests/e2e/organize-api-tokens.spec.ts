import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { eventBody, organize, signUp } from "./people";

test("an organizer makes a token for the door app from /organize, a script uses it within its scope, then the token is revoked with the keyboard", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(`Atelier compost ${Date.now()}`));

  await page.goto("/organize");
  await page.getByRole("link", { name: "Accès API" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accès API" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText("Tu n'as pas encore de jeton.")).toBeVisible();

  // Nothing chosen: each field says what it lacks, the name first.
  const form = page.getByRole("region", { name: "Créer un jeton" });
  await form.getByRole("button", { name: "Créer le jeton" }).click();
  await expect(form.getByLabel("Nom du jeton")).toBeFocused();
  await expect(form.getByText("Ce champ est obligatoire")).toBeVisible();
  await expect(form.getByText("Choisis au moins un droit.")).toBeVisible();
  await form.getByLabel("Nom du jeton").fill("Appli de la porte");
  await form.getByLabel("Gérer les participants de mes événements").check();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Créer le jeton" }).click();

  const created = page.getByRole("group", { name: "Ton jeton « Appli de la porte » est prêt" });
  await expect(created).toBeFocused();
  await expect(created.getByText("il ne sera plus jamais affiché")).toBeVisible();
  const token = await created.getByRole("textbox", { name: "Jeton", exact: true }).inputValue();
  expect(token).toMatch(/^rdv_[\w-]{43}$/);
  await expect(page.getByRole("row", { name: /Appli de la porte/ })).toContainText("Jamais");
  await expectAccessible(page);

  // A script, without the browser's cookies: the attendees yes, the list of events (another scope) no.
  const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  expect((await script.get(`/api/v1/events/${event._id}/attendees`)).status()).toBe(200);
  const outside = await script.get("/api/v1/events/organized");
  expect(outside.status()).toBe(403);
  expect(await outside.json()).toMatchObject({ error: { code: "token_scope" } });

  // Back on the page, the secret is gone and the last use is there.
  await page.reload();
  await waitForHydration(page);
  const row = page.getByRole("row", { name: /Appli de la porte/ });
  await expect(row).toContainText(token.slice(0, 10));
  await expect(row).not.toContainText("Jamais");
  await expect(page.getByRole("textbox", { name: "Jeton", exact: true })).toHaveCount(0);

  await row.getByRole("button", { name: "Révoquer : Appli de la porte" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Non, le garder" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Le jeton « Appli de la porte » est révoqué." })).toBeVisible();
  await expect(page.getByText("Tu n'as pas encore de jeton.")).toBeVisible();
  expect((await script.get(`/api/v1/events/${event._id}/attendees`)).status()).toBe(401);
  await script.dispose();
});

test("in English the token page speaks English, and asks anonymous visitors to log in", async ({ page, baseURL }) => {
  await page.goto("/en/organize/api");
  await expect(page.getByRole("heading", { level: 1, name: "API access" })).toBeVisible();
  await signUp(page, page.context(), baseURL ?? "", "Sam");
  await page.goto("/en/organize/api");
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Create a token" }).getByText("Read my events", { exact: true })).toBeVisible();
  await expect(page.getByText("You have no token yet.")).toBeVisible();
});
