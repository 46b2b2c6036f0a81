import { expect, test } from "vitest";
import { eventInput } from "../../factories/organized-events";
import { basicProblems, describe, startProbe, type Attempt } from "./support/probe";
import { createWorld, PROBE_PASSWORD, type World } from "./support/world";

/**
 * The authorization matrix (docs/security.md "Access control"): every private endpoint, asked by each role,
 * answers the status of the table. Roles: nobody; a stranger (a member acting on others' resources); an
 * attendee of the events; their organizer (creator, and owner of the account under /users/{id}); a
 * co-organizer; an admin. The events are one public event and one private event of the organizer; a
 * private event is invisible (404) to anyone but its organizers, its attendees and the admins.
 */
type Role = "anonymous" | "stranger" | "attendee" | "organizer" | "coorganizer" | "admin";
const ROLES: Role[] = ["anonymous", "stranger", "attendee", "organizer", "coorganizer", "admin"];

type Request = { method: string; path: string; body?: unknown };
type Row = { request: (world: World, role: Role) => Request; expected: Partial<Record<Role, number>> };

const member = (status: number) => ({ stranger: status, attendee: status, organizer: status, coorganizer: status, admin: status });
/** Organizer tools on the public event: organizers and admins; other members 403. */
const organizers = (status: number) => ({ anonymous: 401, stranger: 403, attendee: 403, organizer: status, coorganizer: status, admin: status });
/** The same on the private event: other members get 404, as if it did not exist. */
const hiddenOrganizers = (status: number) => ({ anonymous: 401, stranger: 404, attendee: 404, organizer: status, coorganizer: status, admin: status });
const adminsOnly = (status: number) => ({ anonymous: 401, stranger: 403, attendee: 403, organizer: 403, coorganizer: 403, admin: status });
/** The account of the organizer: its owner, and the admins for the profile. */
const ownAccount = (admin: number) => ({ anonymous: 401, stranger: 403, attendee: 403, coorganizer: 403, admin, organizer: 200 });

const MATRIX: Record<string, Row> = {
  "GET /users/me": { request: () => ({ method: "GET", path: "/api/v1/users/me" }), expected: { anonymous: 401, ...member(200) } },
  "GET /users/events": { request: () => ({ method: "GET", path: "/api/v1/users/events" }), expected: { anonymous: 401, ...member(200) } },
  "GET /likes": { request: () => ({ method: "GET", path: "/api/v1/likes" }), expected: { anonymous: 401, ...member(200) } },
  "POST /users/me/calendar": { request: () => ({ method: "POST", path: "/api/v1/users/me/calendar" }), expected: { anonymous: 401, ...member(200) } },
  "DELETE /users/me/calendar": { request: () => ({ method: "DELETE", path: "/api/v1/users/me/calendar" }), expected: { anonymous: 401, ...member(204) } },
  "GET /users/me/webhooks": { request: () => ({ method: "GET", path: "/api/v1/users/me/webhooks" }), expected: { anonymous: 401, ...member(200) } },
  // A webhook and its log are its owner's alone: anyone else, an admin included, finds none with its id.
  "GET /users/me/webhooks/{organizer's}/deliveries": {
    request: (w) => ({ method: "GET", path: `/api/v1/users/me/webhooks/${w.targets.webhookId}/deliveries` }),
    expected: { anonymous: 401, ...member(404), organizer: 200 },
  },
  "DELETE /users/me/webhooks/{organizer's}": {
    request: (w) => ({ method: "DELETE", path: `/api/v1/users/me/webhooks/${w.targets.webhookId}` }),
    expected: { anonymous: 401, ...member(404), organizer: 204 },
  },
  "GET /users/me/tokens": { request: () => ({ method: "GET", path: "/api/v1/users/me/tokens" }), expected: { anonymous: 401, ...member(200) } },
  // A token is its owner's alone: anyone else, an admin included, finds none with its id.
  "DELETE /users/me/tokens/{organizer's}": {
    request: (w) => ({ method: "DELETE", path: `/api/v1/users/me/tokens/${w.targets.apiTokenId}` }),
    expected: { anonymous: 401, ...member(404), organizer: 204 },
  },
  "PUT /users/{organizer}": {
    request: (w) => ({ method: "PUT", path: `/api/v1/users/${w.owner.id}`, body: { displayname: "Nom changé" } }),
    expected: ownAccount(200),
  },
  "PUT /users/{organizer}/password": {
    request: (w) => ({
      method: "PUT",
      path: `/api/v1/users/${w.owner.id}/password`,
      body: { currentPassword: PROBE_PASSWORD, password: "un-autre-secret-bien-long-9" },
    }),
    expected: ownAccount(403),
  },
  "PUT /users/{organizer}/email": {
    request: (w) => ({
      method: "PUT",
      path: `/api/v1/users/${w.owner.id}/email`,
      body: { password: PROBE_PASSWORD, email: `nouvelle.${w.stamp}@exemple.test` },
    }),
    expected: ownAccount(403),
  },
  "GET /events/organize/{slug}": { request: (w) => ({ method: "GET", path: `/api/v1/events/organize/${w.event.slug}` }), expected: organizers(200) },
  "GET /events/{id}/dashboard": { request: (w) => ({ method: "GET", path: `/api/v1/events/${w.event.id}/dashboard` }), expected: organizers(200) },
  "GET /events/{id}/feedbacks": { request: (w) => ({ method: "GET", path: `/api/v1/events/${w.event.id}/feedbacks` }), expected: organizers(200) },
  "GET /events/{id}/attendees": { request: (w) => ({ method: "GET", path: `/api/v1/events/${w.event.id}/attendees` }), expected: organizers(200) },
  "GET /events/{id}/attendees.csv": { request: (w) => ({ method: "GET", path: `/api/v1/events/${w.event.id}/attendees.csv` }), expected: organizers(200) },
  "PUT /events/{id}": {
    request: (w) => ({ method: "PUT", path: `/api/v1/events/${w.event.id}`, body: eventInput(w.taxonomies, { maxAttendees: 30 }) }),
    expected: organizers(200),
  },
  "POST /events/checkin/{id}": {
    request: (w) => ({ method: "POST", path: `/api/v1/events/checkin/${w.event.id}`, body: { userId: w.attendee.id } }),
    expected: organizers(200),
  },
  "POST /events/checkout/{id}": {
    request: (w) => ({ method: "POST", path: `/api/v1/events/checkout/${w.event.id}`, body: { userId: w.attendee.id } }),
    expected: organizers(200),
  },
  "POST /events/batch/{id}": {
    request: (w) => ({ method: "POST", path: `/api/v1/events/batch/${w.event.id}`, body: { action: "checkin", userIds: [w.attendee.id] } }),
    expected: organizers(200),
  },
  "POST /events/contact/{id}": {
    request: (w) => ({ method: "POST", path: `/api/v1/events/contact/${w.event.id}`, body: { subject: "Rappel", message: "À demain." } }),
    expected: organizers(202),
  },
  "POST /events/{id}/coorganizer": {
    request: (w, role) => ({ method: "POST", path: `/api/v1/events/${w.event.id}/coorganizer`, body: { email: `invite.${role}.${w.stamp}@exemple.test` } }),
    expected: organizers(201),
  },
  "PUT /events/{id} (cancel)": {
    request: (w) => ({ method: "PUT", path: `/api/v1/events/${w.event.id}`, body: { status: "cancelled" } }),
    expected: { anonymous: 401, stranger: 403, attendee: 403, coorganizer: 200 },
  },
  "GET /events/organize/{private slug}": {
    request: (w) => ({ method: "GET", path: `/api/v1/events/organize/${w.hidden.slug}` }),
    expected: hiddenOrganizers(200),
  },
  "GET /events/{private id}/attendees": {
    request: (w) => ({ method: "GET", path: `/api/v1/events/${w.hidden.id}/attendees` }),
    expected: hiddenOrganizers(200),
  },
  "PUT /events/{private id}": {
    request: (w) => ({ method: "PUT", path: `/api/v1/events/${w.hidden.id}`, body: eventInput(w.taxonomies, { private: true }) }),
    expected: hiddenOrganizers(200),
  },
  "GET /events/slug/{private slug}": {
    request: (w) => ({ method: "GET", path: `/api/v1/events/slug/${w.hidden.slug}` }),
    expected: { anonymous: 404, stranger: 404, attendee: 200, organizer: 200, coorganizer: 200, admin: 200 },
  },
  "GET /events/related/{private id}": {
    request: (w) => ({ method: "GET", path: `/api/v1/events/related/${w.hidden.id}` }),
    expected: { anonymous: 404, stranger: 404, attendee: 200, organizer: 200, coorganizer: 200, admin: 200 },
  },
  "GET /events/e/{private slug}.ics": {
    request: (w) => ({ method: "GET", path: `/events/e/${w.hidden.slug}.ics` }),
    expected: { anonymous: 404, stranger: 404 },
  },
  "POST /events/attend/{private id}": {
    request: (w) => ({ method: "POST", path: `/api/v1/events/attend/${w.hidden.id}`, body: { lang: "fr", transactionnal: false } }),
    expected: { anonymous: 401, stranger: 404, attendee: 200, organizer: 200, coorganizer: 200, admin: 200 },
  },
  "POST /events/waitlist/{private id}": {
    request: (w) => ({ method: "POST", path: `/api/v1/events/waitlist/${w.hidden.id}`, body: { lang: "fr" } }),
    expected: { anonymous: 401, stranger: 404 },
  },
  "POST /events/subscribe-attend/{private id}": {
    // A guest gives an address; with a session it is attending.
    request: (w, role) => ({
      method: "POST",
      path: `/api/v1/events/subscribe-attend/${w.hidden.id}`,
      body: role === "anonymous" ? { email: `invite.${w.stamp}@exemple.test`, lang: "fr" } : { lang: "fr" },
    }),
    expected: { anonymous: 404, stranger: 404 },
  },
  "GET /events/attend/{private id}/status": {
    request: (w) => ({ method: "GET", path: `/api/v1/events/attend/${w.hidden.id}/status` }),
    expected: { anonymous: 401, stranger: 404, attendee: 200, organizer: 200 },
  },
  "POST /likes {private event}": {
    request: (w) => ({ method: "POST", path: "/api/v1/likes", body: { event: w.hidden.id } }),
    expected: { anonymous: 401, stranger: 404, attendee: 200, organizer: 200, coorganizer: 200, admin: 200 },
  },
  "POST /events/feedback/{private id}": {
    request: (w) => ({ method: "POST", path: `/api/v1/events/feedback/${w.hidden.id}`, body: { rating: 5 } }),
    expected: { anonymous: 401, stranger: 404 },
  },
  "POST /events/attend/{id} for someone else": {
    request: (w) => ({ method: "POST", path: `/api/v1/events/attend/${w.event.id}`, body: { user: w.owner.id, email: w.owner.email } }),
    expected: { anonymous: 401, stranger: 403, coorganizer: 403, admin: 403 },
  },
  "GET /admin/me": { request: () => ({ method: "GET", path: "/api/v1/admin/me" }), expected: adminsOnly(200) },
  "GET /admin/users": { request: () => ({ method: "GET", path: "/api/v1/admin/users" }), expected: adminsOnly(200) },
  "GET /admin/audit": { request: () => ({ method: "GET", path: "/api/v1/admin/audit" }), expected: adminsOnly(200) },
  "GET /admin/entries/{id}": { request: (w) => ({ method: "GET", path: `/api/v1/admin/entries/${w.targets.entryId}` }), expected: adminsOnly(200) },
  "PUT /admin/users/{id}/blocked": {
    request: (w) => ({ method: "PUT", path: `/api/v1/admin/users/${w.victim.id}/blocked`, body: { blocked: false } }),
    expected: adminsOnly(200),
  },
  "POST /admin/events/{id}/hide": {
    request: (w) => ({ method: "POST", path: `/api/v1/admin/events/${w.event.id}/hide`, body: { hidden: false } }),
    expected: adminsOnly(200),
  },
  "PUT /admin/translations": {
    request: () => ({ method: "PUT", path: "/api/v1/admin/translations", body: { module: "events", key: "matrice", texts: { fr: "Matrice" } } }),
    expected: adminsOnly(200),
  },
};

function headersOf(world: World, role: Role): Record<string, string> {
  const people = { stranger: world.victim, attendee: world.attendee, organizer: world.owner, coorganizer: world.coorganizer, admin: world.admin };
  return role === "anonymous" ? {} : people[role].headers;
}

test.for(Object.entries(MATRIX))("%s answers each role as the table says, and a refusal changes nothing", async ([name, row]) => {
  const world = await createWorld();
  const send = await startProbe();
  // Refusals first: an allowed write (a cancellation) must not decide what the next role sees.
  const roles = ROLES.filter((role) => row.expected[role] !== undefined).sort(
    (a, b) => Number((row.expected[a] ?? 0) < 400) - Number((row.expected[b] ?? 0) < 400),
  );
  const answered: Partial<Record<Role, number>> = {};
  const problems: string[] = [];
  for (const role of roles) {
    const request = row.request(world, role);
    const attempt: Attempt = {
      label: `${name} as ${role}`,
      method: request.method,
      path: request.path,
      headers: headersOf(world, role),
      body: request.body === undefined ? undefined : { text: JSON.stringify(request.body), contentType: "application/json" },
    };
    const outcome = await send(attempt);
    answered[role] = outcome.status;
    problems.push(...basicProblems(attempt, outcome));
    if (outcome.status !== row.expected[role]) problems.push(`${attempt.label}: expected ${row.expected[role]}, got ${describe(outcome)}`);
  }
  expect({ answered, problems }).toEqual({ answered: row.expected, problems: [] });
});
