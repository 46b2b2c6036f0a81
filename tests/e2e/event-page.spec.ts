import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { eventBody, organize, organizedByAnother, signUp } from "./people";

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

test("a past event says it is over, with the 'Événement passé' badge and no button", async ({ page, context, baseURL }) => {
  const title = `Atelier fini ${Date.now()}`;
  await signUp(page, context, baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(title));
  // Its organizer moves it a week into the past.
  expect((await page.request.put(`/api/v1/events/${event._id}`, { data: eventBody(title, { days: -7 }) })).status()).toBe(200);
  await context.clearCookies();
  await openEvent(page, `/events/e/${event.slug}`);
  await expect(page.getByText("Cet événement est terminé")).toBeVisible();
  await expect(page.getByText("Événement passé", { exact: true })).toBeVisible();
  await expect(participate(page)).toHaveCount(0);
  await expectAccessible(page);
});

test("a full event says 'C'est complet !', has no 'Participer' button and offers its waitlist", async ({ page, context, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier complet ${Date.now()}`, { maxAttendees: 1 }));
  await signUp(page, context, baseURL ?? "", "Léa");
  expect((await page.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang: "fr" } })).status()).toBe(200);
  await context.clearCookies();
  await openEvent(page, `/events/e/${event.slug}`);
  await expect(page.getByText("C'est complet !")).toBeVisible();
  await expect(participate(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Me connecter" })).toBeVisible();
  await expectAccessible(page);
});

test("a cancelled event says 'Annulé' and has no button", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(`Atelier annulé ${Date.now()}`));
  expect((await page.request.put(`/api/v1/events/${event._id}`, { data: { status: "cancelled" } })).status()).toBe(200);
  await context.clearCookies();
  await openEvent(page, `/e/${event.slug}`);
  await expect(page.getByText("Annulé", { exact: true })).toBeVisible();
  await expect(participate(page)).toHaveCount(0);
  await expectAccessible(page);
});

test("an open event: 'Participer' opens the login flow for a visitor, sharing opens a 626×436 popup", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(`Atelier ouvert ${Date.now()}`));
  // Another one on the same topic, for "Ces événements pourraient te plaire".
  await organize(page, eventBody(`Atelier voisin ${Date.now()}`, { days: 6 }));
  await context.clearCookies();
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

test("'Add to my calendar' downloads the event's .ics file and links to Google Calendar", async ({ page, baseURL }) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier à noter dans l'agenda ${Date.now()}`));
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

test("the event page in English", async ({ page, baseURL }) => {
  const title = `Atelier bilingue ${Date.now()}`;
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(title));
  await openEvent(page, `/en/events/e/${event.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (EN)`);
  await expect(page.getByRole("heading", { name: "Add to my calendar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Share" })).toBeVisible();
  await expect(page.getByText("Organized by", { exact: true })).toBeVisible();
  await expectAccessible(page);
});
