import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { mailedLink, mailsTo } from "./helpers";
import { eventBody, organizedByAnother, signUp } from "./people";

test("a new visitor registers from 'Participer', confirms the address from the outbox, attends, finds the event in the agenda and unattends", async ({
  page,
  request,
  baseURL,
}) => {
  // A long journey, with an accessibility check at each step: twice the default time.
  const title = `Atelier des nouveaux ${Date.now()}`;
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(title));
  const email = `nouvelle.${Date.now()}@exemple.fr`;
  await page.goto(`/events/e/${event.slug}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Participer" }).click();
  const dialog = page.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Continuer avec mon email" }).click();
  await dialog.getByLabel("Ton adresse email").fill(email);
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await dialog.getByLabel(/Choisis un mot de passe/).fill("court");
  await dialog.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(dialog.getByText("Le mot de passe doit contenir au moins 8 caractères")).toBeVisible();
  await dialog.getByLabel(/Choisis un mot de passe/).fill("un-mot-de-passe-solide");
  await dialog.getByRole("button", { name: "Créer mon compte" }).click();
  // The new account must confirm its address before attending: the flow says so, with a resend button.
  await expect(dialog.getByText("Confirme ton email pour pouvoir t'inscrire à l'évènement.")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Renvoyer l'email d'activation" }).click();
  await expect(dialog.getByText("L'email d'activation a été renvoyé")).toBeVisible();
  await dialog.getByRole("button", { name: "C'est noté" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();

  // Not confirmed yet: the button asks to confirm the address first.
  await page.getByRole("link", { name: "Participer" }).click();
  await expect(page.getByText("Confirme ton email pour pouvoir t'inscrire à l'évènement.")).toBeVisible();

  await page.goto(await mailedLink(request, email, "activation"));
  await expect(page.locator("main")).toContainText(/activé|confirmé/i);

  await page.goto(`/events/e/${event.slug}`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
  await page.getByRole("link", { name: "Participer" }).click();
  await expect(page.getByText("Tu participes à cet événement.")).toBeVisible();
  expect((await mailsTo(request, email)).map((mail) => mail.kind)).toContain("attend-confirmation");

  await page.goto("/account/agenda/active");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/events/e/${event.slug}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Me désinscrire" }).click();
  // It asks first, as the agenda does; "Annuler" keeps the registration.
  await expect(page.getByText(`Veux-tu vraiment te désinscrire de « ${title} » ?`)).toBeVisible();
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page.getByText("Tu participes à cet événement.")).toBeVisible();
  await page.getByRole("button", { name: "Me désinscrire" }).click();
  await page.getByRole("button", { name: "Oui, me désinscrire" }).click();
  await expect(page.getByRole("link", { name: "Participer" })).toBeVisible();
});

test("an existing user logs in from the modal opened by the like button, and the pending like completes", async ({ page, context, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier des favoris ${Date.now()}`));
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  await context.clearCookies();
  await page.goto(`/events/e/${event.slug}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: /Ajouter aux favoris/ }).click();
  const dialog = page.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await dialog.getByRole("button", { name: "Continuer avec mon email" }).click();
  await dialog.getByLabel("Ton adresse email").fill(member.email);
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await dialog.getByLabel("Ton mot de passe").fill("mauvais-mot-de-passe");
  await dialog.getByRole("button", { name: "Me connecter" }).click();
  await expect(dialog.getByText("Email ou mot de passe incorrect.")).toBeVisible();
  await dialog.getByLabel("Ton mot de passe").fill(member.password);
  await dialog.getByRole("button", { name: "Me connecter" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /Dans mes favoris/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("L'évènement est enregistré dans tes favoris.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir tous mes favoris" })).toHaveAttribute("href", "/account/favorites/events");
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
});

test("the login pages walk through the steps with their own URLs, in English too", async ({ page, context, baseURL }) => {
  const member = await signUp(page, context, baseURL ?? "", "Sam");
  await context.clearCookies();
  await page.goto("/en/login/start?redirect=/en/events");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Continue with my email" }).click();
  await page.getByLabel("Your email address").fill(member.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/en\/login\/password/);
  await expectAccessible(page);
  await page.getByLabel("Your password").fill(member.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/en\/events$/);
  await expect(page.getByRole("button", { name: "My account" })).toBeVisible();
});

test("the attend step has its own page under the event, in modal and non-modal URLs", async ({ page, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier à deux adresses ${Date.now()}`));
  for (const path of [`/events/e/${event.slug}/attend`, `/e/${event.slug}/attend`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const section = page.getByRole("region", { name: "Participer à l'événement" });
    await expect(section.getByRole("link", { name: "Participer" })).toBeVisible();
  }
  await waitForHydration(page);
  await page.getByRole("region", { name: "Participer à l'événement" }).getByRole("link", { name: "Participer" }).click();
  await expect(page.getByRole("dialog", { name: "Rejoins Rendez-vous" })).toBeVisible();
  await expectAccessible(page);
});
