import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createMember } from "../factories/users";
import { eventInput, organizeEvent } from "../factories/organized-events";
import { castOrganizerRoles, type Role } from "../factories/organizer-roles";
import { errorOf } from "../support/api-answers";
import { apiCall } from "../support/api-call";

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
  const event = await organizeEvent(owner.headers, eventInput(taxonomies));
  await env.DB.prepare("UPDATE users SET active = 0 WHERE id = ?").bind(owner.id).run();
  const response = await apiCall("PUT", `/events/${event.id}`, { headers: owner.headers, body: { status: "cancelled" } });
  expect(response.status).toBe(403);
});
