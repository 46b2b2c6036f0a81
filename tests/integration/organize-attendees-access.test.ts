import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { addRegistration } from "../factories/organize-reads";
import { attendAs } from "../factories/organized-events";
import { castOrganizerRoles, ROLES, type Role } from "../factories/organizer-roles";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall } from "../support/api-call";
import { eventNo, isoOf, userNo } from "~/lib/compact-keys";

/** Every role of the authorization table around one public and one private event, each with one attendee. */
async function cast() {
  const roles = await castOrganizerRoles();
  const attendee = await createMember();
  await attendAs(attendee, roles.open.id);
  // Only those who may see a private event attend it (docs/product.md §6): this attendee is registered in D1.
  await addRegistration(roles.hidden.id, attendee.id, new Date().toISOString());
  return { ...roles, attendee };
}

/** Each endpoint of the attendee tools with a body its organizers may send, and the status they get. */
function endpoints(attendeeId: string) {
  return [
    { method: "GET", path: (id: string) => `/events/${id}/attendees`, body: undefined, ok: 200 },
    { method: "GET", path: (id: string) => `/events/${id}/attendees.csv`, body: undefined, ok: 200 },
    { method: "POST", path: (id: string) => `/events/checkin/${id}`, body: { userId: attendeeId }, ok: 200 },
    { method: "POST", path: (id: string) => `/events/checkout/${id}`, body: { userId: attendeeId }, ok: 200 },
    { method: "POST", path: (id: string) => `/events/batch/${id}`, body: { action: "checkin", userIds: [attendeeId] }, ok: 200 },
    { method: "POST", path: (id: string) => `/events/contact/${id}`, body: { subject: "Bonjour", message: "À demain" }, ok: 202 },
  ];
}

const REFUSED: Record<Role, [number, string] | null> = {
  creator: null,
  coorganizer: null,
  admin: null,
  other: [403, "forbidden"],
  unconfirmed: [403, "email_not_confirmed"],
  anonymous: [401, "unauthorized"],
};

test("the attendee tools are for the creator, co-organizers and admins; others 403, unconfirmed 403, anonymous 401", async () => {
  const { open, headers, attendee } = await cast();
  for (const endpoint of endpoints(attendee.id)) {
    for (const role of ROLES) {
      const response = await apiCall(endpoint.method, endpoint.path(open.id), { headers: headers[role], body: endpoint.body });
      const refused = REFUSED[role];
      const got = refused ? [response.status, errorOf(await response.json()).code] : response.status;
      expect([endpoint.method, endpoint.path("{id}"), role, got]).toEqual([endpoint.method, endpoint.path("{id}"), role, refused ?? endpoint.ok]);
      if (refused) expect(response.headers.get("Content-Type")).toContain("application/json");
    }
  }
});

test("someone else's private event answers 404 to every attendee tool, and nothing about it leaks", async () => {
  const { hidden, headers, attendee } = await cast();
  for (const endpoint of endpoints(attendee.id)) {
    const response = await apiCall(endpoint.method, endpoint.path(hidden.id), { headers: headers.other, body: endpoint.body });
    const text = await response.text();
    expect([endpoint.path("{id}"), response.status, errorOf(JSON.parse(text)).code]).toEqual([endpoint.path("{id}"), 404, "event_not_found"]);
    expect(text).not.toContain(attendee.email);
    expect(text).not.toContain(hidden.slug);
  }
  for (const role of ["creator", "coorganizer", "admin"] as const) {
    expect((await apiCall("GET", `/events/${hidden.id}/attendees`, { headers: headers[role] })).status).toBe(200);
  }
});

test("refused calls change nothing: no check-in, no removal, no email", async () => {
  const { open, headers, attendee } = await cast();
  for (const role of ["other", "unconfirmed", "anonymous"] as const) {
    await apiCall("POST", `/events/checkin/${open.id}`, { headers: headers[role], body: { userId: attendee.id } });
    await apiCall("POST", `/events/batch/${open.id}`, { headers: headers[role], body: { action: "remove", userIds: [attendee.id] } });
    await apiCall("POST", `/events/contact/${open.id}`, { headers: headers[role], body: { subject: "Spam", message: "Spam" } });
  }
  const row = await env.DB.prepare(
    `SELECT ${isoOf("checked_in_at")} AS checked_in_at FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`,
  )
    .bind(open.id, attendee.id)
    .first();
  expect(row).toEqual({ checked_in_at: null });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'organizer-message' AND to_email = ?").bind(attendee.email).first("n")).toBe(0);
});

test("an unknown event answers 404 to its organizers' tools as to anyone", async () => {
  const { headers } = await cast();
  const response = await apiCall("GET", "/events/000000000000000000000000/attendees", { headers: headers.admin });
  expect([response.status, errorOf(await response.json()).code]).toEqual([404, "event_not_found"]);
});
