import { env, exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { createEvent, createTaxonomy } from "../factories/events";
import { createUser, loginAs } from "../factories/users";

let events: string[] = [];
let topic = "";
let draft = "";

beforeAll(async () => {
  events = [
    await createEvent({ slug: "velo", title: "Vélo", startDate: "2031-06-01T18:00:00.000Z" }),
    await createEvent({ slug: "compost", title: "Compost", startDate: "2031-06-02T18:00:00.000Z" }),
    await createEvent({ slug: "fresque", title: "Fresque", startDate: "2031-06-03T18:00:00.000Z" }),
  ];
  draft = await createEvent({ slug: "brouillon", title: "Brouillon", startDate: "2031-06-04T18:00:00.000Z", status: "draft" });
  topic = await createTaxonomy("topic", "climat", "Climat");
  await env.DB.prepare(
    "INSERT INTO articles (id, slug, category, title, first_published) VALUES ('art1', 'le-compost', 'guides', 'Le compost', '2026-01-02T10:00:00.000Z')",
  ).run();
});

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await exports.default.fetch(`http://localhost/api/v1${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function member(input: Parameters<typeof createUser>[0] = {}) {
  return (await loginAs(await createUser(input))).headers;
}

test("every likes call needs a session: 401", async () => {
  expect((await call("GET", "/likes")).status).toBe(401);
  expect((await call("POST", "/likes/events", {}, { events })).status).toBe(401);
  expect((await call("POST", "/likes", {}, { event: events[0] })).status).toBe(401);
  expect((await call("DELETE", "/likes", {}, { event: events[0] })).status).toBe(401);
});

test("liking is idempotent and GET /likes lists events, articles and topics", async () => {
  const headers = await member();
  expect(await call("GET", "/likes", headers)).toEqual({ status: 200, body: { events: [], articles: [], topics: [] } });
  expect(await call("POST", "/likes", headers, { event: events[0] })).toEqual({ status: 200, body: { event: events[0], liked: true } });
  expect((await call("POST", "/likes", headers, { event: events[0] })).status).toBe(200);
  await call("POST", "/likes", headers, { event: events[2] });
  expect(await call("POST", "/likes", headers, { article: "art1" })).toEqual({ status: 200, body: { article: "art1", liked: true } });
  expect((await call("POST", "/likes", headers, { topic })).status).toBe(200);

  const { body } = await call("GET", "/likes", headers);
  expect(body).toEqual({ events: expect.arrayContaining([events[0], events[2]]), articles: ["art1"], topics: [topic] });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM likes").first("n")).toBe(4);
});

test("POST /likes/events answers a map id → liked for the ids asked", async () => {
  const headers = await member();
  await call("POST", "/likes", headers, { event: events[1] });
  const { status, body } = await call("POST", "/likes/events", headers, { events: [...events, "inconnu"] });
  expect(status).toBe(200);
  expect(body).toEqual({ [events[0] ?? ""]: false, [events[1] ?? ""]: true, [events[2] ?? ""]: false, inconnu: false });
});

test("DELETE /likes unlikes, twice without harm", async () => {
  const headers = await member();
  await call("POST", "/likes", headers, { event: events[1] });
  expect(await call("DELETE", "/likes", headers, { event: events[1] })).toEqual({ status: 200, body: { event: events[1], liked: false } });
  expect((await call("DELETE", "/likes", headers, { event: events[1] })).status).toBe(200);
  expect((await call("GET", "/likes", headers)).body).toEqual({ events: [], articles: [], topics: [] });
});

test("unknown or draft targets answer 404, malformed bodies 400, unconfirmed members 403", async () => {
  const headers = await member();
  expect((await call("POST", "/likes", headers, { event: "inconnu" })).status).toBe(404);
  expect((await call("POST", "/likes", headers, { event: draft })).status).toBe(404);
  expect((await call("POST", "/likes", headers, { topic: events[0] })).status).toBe(404);
  expect((await call("POST", "/likes", headers, {})).status).toBe(400);
  expect((await call("POST", "/likes", headers, { event: events[0], topic })).status).toBe(400);
  expect((await call("POST", "/likes/events", headers, { events: Array.from({ length: 101 }, (_, i) => `e${i}`) })).status).toBe(400);
  const unconfirmed = await call("POST", "/likes", await member({ active: false }), { event: events[0] });
  expect(unconfirmed).toMatchObject({ status: 403, body: { error: { code: "email_not_confirmed" } } });
});

test("a stranger neither sees nor changes another member's likes", async () => {
  const [lea, sam] = [await member(), await member()];
  await call("POST", "/likes", lea, { event: events[2] });
  expect((await call("GET", "/likes", sam)).body).toEqual({ events: [], articles: [], topics: [] });
  expect((await call("POST", "/likes/events", sam, { events: [events[2]] })).body).toEqual({ [events[2] ?? ""]: false });
  await call("DELETE", "/likes", sam, { event: events[2] });
  expect((await call("GET", "/likes", lea)).body).toEqual({ events: [events[2]], articles: [], topics: [] });
});
