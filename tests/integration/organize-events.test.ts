// Organizers' events through the API and their pages: create, edit, duplicate, cancel, covers, who may.
import { env } from "cloudflare:workers";
import { expect, test, vi } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEventOf, createOrganizeTaxonomies, eventInput, organizeEvent } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf, slugsOf } from "../support/api-answers";
import { apiCall, apiJson, workerFetch } from "../support/api-call";
import { describedJson } from "../support/api-contract";
import { fetchText, renderPage } from "../support/pages";
import { eventNo, userNo } from "~/lib/compact-keys";
import { castOrganizerRoles, type Role } from "../factories/organizer-roles";
import * as v from "valibot";
import encodeJpeg, { init as initJpegEncoder } from "@jsquash/jpeg/encode.js";
import mozjpegEncoder from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import { encode as encodePng } from "@jsquash/png/codec/pkg/squoosh_png.js";
import { init as initPng } from "@jsquash/png/decode.js";
import png from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
import { coverVersionUrl } from "~/features/events/cover";

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
  const event = await createEventOf(organizer, eventInput(taxonomies, { private: true }));
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
    [{ accessibility: ["stepFree", "rampe"] }, 'Invalid field "accessibility.1": Choose a value from the list'],
    [{ accessibility: "stepFree" }, 'Invalid field "accessibility": Choose a value from the list'],
    [{ accessibilityNote: "x".repeat(501) }, 'Invalid field "accessibilityNote": This text is too long'],
  ];
  for (const [overrides, message] of cases) {
    const answer = await apiJson("POST", "/events/", { headers: organizer.headers, body: eventInput(taxonomies, overrides) });
    expect([answer.status, errorOf(answer.body).message]).toEqual([400, message]);
  }
  expect(await count()).toBe(0);
});

test("accessibility: the features and the note are stored, shown on the page and in its JSON-LD; an online event keeps sign language only", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const note = "Entrée de plain-pied par la cour.\nUne personne de l'équipe accueille à la porte.";
  const created = await apiJson("POST", "/events/", {
    headers: organizer.headers,
    body: eventInput(taxonomies, { accessibility: ["signLanguage", "stepFree", "stepFree"], accessibilityNote: note }),
  });
  expect(created.status).toBe(201);
  const { _id: id, slug } = created.body as { _id: string; slug: string };
  // As the API's description says (docs/api.md, the contract test).
  const read = await describedJson("GET", `/events/slug/${slug}`);
  expect(read.problems).toEqual([]);
  expect(read.body).toMatchObject({ accessibility: ["stepFree", "signLanguage"], accessibilityNote: note });
  const page = await renderPage(`/events/e/${slug}`);
  expect(page.html).toContain("Accès de plain-pied (fauteuil roulant)</li>");
  expect(page.html).toContain("Interprétation en langue des signes</li>");
  expect(page.html).toContain("Une personne de l&#x27;équipe accueille à la porte.");
  expect(page.html).toContain('"amenityFeature":[{"@type":"LocationFeatureSpecification","name":"Step-free access (wheelchair accessible)","value":true}]');
  expect(page.html).toContain('"accessibilityFeature":["signLanguage"]');
  // The edit form reads back what was written; an online event has no place, so only sign language stays.
  const input = (await apiJson("GET", `/events/organize/${slug}`, { headers: organizer.headers })).body as { input: Record<string, unknown> };
  expect(input.input).toMatchObject({ accessibility: ["stepFree", "signLanguage"], accessibilityNote: note });
  const online = { ...input.input, visio: true, visioUrl: "https://visio.exemple.org/salle", address: null, accessibilityNote: "" };
  expect((await apiCall("PUT", `/events/${id}`, { headers: organizer.headers, body: online })).status).toBe(200);
  expect((await apiJson("GET", `/events/slug/${slug}`)).body).toMatchObject({ accessibility: ["signLanguage"], accessibilityNote: null });
  // (The labels travel with the page's messages: what is shown is the list's items.)
  expect((await renderPage(`/events/e/${slug}`)).html).not.toContain("Accès de plain-pied (fauteuil roulant)</li>");
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
  const event = await createEventOf(organizer, input);
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
  const event = await createEventOf(organizer, input);
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
  const event = await createEventOf(organizer, eventInput(taxonomies));
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
  const event = await createEventOf(organizer, eventInput(taxonomies, { texts: { fr: { title: "Atelier <b>gras</b>", description } } }));
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
  const event = await createEventOf(organizer, eventInput(taxonomies, { texts: { fr: { title: "Atelier bien formé", description } } }));
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
  const event = await createEventOf(organizer, input);
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
  const event = await createEventOf(organizer, eventInput(taxonomies));
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
  const event = await createEventOf(organizer, input);
  const past = { startDate: daysFromNow(-3, 18), endDate: daysFromNow(-3, 20) };
  await env.DB.prepare("UPDATE events SET start_date = ?, end_date = ? WHERE id = ?").bind(past.startDate, past.endDate, event.id).run();
  const edited = await apiJson("PUT", `/events/${event.id}`, {
    headers: organizer.headers,
    body: { ...input, ...past, texts: { fr: { title: "Bilan", description: "" } } },
  });
  expect(edited).toMatchObject({ status: 200, body: { startDate: past.startDate, title: { fr: "Bilan" } } });
});

/**
 * The organizer pages: the same shell for everyone (the tools load in the browser), never indexed; the gated
 * ones answer 401 to an anonymous visitor (tests/integration/documents.test.ts for the other statuses).
 */
const page = (path: string) => renderPage(path, { redirect: "manual" });

/** The HTML without its scripts (the root loader's data carries every message of the catalogue). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1]);

const PAGES: [path: string, heading: string, status: number][] = [
  ["/organize", "Organiser un événement", 200],
  ["/organize/mine/active", "Mes événements", 401],
  ["/organize/mine/cancelled", "Mes événements", 401],
  ["/organize/event/un-evenement/dashboard", "Gérer mon événement", 401],
  ["/organize/event/un-evenement/attendees", "Gérer mon événement", 401],
  ["/organize/event/un-evenement/checkin", "Gérer mon événement", 401],
  ["/organize/event/un-evenement/feedbacks", "Gérer mon événement", 401],
  ["/en/organize/mine/past", "My events", 401],
  ["/es/organize", "Organizar un evento", 200],
];

test.each(PAGES)("%s answers with one heading, noindex, and no 'coming soon'", async (path, heading, expected) => {
  const { status, html } = await page(path);
  expect(status).toBe(expected);
  expect(h1s(html)).toEqual([heading]);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(visible(html)).not.toMatch(/arrive très bientôt|coming very soon|llegará muy pronto/);
});

test("/organize/mine and an event without a tab go to their first tab, in the visitor's language", async () => {
  const mine = await page("/en/organize/mine");
  expect(mine.status).toBe(302);
  expect(mine.headers.get("location")).toBe("/en/organize/mine/active");
  const event = await page("/organize/event/un-evenement");
  expect(event.status).toBe(302);
  expect(event.headers.get("location")).toBe("/organize/event/un-evenement/dashboard");
});

test("the organizer pages' HTML holds nothing personal: the tools load after hydration", async () => {
  const { html } = await page("/organize/event/un-evenement/attendees");
  expect(html).toContain("Chargement…");
  expect(html).not.toContain("organize-table");
});

/** Every role of the authorization table, around one public and one private event of the creator. */
const cast = () => castOrganizerRoles();

/** The expected status of each role, per endpoint: the table of app/features/organize/organizer-access.ts. */
const EVENT_WRITES: Record<Role, number> = { creator: 200, coorganizer: 200, admin: 200, other: 403, unconfirmed: 403, anonymous: 401 };

test("POST /events/: any confirmed account creates an event and becomes its owner; unconfirmed 403, anonymous 401", async () => {
  const { taxonomies, headers } = await cast();
  const expected: Record<Role, number> = { creator: 201, coorganizer: 201, admin: 201, other: 201, unconfirmed: 403, anonymous: 401 };
  for (const role of Object.keys(expected) as Role[]) {
    const response = await apiCall("POST", "/events/", {
      headers: headers[role],
      body: eventInput(taxonomies, { texts: { fr: { title: `Par ${role}`, description: "" } } }),
    });
    expect([role, response.status]).toEqual([role, expected[role]]);
  }
  const codes = await Promise.all(
    (["unconfirmed", "anonymous"] as const).map(
      async (role) => errorOf(await (await apiCall("POST", "/events/", { headers: headers[role], body: {} })).json()).code,
    ),
  );
  expect(codes).toEqual(["email_not_confirmed", "unauthorized"]);
});

test("PUT /events/{id}: the creator, a co-organizer and an admin edit; anyone else is refused and nothing changes", async () => {
  const { taxonomies, open, headers } = await cast();
  for (const role of Object.keys(EVENT_WRITES) as Role[]) {
    const body = eventInput(taxonomies, { texts: { fr: { title: `Modifié par ${role}`, description: "" } } });
    const response = await apiCall("PUT", `/events/${open.id}`, { headers: headers[role], body });
    expect([role, response.status]).toEqual([role, EVENT_WRITES[role]]);
  }
  const title = await env.DB.prepare("SELECT title FROM event_translations WHERE event_id = ? AND lang = 'fr'").bind(open.id).first("title");
  expect(title).toBe("Modifié par admin");
});

test("PUT /events/{id} {status: cancelled}: the same roles cancel; the others get no answer about the event", async () => {
  const { open, headers } = await cast();
  for (const role of ["other", "unconfirmed", "anonymous", "coorganizer"] as const) {
    const response = await apiCall("PUT", `/events/${open.id}`, { headers: headers[role], body: { status: "cancelled" } });
    expect([role, response.status]).toEqual([role, EVENT_WRITES[role]]);
    if (response.status !== 200) expect(JSON.stringify(await response.json())).not.toContain(open.slug);
  }
  expect(await env.DB.prepare("SELECT status FROM events WHERE id = ?").bind(open.id).first("status")).toBe("cancelled");
});

test("someone else's private event answers 404 as if it did not exist; its organizers and admins reach it", async () => {
  const { taxonomies, hidden, headers } = await cast();
  const expected: Record<Role, number> = { ...EVENT_WRITES, other: 404 };
  for (const role of Object.keys(expected) as Role[]) {
    const response = await apiCall("PUT", `/events/${hidden.id}`, { headers: headers[role], body: eventInput(taxonomies, { private: true }) });
    expect([role, response.status]).toEqual([role, expected[role]]);
  }
  const missing = await apiCall("PUT", "/events/000000000000000000000000", { headers: headers.other, body: { status: "cancelled" } });
  expect(missing.status).toBe(404);
});

test("an unconfirmed organizer of an event is refused until the email is confirmed", async () => {
  const { taxonomies } = await cast();
  const owner = await createMember();
  const event = await createEventOf(owner, eventInput(taxonomies));
  await env.DB.prepare("UPDATE users SET active = 0 WHERE id = ?").bind(owner.id).run();
  const response = await apiCall("PUT", `/events/${event.id}`, { headers: owner.headers, body: { status: "cancelled" } });
  expect(response.status).toBe(403);
});

// The first bytes of each type, as far as the upload reads them: the type's signature and its stated size (1 × 1).
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 1, 0, 1, 3]);
const GIF = new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0, 0x3b]);
const WEBP = new Uint8Array([...new TextEncoder().encode("RIFF\x1a\x00\x00\x00WEBPVP8 "), 10, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 1, 0, 1, 0]);

function cover(bytes: Uint8Array<ArrayBuffer>, name: string, headers: Record<string, string> = {}, ip?: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  return apiCall("POST", "/events/cover", { rawBody: form, headers, ip });
}

test("a PNG, JPEG or GIF cover is stored, typed from its bytes, under a URL a cover may have, and served as it was sent", async () => {
  const member = await createMember();
  for (const [bytes, extension, type] of [
    [PNG, "png", "image/png"],
    [JPEG, "jpg", "image/jpeg"],
    [GIF, "gif", "image/gif"],
  ] as const) {
    // The name says png for all three: only the bytes count.
    const response = await cover(bytes, "couverture.png", member.headers);
    expect([extension, response.status]).toEqual([extension, 201]);
    const { url } = v.parse(v.object({ url: v.string() }), await response.json());
    expect(url).toMatch(new RegExp(`^/uploads/users/${member.id}/[0-9a-f]{32}\\.${extension}$`));
    const served = await workerFetch(url);
    expect(served.headers.get("content-type")).toBe(type);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  }
});

test("a WebP image or a text named .png is refused with 415 unsupported_type, though POST /upload still takes WebP", async () => {
  const member = await createMember();
  for (const [bytes, name] of [
    [WEBP, "couverture.webp"],
    [new TextEncoder().encode("<svg onload=alert(1)>"), "couverture.png"],
  ] as const) {
    const form = new FormData();
    form.set("file", new File([bytes], name, { type: "image/png" }));
    const refused = await describedJson("POST", "/events/cover", { rawBody: form, headers: member.headers });
    expect([name, refused.status, errorOf(refused.body).code, refused.problems]).toEqual([name, 415, "unsupported_type", []]);
  }
  const form = new FormData();
  form.set("file", new File([WEBP], "avatar.webp"));
  expect((await apiCall("POST", "/upload", { rawBody: form, headers: member.headers })).status).toBe(201);
});

test("a cover over 5 MB answers 413 file_too_large, before the body is read", async () => {
  const member = await createMember();
  const big = new Uint8Array(5 * 1024 * 1024 + 10);
  big.set(PNG);
  const response = await cover(big, "grande.png", member.headers);
  expect([response.status, errorOf(await response.json()).code]).toEqual([413, "file_too_large"]);
  // A declared length over the limit is refused without a session even being looked at.
  const declared = await apiCall("POST", "/events/cover", {
    rawBody: "x",
    headers: { "Content-Length": String(6 * 1024 * 1024), "Content-Type": "multipart/form-data; boundary=x" },
  });
  expect(declared.status).toBe(413);
});

test("uploading a cover needs a session, a file field, and stays within the hourly budget of the user", async () => {
  const anonymous = await cover(PNG, "a.png");
  expect([anonymous.status, errorOf(await anonymous.json()).code]).toEqual([401, "unauthorized"]);
  const member = await createMember();
  const form = new FormData();
  form.set("file", "pas un fichier");
  expect((await apiCall("POST", "/events/cover", { rawBody: form, headers: member.headers })).status).toBe(400);
  for (let i = 1; i < 30; i++) expect((await cover(PNG, "a.png", member.headers)).status).toBe(201);
  const limited = await cover(PNG, "a.png", member.headers);
  expect([limited.status, errorOf(await limited.json()).code]).toEqual([429, "rate_limited"]);
  expect((await cover(PNG, "a.png", (await createMember()).headers)).status).toBe(201);
});

/** A photo-like picture of `width` × `height`: gradients, so the encoders have something to compress. */
function picture(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i % width) % 256, Math.floor(i / width) % 256, 128, 255], i * 4);
  return { data, width, height, colorSpace: "srgb" as const };
}

async function pngOf(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  await initPng(png);
  const { data } = picture(width, height);
  return new Uint8Array(encodePng(new Uint8Array(data.buffer), width, height, 8));
}

async function jpegOf(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  await initJpegEncoder(mozjpegEncoder);
  return new Uint8Array(await encodeJpeg(picture(width, height), { quality: 80 }));
}

/** A WebP file's canvas size: from its VP8 (lossy), VP8L (lossless) or VP8X (extended) header. */
function webpSize(bytes: Uint8Array) {
  const text = (from: number, to: number) => new TextDecoder().decode(bytes.subarray(from, to));
  expect(text(0, 4) + text(8, 12)).toBe("RIFFWEBP");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const chunk = text(12, 16);
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") return { width: (view.getUint32(21, true) & 0x3fff) + 1, height: ((view.getUint32(21, true) >> 14) & 0x3fff) + 1 };
  return { width: (view.getUint32(24, true) & 0xffffff) + 1, height: (view.getUint32(27, true) & 0xffffff) + 1 };
}

async function uploadCover(bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string>) {
  const form = new FormData();
  form.set("file", new File([bytes], "couverture.jpg", { type: "image/jpeg" }));
  return apiCall("POST", "/events/cover", { rawBody: form, headers });
}

const UrlAnswer = v.object({ url: v.string() });
const storedKeys = async (userId: string) => (await env.UPLOADS.list({ prefix: `users/${userId}/` })).objects.map((object) => object.key).sort();

test("a PNG and a JPEG cover are stored with WebP versions 640 and 1280 pixels wide, served like the original", async () => {
  const member = await createMember();
  for (const [bytes, extension] of [
    [await pngOf(1400, 875), "png"],
    [await jpegOf(1400, 1050), "jpg"],
  ] as const) {
    const response = await uploadCover(bytes, member.headers);
    expect(response.status).toBe(201);
    const { url } = v.parse(UrlAnswer, await response.json());
    // The stored URL is the original's, its name saying that its versions are beside it.
    expect(url).toMatch(new RegExp(`^/uploads/users/${member.id}/[0-9a-f]{32}-640-1280\\.${extension}$`));
    expect(new Uint8Array(await (await workerFetch(url)).arrayBuffer())).toEqual(bytes);
    for (const width of [640, 1280]) {
      const version = await workerFetch(coverVersionUrl(url, width));
      expect([extension, width, version.status, version.headers.get("content-type")]).toEqual([extension, width, 200, "image/webp"]);
      expect(version.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytesOfVersion = new Uint8Array(await version.arrayBuffer());
      expect(webpSize(bytesOfVersion)).toEqual({ width, height: extension === "png" ? width * 0.625 : width * 0.75 });
      expect(bytesOfVersion.byteLength).toBeLessThan(bytes.byteLength);
    }
  }
});

test("a cover narrower than a version's width is never enlarged: that version keeps the cover's width", async () => {
  const member = await createMember();
  const { url } = v.parse(UrlAnswer, await (await uploadCover(await jpegOf(800, 500), member.headers)).json());
  expect(url).toMatch(/-640-1280\.jpg$/);
  expect(webpSize(new Uint8Array(await (await workerFetch(coverVersionUrl(url, 640))).arrayBuffer()))).toEqual({ width: 640, height: 400 });
  expect(webpSize(new Uint8Array(await (await workerFetch(coverVersionUrl(url, 1280))).arrayBuffer()))).toEqual({ width: 800, height: 500 });
});

test("a cover with more pixels than a Worker may decode is refused with 413 image_too_large, and nothing is stored", async () => {
  const member = await createMember();
  // A JPEG header stating 4096 × 2048 pixels (8 Mi): refused from the header, before anything is decoded.
  const header = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0x08, 0x00, 0x10, 0x00, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const response = await uploadCover(header, member.headers);
  expect(response.status).toBe(413);
  const error = errorOf(await response.json());
  expect(error.code).toBe("image_too_large");
  expect(error.message).toContain("4194304 pixels");
  expect(await storedKeys(member.id)).toEqual([]);
});

test("a cover whose versions cannot be made is stored alone, under a name without the mark, and the failure is logged", async () => {
  const member = await createMember();
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const broken = await pngOf(100, 100);
  broken.fill(0, 40); // the header stays, the pixels are lost
  const response = await uploadCover(broken, member.headers);
  expect(response.status).toBe(201);
  const { url } = v.parse(UrlAnswer, await response.json());
  expect(url).toMatch(/\/[0-9a-f]{32}\.png$/);
  expect(logged).toHaveBeenCalledWith("cover versions not made:", expect.any(String));
  logged.mockRestore();
  expect(await storedKeys(member.id)).toEqual([url.replace("/uploads/", "")]);
  expect((await workerFetch(coverVersionUrl(url, 640))).status).toBe(404);
});

test("a strip within the pixels but longer than 8,192 pixels a side is refused (413 image_too_large), never decoded nor stored", async () => {
  const member = await createMember();
  const strip = await pngOf(9000, 2);
  const response = await uploadCover(strip, member.headers);
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ error: { code: "image_too_large" } });
  expect(await storedKeys(member.id)).toEqual([]);
});

test("a GIF cover is stored as it is, without versions", async () => {
  const member = await createMember();
  // A 1 × 1 GIF: its screen, no colour table, one frame of one pixel, the trailer.
  const gif = new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0, 0x3b]);
  const { url } = v.parse(UrlAnswer, await (await uploadCover(gif, member.headers)).json());
  expect(url).toMatch(/\/[0-9a-f]{32}\.gif$/);
  expect(await storedKeys(member.id)).toEqual([url.replace("/uploads/", "")]);
});
