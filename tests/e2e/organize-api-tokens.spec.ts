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

test("an organizer adds a webhook for registrations, keeps its signing key, sees a registration waiting in its log, then deletes it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUp(page, page.context(), baseURL ?? "", "Inès");
  const event = await organize(page, eventBody(`Repair café ${Date.now()}`));
  await page.goto("/organize/api");
  await waitForHydration(page);
  const webhooks = page.getByRole("region", { name: "Webhooks" });
  await expect(webhooks.getByText("Tu n'as pas encore de webhook.")).toBeVisible();

  const form = webhooks.getByRole("form", { name: "Ajouter un webhook" });
  await form.getByLabel("Adresse qui reçoit les messages").fill("https://localhost/rendez-vous");
  await form.getByRole("button", { name: "Ajouter le webhook" }).click();
  await expect(form.getByText("Indique une adresse https:// publique")).toBeVisible();
  await expect(form.getByLabel("Adresse qui reçoit les messages")).toBeFocused();
  await expect(form.getByText("Choisis au moins un cas.")).toBeVisible();
  await form.getByLabel("Adresse qui reçoit les messages").fill("https://inscriptions.exemple.fr/rendez-vous");
  await form.getByLabel("quelqu'un s'inscrit").check();
  await form.getByRole("button", { name: "Ajouter le webhook" }).click();
  const created = webhooks.getByRole("group", { name: "Ton webhook est prêt" });
  await expect(created).toBeFocused();
  await expect(created.getByRole("textbox", { name: "Clé de signature" })).toHaveValue(/^whsec_[\w-]{43}$/);
  await expectAccessible(page);

  // Someone registers: the message waits for the Cron Trigger, and the log says so.
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.208.0.1" } });
  const visitorPage = await visitor.newPage();
  await signUp(visitorPage, visitor, baseURL ?? "", "Nour");
  expect((await visitorPage.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang: "fr" } })).status()).toBe(200);
  await visitor.close();
  const item = webhooks.getByRole("listitem").filter({ hasText: "https://inscriptions.exemple.fr/rendez-vous" });
  await item.getByRole("button", { name: "Journal des envois : https://inscriptions.exemple.fr/rendez-vous" }).click();
  const row = item.getByRole("row").filter({ hasText: "quelqu'un s'inscrit" });
  await expect(row).toContainText("En attente (premier envoi)");
  await expectAccessible(page);

  await item.getByRole("button", { name: "Supprimer : https://inscriptions.exemple.fr/rendez-vous" }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(webhooks.getByRole("status").filter({ hasText: "Le webhook https://inscriptions.exemple.fr/rendez-vous est supprimé." })).toBeVisible();
  await expect(webhooks.getByText("Tu n'as pas encore de webhook.")).toBeVisible();
});
