import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { eventBody, organize, signUp } from "./people";
import { mailsTo } from "./helpers";

test("a private event reaches its guests by its link: the organizer copies it, a guest opens it and registers, a new link shuts the old one", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Cercle privé ${Date.now()}`;
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(title, { private: true }));

  // The organizer opens the event's own page, and finds the link on the organizer pages.
  await page.goto(`/events/e/${event.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goto(`/organize/event/${event.slug}/dashboard`);
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Lien privé" });
  await expect(panel.getByText("seules les personnes qui ont ce lien le voient")).toBeVisible();
  const link = await panel.getByRole("textbox", { name: "Lien à partager" }).inputValue();
  expect(link).toMatch(new RegExp(`/events/e/${event.slug}\\?k=[0-9a-f]{32}$`));
  await expect(panel.getByRole("button", { name: "Copier le lien" })).toBeVisible();
  await expectAccessible(page);

  // Without the link the event does not exist; with it a guest reads it, then registers from the page.
  const guestContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.207.0.1" } });
  const guest = await guestContext.newPage();
  const missing = await guest.goto(`/events/e/${event.slug}`);
  expect(missing?.status()).toBe(404);
  const opened = await guest.goto(new URL(link).pathname + new URL(link).search);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await signUp(guest, guestContext, baseURL ?? "", "Léa");
  await guest.goto(`/events/e/${event.slug}`);
  await waitForHydration(guest);
  await guest.getByRole("link", { name: "Participer" }).click();
  await expect(guest.getByText("Tu participes à cet événement.")).toBeVisible();
  await expectAccessible(guest);

  // A new link: the old one opens nothing for a newcomer; the registered guest keeps the event.
  await panel.getByRole("button", { name: "Nouveau lien" }).click();
  await panel.getByRole("button", { name: "Oui, nouveau lien" }).click();
  await expect(panel.getByText("Nouveau lien créé : l'ancien ne fonctionne plus.")).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Lien à partager" })).not.toHaveValue(link);
  const fresh = await panel.getByRole("textbox", { name: "Lien à partager" }).inputValue();
  const newcomer = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.207.0.2" } });
  const stranger = await newcomer.newPage();
  expect((await stranger.goto(new URL(link).pathname + new URL(link).search))?.status()).toBe(404);
  expect((await stranger.goto(new URL(fresh).pathname + new URL(fresh).search))?.status()).toBe(200);
  expect((await guest.goto(`/events/e/${event.slug}`))?.status()).toBe(200);
  await guestContext.close();
  await newcomer.close();
});

test("promoting from the waitlist keeps to the capacity, or raises it in one click; the attendee table says who arrived", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Atelier complet ${Date.now()}`;
  await signUp(page, page.context(), baseURL ?? "", "Camille");
  const event = await organize(page, eventBody(title, { maxAttendees: 1 }));
  const people = [];
  for (const [i, [name, path]] of [
    ["Léa", `/api/v1/events/attend/${event._id}`],
    ["Noé", `/api/v1/events/waitlist/${event._id}`],
  ].entries()) {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": `10.208.0.${i + 1}` } });
    people.push(await signUp(await context.newPage(), context, baseURL ?? "", name ?? ""));
    expect((await context.request.post(path ?? "", { data: { lang: "fr" } })).status()).toBe(200);
    await context.close();
  }

  await page.goto(`/organize/event/${event.slug}/attendees`);
  await waitForHydration(page);
  // A word to the waitlist alone: Noé gets it, Léa does not.
  const contact = page.getByRole("region", { name: "Écrire aux participants" });
  await contact.getByLabel("Destinataires").selectOption({ label: "La liste d'attente" });
  await expect(contact.getByLabel("Destinataires").getByRole("option")).toHaveText([
    "Les inscrits",
    "Les inscrits et la liste d'attente",
    "La liste d'attente",
    "Les personnes venues (arrivée enregistrée)",
  ]);
  await contact.getByLabel("Objet").fill("Une place va peut-être se libérer");
  await contact.getByLabel("Message").fill("Garde ta soirée libre !");
  await contact.getByRole("button", { name: "Envoyer" }).click();
  await expect(contact.getByText("Ton message est parti.")).toBeVisible();
  const messages = async (email: string) =>
    (await mailsTo(page.request, email)).filter((mail) => mail.kind === "organizer-message").map((mail) => mail.subject);
  expect(await messages(people[1]?.email ?? "")).toEqual(["Une place va peut-être se libérer"]);
  expect(await messages(people[0]?.email ?? "")).toEqual([]);

  // Another kept for tomorrow at 9:00, listed with its time, then cancelled before it leaves.
  await contact.getByLabel("Objet").fill("Rappel du plan d'accès");
  await contact.getByLabel("Message").fill("Entrée par la cour.");
  await contact.getByRole("radio", { name: "Plus tard" }).check();
  await contact.getByLabel("Date et heure d'envoi").fill(
    await page.evaluate(() => {
      const tomorrow = new Date(Date.now() + 86_400_000);
      const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
      return `${day}T09:00`;
    }),
  );
  await contact.getByRole("button", { name: "Programmer l'envoi" }).click();
  await expect(contact.getByText("Ton message partira à l'heure dite.")).toBeVisible();
  const kept = page.getByRole("region", { name: "Messages programmés" }).getByRole("listitem").filter({ hasText: "Rappel du plan d'accès" });
  await expect(kept).toContainText(/Partira le .* à 09:00/);
  await expectAccessible(page);
  await kept.getByRole("button", { name: "Annuler l'envoi : Rappel du plan d'accès" }).click();
  await expect(kept).toContainText("Envoi annulé");
  await expect(page.getByRole("region", { name: "Messages programmés" }).getByRole("status")).toHaveText("L'envoi est annulé.");

  const waiting = page.getByRole("region", { name: /Liste d'attente/ });
  await waiting.getByRole("checkbox").check();
  await waiting.getByRole("button", { name: "Leur donner une place" }).click();
  const dialog = page.getByRole("dialog", { name: "Leur donner une place" });
  await expect(dialog.getByText("1 personne pour aucune place restante : augmente la capacité pour leur donner une place.")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Passer la capacité à 2 et leur donner une place" }).click();
  await expect(page.getByText("C'est fait pour 1 personne.")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: people[1]?.email ?? "" });
  await expect(row.getByText("Pas encore arrivé·e")).toBeVisible();
  await row.getByRole("button", { name: "Marquer arrivé·e : Noé Test" }).click();
  await expect(row.getByText(/^Arrivé·e à \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByRole("button", { name: "Annuler l'arrivée : Noé Test" })).toHaveText("Annuler l'arrivée");
  await expectAccessible(page);

  // The capacity is now 2 for 2 attendees: the event still saves from its edit form.
  const saved = await page.request.get(`/api/v1/events/organize/${event.slug}`);
  expect(await saved.json()).toMatchObject({ event: { maxAttendees: 2, attendeesCount: 2 } });
});
