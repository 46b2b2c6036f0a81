// What organizers read: their events, the dashboard, co-organizers, who may read what, and the reads' query plans.
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createEventAs } from "~/features/organize/organize-events.server";
import { EventInputSchema } from "~/features/organize/event-input.schema";
import { daysFromNow, hoursFromNow } from "../factories/dates";
import { createTaxonomy } from "../factories/events";
import { addCoorganizer, createEventOf, createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createMember, createUser, readMailToken } from "../factories/users";
import { errorOf, slugsOf } from "../support/api-answers";
import { apiCall, apiJson, cookieHeader } from "../support/api-call";
import { castOrganizerRoles, type Role, ROLES } from "../factories/organizer-roles";
import { addFeedback, addRegistration, lastMailTo, sendAnalytics } from "../factories/organize-reads";
import { EVENT_PAGE_VIEW } from "~/features/analytics/event-page-view";
import { DASHBOARD_SUMMARY_SQL, REGISTRATIONS_BY_DAY_SQL } from "~/features/organize/event-dashboard.db.server";
import { organizedListSql } from "~/features/organize/organized-events.db.server";
import { ATTENDEE_COUNT, EVENT_ATTENDEES_SQL, TICKET_EXISTS_SQL } from "~/features/organize/event-attendees.db.server";
import { ORGANIZED_WHEN } from "~/features/organize/organize-reads.schema";

const titled = (title: string) => ({ texts: { fr: { title, description: "" } } });
const at = (days: number, hour: number) => ({ startDate: daysFromNow(days, hour), endDate: daysFromNow(days, hour + 2) });

const OrganizeSchema = v.object({
  event: v.object({ _id: v.string(), slug: v.string(), makesense: v.boolean(), private: v.boolean() }),
  input: v.record(v.string(), v.unknown()),
  role: v.string(),
  organizers: v.array(v.object({ _id: v.string(), displayname: v.nullable(v.string()), email: v.string(), role: v.string() })),
});

async function organizeView(slug: string, headers: Record<string, string>) {
  const response = await apiCall("GET", `/events/organize/${slug}`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return v.parse(OrganizeSchema, await response.json());
}

test("GET /events/organized lists the events one owns or co-organizes, by tab: upcoming soonest first, past and cancelled latest first", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const me = await createMember();
  const someone = await createMember();
  const create = (owner: { id: string; email: string }, title: string, when: object, extra: object = {}) =>
    createEventOf(owner, eventInput(taxonomies, { ...titled(title), ...when, ...extra }));
  const later = await create(me, "Plus tard", at(20, 10));
  const ongoing = await create(me, "En cours", { startDate: hoursFromNow(-1), endDate: hoursFromNow(1) });
  const hidden = await create(me, "Privé", at(5, 10), { private: true });
  const coorganized = await create(someone, "Co-organisé", at(3, 10));
  await addCoorganizer(coorganized.id, me.id);
  const notMine = await create(someone, "Pas le mien", at(4, 10));
  const recent = await create(me, "Passé récent", at(-2, 10));
  const old = await create(me, "Passé ancien", at(-30, 10));
  const cancelledSoon = await create(me, "Annulé bientôt", at(15, 10));
  const cancelledLater = await create(me, "Annulé plus tard", at(40, 10));
  for (const event of [cancelledSoon, cancelledLater]) {
    expect((await apiCall("PUT", `/events/${event.id}`, { headers: me.headers, body: { status: "cancelled" } })).status).toBe(200);
  }
  await env.DB.prepare("UPDATE events SET status = 'draft' WHERE id = ?")
    .bind((await create(me, "Brouillon", at(6, 10))).id)
    .run();

  const tab = async (query: string) => {
    const response = await apiCall("GET", `/events/organized${query}`, { headers: me.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return slugsOf(await response.json());
  };
  const upcoming = [ongoing.slug, coorganized.slug, hidden.slug, later.slug];
  expect(await tab("?when=active")).toEqual(upcoming);
  expect(await tab("")).toEqual(upcoming);
  expect(await tab("?when=past")).toEqual([recent.slug, old.slug]);
  expect(await tab("?when=cancelled")).toEqual([cancelledLater.slug, cancelledSoon.slug]);
  // The co-organized event is not the owner's only: its owner lists it too; nobody lists someone else's events.
  expect(slugsOf((await apiJson("GET", "/events/organized", { headers: someone.headers })).body)).toEqual([coorganized.slug, notMine.slug]);

  const bad = await apiJson("GET", "/events/organized?when=soon", { headers: me.headers });
  expect(bad.status).toBe(400);
  expect(errorOf(bad.body).code).toBe("invalid_parameter");
});

test("GET /events/organize/{slug} answers the event, the exact body that rewrites it, the viewer's role and the organizers", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const pillar = `agir-${taxonomies.type}`;
  await createTaxonomy("pillar", pillar, "Agir");
  const owner = await createMember({ displayName: "Camille", email: `camille-${taxonomies.type}@exemple.test` });
  const helper = await createMember({ displayName: "Alex", email: `alex-${taxonomies.type}@exemple.test` });
  const admin = await createMember({ role: "admin" });
  const body = eventInput(taxonomies, {
    texts: {
      fr: { title: "Atelier vélo", description: "<p>Venez <strong>nombreux</strong>.</p>" },
      en: { title: "Bike workshop", description: "<p>Come along.</p>" },
    },
    pillar,
    tags: ["vélo", "réparation"],
    private: true,
    registerExternal: true,
    externalUrl: "https://billets.exemple.org/velo",
    cover: "/uploads/users/abc/0123456789abcdef0123456789abcdef.png",
    coverAltText: "Des vélos alignés",
    color: "blue",
    maxAttendees: 12,
    emails: { confirmation: "Apporte ta chambre à air.", reminder: "C'est demain !" },
  });
  const event = await createEventOf(owner, body);
  await addCoorganizer(event.id, helper.id);

  const mine = await organizeView(event.slug, owner.headers);
  const expectedInput = { ...v.parse(EventInputSchema, body), visioUrl: null, visio: false };
  expect(mine.input).toEqual(expectedInput);
  expect(mine.event).toMatchObject({ _id: event.id, slug: event.slug, private: true });
  expect(mine.role).toBe("owner");
  expect(mine.organizers).toEqual([
    { _id: owner.id, displayname: "Camille", email: owner.email, role: "owner" },
    { _id: helper.id, displayname: "Alex", email: helper.email, role: "coorganizer" },
  ]);
  expect((await organizeView(event.slug, helper.headers)).role).toBe("coorganizer");
  expect((await organizeView(event.slug, admin.headers)).role).toBe("admin");

  // The input is the body PUT /events/{id} takes: sent back as it is, it changes nothing.
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: helper.headers, body: mine.input })).status).toBe(200);
  expect((await organizeView(event.slug, owner.headers)).input).toEqual(expectedInput);
  expect((await apiCall("GET", "/events/organize/pas-un-evenement", { headers: admin.headers })).status).toBe(404);
});

test("the input of an online event has its link and no place", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const event = await createEventOf(
    owner,
    eventInput(taxonomies, { visio: true, visioUrl: "https://visio.exemple.org/salle", address: null, maxAttendees: 0 }),
  );
  const { input } = await organizeView(event.slug, owner.headers);
  expect(input).toMatchObject({ visio: true, visioUrl: "https://visio.exemple.org/salle", address: null, maxAttendees: 0, cover: null, color: null, tags: [] });
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: owner.headers, body: input })).status).toBe(200);
});

test("an event created by a member of the staff domain is marked makesense; others are not, nor look-alike domains, and an edit keeps the mark", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const staff = await createMember({ email: `equipe-${taxonomies.type}@Rendez-Vous.test` });
  const lookAlike = await createMember({ email: `x-${taxonomies.type}@faux-rendez-vous.test` });
  const sub = await createMember({ email: `y-${taxonomies.type}@sous.rendez-vous.test` });
  const input = v.parse(EventInputSchema, eventInput(taxonomies));
  const made = async (user: { id: string; email: string }) => {
    const created = await createEventAs(env, user, input);
    if (!created.ok) throw new Error("not created");
    return created.slug;
  };
  const staffSlug = await made(staff);
  expect((await organizeView(staffSlug, staff.headers)).event.makesense).toBe(true);
  expect((await organizeView(await made(lookAlike), lookAlike.headers)).event.makesense).toBe(false);
  expect((await organizeView(await made(sub), sub.headers)).event.makesense).toBe(false);
  const helper = await createMember();
  const { event, input: stored } = await organizeView(staffSlug, staff.headers);
  await addCoorganizer(event._id, helper.id);
  expect((await apiCall("PUT", `/events/${event._id}`, { headers: helper.headers, body: stored })).status).toBe(200);
  expect((await organizeView(staffSlug, helper.headers)).event.makesense).toBe(true);
});

const ListSchema = v.object({ data: v.array(v.object({ _id: v.string() })) });

// A PNG signature and IHDR chunk (1 × 1): what the upload reads of an image.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

/** Every role of the authorization table, around one public and one private event of the creator. */
async function cast() {
  const roles = await castOrganizerRoles({
    open: { texts: { fr: { title: "Atelier ouvert secret-ouvert", description: "" } } },
    hidden: { texts: { fr: { title: "Atelier caché secret-cache", description: "" } } },
  });
  return { ...roles, tag: roles.taxonomies.type };
}

/** The statuses of the table for an action on an event (docs/product.md §6): organizers and admins only. */
const ORGANIZERS: Record<Role, number> = { creator: 200, coorganizer: 200, admin: 200, other: 403, unconfirmed: 403, anonymous: 401 };
const CODES: Partial<Record<Role, string>> = { other: "forbidden", unconfirmed: "email_not_confirmed", anonymous: "unauthorized" };

/** Calls `request` as every role and checks the status, the refusal's code, and that a refusal names nothing of the event. */
async function expectTable(request: (role: Role) => Promise<Response>, expected: Record<Role, number>, codes = CODES) {
  for (const role of ROLES) {
    const response = await request(role);
    expect([role, response.status]).toEqual([role, expected[role]]);
    if (response.status >= 400) {
      const text = await response.text();
      expect([role, errorOf(JSON.parse(text)).code]).toEqual([role, codes[role]]);
      expect(text).not.toMatch(/secret-|Atelier/);
    } else {
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  }
}

test("GET /events/organize/{slug}, /dashboard and /feedbacks: organizers and admins read; others 403, unconfirmed 403, anonymous 401", async () => {
  const { open, headers } = await cast();
  await expectTable((role) => apiCall("GET", `/events/organize/${open.slug}`, { headers: headers[role] }), ORGANIZERS);
  await expectTable((role) => apiCall("GET", `/events/${open.id}/dashboard`, { headers: headers[role] }), ORGANIZERS);
  await expectTable((role) => apiCall("GET", `/events/${open.id}/feedbacks`, { headers: headers[role] }), ORGANIZERS);
});

test("someone else's private event answers 404 event_not_found to an outsider on every read, as if it did not exist", async () => {
  const { hidden, headers } = await cast();
  const expected = { ...ORGANIZERS, other: 404 };
  const codes = { ...CODES, other: "event_not_found" };
  await expectTable((role) => apiCall("GET", `/events/organize/${hidden.slug}`, { headers: headers[role] }), expected, codes);
  await expectTable((role) => apiCall("GET", `/events/${hidden.id}/dashboard`, { headers: headers[role] }), expected, codes);
  await expectTable((role) => apiCall("GET", `/events/${hidden.id}/feedbacks`, { headers: headers[role] }), expected, codes);
  for (const path of ["/events/organize/pas-un-evenement", "/events/000000000000000000000000/dashboard", "/events/000000000000000000000000/feedbacks"]) {
    expect([path, (await apiCall("GET", path, { headers: headers.admin })).status]).toEqual([path, 404]);
  }
});

test("POST /events/{id}/coorganizer: organizers and admins invite; the others are refused and no organizer is added", async () => {
  const { open, hidden, headers, tag } = await cast();
  const invite = (eventId: string, role: Role) =>
    apiCall("POST", `/events/${eventId}/coorganizer`, { headers: headers[role], body: { email: `${role}-${eventId}-${tag}@exemple.test` } });
  await expectTable((role) => invite(open.id, role), { ...ORGANIZERS, creator: 201, coorganizer: 201, admin: 201 });
  await expectTable(
    (role) => invite(hidden.id, role),
    { ...ORGANIZERS, creator: 201, coorganizer: 201, admin: 201, other: 404 },
    { ...CODES, other: "event_not_found" },
  );
  const organizers = await env.DB.prepare("SELECT count(*) AS n FROM event_organizers WHERE event_id IN (?, ?)").bind(open.id, hidden.id).first("n");
  // The owner and the co-organizer of each event, and the three invited by the creator, the co-organizer and the admin.
  expect(organizers).toBe(2 * (2 + 3));
});

test("GET /events/organized and POST /events/cover: any confirmed account; unconfirmed 403, anonymous 401; each lists only what it organizes", async () => {
  const { open, hidden, headers } = await cast();
  const anyone = { ...ORGANIZERS, other: 200 };
  await expectTable((role) => apiCall("GET", "/events/organized?when=active", { headers: headers[role] }), anyone);
  const listed = async (role: Role) => v.parse(ListSchema, await (await apiCall("GET", "/events/organized", { headers: headers[role] })).json()).data;
  expect((await listed("coorganizer")).map((event) => event._id).sort()).toEqual([open.id, hidden.id].sort());
  expect(await listed("admin")).toEqual([]);
  expect(await listed("other")).toEqual([]);
  const upload = (role: Role) => {
    const form = new FormData();
    form.set("file", new File([PNG], "cover.png", { type: "image/png" }));
    return apiCall("POST", "/events/cover", { rawBody: form, headers: headers[role] });
  };
  await expectTable(upload, { ...anyone, creator: 201, coorganizer: 201, admin: 201, other: 201 });
});

test("an organizer whose account is no longer confirmed is refused until the email is confirmed again", async () => {
  const { open, headers, creator } = await cast();
  await env.DB.prepare("UPDATE users SET active = 0 WHERE id = ?").bind(creator.id).run();
  for (const path of [`/events/organize/${open.slug}`, `/events/${open.id}/dashboard`, `/events/${open.id}/feedbacks`]) {
    const response = await apiCall("GET", path, { headers: headers.creator });
    expect([path, response.status, errorOf(await response.json()).code]).toEqual([path, 403, "email_not_confirmed"]);
  }
});

const AnswerSchema = v.object({ user: v.object({ _id: v.string(), displayname: v.nullable(v.string()), email: v.string() }), invited: v.boolean() });

async function ownEvent(lang = "fr") {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const texts = lang === "fr" ? { fr: { title: "Fresque du climat", description: "" } } : { en: { title: "Climate fresco", description: "" } };
  const event = await createEventOf(owner, eventInput(taxonomies, { lang, texts }));
  return { owner, event, tag: taxonomies.type };
}

const invite = (eventId: string, headers: Record<string, string>, email: string) =>
  apiJson("POST", `/events/${eventId}/coorganizer`, { headers, body: { email } });

test("an existing member becomes a co-organizer, is emailed in their language in the same write, and reaches the event's organizer pages", async () => {
  const { owner, event, tag } = await ownEvent();
  const friend = await createMember({ email: `ami-${tag}@exemple.test`, displayName: "Dom", lang: "es" });
  expect((await apiCall("GET", `/events/organize/${event.slug}`, { headers: friend.headers })).status).toBe(403);
  const answer = await invite(event.id, owner.headers, `  AMI-${tag}@Exemple.test `);
  expect(answer.status).toBe(201);
  expect(v.parse(AnswerSchema, answer.body)).toEqual({ user: { _id: friend.id, displayname: "Dom", email: friend.email }, invited: false });
  const row = await env.DB.prepare("SELECT role FROM event_organizers WHERE event_id = ? AND user_id = ?").bind(event.id, friend.id).first("role");
  expect(row).toBe("coorganizer");
  const mail = await lastMailTo(friend.email);
  expect(mail).toMatchObject({ kind: "coorganizer-added", lang: "es", subject: "Coorganizas Fresque du climat" });
  expect(mail?.text).toContain(`http://127.0.0.1:8787/es/organize/event/${event.slug}`);
  expect(mail?.html).toContain(`href="http://127.0.0.1:8787/es/organize/event/${event.slug}"`);
  const view = await apiJson("GET", `/events/organize/${event.slug}`, { headers: friend.headers });
  expect(view.status).toBe(200);
  expect(view.body).toMatchObject({ role: "coorganizer" });
  // A co-organizer shares every right, inviting included.
  expect((await invite(event.id, friend.headers, `troisieme-${tag}@exemple.test`)).status).toBe(201);
});

test("an unknown address gets an invited account; after choosing a password through the login flow, the invitee opens the event's organizer pages", async () => {
  const { owner, event, tag } = await ownEvent("en");
  const email = `nouvelle-${tag}@exemple.test`;
  const answer = await invite(event.id, owner.headers, email);
  expect(answer.status).toBe(201);
  const { user, invited } = v.parse(AnswerSchema, answer.body);
  expect({ email: user.email, displayname: user.displayname, invited }).toEqual({ email, displayname: null, invited: true });
  expect(await env.DB.prepare("SELECT active, invited FROM users WHERE id = ?").bind(user._id).first()).toEqual({ active: 0, invited: 1 });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM credentials WHERE user_id = ?").bind(user._id).first("n")).toBe(0);
  const mail = await lastMailTo(email);
  expect(mail).toMatchObject({ kind: "coorganizer-invited", lang: "en", subject: "You're invited to co-organize Climate fresco" });
  expect(mail?.text).toContain(`http://127.0.0.1:8787/en/login?redirect=${encodeURIComponent(`/en/organize/event/${event.slug}`)}`);

  // The login flow: the email step finds the invitation, the password is chosen, the emailed claim link logs in.
  expect((await apiJson("POST", "/users/exists", { body: { email } })).body).toEqual({ exists: true, invited: true, local: false });
  const registered = await apiCall("POST", "/users/register/events", { body: { email, password: "mon-choix-1", source: "events", site: "fr" } });
  expect(registered.status).toBe(202);
  const claim = (registered.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const claimed = await apiCall("POST", "/users/activate", { body: { token: await readMailToken(email, "claim-invite") }, headers: { Cookie: claim } });
  expect(await claimed.json()).toMatchObject({ purpose: "claim-invite", loggedIn: true });
  const view = await apiJson("GET", `/events/organize/${event.slug}`, { headers: { Cookie: cookieHeader(claimed) } });
  expect(view.status).toBe(200);
  expect(view.body).toMatchObject({ role: "coorganizer", event: { _id: event.id } });
  expect((await apiJson("GET", "/events/organized", { headers: { Cookie: cookieHeader(claimed) } })).body).toMatchObject({ data: [{ _id: event.id }] });
});

test("inviting someone who already organizes the event answers 409 already_organizer and writes nothing", async () => {
  const { owner, event, tag } = await ownEvent();
  const friend = await createMember({ email: `deja-${tag}@exemple.test` });
  expect((await invite(event.id, owner.headers, friend.email)).status).toBe(201);
  const outbox = async () => env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email IN (?, ?)").bind(friend.email, owner.email).first("n");
  const before = await outbox();
  for (const email of [friend.email, owner.email.toUpperCase()]) {
    const again = await invite(event.id, owner.headers, email);
    expect(again.status).toBe(409);
    expect(errorOf(again.body).code).toBe("already_organizer");
  }
  expect(await outbox()).toBe(before);
});

test("an address kept for the undo of a change of email is not invited; a bad address answers 400", async () => {
  const { owner, event, tag } = await ownEvent();
  const kept = `ancienne-${tag}@exemple.test`;
  const holder = await createMember();
  await env.DB.prepare("INSERT INTO user_tokens (token_hash, user_id, purpose, payload, expires_at) VALUES (?, ?, 'revert-email', ?, ?)")
    .bind(`hash-${tag}`, holder.id, kept, new Date(Date.now() + 86_400_000).toISOString())
    .run();
  const refused = await invite(event.id, owner.headers, kept);
  expect([refused.status, errorOf(refused.body).code]).toEqual([409, "address_unavailable"]);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(kept).first("n")).toBe(0);
  const bad = await invite(event.id, owner.headers, "pas-une-adresse");
  expect([bad.status, errorOf(bad.body).code]).toEqual([400, "invalid_body"]);
});

test("invitations are limited per event (10 a day) and per member (20 a day, all events together): then 429", async () => {
  const { owner, event } = await ownEvent();
  const taxonomies = await createOrganizeTaxonomies();
  for (let i = 0; i < 10; i++) expect((await invite(event.id, owner.headers, "pas-une-adresse")).status).toBe(400);
  const perEvent = await invite(event.id, owner.headers, "pas-une-adresse");
  expect([perEvent.status, errorOf(perEvent.body).code]).toEqual([429, "rate_limited"]);
  // The same member's other events have their own budget, until the member's own runs out at 20 attempts (the
  // refused 11th counted too).
  const second = await createEventOf(owner, eventInput(taxonomies));
  for (let i = 0; i < 9; i++) expect((await invite(second.id, owner.headers, "pas-une-adresse")).status).toBe(400);
  const third = await createEventOf(owner, eventInput(taxonomies));
  const perMember = await invite(third.id, owner.headers, "pas-une-adresse");
  expect([perMember.status, errorOf(perMember.body).code]).toEqual([429, "rate_limited"]);
  const other = await ownEvent();
  expect((await invite(other.event.id, other.owner.headers, "pas-une-adresse")).status).toBe(400);
});

test("GET /events/{id}/dashboard counts attendees per day (adding up to the attendee count), places, waitlist, check-ins, likes, page views and feedback of that event only", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const event = await createEventOf(owner, eventInput(taxonomies, { maxAttendees: 3 }));
  const other = await createEventOf(owner, eventInput(taxonomies));
  const [first, second, waiting] = await Promise.all([createUser(), createUser(), createUser()]);
  if (!first || !second || !waiting) throw new Error("users missing");
  await addRegistration(event.id, first.id, daysFromNow(-3, 9), { checkedInAt: hoursFromNow(-1) });
  await addRegistration(event.id, second.id, daysFromNow(-1, 8));
  await addRegistration(event.id, waiting.id, daysFromNow(-1, 20), { waitlist: true });
  await addRegistration(other.id, waiting.id, daysFromNow(-2, 9));
  for (const fan of [await createMember(), await createMember()]) {
    expect((await apiCall("POST", "/likes", { headers: fan.headers, body: { event: event.id } })).status).toBe(200);
  }
  await sendAnalytics(EVENT_PAGE_VIEW, { eventId: event.id }, 3);
  await sendAnalytics(EVENT_PAGE_VIEW, { eventId: other.id });
  await sendAnalytics("Front - Use filters", { eventId: event.id });
  await addFeedback(event.id, first.id, 4, "Super", hoursFromNow(-2));
  await addFeedback(event.id, second.id, 5, "", hoursFromNow(-1));
  await addFeedback(other.id, waiting.id, 1, "Bof", hoursFromNow(-1));

  const response = await apiCall("GET", `/events/${event.id}/dashboard`, { headers: owner.headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(await response.json()).toEqual({
    // The attendees only, so that the chart's total is the attendee count (the person waiting is counted apart).
    registrations: [
      { date: daysFromNow(-3).slice(0, 10), count: 1 },
      { date: daysFromNow(-1).slice(0, 10), count: 1 },
    ],
    attendeesCount: 2,
    maxAttendees: 3,
    placesLeft: 1,
    waitlistCount: 1,
    pendingCount: 0,
    checkedInCount: 1,
    likes: 2,
    pageViews: 3,
    feedbacksCount: 2,
    feedbackAverage: 4.5,
    answers: [],
  });
});

test("a dashboard without a limit has no places-left figure, and an average is rounded to two decimals", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const event = await createEventOf(owner, eventInput(taxonomies, { maxAttendees: 0 }));
  const empty = await apiJson("GET", `/events/${event.id}/dashboard`, { headers: owner.headers });
  expect(empty.body).toEqual({
    registrations: [],
    attendeesCount: 0,
    maxAttendees: 0,
    placesLeft: null,
    waitlistCount: 0,
    pendingCount: 0,
    checkedInCount: 0,
    likes: 0,
    pageViews: 0,
    feedbacksCount: 0,
    feedbackAverage: null,
    answers: [],
  });
  const raters = await Promise.all([createUser(), createUser(), createUser()]);
  for (const [i, rater] of raters.entries()) await addFeedback(event.id, rater.id, [5, 5, 1][i] ?? 1, "", hoursFromNow(-i));
  const rated = await apiJson("GET", `/events/${event.id}/dashboard`, { headers: owner.headers });
  expect(rated.body).toMatchObject({ feedbacksCount: 3, feedbackAverage: 3.67 });
  const full = await createEventOf(owner, eventInput(taxonomies, { maxAttendees: 1 }));
  await addRegistration(full.id, (await createUser()).id, hoursFromNow(-1));
  expect((await apiJson("GET", `/events/${full.id}/dashboard`, { headers: owner.headers })).body).toMatchObject({ placesLeft: 0, attendeesCount: 1 });
});

test("GET /events/{id}/feedbacks lists that event's feedbacks newest first, with each author's public name, the count and the average", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const event = await createEventOf(owner, eventInput(taxonomies));
  const other = await createEventOf(owner, eventInput(taxonomies));
  const named = await createUser({ displayName: "Lou", firstName: "Louise" });
  const firstNameOnly = await createUser({ firstName: "Sam" });
  const anonymous = await createUser();
  const times = [hoursFromNow(-3), hoursFromNow(-1), hoursFromNow(-2)];
  await addFeedback(event.id, named.id, 5, "Génial", times[0] ?? "");
  await addFeedback(event.id, firstNameOnly.id, 2, "Trop court", times[1] ?? "");
  await addFeedback(event.id, anonymous.id, 4, "", times[2] ?? "");
  await addFeedback(other.id, named.id, 1, "Ailleurs", hoursFromNow(-1));
  const response = await apiCall("GET", `/events/${event.id}/feedbacks`, { headers: owner.headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const body = v.parse(
    v.object({ average: v.nullable(v.number()), count: v.number(), data: v.array(v.record(v.string(), v.unknown())) }),
    await response.json(),
  );
  expect(body.average).toBe(3.67);
  expect(body.count).toBe(3);
  expect(body.data.map(({ _id, ...rest }) => rest)).toEqual([
    { rating: 2, text: "Trop court", hidden: false, createdAt: times[1], user: { displayname: "Sam" } },
    { rating: 4, text: "", hidden: false, createdAt: times[2], user: { displayname: null } },
    { rating: 5, text: "Génial", hidden: false, createdAt: times[0], user: { displayname: "Lou" } },
  ]);
  expect(body.data.every((item) => typeof item._id === "string" && String(item._id).length === 24)).toBe(true);
  expect((await apiJson("GET", `/events/${other.id}/feedbacks`, { headers: owner.headers })).body).toMatchObject({ average: 1, count: 1 });
});

async function plan(sql: string, ...params: unknown[]) {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all();
  return results.map((row) => v.parse(v.object({ detail: v.string() }), row).detail);
}

/** Steps that read a whole table: `SCAN <table>` without an index. */
const fullScans = (details: string[]) => details.filter((d) => d.startsWith("SCAN ") && !d.includes("USING") && !/subquery|CTE/i.test(d));

test("the dashboard reads one event's entries of an index for every figure, page views through analytics_event_page_views", async () => {
  const summary = await plan(DASHBOARD_SUMMARY_SQL, "0123456789abcdef01234567");
  expect(fullScans(summary)).toEqual([]);
  expect(summary.some((d) => d.includes("analytics_event_page_views"))).toBe(true);
  expect(fullScans(await plan(REGISTRATIONS_BY_DAY_SQL, "0123456789abcdef01234567"))).toEqual([]);
});

test("an event's attendees, their count and a ticket are read through the primary key, only that event's rows (sorted for the list)", async () => {
  const list = await plan(EVENT_ATTENDEES_SQL, "0123456789abcdef01234567");
  expect(fullScans(list)).toEqual([]);
  expect(list).toContain("SEARCH a USING PRIMARY KEY (event_no=?)");
  expect(list).toContain("USE TEMP B-TREE FOR ORDER BY");
  const count = await plan(`SELECT ${ATTENDEE_COUNT}`, "0123456789abcdef01234567");
  expect(count).toContain("SEARCH attendees USING PRIMARY KEY (event_no=?)");
  const ticket = await plan(TICKET_EXISTS_SQL, "0123456789abcdef01234567", "ABCDEFGH");
  expect(ticket).toEqual(["SEARCH attendees USING PRIMARY KEY (event_no=?)", expect.stringContaining("SCALAR SUBQUERY"), expect.stringContaining("events")]);
});

test("each tab of the organizer's list starts from the user's rows of event_organizers", async () => {
  for (const when of ORGANIZED_WHEN) {
    const details = await plan(organizedListSql(when), "0123456789abcdef01234567", new Date().toISOString(), 100);
    expect([when, fullScans(details)]).toEqual([when, []]);
    expect(details.some((d) => /SEARCH mine USING (COVERING )?INDEX event_organizers_by_user/.test(d))).toBe(true);
  }
});
