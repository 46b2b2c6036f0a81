import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { attendAs, createOrganizeTaxonomies, eventInput, organizeEvent } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";

type Arrived = { attendee: { userId: string; name: string; email: string; checkedInAt: string | null; ticket: string } };

test("someone registered at the door is an attendee checked in at once, with a ticket (an address of the .invalid domain when none is given)", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { maxAttendees: 3 }));
  const walkIn = await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body: { name: "Awa Diallo" } });
  expect(walkIn.status).toBe(201);
  const { attendee } = walkIn.body as Arrived;
  expect(attendee).toMatchObject({ name: "Awa Diallo" });
  expect(attendee.checkedInAt).not.toBeNull();
  expect(attendee.ticket).toMatch(/^[A-Z2-9]{8}$/);
  expect(attendee.email).toMatch(/@walk-in\.invalid$/);
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(event.id).first("attendees_count")).toBe(1);

  // An address of an account registers that account; a new address gets an account to claim later.
  const member = await createMember();
  const known = await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body: { name: "Ben", email: member.email.toUpperCase() } });
  expect((known.body as Arrived).attendee.userId).toBe(member.id);
  const fresh = await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body: { name: "Cléo", email: "cleo.porte@exemple.fr" } });
  expect(fresh.status).toBe(201);
  expect(await env.DB.prepare("SELECT invited, active FROM users WHERE email = 'cleo.porte@exemple.fr'").first()).toEqual({ invited: 1, active: 0 });
});

test("at the door the capacity holds: a walk-in to a full event is refused and leaves no account; bad input is 400", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { maxAttendees: 1 }));
  await attendAs(await createMember(), event.id);
  const users = async () => env.DB.prepare("SELECT count(*) AS n FROM users").first("n");
  const before = await users();
  const full = await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body: { name: "Dan", email: "dan.porte@exemple.fr" } });
  expect({ status: full.status, code: errorOf(full.body).code }).toEqual({ status: 409, code: "event_full" });
  expect(await users()).toBe(before);
  for (const body of [{}, { name: "  " }, { name: "Eva", email: "pas-une-adresse" }, { name: "x".repeat(101) }]) {
    expect((await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body })).status).toBe(400);
  }
  const stranger = await createMember();
  expect((await apiJson("POST", `/events/walk-in/${event.id}`, { headers: stranger.headers, body: { name: "Intrus" } })).status).toBe(403);
});

test("walk-ins are limited per event (500 a day): past it, 429 with Retry-After, and no account is made", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { maxAttendees: 10 }));
  await env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 500)")
    .bind(`walkIn:${event.id}`, Math.floor(Date.now() / 1000))
    .run();
  const refused = await apiCall("POST", `/events/walk-in/${event.id}`, {
    headers: organizer.headers,
    body: { name: "Fanny", email: "fanny.porte@exemple.fr" },
  });
  expect([refused.status, errorOf(await refused.json()).code]).toEqual([429, "rate_limited"]);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'fanny.porte@exemple.fr'").first("n")).toBe(0);
});
