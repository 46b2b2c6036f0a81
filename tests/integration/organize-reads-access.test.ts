import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { castOrganizerRoles, ROLES, type Role } from "../factories/organizer-roles";
import { errorOf } from "../support/api-answers";
import { apiCall } from "../support/api-call";

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
