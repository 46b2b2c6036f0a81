import { expect, expectAccessible, test } from "./fixtures";
import { mailedLink, newEmail, open } from "./helpers";
import { eventBody, organizedByAnother } from "./people";

test("a guest attends with an email only: no place until the emailed link is clicked, then registered (and not logged in)", async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Atelier des invités ${Date.now()}`;
  const questions = [{ kind: "yesNo", required: true, label: { fr: "Tu viens à vélo ?" } }];
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(title, { questions }));
  const email = newEmail("invite");
  await open(page, `/events/e/${event.slug}`);
  await page.getByRole("link", { name: "Participer" }).click();
  const dialog = page.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await dialog.getByRole("button", { name: "Participer sans créer de compte" }).click();
  await expect(dialog.getByText("Ta place est réservée au moment où tu cliques dessus.")).toBeVisible();
  await dialog.getByLabel("Ton adresse email").fill("pas-un-email");
  await dialog.getByRole("button", { name: "Recevoir le lien de confirmation" }).click();
  await expect(dialog.getByText("Vérifiez le format de l'email")).toBeVisible();
  await dialog.getByLabel("Ton adresse email").fill(email);
  await dialog.getByRole("button", { name: "Recevoir le lien de confirmation" }).click();
  // The organizer's question after the email (docs/product.md §5 "Registration questions"), sent with the request.
  await dialog
    .getByRole("radiogroup", { name: /^Tu viens à vélo \?/ })
    .getByRole("radio", { name: "Oui" })
    .check();
  await dialog.getByRole("button", { name: "Valider mes réponses" }).click();
  await expect(dialog.getByText(`Nous avons envoyé un lien à ${email}`)).toBeVisible();
  await expectAccessible(page);
  const before = await (await request.get(`/api/v1/events/slug/${event.slug}`)).json();

  await open(page, await mailedLink(request, email, "subscribe-attend"));
  await expect(page.getByText("C'est confirmé : tu participes à l'évènement !")).toBeVisible();
  await expectAccessible(page);
  // The link registers; it logs nobody in (opened from someone else's message, it must not).
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(401);
  await page.getByRole("link", { name: "Voir l'évènement" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/e/${event.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const after = await (await request.get(`/api/v1/events/slug/${event.slug}`)).json();
  expect(after.attendeesCount).toBe(before.attendeesCount + 1);
});

test("an invited account is claimed from its mailbox: the chosen password waits for the link, clicked in the same browser", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // The guest journey leaves an account with no password: an invitation, as an organizer's would.
  const email = newEmail("convive");
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier des convives ${Date.now()}`));
  expect(
    (await request.post(`/api/v1/events/subscribe-attend/${event._id}`, { data: { email }, headers: { "CF-Connecting-IP": "10.203.0.1" } })).status(),
  ).toBe(202);
  await open(page, await mailedLink(request, email, "subscribe-attend"));
  await expect(page.getByText("C'est confirmé")).toBeVisible();

  const claimer = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.203.0.2" } });
  const tab = await claimer.newPage();
  await open(tab, "/login/start?redirect=/account/profile");
  await tab.getByRole("button", { name: "Continuer avec mon email" }).click();
  await tab.getByLabel("Ton adresse email").fill(email);
  await tab.getByRole("button", { name: "Continuer" }).click();
  await expect(tab).toHaveURL(/\/login\/create-password/);
  await expect(tab.getByText("nous t'enverrons un lien pour vérifier que cette adresse est bien la tienne")).toBeVisible();
  await tab.getByLabel(/Choisis un mot de passe/).fill("mon-mot-de-passe-a-moi");
  await tab.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(tab.getByText(`Vérifie ta boîte mail : nous avons envoyé un lien à ${email}`)).toBeVisible();
  // Nobody is logged in and the password does not work yet.
  expect((await tab.request.get("/api/v1/users/me")).status()).toBe(401);
  expect(
    (await request.post("/api/v1/auth/local", { data: { email, password: "mon-mot-de-passe-a-moi" }, headers: { "CF-Connecting-IP": "10.203.0.3" } })).status(),
  ).toBe(401);

  await open(tab, await mailedLink(request, email, "claim-invite"));
  // The claim goes on where the login flow was going, and says there what it did.
  await expect(tab).toHaveURL(/\/account\/profile$/);
  await expect(tab.getByText("Ton compte est activé et tu es connecté·e. Bienvenue !")).toBeVisible();
  await expectAccessible(tab);
  expect((await tab.request.get("/api/v1/users/me")).status()).toBe(200);
  await claimer.close();
});

test("a claim link opened in another browser than the one that chose the password leads to choosing one there", async ({ browser, page, request, baseURL }) => {
  const email = newEmail("autre.navigateur");
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier des deux navigateurs ${Date.now()}`));
  await request.post(`/api/v1/events/subscribe-attend/${event._id}`, { data: { email }, headers: { "CF-Connecting-IP": "10.204.0.1" } });
  await open(page, await mailedLink(request, email, "subscribe-attend"));
  // Someone else, in their own browser, chooses a password for that invitation…
  const stranger = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.204.0.2" } });
  const claimed = await stranger.request.post("/api/v1/users/register/events", { data: { email, password: "le-mot-du-pirate" } });
  expect(claimed.status()).toBe(202);
  await stranger.close();
  // …and the owner opens the emailed link in theirs, in English.
  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.204.0.3" } });
  const tab = await owner.newPage();
  await open(tab, (await mailedLink(request, email, "claim-invite")).replace("/activate", "/en/activate"));
  await expect(tab).toHaveURL(/\/en\/reset-password\?token=[\w-]+&from=claim$/);
  await expect(tab.getByText("This link was opened in another browser")).toBeVisible();
  await tab.getByLabel("New password").fill("le-mien-vraiment");
  await tab.getByLabel("Confirm the password").fill("le-mien-vraiment");
  await tab.getByRole("button", { name: "Save my password" }).click();
  await expect(tab.getByText("Your password is changed")).toBeVisible();
  expect((await owner.request.post("/api/v1/auth/local", { data: { email, password: "le-mot-du-pirate" } })).status()).toBe(401);
  expect((await owner.request.post("/api/v1/auth/local", { data: { email, password: "le-mien-vraiment" } })).status()).toBe(200);
  await owner.close();
});

test("after a change of email, the old address's link gets the account back and leads to a new password", async ({ page, context, request }) => {
  const before = newEmail("avant");
  const after = newEmail("apres");
  const account = { email: before, password: "mot-de-passe-avant" };
  expect((await context.request.post("/api/v1/users/register/events", { data: account })).status()).toBe(201);
  const me = await (await context.request.get("/api/v1/users/me")).json();
  expect((await context.request.put(`/api/v1/users/${me._id}/email`, { data: { password: account.password, email: after } })).status()).toBe(200);
  await open(page, await mailedLink(request, after, "change-email"));
  await expect(page.getByText("Ta nouvelle adresse email est confirmée")).toBeVisible();
  await open(page, await mailedLink(request, before, "email-changed"));
  await expect(page).toHaveURL(/\/reset-password\?token=[\w-]+&from=revert$/);
  await expect(page.getByText("Ton adresse email est rétablie et toutes les sessions de ton compte sont fermées.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Nouveau mot de passe").fill("repris-en-main-1");
  await page.getByLabel("Confirme le mot de passe").fill("repris-en-main-1");
  await page.getByRole("button", { name: "Enregistrer mon mot de passe" }).click();
  await expect(page.getByText("Ton mot de passe est changé.")).toBeVisible();
  expect(
    (
      await request.post("/api/v1/auth/local", { data: { email: before, password: "repris-en-main-1" }, headers: { "CF-Connecting-IP": "10.205.0.1" } })
    ).status(),
  ).toBe(200);
});
