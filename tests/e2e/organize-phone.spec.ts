import * as v from "valibot";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { eventBody, organize, signUp } from "./people";

const Attendees = v.object({ attendees: v.array(v.object({ ticket: v.string() })) });

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone without BarcodeDetector the door reads a real ticket's QR code from the camera, its code field in view first", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(`Porte sans détecteur ${Date.now()}`, { days: 2 }));
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.209.0.1" } });
  await signUp(await visitorContext.newPage(), visitorContext, baseURL ?? "", "Léa");
  expect((await visitorContext.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang: "fr" } })).status()).toBe(200);
  await visitorContext.close();
  const [attendee] = v.parse(Attendees, await (await page.request.get(`/api/v1/events/${event._id}/attendees`)).json()).attendees;
  const ticket = attendee?.ticket ?? "";

  // A browser without BarcodeDetector (Safari, Firefox, Chromium on Linux) whose camera films the ticket's own
  // QR image (the PNG of its email), as a phone held over the attendee's screen would.
  await page.addInitScript((source) => {
    Reflect.deleteProperty(window, "BarcodeDetector");
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 480;
      canvas.height = 480;
      const context = canvas.getContext("2d");
      const image = new Image();
      image.src = source;
      await image.decode();
      const paint = () => {
        if (!context) return;
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 60, 60, 360, 360);
      };
      paint();
      setInterval(paint, 100);
      return canvas.captureStream(10);
    };
  }, `/api/v1/tickets/${event._id}/${ticket}.png`);
  await page.goto(`/organize/event/${event.slug}/checkin`);
  await waitForHydration(page);
  await expect(page.getByLabel("Code du billet")).toBeInViewport();
  await expect(page.getByText("0 arrivés sur 1")).toBeVisible();
  // A second phone at the same door sees the arrival within seconds.
  const second = await page.context().newPage();
  await second.goto(`/organize/event/${event.slug}/checkin`);
  await waitForHydration(second);
  await expect(second.getByText("0 arrivés sur 1")).toBeVisible();

  await page.getByRole("button", { name: "Scanner un billet" }).click();
  await expect(page.getByText(/^Bienvenue Léa/)).toBeVisible();
  await expect(page.getByText("1 arrivés sur 1")).toBeVisible();
  await expectAccessible(page);
  await expect(second.getByText("1 arrivés sur 1")).toBeVisible({ timeout: 15_000 });

  // A wrong person: the arrival is taken back, here and on the other phone; the code still in front of the
  // camera is the same scan, not a new arrival.
  await page.getByRole("button", { name: "Annuler l'arrivée de Léa Test" }).click();
  await expect(page.getByText("0 arrivés sur 1")).toBeVisible();
  await expect(second.getByText("0 arrivés sur 1")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("0 arrivés sur 1")).toBeVisible();

  // Someone without a ticket: registered at the door, checked in at once.
  await page.getByText("Inscrire quelqu'un sur place").click();
  await page.getByLabel("Nom", { exact: true }).fill("Noé Sur Place");
  await page.getByRole("button", { name: "Inscrire et marquer arrivé·e" }).click();
  await expect(page.getByText(/^Bienvenue Noé Sur Place/)).toBeVisible();
  await expect(page.getByText("1 arrivés sur 2")).toBeVisible();

  // The guest list on paper: names, tickets and a box to tick, nothing of the site around it.
  await page.goto(`/organize/event/${event.slug}/attendees`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Imprimer la liste" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const row = page.getByRole("row").filter({ hasText: "Léa Test" });
  await expect(row.getByText(ticket)).toBeVisible();
  await expect(row.locator(".organize-arrival__box")).toBeVisible();
  await expect(row.getByRole("button")).toBeHidden();
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});

test("on a phone, my events come twelve at a time with a search, and the create form fits its width", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  const stamp = Date.now();
  for (let i = 1; i <= 14; i += 1) await organize(page, eventBody(`Atelier ${stamp} numéro ${i}`, { days: 3 + i }));
  await page.goto("/organize/mine/active");
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "14 événements" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
  await page.getByRole("button", { name: "Afficher 2 événements de plus" }).click();
  await expect(page.getByRole("article")).toHaveCount(14);
  await page.getByRole("searchbox", { name: "Rechercher parmi mes événements" }).fill(`numero 13`);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByText("1 événement trouvé sur 14")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/organize/create/event");
  await waitForHydration(page);
  await expect(page.getByRole("group").first()).toBeVisible();
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("fieldset")].flatMap((fieldset) => {
      const edge = fieldset.getBoundingClientRect().right;
      return [...fieldset.querySelectorAll("input, select, textarea, [contenteditable]")]
        .filter((field) => field.getBoundingClientRect().right > edge + 0.5)
        .map((field) => field.getAttribute("name") ?? field.id);
    }),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
