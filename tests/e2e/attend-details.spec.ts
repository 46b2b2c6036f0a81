import * as v from "valibot";
import { expect, expectAccessible, test } from "./fixtures";
import { open } from "./helpers";
import { eventBody, organizedByAnother, signUp, switchTo } from "./people";

const Me = v.object({ _id: v.string() });

test("listing cards say 'Je participe' for the member's events, once the page knows who is there; never for a visitor", async ({ page, context, baseURL }) => {
  const title = `Atelier des cartes ${Date.now()}`;
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(title));
  // The listing searched for the event's title: a page of its own, which no other journey fills or caches.
  const listing = `/events?search=${encodeURIComponent(title)}`;
  const href = `/events/e/${event.slug}`;
  await open(page, listing);
  await expect(page.locator(`.event-card__title a[href="${href}"]`)).toBeVisible();
  await expect(page.locator(".event-card .badge--success")).toHaveCount(0);
  await signUp(page, context, baseURL ?? "", "Léa");
  expect((await page.request.post(`/api/v1/events/attend/${event._id}`, { data: { transactionnal: false } })).status()).toBe(200);
  await open(page, listing);
  const card = page.locator(".event-card").filter({ has: page.locator(`a[href="${href}"]`) });
  await expect(card.getByText("Je participe")).toBeVisible();
  await expectAccessible(page);
});

test("on the attend page, attending with its button turns the event's own box to registered too", async ({ page, context, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier à deux boîtes ${Date.now()}`));
  await signUp(page, context, baseURL ?? "", "Léa");
  await open(page, `/e/${event.slug}/attend`);
  // The session is known once the header shows the account menu; a click before that is a visitor's.
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
  const panel = page.getByRole("region", { name: "Participer à l'événement" });
  await panel.getByRole("link", { name: "Participer" }).click();
  await expect(page.getByText("Tu participes à cet événement.")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Participer" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Me désinscrire" }).click();
  await panel.getByRole("button", { name: "Oui, me désinscrire" }).click();
  await expect(page.getByRole("link", { name: "Participer" })).toHaveCount(2);
});

test("an external registration names the member to the organizer's site (user=), not a visitor", async ({ page, context, baseURL }) => {
  const external = await organizedByAnother(
    page,
    baseURL ?? "",
    eventBody(`Atelier d'ailleurs ${Date.now()}`, { registerExternal: true, externalUrl: "https://billetterie.exemple.test/atelier" }),
  );
  await open(page, `/events/e/${external.slug}`);
  const link = page.getByRole("link", { name: /Participer/ });
  await expect(link).toHaveAttribute("href", `/api/v1/events/redirect/${external._id}?lang=fr`);
  await signUp(page, context, baseURL ?? "", "Léa");
  const me = v.parse(Me, await (await page.request.get("/api/v1/users/me")).json());
  await open(page, `/events/e/${external.slug}`);
  await expect(link).toHaveAttribute("href", `/api/v1/events/redirect/${external._id}?lang=fr&user=${me._id}`);
});

test("the feedback form asks for a rating with the app's own message, not the browser's", async ({ page, context, baseURL }) => {
  const title = `Atelier à noter ${Date.now()}`;
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(title));
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  expect((await page.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang: "fr" } })).status()).toBe(200);
  // Attending a past event is refused: the organizer moves it into the past once the member attends.
  await switchTo(page, baseURL ?? "", event.organizer);
  expect((await page.request.put(`/api/v1/events/${event._id}`, { data: eventBody(title, { days: -2 }) })).status()).toBe(200);
  await switchTo(page, baseURL ?? "", member);
  await open(page, `/events/e/${event.slug}/feedback`);
  await page.getByRole("button", { name: "Enregistrer mon avis" }).click();
  await expect(page.getByText("Ce champ est obligatoire")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("radio", { name: "5 sur 5 – Excellent" }).check();
  await page.getByRole("button", { name: "Enregistrer mon avis" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Merci ! Ton avis est enregistré." })).toBeVisible();
});
