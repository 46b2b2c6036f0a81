import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createMember } from "../factories/users";
import { apiJson } from "../support/api-call";

let events: string[] = [];
let topic = "";
let draft = "";

beforeAll(async () => {
  events = [
    await createEvent({ slug: "velo", title: "Vélo", startDate: daysFromNow(30, 18) }),
    await createEvent({ slug: "compost", title: "Compost", startDate: daysFromNow(31, 18) }),
    await createEvent({ slug: "fresque", title: "Fresque", startDate: daysFromNow(32, 18) }),
  ];
  draft = await createEvent({ slug: "brouillon", title: "Brouillon", startDate: daysFromNow(33, 18), status: "draft" });
  topic = await createTaxonomy("topic", "climat", "Climat");
  await env.DB.prepare(
    "INSERT INTO articles (id, slug, category, title, first_published) VALUES ('art1', 'le-compost', 'guides', 'Le compost', '2026-01-02T10:00:00.000Z')",
  ).run();
});

test("every likes call needs a session: 401", async () => {
  expect((await apiJson("GET", "/likes")).status).toBe(401);
  expect((await apiJson("POST", "/likes/events", { body: { events } })).status).toBe(401);
  expect((await apiJson("POST", "/likes", { body: { event: events[0] } })).status).toBe(401);
  expect((await apiJson("DELETE", "/likes", { body: { event: events[0] } })).status).toBe(401);
});

test("liking is idempotent and GET /likes lists events, articles and topics", async () => {
  const { id, headers } = await createMember();
  expect(await apiJson("GET", "/likes", { headers })).toEqual({ status: 200, body: { events: [], articles: [], topics: [] } });
  expect(await apiJson("POST", "/likes", { headers, body: { event: events[0] } })).toEqual({ status: 200, body: { event: events[0], liked: true } });
  expect((await apiJson("POST", "/likes", { headers, body: { event: events[0] } })).status).toBe(200);
  await apiJson("POST", "/likes", { headers, body: { event: events[2] } });
  expect(await apiJson("POST", "/likes", { headers, body: { article: "art1" } })).toEqual({ status: 200, body: { article: "art1", liked: true } });
  expect((await apiJson("POST", "/likes", { headers, body: { topic } })).status).toBe(200);

  const { body } = await apiJson("GET", "/likes", { headers });
  expect(body).toEqual({ events: expect.arrayContaining([events[0], events[2]]), articles: ["art1"], topics: [topic] });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM likes WHERE user_no = (SELECT no FROM users WHERE id = ?)").bind(id).first("n")).toBe(4);
});

test("POST /likes/events answers a map id → liked for the ids asked", async () => {
  const { headers } = await createMember();
  await apiJson("POST", "/likes", { headers, body: { event: events[1] } });
  const { status, body } = await apiJson("POST", "/likes/events", { headers, body: { events: [...events, "inconnu"] } });
  expect(status).toBe(200);
  expect(body).toEqual({ [events[0] ?? ""]: false, [events[1] ?? ""]: true, [events[2] ?? ""]: false, inconnu: false });
});

test("DELETE /likes unlikes, twice without harm", async () => {
  const { headers } = await createMember();
  await apiJson("POST", "/likes", { headers, body: { event: events[1] } });
  expect(await apiJson("DELETE", "/likes", { headers, body: { event: events[1] } })).toEqual({ status: 200, body: { event: events[1], liked: false } });
  expect((await apiJson("DELETE", "/likes", { headers, body: { event: events[1] } })).status).toBe(200);
  expect((await apiJson("GET", "/likes", { headers })).body).toEqual({ events: [], articles: [], topics: [] });
});

test("unknown or draft targets answer 404, malformed bodies 400, unconfirmed members 403", async () => {
  const { headers } = await createMember();
  expect((await apiJson("POST", "/likes", { headers, body: { event: "inconnu" } })).status).toBe(404);
  expect((await apiJson("POST", "/likes", { headers, body: { event: draft } })).status).toBe(404);
  expect((await apiJson("POST", "/likes", { headers, body: { topic: events[0] } })).status).toBe(404);
  expect((await apiJson("POST", "/likes", { headers, body: {} })).status).toBe(400);
  expect((await apiJson("POST", "/likes", { headers, body: { event: events[0], topic } })).status).toBe(400);
  expect((await apiJson("POST", "/likes/events", { headers, body: { events: Array.from({ length: 101 }, (_, i) => `e${i}`) } })).status).toBe(400);
  const unconfirmed = await apiJson("POST", "/likes", { headers: (await createMember({ active: false })).headers, body: { event: events[0] } });
  expect(unconfirmed).toMatchObject({ status: 403, body: { error: { code: "email_not_confirmed" } } });
});

test("a stranger neither sees nor changes another member's likes", async () => {
  const [lea, sam] = [(await createMember()).headers, (await createMember()).headers];
  await apiJson("POST", "/likes", { headers: lea, body: { event: events[2] } });
  expect((await apiJson("GET", "/likes", { headers: sam })).body).toEqual({ events: [], articles: [], topics: [] });
  expect((await apiJson("POST", "/likes/events", { headers: sam, body: { events: [events[2]] } })).body).toEqual({ [events[2] ?? ""]: false });
  await apiJson("DELETE", "/likes", { headers: sam, body: { event: events[2] } });
  expect((await apiJson("GET", "/likes", { headers: lea })).body).toEqual({ events: [events[2]], articles: [], topics: [] });
});
