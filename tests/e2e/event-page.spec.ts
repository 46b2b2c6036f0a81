import type { APIRequestContext, Page } from "@playwright/test";
import * as v from "valibot";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

const EventSchema = v.object({
  _id: v.string(),
  slug: v.string(),
  title: v.record(v.string(), v.string()),
  maxAttendees: v.number(),
  attendeesCount: v.number(),
  registerExternal: v.boolean(),
});
const ListSchema = v.object({ data: v.array(EventSchema), total: v.number() });
type Event = v.InferOutput<typeof EventSchema>;

const DAY = 86_400_000;
const isoDaysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function listEvents(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(`/api/v1/events?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return v.parse(ListSchema, await response.json());
}

/** The first event of a listing query the seed is sure to have. */
async function firstEvent(request: APIRequestContext, query: Record<string, string>): Promise<Event> {
  const [event] = (await listEvents(request, { ...query, limit: "1" })).data;
  if (!event) throw new Error(`no seeded event for ${JSON.stringify(query)}`);
  return event;
}

/** An upcoming event with no place left and registration on Rendez-vous: pages through the upcoming ones. */
async function fullEvent(request: APIRequestContext): Promise<Event> {
  for (let page = 0; page < 10; page++) {
    const { data } = await listEvents(request, { status: "active", from: isoDaysFromNow(1), limit: "100", page: String(page) });
    const full = data.find((event) => event.maxAttendees > 0 && event.attendeesCount >= event.maxAttendees && !event.registerExternal);
    if (full) return full;
    if (data.length < 100) break;
  }
  throw new Error("no full event in the seed");
}

/** Opens an event page and waits for hydration, which must not report a mismatch. */
async function openEvent(page: Page, path: string) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
}

const participate = (page: Page) => page.getByRole("link", { name: "Participer", exact: true });

test("a past event says it is over, with the 'Événement passé' badge and no button", async ({ page, request }) => {
  const event = await firstEvent(request, { status: "active", from: isoDaysFromNow(-300), to: isoDaysFromNow(-7) });
  await openEvent(page, `/events/e/${event.slug}`);
  await expect(page.getByText("Cet événement est terminé")).toBeVisible();
  await expect(page.getByText("Événement passé", { exact: true })).toBeVisible();
  await expect(participate(page)).toHaveCount(0);
  await expectAccessible(page);
});

test("a full event says 'C'est complet !', has no 'Participer' button and offers its waitlist", async ({ page, request }) => {
  const event = await fullEvent(request);
  await openEvent(page, `/events/e/${event.slug}`);
  await expect(page.getByText("C'est complet !")).toBeVisible();
  await expect(participate(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Me connecter" })).toBeVisible();
  await expectAccessible(page);
});

test("a cancelled event says 'Annulé' and has no button", async ({ page, request }) => {
  const event = await firstEvent(request, { status: "cancelled", from: isoDaysFromNow(0) });
  await openEvent(page, `/e/${event.slug}`);
  await expect(page.getByText("Annulé", { exact: true })).toBeVisible();
  await expect(participate(page)).toHaveCount(0);
  await expectAccessible(page);
});

test("an open event: 'Participer' opens the login flow for a visitor, sharing opens a 626×436 popup", async ({ page, request, context }) => {
  const { data } = await listEvents(request, { status: "active", from: isoDaysFromNow(2), limit: "100" });
  const event = data.find((item) => !item.registerExternal && (item.maxAttendees === 0 || item.attendeesCount < item.maxAttendees));
  if (!event) throw new Error("no open event in the seed");
  await context.route("https://www.facebook.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Facebook</title>" }));
  await openEvent(page, `/events/e/${event.slug}`);
  await expect(page.getByRole("heading", { level: 2, name: "Ces événements pourraient te plaire" })).toBeVisible();
  await expectAccessible(page);

  await page.evaluate(() => {
    const calls: unknown[][] = [];
    const open = window.open.bind(window);
    Object.assign(window, { shareCalls: calls });
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      return open(...args);
    };
  });
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Partager sur Facebook" }).click();
  const popup = await popupOpened;
  expect(popup.url()).toContain("https://www.facebook.com/sharer/sharer.php?u=");
  expect(decodeURIComponent(popup.url())).toContain(`/events/e/${event.slug}`);
  const [call] = await page.evaluate(() => (window as unknown as { shareCalls: unknown[][] }).shareCalls);
  expect(call?.[1]).toBe("share");
  expect(String(call?.[2])).toMatch(/^width=626,height=436,/);
  await expect(page).toHaveURL(new RegExp(`/events/e/${event.slug}$`));
  await popup.close();

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copier le lien" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lien copié !" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/events/e/${event.slug}$`));

  await participate(page).click();
  await expect(page.getByRole("dialog", { name: "Rejoins Rendez-vous" })).toBeVisible();
});

test("'Add to my calendar' downloads the event's .ics file and links to Google Calendar", async ({ page, request }) => {
  const event = await firstEvent(request, { status: "active", from: isoDaysFromNow(3) });
  await openEvent(page, `/events/e/${event.slug}`);
  await expect(page.getByRole("link", { name: "Google Agenda" })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le fichier agenda (.ics)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  const ics = Buffer.concat(chunks).toString("utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics).toContain(`URL:`);
  expect(ics).toContain("BEGIN:VEVENT\r\n");
});

test("the event page in English", async ({ page, request }) => {
  const event = await firstEvent(request, { status: "active", from: isoDaysFromNow(3), lang: "en" });
  await openEvent(page, `/en/events/e/${event.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title.en ?? Object.values(event.title)[0] ?? "");
  await expect(page.getByRole("heading", { name: "Add to my calendar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Share" })).toBeVisible();
  await expect(page.getByText("Organized by", { exact: true })).toBeVisible();
  await expectAccessible(page);
});
