// Bad input at the API's boundary: bodies that do not parse, bodies too large, text with characters no one types.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { attendAs, createEventOf, createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson, workerFetch } from "../support/api-call";
import { hoursFromNow } from "../factories/dates";

test("a body that is JSON but not an object (an array, a string, a number, null) answers 400, nothing stored", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(member.id).first();
  for (const rawBody of ["[]", '[{"displayname":"Pirate"}]', '"Pirate"', "42", "null", "true"]) {
    const answer = await apiJson("PUT", `/users/${member.id}`, { headers: { ...member.headers, "Content-Type": "application/json" }, rawBody });
    expect([answer.status, errorOf(answer.body)]).toEqual([400, { code: "invalid_body", message: "The request body must be a JSON object ({…})." }]);
  }
  expect(await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(member.id).first()).toEqual(before);
  const anonymous = await apiJson("POST", "/users/subscribe-nl", { headers: { "Content-Type": "application/json" }, rawBody: '["nl@exemple.fr"]' });
  expect(anonymous.status).toBe(400);
});

test("whole numbers in a query are plain decimal digits: 0x10, 1e1, +1, 1.0 and a blank answer 400 naming the parameter", async () => {
  for (const page of ["0x10", "1e1", "+1", "1.0", " 1", "", "-1"]) {
    const answer = await apiJson("GET", `/events?page=${encodeURIComponent(page)}`);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body)).toMatchObject({ code: "invalid_parameter", message: expect.stringContaining('"page"') });
  }
  expect((await apiJson("GET", "/events?page=0x10")).body).toEqual({
    error: { code: "invalid_parameter", message: 'Invalid query parameter "page": must be a whole number written in decimal digits' },
  });
  expect((await apiCall("GET", "/events?page=16&limit=10")).status).toBe(200);
  for (const path of ["/taxonomies?limit=0x10", "/hotspots?limit=1e2", "/places/autocomplete?q=Lyon&limit=0x5", "/builder/search?q=compost&page=0b1"]) {
    expect((await apiCall("GET", path)).status).toBe(400);
  }
  const content = await workerFetch("/builder-api/api/v3/content/page?apiKey=local&limit=0x10");
  expect([content.status, errorOf(await content.json()).code]).toEqual([400, "invalid_parameter"]);
});

test("dates must exist on the calendar: 30 February, 29 February 2026, month 13 and 25:00 answer 400", async () => {
  for (const date of ["2026-02-30", "2026-02-29", "2026-13-01", "2026-04-31", "2026-03-01T25:00:00Z", "2026-03-01T10:60:00Z"]) {
    const answer = await apiJson("GET", `/events?from=${encodeURIComponent(date)}`);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toContain('"from"');
    expect((await apiCall("GET", `/events?to=${encodeURIComponent(date)}`)).status).toBe(400);
  }
  expect((await apiJson("GET", "/events?from=2026-02-30")).body).toEqual({
    error: { code: "invalid_parameter", message: 'Invalid query parameter "from": must be a date of the calendar (no 30 February, no 25:00)' },
  });
  for (const date of ["2028-02-29", "2026-02-28", "2026-03-01T23:59:59Z", "2026-03-01T10:00:00.123+01:00"]) {
    expect((await apiCall("GET", `/events?from=${encodeURIComponent(date)}`)).status).toBe(200);
  }
});

test("an event starting on 30 February is refused like any bad date, nothing stored", async () => {
  const organizer = await createMember({ role: "organizer" });
  const taxonomies = await createOrganizeTaxonomies();
  const answer = await apiJson("POST", "/events/", {
    headers: organizer.headers,
    body: eventInput(taxonomies, { startDate: "2030-02-30T18:00:00+01:00", endDate: "2030-03-03T20:00:00+01:00" }),
  });
  expect([answer.status, errorOf(answer.body).message]).toEqual([400, 'Invalid field "startDate": Check the date']);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM event_organizers WHERE user_id = ?").bind(organizer.id).first("n")).toBe(0);
});

const MB = 1024 * 1024;

/** The stored profile columns a refused request must leave as they were. */
/** A JSON body that arrives in chunks, without Content-Length, as a streaming client sends it. */
function streamedJson(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
}

test("a 3 MB profile answers 413 payload_too_large in the JSON error shape, before anything is parsed or stored", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const answer = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { address: { formattedAddress: "x".repeat(3 * MB) } } });
  expect(answer.status).toBe(413);
  expect(errorOf(answer.body)).toEqual({ code: "payload_too_large", message: "A request body is limited to 64 KB." });
  expect(await profileRow(member.id)).toEqual(before);
});

test("a body streamed without Content-Length is counted as it comes and refused past the limit", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const body = streamedJson(JSON.stringify({ displayname: "y".repeat(200 * 1024) }));
  const response = await workerFetch(`/api/v1/users/${member.id}`, {
    method: "PUT",
    headers: { ...member.headers, "Content-Type": "application/json" },
    rawBody: body,
  });
  expect(response.headers.get("content-length")).toBeNull();
  expect([response.status, errorOf(await response.json()).code]).toEqual([413, "payload_too_large"]);
  expect(await profileRow(member.id)).toEqual(before);

  const small = streamedJson(JSON.stringify({ displayname: "Léa S." }));
  const accepted = await workerFetch(`/api/v1/users/${member.id}`, {
    method: "PUT",
    headers: { ...member.headers, "Content-Type": "application/json" },
    rawBody: small,
  });
  expect(accepted.status).toBe(200);
});

test("the limit is the same on every API route, anonymous ones included, and on the content service", async () => {
  const big = "z".repeat(65 * 1024);
  const answers = await Promise.all([
    apiJson("POST", "/users/exists", { body: { email: `${big}@exemple.fr` } }),
    apiJson("POST", "/users/subscribe-nl", { body: { email: "nl@exemple.fr", source: big } }),
    apiJson("POST", "/nowhere", { body: { any: big } }),
    workerFetch("/builder-api/api/v3/content/page?apiKey=x", { method: "POST", body: { any: big } }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    })),
  ]);
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(errorOf(answer.body).code).toBe("payload_too_large");
  }
});

test("a 1 MB address is refused as a whole body; a 10,000-character address as a field, naming it", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const huge = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { address: { formattedAddress: "x".repeat(MB) } } });
  expect(huge.status).toBe(413);
  const long = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { address: { formattedAddress: "x".repeat(10_000) } } });
  expect(long.status).toBe(400);
  expect(errorOf(long.body)).toEqual({ code: "invalid_body", message: 'Invalid field "address.formattedAddress": This text is too long' });
  expect(await profileRow(member.id)).toEqual(before);
});

test("arrays have a maximum count: 5,000 place types or 101 liked-event ids are refused, nothing stored", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const types = await apiJson("PUT", `/users/${member.id}`, {
    headers: member.headers,
    body: { address: { formattedAddress: "Lyon", types: Array.from({ length: 5_000 }, () => "x") } },
  });
  expect([types.status, errorOf(types.body).message]).toEqual([400, 'Invalid field "address.types": This text is too long']);
  expect(await profileRow(member.id)).toEqual(before);
  const likes = await apiJson("POST", "/likes/events", { headers: member.headers, body: { events: Array.from({ length: 101 }, (_, i) => `e${i}`) } });
  expect(likes.status).toBe(400);
});

test("routes with a limit of their own keep it: an event of 100 KB is taken, over 512 KB it is refused", async () => {
  const organizer = await createMember({ role: "organizer" });
  const taxonomies = await createOrganizeTaxonomies();
  const description = `<p>${"Un atelier pour tous. ".repeat(4_500)}</p>`;
  expect(description.length).toBeGreaterThan(64 * 1024);
  const created = await apiCall("POST", "/events/", {
    headers: organizer.headers,
    body: eventInput(taxonomies, { texts: { fr: { title: "Long atelier", description } } }),
  });
  expect(created.status).toBe(201);
  const tooLarge = await apiJson("POST", "/events/", {
    headers: organizer.headers,
    body: eventInput(taxonomies, { texts: { fr: { title: "Trop long", description: "x".repeat(600 * 1024) } } }),
  });
  expect([tooLarge.status, errorOf(tooLarge.body).message]).toEqual([413, "An event is limited to 512 KB of JSON."]);
});

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
  const event = await createEventOf(organizer, eventInput(await createOrganizeTaxonomies(), { startDate: hoursFromNow(1), endDate: hoursFromNow(2) }));
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
