import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson, workerFetch } from "../support/api-call";

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
