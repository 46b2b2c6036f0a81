import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { attendAs, createOrganizeTaxonomies, eventInput, organizeEvent, ticketOf } from "../factories/organized-events";
import { createMember, createUser } from "../factories/users";
import { apiCall } from "../support/api-call";
import { eventNo, userNo } from "~/lib/compact-keys";

async function attendeeTicket() {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies));
  const attendee = await createMember();
  await attendAs(attendee, event.id);
  return { organizer, event, attendee, ticket: await ticketOf(event.id, attendee.id) };
}

test("a ticket's QR code is served as PNG for emails and SVG for the web, to anyone, with a long public cache", async () => {
  const { event, ticket } = await attendeeTicket();
  const png = await apiCall("GET", `/tickets/${event.id}/${ticket}.png`);
  expect(png.status).toBe(200);
  expect(png.headers.get("Content-Type")).toBe("image/png");
  expect(png.headers.get("Cache-Control")).toBe("public, max-age=2592000, immutable");
  const bytes = new Uint8Array(await png.arrayBuffer());
  expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");

  const svg = await apiCall("GET", `/tickets/${event.id}/${ticket}.svg`);
  expect([svg.status, svg.headers.get("Content-Type"), svg.headers.get("Cache-Control")]).toEqual([200, "image/svg+xml", "public, max-age=2592000, immutable"]);
  expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
});

test("an unknown event or ticket, another event's ticket, a malformed name or a cancelled registration is 404", async () => {
  const { event, ticket, attendee } = await attendeeTicket();
  const other = await attendeeTicket();
  const paths = [
    `/tickets/000000000000000000000000/${ticket}.png`,
    `/tickets/${event.id}/ZZZZ9999.png`,
    `/tickets/${event.id}/${other.ticket}.svg`,
    `/tickets/${event.id}/${ticket}.gif`,
    `/tickets/${event.id}/${ticket.toLowerCase()}.png`,
  ];
  const statuses = await Promise.all(paths.map(async (path) => (await apiCall("GET", path)).status));
  expect(statuses).toEqual([404, 404, 404, 404, 404]);
  expect((await apiCall("DELETE", `/events/attend/${event.id}`, { headers: attendee.headers })).status).toBe(200);
  expect((await apiCall("GET", `/tickets/${event.id}/${ticket}.png`)).status).toBe(404);
});

test("every row written into attendees gets a ticket of the alphabet, unique within its event", async () => {
  const { event } = await attendeeTicket();
  const users = await Promise.all(Array.from({ length: 150 }, () => createUser({ password: null })));
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no) SELECT ${eventNo("?1")}, u.no FROM json_each(?2) j JOIN users u ON u.id = j.value`)
    .bind(event.id, JSON.stringify(users.map((u) => u.id)))
    .run();
  const { results } = await env.DB.prepare(`SELECT ticket FROM attendees WHERE event_no = ${eventNo("?1")}`)
    .bind(event.id)
    .all<{ ticket: string }>();
  expect(results).toHaveLength(151);
  for (const { ticket } of results) expect(ticket).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  expect(new Set(results.map((row) => row.ticket)).size).toBe(151);
});

test("a code already taken in the event is never drawn again: the unique index refuses a duplicate", async () => {
  const { event, ticket } = await attendeeTicket();
  const user = await createUser();
  const duplicate = env.DB.prepare(`INSERT INTO attendees (event_no, user_no, ticket) VALUES (${eventNo("?1")}, ${userNo("?2")}, ?3)`)
    .bind(event.id, user.id, ticket)
    .run();
  await expect(duplicate).rejects.toThrow(/UNIQUE constraint failed/);
});
