import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { attendAs, createEventOf, createOrganizeTaxonomies, eventInput, ticketOf } from "../factories/organized-events";
import { createMember, createUser } from "../factories/users";
import { apiCall, workerFetch, type CallOptions } from "../support/api-call";
import { describedApi, describedJson, describedRoutes, registeredRoutes } from "../support/api-contract";

/** A call whose answer must match the description (docs/decisions/026-openapi-from-schemas.md). */
async function call(method: string, path: string, options: CallOptions = {}) {
  const { status, body, problems } = await describedJson(method, path, options);
  expect(problems).toEqual([]);
  return { status, body };
}

test("GET /api/v1/openapi.json answers the OpenAPI 3.1 description, as JSON that caches may keep", async () => {
  const response = await apiCall("GET", "/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toMatch(/^public, /);
  const description = (await response.json()) as { openapi: string; servers: unknown; paths: Record<string, unknown> };
  expect(description.openapi).toBe("3.1.0");
  expect(description.servers).toEqual([{ url: "/api/v1" }]);
  expect(Object.keys(description.paths)).toContain("/events/slug/{slug}");
});

test("every route registered in the API app is described, and every described operation is a registered route", async () => {
  expect(describedRoutes(await describedApi())).toEqual(registeredRoutes());
});

test("the events listing, an event, its related events and an unknown event answer as described", async () => {
  const topic = await createTaxonomy("topic", "contrat-climat", "Climat");
  await createEvent({
    slug: "contrat-fresque",
    title: "Fresque du climat",
    startDate: daysFromNow(12, 18),
    topicId: topic,
    translations: { en: "Climate fresco" },
  });
  const other = await createEvent({ slug: "contrat-velo", title: "Atelier vélo", startDate: daysFromNow(13, 18), topicId: topic });

  const listing = await call("GET", "/events?limit=5&lang=en");
  expect(listing.status).toBe(200);
  expect(await call("GET", "/events/slug/contrat-fresque")).toMatchObject({ status: 200, body: { slug: "contrat-fresque" } });
  expect((await call("GET", `/events/related/${other}`)).status).toBe(200);
  expect(await call("GET", "/events/slug/inconnu")).toMatchObject({ status: 404, body: { error: { code: "event_not_found" } } });
  expect(await call("GET", "/events?limit=beaucoup")).toMatchObject({ status: 400, body: { error: { code: "invalid_parameter" } } });
});

test("logging in, renewing the tokens and reading the profile answer as described, and so do their refusals", async () => {
  const user = await createUser({ email: "contrat@exemple.test", password: "mot-de-passe-contrat" });
  const login = await call("POST", "/auth/local", { body: { email: user.email, password: "mot-de-passe-contrat" } });
  expect(login.status).toBe(200);
  const { token, refreshToken } = login.body as { token: string; refreshToken: string };
  expect((await call("POST", "/auth/local/token", { body: { refreshToken } })).status).toBe(200);
  expect(await call("GET", "/users/me", { headers: { Authorization: `Bearer ${token}` } })).toMatchObject({ status: 200, body: { email: user.email } });

  expect(await call("POST", "/auth/local", { body: { email: user.email, password: "pas-le-bon" } })).toMatchObject({
    status: 401,
    body: { error: { code: "invalid_credentials" } },
  });
  expect(await call("GET", "/users/me")).toMatchObject({ status: 401, body: { error: { code: "unauthorized" } } });
  const foreign = await call("POST", "/likes", { body: { event: "x" }, headers: { Origin: "https://ailleurs.example" } });
  expect(foreign).toMatchObject({ status: 403, body: { error: { code: "forbidden_origin" } } });
});

test("likes answer as described", async () => {
  const event = await createEvent({ slug: "contrat-like", title: "Repair café", startDate: daysFromNow(14, 18) });
  const { headers } = await createMember();
  expect((await call("POST", "/likes", { headers, body: { event } })).status).toBe(200);
  expect(await call("GET", "/likes", { headers })).toMatchObject({ status: 200, body: { events: [event] } });
  expect((await call("POST", "/likes/events", { headers, body: { events: [event, "inconnu"] } })).status).toBe(200);
  expect((await call("GET", "/likes/events/list", { headers })).status).toBe(200);
  expect((await call("DELETE", "/likes", { headers, body: { event } })).status).toBe(200);
});

test("attending, the attendance and the waitlist answer as described", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const { id } = await createEventOf(organizer, eventInput(taxonomies));
  const { headers } = await createMember();
  expect((await call("POST", `/events/attend/${id}`, { headers, body: { lang: "en" } })).status).toBe(200);
  expect(await call("GET", `/events/attend/${id}/status`, { headers })).toMatchObject({ status: 200, body: { registered: true } });
  expect(await call("POST", `/events/waitlist/${id}`, { headers })).toMatchObject({ status: 409 });
  expect((await call("DELETE", `/events/attend/${id}`, { headers })).status).toBe(200);
  expect(await call("POST", "/events/attend/inconnu", { headers })).toMatchObject({ status: 404, body: { error: { code: "event_not_found" } } });
});

test("an organizer's calls answer as described: writing an event, reading it, its dashboard, attendees and check-in", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const headers = organizer.headers;
  const created = await call("POST", "/events", {
    headers,
    body: eventInput(taxonomies, { texts: { en: { title: "Repair café", description: "<p>Bring a lamp.</p>" } }, lang: "en" }),
  });
  expect(created.status).toBe(201);
  const { _id: id, slug } = created.body as { _id: string; slug: string };
  const attendee = await createMember();
  await attendAs(attendee, id);

  expect((await call("PUT", `/events/${id}`, { headers, body: eventInput(taxonomies, { maxAttendees: 30 }) })).status).toBe(200);
  expect((await call("GET", "/events/organized", { headers })).status).toBe(200);
  expect(await call("GET", `/events/organize/${slug}`, { headers })).toMatchObject({ status: 200, body: { role: "owner" } });
  expect((await call("GET", `/events/${id}/dashboard`, { headers })).status).toBe(200);
  expect((await call("GET", `/events/${id}/attendees`, { headers })).status).toBe(200);
  expect((await call("POST", `/events/checkin/${id}`, { headers, body: { ticket: await ticketOf(id, attendee.id) } })).status).toBe(200);
  expect(await call("POST", `/events/${id}/private-link`, { headers })).toMatchObject({ status: 409, body: { error: { code: "event_not_private" } } });
  expect(await call("GET", `/events/${id}/dashboard`, { headers: attendee.headers })).toMatchObject({ status: 403 });
});

test("/api/docs is a page of the site, with its CSP, while other paths under /api still answer the API's JSON 404", async () => {
  const page = await workerFetch("/api/docs");
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  expect(await page.text()).toContain("Rendez-vous API reference");
  const other = await workerFetch("/api/ailleurs");
  expect(other.status).toBe(404);
  expect(await other.json()).toMatchObject({ error: { code: "not_found" } });
});

test("the description tells an event's and a profile's read shape from their write shape, with examples in French and English", async () => {
  const { paths, components } = (await describedApi()) as unknown as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, { content: Record<string, unknown> }> }>
    >;
    components: { schemas: Record<string, { description?: string }> };
  };
  expect(paths["/events"]?.post?.requestBody?.content["application/json"]).toMatchObject({
    schema: { $ref: "#/components/schemas/EventInput" },
    examples: { fr: { value: { lang: "fr" } }, en: { value: { lang: "en" } } },
  });
  expect(paths["/events/slug/{slug}"]?.get?.responses["200"]?.content["application/json"]).toMatchObject({
    schema: { $ref: "#/components/schemas/Event" },
    examples: { fr: { value: { title: { fr: "Fresque du climat à Lyon" } } }, en: { value: { title: { en: "Repair café in London" } } } },
  });
  expect(components.schemas.Event?.description).toMatch(/EventInput.*differs/);
  expect(components.schemas.EventInput?.description).toMatch(/answers it as an Event/);
  expect(paths["/users/{id}"]?.put?.requestBody?.content["application/json"]).toMatchObject({ schema: { $ref: "#/components/schemas/ProfileUpdate" } });
  expect(components.schemas.Profile?.description).toMatch(/ProfileUpdate, which differs/);
});
