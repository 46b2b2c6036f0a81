import { expect, expectAccessible, test } from "./fixtures";
import { open } from "./helpers";
import { eventBody, organize, organizedByAnother, signUp, switchTo } from "./people";

test("feedback waits for the event to start; anonymous visitors are asked to log in to unattend", async ({ page, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier à venir ${Date.now()}`));
  await open(page, `/events/e/${event.slug}/feedback`);
  await expect(page.getByText("Tu pourras donner ton avis dès que l'événement aura commencé.")).toBeVisible();
  await expectAccessible(page);
  await open(page, `/e/${event.slug}/unattend`);
  await expect(page.getByRole("heading", { level: 2, name: "Me désinscrire" })).toBeVisible();
  await expect(page.getByText("Connecte-toi pour gérer ton inscription à cet événement.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Me connecter" }).click();
  await expect(page.getByRole("dialog", { name: "Rejoins Rendez-vous" })).toBeVisible();
});

test("the visitor gives feedback on a past event, unattends an upcoming one and finds liked events in the favorites", async ({ page, context, baseURL }) => {
  // A long journey, with an accessibility check at each step: twice the default time.
  const stamp = Date.now();
  const pastTitle = `Atelier terminé ${stamp}`;
  const title = `Atelier à venir ${stamp}`;
  const organizer = await signUp(page, context, baseURL ?? "", "Camille");
  const attended = await organize(page, eventBody(pastTitle, { days: 2 }));
  const event = await organize(page, eventBody(title, { days: 8 }));
  await context.clearCookies();
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  for (const one of [attended, event]) {
    expect((await page.request.post(`/api/v1/events/attend/${one._id}`, { data: { lang: "fr", transactionnal: false } })).status()).toBe(200);
  }
  // Attending a past event is refused: the organizer moves one into the past once the member attends.
  await switchTo(page, baseURL ?? "", organizer);
  expect((await page.request.put(`/api/v1/events/${attended._id}`, { data: eventBody(pastTitle, { days: -2 }) })).status()).toBe(200);
  await switchTo(page, baseURL ?? "", member);

  await open(page, `/events/e/${attended.slug}/feedback`);
  await expect(page.getByRole("heading", { level: 2, name: "Donner mon avis" })).toBeVisible();
  const text = `Très bel atelier, merci ! (${Date.now()})`;
  await page.getByRole("radio", { name: "4 sur 5 – Très bien" }).check();
  await page.getByRole("textbox", { name: /Ton avis/ }).fill(text);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Enregistrer mon avis" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Merci ! Ton avis est enregistré." })).toBeVisible();
  await open(page, `/events/e/${attended.slug}/feedback`);
  await expect(page.getByRole("radio", { name: "4 sur 5 – Très bien" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: /Ton avis/ })).toHaveValue(text);

  // The upcoming event the member attends.
  await open(page, `/e/${event.slug}/unattend`);
  await expect(page.getByText(`Veux-tu vraiment te désinscrire de « ${title} » ?`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Oui, me désinscrire" }).click();
  await expect(page.getByRole("status").filter({ hasText: `C'est noté : tu ne participes plus à « ${title} ».` })).toBeVisible();
  const status = await (await page.request.get(`/api/v1/events/attend/${event._id}/status`)).json();
  expect(status).toMatchObject({ registered: false });
  await page.getByRole("link", { name: "Revenir à l'événement" }).click();
  await expect(page).toHaveURL(new RegExp(`/e/${event.slug}$`));

  // A liked event shows in the favorites list.
  expect((await page.request.post("/api/v1/likes", { data: { event: attended._id } })).status()).toBe(200);
  await open(page, "/account/favorites/events");
  await expect(page.getByText(/^Tu as \d+ événements? dans tes favoris\.$/)).toBeVisible();
  await expect(page.locator(".event-list").getByRole("link", { name: pastTitle }).first()).toBeVisible();
  await expectAccessible(page);
});
