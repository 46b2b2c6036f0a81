import type { Page } from "@playwright/test";
import * as v from "valibot";
import { expect, expectAccessible, test } from "./fixtures";
import { logIn, open } from "./helpers";

const VISITOR = { email: "visiteur@rendez-vous.test", password: "visiteur-demo-2026" };
const EventSchema = v.object({
  _id: v.string(),
  slug: v.string(),
  title: v.record(v.string(), v.string()),
  status: v.string(),
  endDate: v.nullable(v.string()),
  startDate: v.string(),
  maxAttendees: v.number(),
  attendeesCount: v.number(),
  registerExternal: v.boolean(),
});
const EventsSchema = v.object({ data: v.array(EventSchema) });

async function events(page: Page, path: string) {
  return v.parse(EventsSchema, await (await page.request.get(path)).json()).data;
}

const titleOf = (event: v.InferOutput<typeof EventSchema>) => event.title.fr ?? Object.values(event.title)[0] ?? event.slug;

test("feedback waits for the event to start; anonymous visitors are asked to log in to unattend", async ({ page }) => {
  const [event] = await events(page, `/api/v1/events?status=active&limit=1&from=${new Date(Date.now() + 2 * 86_400_000).toISOString()}`);
  if (!event) throw new Error("no upcoming event in the seed");
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
  await logIn(page, context, baseURL ?? "", VISITOR);
  // A past attended event whose page still answers (it ended less than a year ago).
  const past = (await events(page, "/api/v1/users/events?when=past")).filter((event) => event.status === "active");
  const statuses = await Promise.all(past.map(async (event) => (await page.request.get(`/events/e/${event.slug}`)).status()));
  const attended = past.find((_, index) => statuses[index] === 200);
  if (!attended) throw new Error("the visitor attended no past event that still has a page");

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

  // An upcoming open event the visitor attends (the last candidate: other specs pick the first ones).
  const agenda = await events(page, "/api/v1/users/events");
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const upcoming = (await events(page, `/api/v1/events?status=active&limit=100&from=${from}`)).filter(
    (event) => !event.registerExternal && event.attendeesCount < (event.maxAttendees || Infinity) && !agenda.some((a) => a._id === event._id),
  );
  const event = upcoming.at(-1);
  if (!event) throw new Error("no open event to attend");
  expect((await page.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang: "fr", transactionnal: false } })).status()).toBe(200);
  const title = titleOf(event);
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
  await expect(
    page
      .locator(".event-list")
      .getByRole("link", { name: titleOf(attended) })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});
