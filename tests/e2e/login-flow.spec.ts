import { expect, expectAccessible, test } from "./fixtures";
import { logIn, newEmail, open, signInWithProvider } from "./helpers";
import { eventBody, organizedByAnother, signUp } from "./people";

test("'Participer' then Google with an existing, complete account: logged in and registered, no password asked", async ({ page, context, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier par Google ${Date.now()}`));
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  await context.clearCookies();
  await open(page, `/events/e/${event.slug}`);
  await page.getByRole("link", { name: "Participer" }).click();
  const dialog = page.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await signInWithProvider(page, dialog.getByRole("button", { name: "Continuer avec Google" }), member.email);
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Tu participes à cet événement.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
  await page.getByRole("button", { name: "Me désinscrire" }).first().click();
  await page.getByRole("button", { name: "Oui, me désinscrire" }).click();
  await expect(page.getByRole("link", { name: "Participer" })).toBeVisible();
});

test("the like button then Facebook with an existing account: logged in, and the like is saved", async ({ page, context, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier par Facebook ${Date.now()}`));
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  await context.clearCookies();
  await open(page, `/events/e/${event.slug}`);
  await page.getByRole("button", { name: /Ajouter aux favoris/ }).click();
  const dialog = page.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await signInWithProvider(page, dialog.getByRole("button", { name: "Continuer avec Facebook" }), member.email);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /Dans mes favoris/ })).toHaveAttribute("aria-pressed", "true");
  // Saved (the toast says so): a second click takes the like back.
  await expect(page.getByText("L'évènement est enregistré dans tes favoris.")).toBeVisible();
  await page.getByRole("button", { name: /Dans mes favoris/ }).click();
  await expect(page.getByRole("button", { name: /Ajouter aux favoris/ })).toHaveAttribute("aria-pressed", "false");
});

test("/login/start then Google with an existing account goes straight to the redirect target", async ({ page, context, baseURL }) => {
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  await context.clearCookies();
  await open(page, "/login/start?redirect=/events");
  await signInWithProvider(page, page.getByRole("button", { name: "Continuer avec Google" }), member.email);
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
});

test("a new Google account from the like button completes its profile (first name, display name), then the like is saved", async ({ page, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier d'un nouveau compte ${Date.now()}`));
  const email = newEmail("google");
  await open(page, `/events/e/${event.slug}`);
  await page.getByRole("button", { name: /Ajouter aux favoris/ }).click();
  const dialog = page.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await signInWithProvider(page, dialog.getByRole("button", { name: "Continuer avec Google" }), email);
  await expect(dialog.getByText("Dernière étape : comment veux-tu apparaître sur Rendez-vous ?")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await expect(dialog.getByText("Ce champ est obligatoire").first()).toBeVisible();
  await dialog.getByLabel("Ton prénom").fill("Inès");
  await dialog.getByLabel("Ton nom affiché").fill("Inès B.");
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /Dans mes favoris/ })).toHaveAttribute("aria-pressed", "true");
  // Next time the same provider account is not asked again.
  const me = await (await page.request.get("/api/v1/users/me")).json();
  expect(me).toMatchObject({ email, firstName: "Inès", displayname: "Inès B.", profileCompleted: true });
});

test("a new Google account from /login/start goes to /login/customize, then to the redirect target", async ({ page }) => {
  await open(page, "/login/start?redirect=/events");
  await signInWithProvider(page, page.getByRole("button", { name: "Continuer avec Google" }), newEmail("page.google"));
  await expect(page).toHaveURL(/\/login\/customize\?redirect=%2Fevents$|\/login\/customize\?redirect=\/events$/);
  await page.getByLabel("Ton prénom").fill("Noé");
  await page.getByLabel("Ton nom affiché").fill("Noé");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("/login/customize opened by a member whose profile is incomplete asks what is missing", async ({ page, context, baseURL }) => {
  const account = { email: newEmail("incomplet"), password: "mot-de-passe-incomplet" };
  expect((await page.request.post("/api/v1/users/register/events", { data: account })).status()).toBe(201);
  await logIn(page, context, baseURL ?? "", account);
  await open(page, "/login/customize?redirect=/account/profile");
  await page.getByLabel("Ton prénom").fill("Maël");
  await page.getByLabel("Ton nom affiché").fill("Maël R.");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByLabel("Prénom")).toHaveValue("Maël");
});

test("registering on the login pages ends on the 'check your email' confirmation, then the redirect target", async ({ page }) => {
  const email = newEmail("pages");
  await open(page, "/login/start?redirect=/events");
  await page.getByRole("button", { name: "Continuer avec mon email" }).click();
  await page.getByLabel("Ton adresse email").fill(email);
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/login\/register/);
  await page.getByLabel(/Choisis un mot de passe/).fill("un-mot-de-passe-solide");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText(`Ton compte est créé ! Nous avons envoyé un lien de confirmation à ${email}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
});

test("an unconfirmed member who logs in from 'Participer' is asked to confirm the address, with a resend button", async ({ page, context, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier à confirmer ${Date.now()}`));
  // Registered, never confirmed: the activation link stays in the outbox.
  const account = { email: newEmail("non.confirme"), password: "mot-de-passe-non-confirme" };
  expect((await page.request.post("/api/v1/users/register/events", { data: account })).status()).toBe(201);
  await context.clearCookies();
  await open(page, `/events/e/${event.slug}`);
  await page.getByRole("link", { name: "Participer" }).click();
  const dialog = page.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await dialog.getByRole("button", { name: "Continuer avec mon email" }).click();
  await dialog.getByLabel("Ton adresse email").fill(account.email);
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await dialog.getByLabel("Ton mot de passe").fill(account.password);
  await dialog.getByRole("button", { name: "Me connecter" }).click();
  await expect(dialog.getByText("Confirme ton email pour pouvoir t'inscrire à l'évènement.")).toBeVisible();
  await expect(dialog.getByText("Une erreur s'est produite")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Renvoyer l'email d'activation" }).click();
  await expect(dialog.getByText("L'email d'activation a été renvoyé")).toBeVisible();
});

test("closing the provider's window gives the join buttons back", async ({ page }) => {
  await open(page, "/login/start");
  const google = page.getByRole("button", { name: "Continuer avec Google" });
  const opened = page.waitForEvent("popup");
  await google.click();
  const popup = await opened;
  await expect(google).toBeDisabled();
  await popup.close();
  await expect(google).toBeEnabled();
  await expect(page.getByRole("button", { name: "Continuer avec mon email" })).toBeEnabled();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("in page mode each step is a history entry: Back returns to the previous step, not out of the flow", async ({ page, context, baseURL }) => {
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  await context.clearCookies();
  await open(page, "/");
  await open(page, "/login/start?redirect=/events");
  await page.getByRole("button", { name: "Continuer avec mon email" }).click();
  await page.getByLabel("Ton adresse email").fill(member.email);
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/login\/password/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login\/start/);
  await expect(page.getByLabel("Ton adresse email")).toHaveValue(member.email);
  await page.goBack();
  await expect(page.getByRole("button", { name: "Continuer avec mon email" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/start/);
  // Forward again through the same steps, and the flow still completes.
  await page.getByRole("button", { name: "Continuer avec mon email" }).click();
  await page.getByRole("button", { name: "Continuer" }).click();
  await page.getByLabel("Ton mot de passe").fill(member.password);
  await page.getByRole("button", { name: "Me connecter" }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("a step taken before the flow has written its first history entry still goes back with Back", async ({ page, context, baseURL }) => {
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  await context.clearCookies();
  // The flow writes its first step onto the page's entry with a router navigation, which fetches the route's data:
  // that first fetch is held back here, as on a slow network, while the visitor goes on.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route(/\/login\/start\.data/, async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue().catch(() => {});
  });
  await open(page, "/login/start?redirect=/events");
  await page.getByRole("button", { name: "Continuer avec mon email" }).click();
  await page.getByLabel("Ton adresse email").fill(member.email);
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/login\/password/);
  release();
  await page.goBack();
  await expect(page.getByLabel("Ton adresse email")).toHaveValue(member.email);
  await page.goBack();
  await expect(page.getByRole("button", { name: "Continuer avec mon email" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/start/);
});
