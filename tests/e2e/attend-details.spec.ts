import * as v from "valibot";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn, open, openEvent } from "./helpers";

const VISITOR = { email: "visiteur@rendez-vous.test", password: "visiteur-demo-2026" };
const EventRef = v.object({ _id: v.string(), slug: v.string(), registerExternal: v.boolean(), maxAttendees: v.number(), attendeesCount: v.number() });
const Me = v.object({ _id: v.string() });

test("listing cards say 'Je participe' for the member's events, once the page knows who is there; never for a visitor", async ({ page, context, baseURL }) => {
  await open(page, "/events");
  await expect(page.locator(".event-card").first()).toBeVisible();
  await expect(page.locator(".event-card .badge--success")).toHaveCount(0);
  const hrefs = await page.locator(".event-card__title a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  await logIn(page, context, baseURL ?? "", VISITOR);
  let chosen: string | null = null;
  for (const href of hrefs) {
    const slug = href.split("/").at(-1) ?? "";
    const event = v.parse(EventRef, await (await page.request.get(`/api/v1/events/slug/${slug}`)).json());
    if (event.registerExternal || (event.maxAttendees > 0 && event.attendeesCount >= event.maxAttendees)) continue;
    if ((await page.request.post(`/api/v1/events/attend/${event._id}`, { data: { transactionnal: false } })).status() === 200) {
      chosen = href;
      break;
    }
  }
  if (!chosen) throw new Error("no open event on the first listing page");
  await open(page, "/events");
  const card = page.locator(".event-card").filter({ has: page.locator(`a[href="${chosen}"]`) });
  await expect(card.getByText("Je participe")).toBeVisible();
  await expectAccessible(page);
});

test("on the attend page, attending with its button turns the event's own box to registered too", async ({ page, context, baseURL, request }) => {
  const event = await openEvent(request, 40);
  await logIn(page, context, baseURL ?? "", VISITOR);
  await page.request.delete(`/api/v1/events/attend/${event._id}`);
  await open(page, `/e/${event.slug}/attend`);
  const panel = page.getByRole("region", { name: "Participer à l'événement" });
  await panel.getByRole("link", { name: "Participer" }).click();
  await expect(page.getByText("Tu participes à cet événement.")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Participer" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Me désinscrire" }).click();
  await panel.getByRole("button", { name: "Oui, me désinscrire" }).click();
  await expect(page.getByRole("link", { name: "Participer" })).toHaveCount(2);
});

test("an external registration names the member to the organizer's site (user=), not a visitor", async ({ page, context, baseURL, request }) => {
  const from = new Date(Date.now() + 86_400_000).toISOString();
  const { data } = v.parse(v.object({ data: v.array(EventRef) }), await (await request.get(`/api/v1/events?limit=100&status=active&from=${from}`)).json());
  const external = data.find((event) => event.registerExternal);
  if (!external) throw new Error("no external event in the seed");
  await open(page, `/events/e/${external.slug}`);
  const link = page.getByRole("link", { name: /Participer/ });
  await expect(link).toHaveAttribute("href", `/api/v1/events/redirect/${external._id}?lang=fr`);
  await logIn(page, context, baseURL ?? "", VISITOR);
  const me = v.parse(Me, await (await page.request.get("/api/v1/users/me")).json());
  await open(page, `/events/e/${external.slug}`);
  await expect(link).toHaveAttribute("href", `/api/v1/events/redirect/${external._id}?lang=fr&user=${me._id}`);
});

test("the feedback form asks for a rating with the app's own message, not the browser's", async ({ page, context, baseURL }) => {
  await logIn(page, context, baseURL ?? "", VISITOR);
  const past = v.parse(v.object({ data: v.array(EventRef) }), await (await page.request.get("/api/v1/users/events?when=past")).json()).data;
  let target: string | null = null;
  for (const event of past) {
    const mine = await page.request.get(`/api/v1/events/feedback/${event._id}/mine`);
    if (mine.status() === 404 && (await page.request.get(`/events/e/${event.slug}`)).status() === 200) {
      target = event.slug;
      break;
    }
  }
  if (!target) throw new Error("no past event without the visitor's feedback");
  await open(page, `/events/e/${target}/feedback`);
  await page.getByRole("button", { name: "Enregistrer mon avis" }).click();
  await expect(page.getByText("Ce champ est obligatoire")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("radio", { name: "5 sur 5 – Excellent" }).check();
  await page.getByRole("button", { name: "Enregistrer mon avis" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Merci ! Ton avis est enregistré." })).toBeVisible();
});
