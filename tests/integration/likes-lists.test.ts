import { env, exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { createEvent } from "../factories/events";
import { createUser, loginAs } from "../factories/users";

let events: string[] = [];

beforeAll(async () => {
  events = [
    await createEvent({ slug: "liste-velo", title: "Vélo", startDate: "2031-06-01T18:00:00.000Z" }),
    await createEvent({ slug: "liste-compost", title: "Compost", startDate: "2031-06-02T18:00:00.000Z" }),
    await createEvent({ slug: "liste-fresque", title: "Fresque", startDate: "2031-06-03T18:00:00.000Z" }),
  ];
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO articles (id, slug, category, title, first_published) VALUES ('liste-a1', 'le-compost', 'guides', 'Le compost', '2026-01-02T10:00:00.000Z')",
    ),
    env.DB.prepare(
      "INSERT INTO articles (id, slug, category, title, first_published) VALUES ('liste-a2', 'le-velo', 'guides', 'Le vélo', '2026-01-03T10:00:00.000Z')",
    ),
  ]);
});

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await exports.default.fetch(`http://localhost/api/v1${path}`, { headers });
  return { status: response.status, cache: response.headers.get("Cache-Control"), body: await response.json() };
}

/** A logged-in user with likes given at the listed times, in the order given. */
async function likerOf(likes: { type: "event" | "article"; id: string; at: string }[]) {
  const user = await createUser();
  for (const { type, id, at } of likes) {
    await env.DB.prepare("INSERT INTO likes (user_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)").bind(user.id, type, id, at).run();
  }
  return (await loginAs(user)).headers;
}

const ids = (body: unknown) => (body as { data: { _id: string }[] }).data.map((item) => item._id);

test("the liked lists need a session: 401", async () => {
  expect((await call("/likes/events/list")).status).toBe(401);
  expect((await call("/likes/articles/list")).status).toBe(401);
});

test("GET /likes/events/list answers the liked events' JSON, most recent like first, privately", async () => {
  const [velo = "", compost = "", fresque = ""] = events;
  const headers = await likerOf([
    { type: "event", id: compost, at: "2026-03-01T10:00:00.000Z" },
    { type: "event", id: velo, at: "2026-03-03T10:00:00.000Z" },
    { type: "event", id: fresque, at: "2026-03-02T10:00:00.000Z" },
  ]);
  const { status, cache, body } = await call("/likes/events/list", headers);
  expect(status).toBe(200);
  expect(cache).toBe("private, no-store");
  expect(ids(body)).toEqual([velo, fresque, compost]);
  expect((body as { data: { slug: string; title: Record<string, string> }[] }).data[0]).toMatchObject({ slug: "liste-velo", title: { fr: "Vélo" } });
});

test("GET /likes/articles/list answers the liked articles' JSON, most recent like first", async () => {
  const headers = await likerOf([
    { type: "article", id: "liste-a2", at: "2026-03-01T10:00:00.000Z" },
    { type: "article", id: "liste-a1", at: "2026-03-02T10:00:00.000Z" },
  ]);
  const { status, body } = await call("/likes/articles/list", headers);
  expect(status).toBe(200);
  expect(ids(body)).toEqual(["liste-a1", "liste-a2"]);
  expect((body as { data: unknown[] }).data[1]).toMatchObject({ slug: "le-velo", category: "guides", title: "Le vélo" });
});

test("another user's likes are never shown", async () => {
  const [velo = ""] = events;
  await likerOf([
    { type: "event", id: velo, at: "2026-03-01T10:00:00.000Z" },
    { type: "article", id: "liste-a1", at: "2026-03-01T10:00:00.000Z" },
  ]);
  const stranger = await likerOf([]);
  expect((await call("/likes/events/list", stranger)).body).toEqual({ data: [] });
  expect((await call("/likes/articles/list", stranger)).body).toEqual({ data: [] });
});
