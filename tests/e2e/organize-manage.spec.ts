import type { APIRequestContext } from "@playwright/test";
import * as v from "valibot";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { mailedLink, mailsTo } from "./helpers";
import { eventBody, organize, signUp } from "./people";

// The door's journeys follow its service worker from its first install on a device (public/sw.js): a context of
// their own, not the worker's reused one, whose reset unregisters the worker but leaves its caches.
test.use({ reuseContext: false });

const AttendeeList = v.object({ attendees: v.array(v.object({ name: v.string(), ticket: v.string(), checkedInAt: v.nullable(v.string()) })) });

async function attendeesOf(request: APIRequestContext, id: string) {
  return v.parse(AttendeeList, await (await request.get(`/api/v1/events/${id}/attendees`)).json()).attendees;
}

/**
 * In the page: the door's page and the API answers it read are in the service worker's door cache and every
 * build file it loaded is in its asset cache (public/sw.js), so an offline reload finds all of it.
 */
async function doorIsOnDevice() {
  const door = await caches.open("checkin-door-v1");
  if (!(await door.match(location.href, { ignoreVary: true }))) return false;
  const assets = await caches.open("assets-v1");
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith("/assets/"));
  const answers = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => /\/api\/v1\/(?:users\/me|events\/organize\/[^/]+)$/.test(url));
  const kept = await Promise.all([...loaded.map((url) => assets.match(url)), ...answers.map((url) => door.match(url, { ignoreVary: true }))]);
  return kept.every(Boolean);
}

test("an organizer follows a visitor from registration to the door (offline too), reads the feedback, then cancels and the attendee is told", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Atelier de la porte ${Date.now()}`;
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  // Two registration questions (docs/product.md §5): a required choice, and accessibility needs.
  const questions = [
    { kind: "choice", required: true, label: { fr: "Régime alimentaire" }, options: [{ label: { fr: "Végétarien" } }, { label: { fr: "Tout" } }] },
    { kind: "longText", label: { fr: "Besoins d'accessibilité" } },
  ];
  const event = await organize(page, eventBody(title, { questions }));

  // Listed among the organizer's upcoming events, as an organizer card.
  await page.goto("/organize/mine/active");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mes événements" })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", `/organize/event/${event.slug}/dashboard`);
  await expect(card.getByRole("link", { name: "Dupliquer" })).toBeVisible();
  await expectAccessible(page);

  // A visitor attends from the event page, in a browser of their own.
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.206.0.1" } });
  const visitor = await visitorContext.newPage();
  const attendee = await signUp(visitor, visitorContext, baseURL ?? "", "Léa");
  await visitor.goto(`/events/e/${event.slug}`);
  await waitForHydration(visitor);
  await visitor.getByRole("link", { name: "Participer" }).click();
  // The questions come first: the required one is named when left out.
  await expect(visitor.getByText("L'équipe organisatrice a quelques questions avant de t'inscrire.")).toBeVisible();
  await visitor.getByRole("button", { name: "Valider mes réponses" }).click();
  const diet = visitor.getByRole("radiogroup", { name: /^Régime alimentaire/ });
  await expect(diet.getByText("Ce champ est obligatoire")).toBeVisible();
  await expect(diet.getByRole("radio", { name: "Végétarien" })).toBeFocused();
  await expectAccessible(visitor);
  await diet.getByRole("radio", { name: "Végétarien" }).check();
  await visitor.getByLabel("Besoins d'accessibilité").fill("Une place près de la porte");
  await visitor.getByRole("button", { name: "Valider mes réponses" }).click();
  await expect(visitor.getByText("Tu participes à cet événement.")).toBeVisible();

  await page.goto(`/organize/event/${event.slug}/attendees`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: attendee.email });
  await expect(row).toBeVisible();
  await expect(page.getByText("1 participant ·")).toBeVisible();
  await expectAccessible(page);
  const ticket = (await row.locator("code").textContent()) ?? "";
  expect(ticket).toMatch(/^[A-Z2-9]{8}$/);
  // The answers are in the table, which filters by them, and in the export.
  await expect(row).toContainText("Végétarien");
  await expect(row).toContainText("Une place près de la porte");
  await page.getByLabel("Réponse", { exact: true }).selectOption("Tout");
  await expect(row).toHaveCount(0);
  await page.getByLabel("Réponse", { exact: true }).selectOption("Végétarien");
  await expect(row).toBeVisible();
  const csv = await (await page.request.get(`/api/v1/events/${event._id}/attendees.csv`)).text();
  expect(csv).toContain("Régime alimentaire,Besoins d'accessibilité");
  expect(csv).toContain("Végétarien,Une place près de la porte");

  // At the door, the network drops: the arrival is recorded on the phone and sent when it is back.
  await page.getByRole("navigation", { name: "Gestion de l'événement" }).getByRole("link", { name: "Accueil des participants" }).click();
  await expect(page.getByText("0 arrivés sur 1")).toBeVisible();
  await expectAccessible(page);
  await page.context().setOffline(true);
  await expect(page.getByText(/^Hors ligne/)).toBeVisible();
  await page.getByLabel("Code du billet").fill(ticket.toLowerCase());
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText(/^Bienvenue Léa/)).toBeVisible();
  await expect(page.getByText("Hors ligne : 1 arrivée sera envoyée au retour du réseau.")).toBeVisible();
  await expect(page.getByText("1 arrivés sur 1")).toBeVisible();
  // A second scan of the same ticket does not count twice.
  await page.getByLabel("Code du billet").fill(ticket);
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText(/est déjà arrivé·e/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText("En ligne : tout est enregistré.")).toBeVisible();
  const [arrival] = await attendeesOf(page.request, event._id);
  expect(arrival?.checkedInAt).not.toBeNull();

  // After the event (moved into the past), the visitor's feedback reaches the organizer.
  const past = await page.request.put(`/api/v1/events/${event._id}`, { data: eventBody(title, { days: -2 }) });
  expect(past.status()).toBe(200);
  await visitor.goto(`/events/e/${event.slug}/feedback`);
  await waitForHydration(visitor);
  await visitor.getByRole("radio", { name: /^5 sur 5/ }).check();
  await visitor.getByRole("textbox", { name: /Ton avis/ }).fill("Super atelier, merci !");
  await visitor.getByRole("button", { name: "Enregistrer mon avis" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Merci ! Ton avis est enregistré." })).toBeVisible();
  await page.goto(`/organize/event/${event.slug}/feedbacks`);
  await waitForHydration(page);
  await expect(page.getByText("Super atelier, merci !")).toBeVisible();
  await expect(page.getByText("5 / 5 (1 avis)")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Tableau de bord" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tableau de bord" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Arrivés" }).locator("..").getByRole("definition")).toHaveText("1");
  await expectAccessible(page);

  // Cancelled from the edit tab: the attendee gets the email, and the event moves to the cancelled list.
  await page.getByRole("link", { name: "Modifier l'événement" }).click();
  await page.getByRole("button", { name: "Annuler l'événement" }).click();
  await page.getByRole("dialog", { name: "Annuler cet événement ?" }).getByRole("button", { name: "Oui, annuler l'événement" }).click();
  await expect(page.getByText("L'événement est annulé ; les participants sont prévenus par email.")).toBeVisible();
  expect(
    (await mailsTo(request, attendee.email))
      .filter((mail) => mail.kind === "event-cancelled")
      .map((mail) => mail.subject)
      .join(),
  ).toContain(title);
  await page.goto("/organize/mine/cancelled");
  await waitForHydration(page);
  await expect(page.getByRole("article").filter({ hasText: title }).getByText("Annulé")).toBeVisible();
  await visitorContext.close();
});

test("the organizer pages speak English under /en, and ask anonymous visitors to log in", async ({ page, baseURL }) => {
  await page.goto("/en/organize/mine/active");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "My events" })).toBeVisible();
  await expect(page.getByText("Log in to create and manage your events.")).toBeVisible();
  await expectAccessible(page);
  await signUp(page, page.context(), baseURL ?? "", "Sam");
  await page.goto("/en/organize");
  await expect(page.getByRole("link", { name: "Create an event" })).toHaveAttribute("href", "/en/organize/create/event");
  await page.goto("/en/organize/mine/past");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Past", exact: true })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
});

test("someone who does not organize an event is refused its organizer pages", async ({ page, baseURL }) => {
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(`Pas à toi ${Date.now()}`, { days: 9 }));
  await page.context().clearCookies();
  await signUp(page, page.context(), baseURL ?? "", "Noé");
  await page.goto(`/organize/event/${event.slug}/attendees`);
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toHaveText("Seuls les organisateurs de cet événement ont accès à cette page.");
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the attendee holds a ticket (agenda and email); the door scans it with the camera and opens again without network", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(`Atelier du scanner ${Date.now()}`, { days: 3 }));
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.206.0.2" } });
  const visitor = await visitorContext.newPage();
  const attendee = await signUp(visitor, visitorContext, baseURL ?? "", "Léa");
  expect((await visitor.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang: "fr" } })).status()).toBeLessThan(300);

  // The ticket: on the attendee's agenda as a QR code with its code, and in the confirmation email.
  await visitor.goto("/account/agenda/active");
  await waitForHydration(visitor);
  await visitor.getByText("Mon billet").first().click();
  const qr = visitor.getByRole("img", { name: /^QR code du billet [A-Z2-9]{8}$/ });
  await expect(qr).toBeVisible();
  const ticket = ((await qr.getAttribute("alt")) ?? "").slice(-8);
  expect((await visitor.request.get((await qr.getAttribute("src")) ?? "")).headers()["content-type"]).toBe("image/svg+xml");
  await expectAccessible(visitor);
  const confirmation = (await mailsTo(request, attendee.email)).find((mail) => mail.kind === "attend-confirmation");
  expect(confirmation?.text).toContain(ticket);
  await visitorContext.close();

  // A phone whose browser reads QR codes: a camera (a canvas stream) and a BarcodeDetector that sees the
  // code the test shows it.
  await page.addInitScript(() => {
    Reflect.set(
      window,
      "BarcodeDetector",
      class {
        detect = async () => {
          const shown: unknown = Reflect.get(window, "shownCode");
          return typeof shown === "string" ? [{ rawValue: shown }] : [];
        };
      },
    );
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement("canvas");
      canvas.getContext("2d")?.fillRect(0, 0, 8, 8);
      return canvas.captureStream();
    };
  });
  // The door's first visit: the page loads before the service worker runs, then hands it what it loaded.
  await page.goto(`/organize/event/${event.slug}/checkin`);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(doorIsOnDevice), { timeout: 15_000 }).toBe(true);
  await expect(page.getByText("0 arrivés sur 1")).toBeVisible();
  await page.getByRole("button", { name: "Scanner un billet" }).click();
  await page.evaluate((code) => Reflect.set(window, "shownCode", code), ticket);
  await expect(page.getByText(/^Bienvenue Léa/)).toBeVisible();
  await expect(page.getByText("En ligne : tout est enregistré.")).toBeVisible();
  await page.evaluate(() => Reflect.deleteProperty(window, "shownCode"));
  await page.getByRole("button", { name: "Arrêter la caméra" }).click();

  // The network is gone and the page is reloaded: the door opens from this device, with the arrival kept.
  await page.context().setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(/^Hors ligne/)).toBeVisible();
  await expect(page.getByText("1 arrivés sur 1")).toBeVisible();
  await page.getByLabel("Code du billet").fill(ticket);
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText(/est déjà arrivé·e/)).toBeVisible();
  await page.context().setOffline(false);
});

test("a co-organizer invited by email claims the account through the login flow and reaches the event's organizer pages", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(`Atelier à deux ${Date.now()}`, { days: 12 }));
  const invitee = `coorga.${Date.now()}@exemple.test`;
  await page.goto(`/organize/event/${event.slug}/attendees`);
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Organisateurs" });
  await panel.getByLabel("Email du co-organisateur").fill("pas-une-adresse");
  await panel.getByRole("button", { name: "Ajouter" }).click();
  await expect(panel.getByText("Vérifiez le format de l'email")).toBeVisible();
  await panel.getByLabel("Email du co-organisateur").fill(invitee);
  await panel.getByRole("button", { name: "Ajouter" }).click();
  await expect(panel.getByText("Co-organisateur ajouté : il a reçu un email.")).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: invitee })).toContainText("co-organisateur");
  await expectAccessible(page);

  // The invitee follows the emailed link: the login flow knows an invited account and asks for a password.
  const mail = (await mailsTo(request, invitee)).find((item) => item.kind === "coorganizer-invited");
  const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.205.0.2" } });
  const tab = await context.newPage();
  await tab.goto(link.pathname + link.search);
  await waitForHydration(tab);
  await tab.getByRole("button", { name: "Continuer avec mon email" }).click();
  await tab.getByLabel("Ton adresse email").fill(invitee);
  await tab.getByRole("button", { name: "Continuer" }).click();
  await expect(tab).toHaveURL(/\/login\/create-password/);
  await tab.getByLabel(/Choisis un mot de passe/).fill("mot-de-passe-coorga");
  await tab.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(tab.getByText(`Vérifie ta boîte mail : nous avons envoyé un lien à ${invitee}`)).toBeVisible();
  // The emailed link activates the account and brings the co-organizer back to the event they were invited to.
  await tab.goto(await mailedLink(request, invitee, "claim-invite"));
  await expect(tab).toHaveURL(new RegExp(`/organize/event/${event.slug}/dashboard$`));
  await waitForHydration(tab);
  await expect(tab.getByRole("heading", { level: 1, name: /Atelier à deux/ })).toBeVisible();
  await expect(tab.getByRole("heading", { level: 2, name: "Tableau de bord" })).toBeVisible();
  await context.close();
});
