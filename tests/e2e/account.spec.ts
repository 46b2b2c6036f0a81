import type { BrowserContext, Page } from "@playwright/test";
import * as v from "valibot";
import { expect, expectAccessible, expectNoViolationOf, test } from "./fixtures";
import { mailedLink, open } from "./helpers";
import { eventBody, organize, organizedByAnother, signUp, switchTo } from "./people";

const EventsSchema = v.object({ data: v.array(v.object({ _id: v.string() })) });
const TopicsSchema = v.object({ data: v.array(v.object({ _id: v.string(), slug: v.string() })) });

/** A new account (logged in, email not confirmed yet). */
async function register(page: Page, context: BrowserContext, baseURL: string) {
  const account = { email: `compte-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.test`, password: "mot-de-passe-e2e" };
  expect((await page.request.post("/api/v1/users/register/events", { data: account })).status()).toBe(201);
  await context.addCookies([{ name: "makesense_events_email", value: encodeURIComponent(account.email), url: baseURL }]);
  return account;
}

test("anonymous visitors are sent from /account to the agenda and asked to log in; help is readable", async ({ page }) => {
  await open(page, "/account");
  await expect(page).toHaveURL(/\/account\/agenda\/active$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mon agenda" })).toBeVisible();
  await expect(page.getByText("Connecte-toi pour retrouver ton agenda")).toBeVisible();
  await expect(page.getByRole("link", { name: "Me connecter" })).toHaveAttribute("href", "/login/start?redirect=%2Faccount%2Fagenda%2Factive");
  await expectAccessible(page);
  await open(page, "/en/account/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "I forgot my password." })).toBeVisible();
  await expectAccessible(page);
});

test("the visitor sees the upcoming events, unattends one after confirming, and finds the past ones", async ({ page, context, baseURL }) => {
  const stamp = Date.now();
  const title = `Atelier à quitter ${stamp}`;
  const organizer = await signUp(page, context, baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(title, { days: 4 }));
  const kept = await organize(page, eventBody(`Atelier gardé ${stamp}`, { days: 6 }));
  const pastTitle = `Atelier passé ${stamp}`;
  const past = await organize(page, eventBody(pastTitle, { days: 2 }));
  await context.clearCookies();
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  for (const attended of [kept, past]) {
    expect((await page.request.post(`/api/v1/events/attend/${attended._id}`, { data: { lang: "fr", transactionnal: false } })).status()).toBe(200);
  }
  // Attending a past event is refused: the organizer moves one into the past once the member attends.
  await switchTo(page, baseURL ?? "", organizer);
  expect((await page.request.put(`/api/v1/events/${past._id}`, { data: eventBody(pastTitle, { days: -2 }) })).status()).toBe(200);
  await switchTo(page, baseURL ?? "", member);
  const agenda = v.parse(EventsSchema, await (await page.request.get("/api/v1/users/events")).json()).data;
  expect(agenda.map((e) => e._id)).toEqual([kept._id]);
  expect((await page.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang: "fr", transactionnal: false } })).status()).toBe(200);

  await open(page, "/account/agenda/active");
  const items = page.locator(".agenda-list > li");
  await expect(items).toHaveCount(agenda.length + 1);
  await expect(page.getByRole("link", { name: title })).toHaveAttribute("href", /\/events\/e\//);
  await expectAccessible(page);
  // Headings go down one level at a time: the cards' h3 titles sit under the list's h2.
  await expectNoViolationOf(page, ["heading-order"]);
  await page.getByRole("button", { name: `Me désinscrire : ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Te désinscrire ?" });
  await expect(dialog).toContainText(title);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Oui, me désinscrire" }).click();
  await expect(page.getByRole("status").filter({ hasText: `tu ne participes plus à « ${title} »` })).toBeFocused();
  await expect(items).toHaveCount(agenda.length);
  const after = v.parse(EventsSchema, await (await page.request.get("/api/v1/users/events")).json()).data;
  expect(after.some((e) => e._id === event._id)).toBe(false);

  await page.getByRole("link", { name: "Événements passés" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes événements passés" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Donner mon avis/ }).first()).toHaveAttribute("href", `/events/e/${past.slug}/feedback`);
  await expectAccessible(page);
});

test("the private calendar link is shown once, works until turned off; favorites are counted", async ({ page, context, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier favori ${Date.now()}`));
  await signUp(page, context, baseURL ?? "", "Léa");
  const topics = v.parse(TopicsSchema, await (await page.request.get("/api/v1/taxonomies?type=topic")).json()).data;
  const climate = topics.find((topic) => topic.slug === "climat")?._id ?? "";
  for (const like of [{ event: event._id }, { topic: climate }]) {
    expect((await page.request.post("/api/v1/likes", { data: like })).status()).toBe(200);
  }
  await open(page, "/account/agenda/active");
  await page.getByRole("button", { name: "Obtenir mon lien privé" }).click();
  const field = page.getByRole("textbox", { name: "Ton lien privé (affiché une seule fois)" });
  await expect(field).toHaveValue(/\/api\/v1\/calendar\/[\w-]{43}\.ics$/);
  const feed = new URL(await field.inputValue()).pathname;
  const calendar = await page.request.get(feed);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  expect(await calendar.text()).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
  // One click for calendar apps (webcal) and for Google Calendar, besides the link to copy.
  const webcal = (await field.inputValue()).replace(/^https?:/, "webcal:");
  await expect(page.getByRole("link", { name: "Ajouter à mon calendrier" })).toHaveAttribute("href", webcal);
  await expect(page.getByRole("link", { name: /^Google Agenda/ })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Désactiver mon lien" }).click();
  await expect(page.getByText("Ton lien privé est désactivé.")).toBeVisible();
  expect((await page.request.get(feed)).status()).toBe(404);

  await page.getByRole("link", { name: "Événements favoris" }).click();
  await expect(page.getByText(/^Tu as \d+ événements? dans tes favoris\.$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Thématiques favorites" }).click();
  await expect(page.locator(".favorite-topics a").first()).toHaveAttribute("href", /^\/events\/topic\//);
  await expectAccessible(page);
});

test("a member edits the profile, changes the password, then the email through the emailed link", async ({ page, context, baseURL }) => {
  const account = await register(page, context, baseURL ?? "");
  await open(page, "/account/profile");
  const displayName = page.getByRole("textbox", { name: "Nom affiché" });
  await displayName.fill("  ");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(displayName).toHaveAccessibleDescription(/Ce champ est obligatoire/);
  await expect(displayName).toBeFocused();
  await expectAccessible(page);
  await displayName.fill("Camille E2E");
  await page.getByRole("textbox", { name: "Prénom" }).fill("Camille");
  await page.getByRole("combobox", { name: "Ville ou adresse" }).click();
  await page.getByRole("option", { name: "Lyon, France" }).click();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Ton profil est enregistré.")).toBeVisible();
  const me = v.parse(v.object({ displayname: v.string(), address: v.object({ city: v.string() }) }), await (await page.request.get("/api/v1/users/me")).json());
  expect(me).toEqual({ displayname: "Camille E2E", address: { city: "Lyon" } });

  const current = page.getByLabel("Mot de passe actuel");
  await current.fill("pas-le-bon-mot");
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("nouveau-mot-de-passe");
  await page.getByLabel("Confirme le nouveau mot de passe").fill("nouveau-mot-de-passe");
  await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(current).toHaveAccessibleDescription("Ce mot de passe n'est pas le bon");
  await current.fill(account.password);
  await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(page.getByText("Ton mot de passe est changé.")).toBeVisible();

  const newEmail = account.email.replace("compte-", "nouveau-");
  const emailField = page.getByRole("textbox", { name: "Nouvelle adresse email" });
  await emailField.fill("pas-une-adresse");
  await page.getByRole("button", { name: "Changer mon adresse" }).click();
  await expect(emailField).toHaveAccessibleDescription("Vérifiez le format de l'email");
  await emailField.fill(newEmail);
  await page.getByLabel("Ton mot de passe").fill("nouveau-mot-de-passe");
  await page.getByRole("button", { name: "Changer mon adresse" }).click();
  await expect(page.getByText("Consulte ta nouvelle boîte mail")).toBeVisible();
  await open(page, await mailedLink(page.request, newEmail, "change-email"));
  await expect(page.getByText("Ta nouvelle adresse email est confirmée")).toBeVisible();
  await expectAccessible(page);
  expect(await (await page.request.get("/api/v1/users/me")).json()).toMatchObject({ email: newEmail });
});

test("the activation link confirms the address once; a spent link offers a new email", async ({ page, context, baseURL }) => {
  const account = await register(page, context, baseURL ?? "");
  const link = await mailedLink(page.request, account.email, "activation");
  await open(page, link);
  await expect(page.getByText("Ton compte est activé !")).toBeVisible();
  await expectAccessible(page);
  await open(page, link);
  await expect(page.getByText("Ce lien d'activation n'est plus valable")).toBeVisible();
  const email = page.getByRole("textbox", { name: "Adresse email" });
  await page.getByRole("button", { name: "Renvoyer l'email d'activation" }).click();
  await expect(email).toHaveAccessibleDescription("Ce champ est obligatoire");
  await email.fill(account.email);
  await page.getByRole("button", { name: "Renvoyer l'email d'activation" }).click();
  await expect(page.getByText("un nouvel email d'activation vient de partir")).toBeVisible();
  await expectAccessible(page);
});

test("a forgotten password is reset from the emailed link and the old one stops working", async ({ page, context, baseURL }) => {
  const account = await register(page, context, baseURL ?? "");
  await open(page, "/lost-password");
  const email = page.getByRole("textbox", { name: "Adresse email" });
  await email.fill("pas-une-adresse");
  await page.getByRole("button", { name: "Recevoir le lien" }).click();
  await expect(email).toHaveAccessibleDescription("Vérifiez le format de l'email");
  await email.fill(account.email);
  await page.getByRole("button", { name: "Recevoir le lien" }).click();
  await expect(page.getByText("Si un compte existe avec cette adresse")).toBeVisible();
  await expectAccessible(page);

  const link = await mailedLink(page.request, account.email, "reset-password");
  await open(page, link);
  const password = page.getByLabel("Nouveau mot de passe");
  const confirm = page.getByLabel("Confirme le mot de passe");
  await password.fill("court");
  await confirm.fill("autre");
  await page.getByRole("button", { name: "Enregistrer mon mot de passe" }).click();
  await expect(password).toHaveAccessibleDescription(/au moins 8 caractères$/);
  await expect(confirm).toHaveAccessibleDescription("Les deux mots de passe ne sont pas identiques");
  await expectAccessible(page);
  await password.fill("un-tout-nouveau-mot");
  await confirm.fill("un-tout-nouveau-mot");
  await page.getByRole("button", { name: "Enregistrer mon mot de passe" }).click();
  await expect(page.getByText("Ton mot de passe est changé.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Me connecter" })).toHaveAttribute("href", "/login/start");

  const login = (secret: string) => page.request.post("/api/v1/auth/local", { data: { email: account.email, password: secret } });
  expect((await login(account.password)).status()).toBe(401);
  expect((await login("un-tout-nouveau-mot")).status()).toBe(200);
  await open(page, link);
  await expect(page.getByText("Ce lien n'est plus valable")).toBeVisible();
  await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute("href", "/lost-password");
});

test("/logout asks before logging out (a link from another site changes nothing), then ends the session and forgets the email", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(page, context, baseURL ?? "", "Léa");
  await open(page, "/logout");
  await expect(page.getByText("Veux-tu te déconnecter de Rendez-vous sur cet appareil ?")).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(200);
  await page.getByRole("main").getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/logout\?done=1$/);
  await expect(page.getByText("Ta session est fermée. À bientôt !")).toBeVisible();
  await expectAccessible(page);
  expect((await context.cookies()).some((cookie) => cookie.name === "makesense_events_email")).toBe(false);
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(401);
});
