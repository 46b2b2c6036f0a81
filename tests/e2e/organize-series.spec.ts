import { expect, expectAccessible, test } from "./fixtures";
import { mailsTo, open } from "./helpers";
import { signUp, switchTo } from "./people";

const year = new Date().getFullYear() + 1;
/** The last Sunday of October next year, when the clocks go back in Paris, and the Thursday ten days before it. */
const changeDay = 31 - new Date(Date.UTC(year, 9, 31)).getUTCDay();
const firstDay = changeDay - 10;
/** Day `day` of October (or, past 31, of November) next year, as 'YYYY-MM-DD'. */
const isoDay = (day: number) => new Date(Date.UTC(year, 9, day)).toISOString().slice(0, 10);
/** How the page writes a date of the series at `time` in Paris ('jeudi 28 octobre 2027 à 19:00'). */
const shown = (day: number, time = "19:00") =>
  `${new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" }).format(new Date(Date.UTC(year, 9, day, 12)))} à ${time}`;

// A series of dates (docs/product.md §5 "Recurring events"): made by the create form, one event per date.
test("an organizer publishes a weekly series of four from the form; each date has its page and its people, and cancelling the third tells only its own", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? "";
  const organizer = await signUp(page, page.context(), base, "Camille");
  const title = `Café réparation ${Date.now()}`;
  await open(page, "/organize/create/event");
  const form = page.locator("form.event-form");
  await page.getByLabel("Titre (Français)").fill(title);
  await page.getByLabel("Type d'événement").selectOption("atelier");
  await page.getByLabel("Thématique").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Étape suivante" }).click();

  // Every Thursday at 19:00, four times: a count out of range is refused on the spot, next to its field.
  await expect(page).toHaveURL(/\/organize\/create\/settings$/);
  await page.getByLabel(/^Début/).fill(`${isoDay(firstDay)}T19:00`);
  await page.getByLabel(/^Fin/).fill(`${isoDay(firstDay)}T21:00`);
  await page.getByRole("combobox", { name: /^Adresse/ }).fill("Lyon");
  await page.getByRole("option", { name: /^Lyon/ }).first().click();
  await page.getByLabel("Répéter").selectOption({ label: "Chaque semaine" });
  const count = page.getByLabel(/^Nombre de dates/);
  await expect(count).toHaveValue("4");
  await count.fill("60");
  await expectAccessible(page);
  await page
    .getByRole("navigation", { name: "Étapes de la création" })
    .getByRole("link", { name: /Emails aux participants/ })
    .click();
  await form.getByRole("button", { name: "Publier l'événement" }).click();
  await expect(count).toBeFocused();
  await expect(count).toHaveAccessibleDescription(/Cette valeur est trop grande/);
  await count.fill("4");
  await page
    .getByRole("navigation", { name: "Étapes de la création" })
    .getByRole("link", { name: /Emails aux participants/ })
    .click();
  await form.getByRole("button", { name: "Publier l'événement" }).click();
  await expect(page.getByRole("heading", { name: "Ton événement est publié !" })).toBeFocused();

  // The first date's page lists the three others, each at 19:00 in Paris, across the change of clocks.
  await page.getByRole("link", { name: "Voir la page de l'événement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const others = page.getByRole("region", { name: "Autres dates" });
  await expect(others.getByRole("listitem")).toHaveText([shown(firstDay + 7), shown(firstDay + 14), shown(firstDay + 21)]);
  await expectAccessible(page);
  const slugOf = async (n: number) =>
    new URL((await others.getByRole("listitem").nth(n).getByRole("link").getAttribute("href")) ?? "", base).pathname.split("/").at(-1) ?? "";
  const [second, third] = [await slugOf(0), await slugOf(1)];
  const first = new URL(page.url()).pathname.split("/").at(-1) ?? "";

  // Someone registers for the second date, someone else for the third, each from its own page.
  const people = [];
  for (const slug of [second, third]) {
    const person = await signUp(page, page.context(), base, slug === second ? "Ana" : "Ben");
    await open(page, `/events/e/${slug}`);
    await page.getByRole("link", { name: "Participer" }).click();
    await expect(page.getByText("Tu participes à cet événement.")).toBeVisible();
    people.push(person);
  }

  // The organizer moves the second date and the ones after it to 19:30, then cancels the third: its attendee is
  // told; the second date's is told of the new time only.
  await switchTo(page, base, organizer);
  await open(page, `/organize/event/${second}/edit`);
  await page.getByLabel(/^Début/).fill(`${isoDay(firstDay + 7)}T19:30`);
  await page.getByLabel(/^Fin/).fill(`${isoDay(firstDay + 7)}T21:30`);
  await page.getByRole("group", { name: "Enregistrer pour" }).getByRole("radio", { name: "Cette date et les 2 suivantes" }).check();
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText("Modifications enregistrées, pour cette date et les suivantes.")).toBeVisible();
  await open(page, `/organize/event/${third}/edit`);
  await page.getByRole("button", { name: "Annuler l'événement" }).click();
  await page.getByRole("dialog", { name: "Annuler cet événement ?" }).getByRole("button", { name: "Oui, annuler l'événement" }).click();
  await expect(page.getByText("L'événement est annulé ; les participants sont prévenus par email.")).toBeVisible();
  const [ana, ben] = people;
  expect((await mailsTo(page.request, ben?.email ?? "")).map((mail) => mail.kind)).toContain("event-cancelled");
  expect((await mailsTo(page.request, ana?.email ?? "")).map((mail) => mail.kind)).not.toContain("event-cancelled");
  expect((await mailsTo(page.request, ana?.email ?? "")).map((mail) => mail.kind)).toContain("event-changed");
  await open(page, `/events/e/${first}`);
  const dates = page.getByRole("region", { name: "Autres dates" }).getByRole("listitem");
  await expect(dates).toHaveText([shown(firstDay + 7, "19:30"), `${shown(firstDay + 14, "19:30")}Annulé`, shown(firstDay + 21, "19:30")]);
  // The series' own page lists every date.
  await page.getByRole("link", { name: "Toutes les dates de la série" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Prochaines dates" }).getByRole("link")).toHaveCount(4);
  await expectAccessible(page);
});
