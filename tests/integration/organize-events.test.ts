import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createOrganizeTaxonomies, eventInput, organizeEvent } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf, slugsOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { fetchText, renderPage } from "../support/pages";
import { eventNo, userNo } from "~/lib/compact-keys";

async function mailsTo(email: string) {
  const { results } = await env.DB.prepare("SELECT kind, lang, subject, text FROM outbox WHERE to_email = ? ORDER BY created_at").bind(email).all();
  return results as { kind: string; lang: string; subject: string; text: string }[];
}

async function attend(member: { headers: Record<string, string> }, eventId: string, lang = "fr") {
  const response = await apiCall("POST", `/events/attend/${eventId}`, { headers: member.headers, body: { lang } });
  expect(response.status).toBe(200);
}

test("an event written in French and English is listed, has its page, and is in the sitemap and the feeds at once", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember({ firstName: "Awa" });
  const body = eventInput(taxonomies, {
    texts: {
      fr: { title: "Atelier compost partagé", description: "<p>Apportez vos <em>épluchures</em>.</p>" },
      en: { title: "Shared compost workshop", description: "<p>Bring your <em>peelings</em>.</p>" },
    },
    tags: ["compost", "jardin", "compost"],
    color: "green",
  });
  const created = await apiCall("POST", "/events/", { headers: organizer.headers, body });
  expect(created.status).toBe(201);
  const event = (await created.json()) as Record<string, unknown>;
  expect(event).toMatchObject({
    title: { fr: "Atelier compost partagé", en: "Shared compost workshop" },
    description: { fr: "<p>Apportez vos <em>épluchures</em>.</p>" },
    descriptionText: { fr: "Apportez vos épluchures." },
    status: "active",
    maxAttendees: 20,
    color: '{"fr":"green","en":"green"}',
    type: { slug: taxonomies.type },
    topic: { slug: taxonomies.topic },
    user: [{ _id: organizer.id, firstName: "Awa" }],
  });
  const slug = String(event.slug);
  expect(slug).toMatch(/^atelier-compost-partage-[0-9a-f]{4}$/);
  const tags = await env.DB.prepare("SELECT tags FROM events WHERE slug = ?").bind(slug).first("tags");
  expect(JSON.parse(String(tags))).toEqual(["compost", "jardin"]);

  const listed = await apiJson("GET", `/events?topic=${taxonomies.topic}&status=active`);
  expect(slugsOf(listed.body)).toEqual([slug]);
  expect((await renderPage(`/en/events/e/${slug}`)).html).toContain("Shared compost workshop");
  expect((await fetchText("/sitemap.xml")).text).toContain(`/events/e/${slug}`);
  expect((await fetchText(`/events/feed.rss?topic=${taxonomies.topic}`)).text).toContain("Atelier compost partagé");
});

test("a private event is not listed; its organizer still gets it back", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { private: true }));
  expect(slugsOf((await apiJson("GET", `/events?topic=${taxonomies.topic}`)).body)).toEqual([]);
  expect((await fetchText("/sitemap.xml")).text).not.toContain(event.slug);
});

test("bad input answers 400 naming the field, and nothing is stored", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const count = async () => env.DB.prepare("SELECT count(*) AS n FROM events WHERE created_by = ?").bind(organizer.id).first("n");
  const cases: [Record<string, unknown>, string][] = [
    [{ endDate: daysFromNow(9, 10) }, 'Invalid field "endDate": The end must be after the start'],
    [{ texts: {} }, 'Invalid field "texts": This field is required'],
    [{ lang: "en" }, 'Invalid field "lang": This field is required'],
    [{ texts: { fr: { title: "   ", description: "" } } }, 'Invalid field "texts.fr.title": This field is required'],
    [{ registerExternal: true, externalUrl: "javascript:alert(1)" }, 'Invalid field "externalUrl": Check the address format (http:// or https://)'],
    [{ registerExternal: true }, 'Invalid field "externalUrl": This field is required'],
    [{ visio: true, address: null }, 'Invalid field "visioUrl": This field is required'],
    [{ address: null }, 'Invalid field "address": This field is required'],
    [{ maxAttendees: -1 }, 'Invalid field "maxAttendees": This value is too small'],
    [{ maxAttendees: 2.5 }, 'Invalid field "maxAttendees": Enter a whole number'],
    [{ cover: "/uploads/u1/photo.svg", coverAltText: "Affiche" }, 'Invalid field "cover": Check the address format (http:// or https://)'],
    [{ cover: "/uploads/users/u1/0123456789abcdef0123456789abcdef.png" }, 'Invalid field "coverAltText": This field is required'],
    [{ timezone: "Mars/Olympus" }, 'Invalid field "timezone": Choose a value from the list'],
    [{ startDate: "demain" }, 'Invalid field "startDate": Check the date'],
    [{ type: "inconnu" }, 'Invalid field "type": no type with this slug.'],
    [{ topic: "inconnu" }, 'Invalid field "topic": no topic with this slug.'],
    [{ tags: Array.from({ length: 12 }, (_, i) => `tag${i}`) }, 'Invalid field "tags": Ten tags at most: remove some'],
    [{ startDate: daysFromNow(-1, 18), endDate: daysFromNow(-1, 20) }, 'Invalid field "startDate": a new event starts in the future.'],
  ];
  for (const [overrides, message] of cases) {
    const answer = await apiJson("POST", "/events/", { headers: organizer.headers, body: eventInput(taxonomies, overrides) });
    expect([answer.status, errorOf(answer.body).message]).toEqual([400, message]);
  }
  expect(await count()).toBe(0);
});

test("a body over the limit answers 413 without being read; a body that is not JSON answers 400", async () => {
  const organizer = await createMember();
  const huge = JSON.stringify({ lang: "fr", padding: "x".repeat(10 * 1024 * 1024) });
  const tooLarge = await apiCall("POST", "/events/", { headers: { ...organizer.headers, "Content-Type": "application/json" }, rawBody: huge });
  expect(tooLarge.status).toBe(413);
  expect(errorOf(await tooLarge.json()).code).toBe("payload_too_large");
  const broken = await apiCall("POST", "/events/", { headers: { ...organizer.headers, "Content-Type": "application/json" }, rawBody: "{" });
  expect(broken.status).toBe(400);
});

test("moving an event emails every attendee in their language; a new title alone emails nobody", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const input = eventInput(taxonomies, {
    texts: { fr: { title: "Balade nature", description: "" }, es: { title: "Paseo por la naturaleza", description: "" } },
  });
  const event = await organizeEvent(organizer.headers, input);
  const lea = await createMember({ email: "lea.balade@exemple.fr" });
  const pablo = await createMember({ email: "pablo.paseo@exemple.es", lang: "es" });
  await attend(lea, event.id, "fr");
  await attend(pablo, event.id, "es");

  const renamed = { ...input, texts: { ...input.texts, fr: { title: "Balade nature en ville", description: "" } } };
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: organizer.headers, body: renamed })).status).toBe(200);
  expect((await mailsTo("lea.balade@exemple.fr")).map((mail) => mail.kind)).toEqual(["attend-confirmation"]);

  const moved = { ...renamed, startDate: daysFromNow(12, 9), endDate: daysFromNow(12, 11) };
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: organizer.headers, body: moved })).status).toBe(200);
  const [, changed] = await mailsTo("lea.balade@exemple.fr");
  expect(changed).toMatchObject({ kind: "event-changed", lang: "fr", subject: "Changement de date ou de lieu : Balade nature en ville" });
  const [, cambio] = await mailsTo("pablo.paseo@exemple.es");
  expect(cambio).toMatchObject({ kind: "event-changed", lang: "es", subject: "Cambio de fecha o lugar: Paseo por la naturaleza" });
});

test("the capacity may not go under the attendees already registered: 400, and the event keeps its texts", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const input = eventInput(taxonomies, { maxAttendees: 5 });
  const event = await organizeEvent(organizer.headers, input);
  for (let i = 0; i < 2; i++) await attend(await createMember(), event.id);
  const shrunk = { ...input, maxAttendees: 1, texts: { fr: { title: "Titre qui ne doit pas rester", description: "" } } };
  const answer = await apiJson("PUT", `/events/${event.id}`, { headers: organizer.headers, body: shrunk });
  expect([answer.status, errorOf(answer.body).code]).toEqual([400, "capacity_below_attendees"]);
  const stored = await env.DB.prepare("SELECT e.max_attendees, t.title FROM events e JOIN event_translations t ON t.event_id = e.id WHERE e.id = ?")
    .bind(event.id)
    .first();
  expect(stored).toEqual({ max_attendees: 5, title: "Atelier réparation de vélos" });
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: organizer.headers, body: { ...input, maxAttendees: 2 } })).status).toBe(200);
});

test("cancelling tells every attendee once, marks the page 'Annulé' and leaves the event out of listings", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies));
  const guest = await createMember({ email: "invitee.annulation@exemple.fr" });
  await attend(guest, event.id);
  for (let i = 0; i < 2; i++) {
    const cancelled = await apiJson("PUT", `/events/${event.id}`, { headers: organizer.headers, body: { status: "cancelled" } });
    expect(cancelled).toMatchObject({ status: 200, body: { status: "cancelled" } });
  }
  expect((await mailsTo("invitee.annulation@exemple.fr")).map((mail) => [mail.kind, mail.subject])).toEqual([
    ["attend-confirmation", "Inscription confirmée : Atelier réparation de vélos"],
    ["event-cancelled", "Événement annulé : Atelier réparation de vélos"],
  ]);
  expect(slugsOf((await apiJson("GET", `/events?topic=${taxonomies.topic}&status=active`)).body)).toEqual([]);
  expect((await renderPage(`/events/e/${event.slug}`)).html).toContain("Annulé");
});

test("a stored description is sanitised: scripts, handlers and javascript: links never reach the page", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const description = `<p onclick="alert(1)">Salut<script>alert(2)</script> <a href="javascript:alert(3)">lien</a> <img src=x onerror="alert(4)"></p>`;
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { texts: { fr: { title: "Atelier <b>gras</b>", description } } }));
  const stored = await env.DB.prepare("SELECT description FROM event_translations WHERE event_id = ?").bind(event.id).first("description");
  expect(String(stored)).not.toMatch(/script|onclick|onerror|javascript:/i);
  const { html } = await renderPage(`/events/e/${event.slug}`);
  expect(html).not.toMatch(/<script>alert|onclick="alert|onerror="alert|href="javascript:/i);
  expect(html).toContain("Atelier &lt;b&gt;gras&lt;/b&gt;");
});

test("a stored description is well-formed block by block: no list in a paragraph, no text outside a block", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const description = "<b>Au programme</b><p><ul><li>accueil</li><li>atelier</li></ul><p>Venez nombreux</p></p>";
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { texts: { fr: { title: "Atelier bien formé", description } } }));
  const stored = await env.DB.prepare("SELECT description, description_text FROM event_translations WHERE event_id = ?").bind(event.id).first();
  expect(stored?.description).toBe("<p><b>Au programme</b></p><ul><li>accueil</li><li>atelier</li></ul><p>Venez nombreux</p>");
});

test("an event created by a member on the staff domain is 'organized by Rendez-vous' (makesense); anyone else's is not", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const staff = await createMember({ email: `equipe.${crypto.randomUUID().slice(0, 8)}@rendez-vous.test` });
  const member = await createMember();
  const ours = await organizeEvent(staff.headers, eventInput(taxonomies));
  const theirs = await organizeEvent(member.headers, eventInput(taxonomies));
  const flags = await Promise.all([ours, theirs].map(async (event) => (await apiJson("GET", `/events/slug/${event.slug}`)).body));
  expect(flags.map((body) => (body as { makesense: boolean }).makesense)).toEqual([true, false]);
});

test("two tabs editing one event: the save based on an old version is refused (412) and changes nothing, nobody is emailed twice", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const input = eventInput(taxonomies);
  const event = await organizeEvent(organizer.headers, input);
  const attendee = await createMember({ email: `onglets.${crypto.randomUUID().slice(0, 8)}@exemple.fr` });
  await attend(attendee, event.id, "fr");
  const { version } = (await apiJson("GET", `/events/organize/${event.slug}`, { headers: organizer.headers })).body as { version: string };
  expect(version).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  // The first tab saves a move: accepted, with a new version.
  const moved = { ...input, startDate: daysFromNow(15, 9), endDate: daysFromNow(15, 11) };
  const first = await apiJson("PUT", `/events/${event.id}`, { headers: { ...organizer.headers, "If-Match": `"${version}"` }, body: moved });
  expect(first.status).toBe(200);
  const next = (first.body as { version: string }).version;
  expect(next).not.toBe(version);

  // The second tab, opened before, saves another move: refused, and neither the event nor the mails change.
  const stale = {
    ...input,
    texts: { fr: { title: "Titre du deuxième onglet", description: "" } },
    startDate: daysFromNow(20, 9),
    endDate: daysFromNow(20, 11),
  };
  const second = await apiJson("PUT", `/events/${event.id}`, { headers: { ...organizer.headers, "If-Match": `"${version}"` }, body: stale });
  expect([second.status, errorOf(second.body).code]).toEqual([412, "edited_elsewhere"]);
  const now = (await apiJson("GET", `/events/organize/${event.slug}`, { headers: organizer.headers })).body as {
    version: string;
    input: { texts: { fr: { title: string } }; startDate: string };
  };
  expect([now.version, now.input.texts.fr.title, Date.parse(now.input.startDate)]).toEqual([next, "Atelier réparation de vélos", Date.parse(moved.startDate)]);
  expect((await mailsTo(attendee.email)).map((mail) => mail.kind)).toEqual(["attend-confirmation", "event-changed"]);

  // A stale save whose capacity is also under the attendees tells both problems, the conflict first.
  await attend(await createMember(), event.id, "fr");
  const both = await apiJson("PUT", `/events/${event.id}`, {
    headers: { ...organizer.headers, "If-Match": `"${version}"` },
    body: { ...stale, maxAttendees: 1 },
  });
  expect([both.status, errorOf(both.body).code]).toEqual([412, "edited_elsewhere"]);
  expect(errorOf(both.body).message).toContain('Also: Invalid field "maxAttendees"');

  // Based on the current version (or without If-Match, as API clients without versions do) it saves.
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: { ...organizer.headers, "If-Match": next }, body: stale })).status).toBe(200);
});

test("an attendee whose stored language the site does not speak is still told, in French", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies));
  const old = await createMember({ email: `ancien.${crypto.randomUUID().slice(0, 8)}@exemple.de` });
  // An old row, written before languages were checked.
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no, lang) VALUES (${eventNo("?1")}, ${userNo("?2")}, 'de')`)
    .bind(event.id, old.id)
    .run();
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: organizer.headers, body: { status: "cancelled" } })).status).toBe(200);
  expect((await mailsTo(old.email)).map((mail) => [mail.kind, mail.lang])).toEqual([["event-cancelled", "fr"]]);
});

test("an event already past may be edited with its dates kept; only a new event must start in the future", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const input = eventInput(taxonomies);
  const event = await organizeEvent(organizer.headers, input);
  const past = { startDate: daysFromNow(-3, 18), endDate: daysFromNow(-3, 20) };
  await env.DB.prepare("UPDATE events SET start_date = ?, end_date = ? WHERE id = ?").bind(past.startDate, past.endDate, event.id).run();
  const edited = await apiJson("PUT", `/events/${event.id}`, {
    headers: organizer.headers,
    body: { ...input, ...past, texts: { fr: { title: "Bilan", description: "" } } },
  });
  expect(edited).toMatchObject({ status: 200, body: { startDate: past.startDate, title: { fr: "Bilan" } } });
});
