import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { hoursFromNow } from "../factories/dates";
import { createOrganizeTaxonomies, eventInput, organizeEvent, attendAs } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiJson } from "../support/api-call";

const REFUSED = "This text holds invisible or control characters: remove them";

/** The stored profile columns a refused request must leave as they were. */
const profileRow = (id: string) => env.DB.prepare("SELECT display_name, first_name, address FROM users WHERE id = ?").bind(id).first();

test("NUL, ANSI escapes, C1 controls, bidi overrides and isolates and lone surrogates in a name are refused with 400, nothing stored", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const names = ["Léa\u0000", "\u001b[31mLéa\u001b[0m", "Léa\u0085", "Léa\u202Egnp.exe", "\u2066Léa\u2069", "Léa\uD800", "Léa\uDC00x", "Léa\nBis", "Léa\tBis"];
  for (const displayname of names) {
    const answer = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { displayname } });
    expect([answer.status, errorOf(answer.body)]).toEqual([400, { code: "invalid_body", message: `Invalid field "displayname": ${REFUSED}` }]);
  }
  expect(await profileRow(member.id)).toEqual(before);
});

test("the same rules hold in nested fields: an address with a control character is refused", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const answer = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { address: { formattedAddress: "Lyon", city: "Ly\u0007on" } } });
  expect([answer.status, errorOf(answer.body).message]).toEqual([400, `Invalid field "address.city": ${REFUSED}`]);
  expect(await profileRow(member.id)).toEqual(before);
});

test("text is stored in NFC, trimmed; emoji, accents, right-to-left scripts and their marks stay as written", async () => {
  const member = await createMember();
  const displayname = "  Le\u0301a 🌱 שלום\u200F  ";
  const answer = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { displayname, firstName: "Zoe\u0308" } });
  expect(answer.status).toBe(200);
  expect(await profileRow(member.id)).toMatchObject({ display_name: "Léa 🌱 שלום\u200F", first_name: "Zoë" });
});

test("multi-line text keeps line feeds and tabs, turns CRLF into LF, and still refuses other controls", async () => {
  const member = await createMember();
  const organizer = await createMember({ role: "organizer" });
  const event = await organizeEvent(organizer.headers, eventInput(await createOrganizeTaxonomies(), { startDate: hoursFromNow(1), endDate: hoursFromNow(2) }));
  await attendAs(member, event.id);
  await env.DB.prepare("UPDATE events SET start_date = ?, end_date = ? WHERE id = ?").bind(hoursFromNow(-3), hoursFromNow(-2), event.id).run();

  const refused = await apiJson("POST", `/events/feedback/${event.id}`, { headers: member.headers, body: { rating: 4, text: "Bien\u0000" } });
  expect([refused.status, errorOf(refused.body).message]).toEqual([400, `Invalid field "text": ${REFUSED}`]);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM feedbacks WHERE event_id = ?").bind(event.id).first("n")).toBe(0);

  const given = await apiJson("POST", `/events/feedback/${event.id}`, {
    headers: member.headers,
    body: { rating: 4, text: "Super atelier.\r\n\tMerci !\rÀ bientôt" },
  });
  expect(given.status).toBe(200);
  expect(await env.DB.prepare("SELECT text FROM feedbacks WHERE event_id = ?").bind(event.id).first("text")).toBe("Super atelier.\n\tMerci !\nÀ bientôt");
});

test("an event's title is one line; its description keeps its lines; a bidi override in either is refused", async () => {
  const organizer = await createMember({ role: "organizer" });
  const taxonomies = await createOrganizeTaxonomies();
  const write = (title: string, description: string) =>
    apiJson("POST", "/events/", { headers: organizer.headers, body: eventInput(taxonomies, { texts: { fr: { title, description } } }) });
  const answers = await Promise.all([
    write("Atelier\nvélo", "<p>Bonjour</p>"),
    write("Atelier \u202Eolév", "<p>Bonjour</p>"),
    write("Atelier", "<p>Bon\u202Ejour</p>"),
  ]);
  expect(answers.map((answer) => [answer.status, errorOf(answer.body).message])).toEqual([
    [400, `Invalid field "texts.fr.title": ${REFUSED}`],
    [400, `Invalid field "texts.fr.title": ${REFUSED}`],
    [400, `Invalid field "texts.fr.description": ${REFUSED}`],
  ]);
  expect((await write("Atelier vélo", "<p>Bonjour</p>\n<p>À bientôt</p>")).status).toBe(201);
});

test("newsletter, offers' leads and admin texts follow the same rules", async () => {
  const admin = await createMember({ role: "admin" });
  const answers = await Promise.all([
    apiJson("POST", "/users/subscribe-nl", { body: { email: "nl-texte@exemple.fr", source: "chiche\u0000" } }),
    apiJson("POST", "/exclusivities/offre-1/leads", { body: { name: "Léa\u001b", email: "lead@exemple.fr", context: "chiche-homepage" } }),
    apiJson("PUT", "/admin/translations", { headers: admin.headers, body: { module: "events", key: "clé", texts: { fr: "Bon\u202Ejour" } } }),
    apiJson("POST", "/admin/iframes", { headers: admin.headers, body: { name: "Partenaire\u0000", filters: {}, layout: "card", theme: "base" } }),
  ]);
  for (const answer of answers) {
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toContain(REFUSED);
  }
  expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = 'nl-texte@exemple.fr'").first("n")).toBe(0);
});
