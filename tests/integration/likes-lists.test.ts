import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember } from "../factories/users";
import { getJson } from "../support/api-call";

let events: string[] = [];

beforeAll(async () => {
  events = [
    await createEvent({ slug: "liste-velo", title: "Vélo", startDate: daysFromNow(30, 18) }),
    await createEvent({ slug: "liste-compost", title: "Compost", startDate: daysFromNow(31, 18) }),
    await createEvent({ slug: "liste-fresque", title: "Fresque", startDate: daysFromNow(32, 18) }),
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

/** A logged-in user with likes given at the listed times, in the order given. */
async function likerOf(likes: { type: "event" | "article"; id: string; at: string }[]) {
  const user = await createMember();
  for (const { type, id, at } of likes) {
    await env.DB.prepare("INSERT INTO likes (user_no, target_type, target_id, created_at) VALUES ((SELECT no FROM users WHERE id = ?), ?, ?, ?)")
      .bind(user.id, type, id, Date.parse(at))
      .run();
  }
  return user.headers;
}

const LikedSchema = v.object({ data: v.array(v.looseObject({ _id: v.string() })) });

/** The liked items of a list answer, most recent like first. */
const likedOf = (body: unknown) => v.parse(LikedSchema, body).data;
const ids = (body: unknown) => likedOf(body).map((item) => item._id);

test("the liked lists need a session: 401", async () => {
  expect((await getJson("/likes/events/list")).status).toBe(401);
  expect((await getJson("/likes/articles/list")).status).toBe(401);
});

test("GET /likes/events/list answers the liked events' JSON, most recent like first, privately", async () => {
  const [velo = "", compost = "", fresque = ""] = events;
  const headers = await likerOf([
    { type: "event", id: compost, at: "2026-03-01T10:00:00.000Z" },
    { type: "event", id: velo, at: "2026-03-03T10:00:00.000Z" },
    { type: "event", id: fresque, at: "2026-03-02T10:00:00.000Z" },
  ]);
  const { status, headers: answer, body } = await getJson("/likes/events/list", { headers });
  expect(status).toBe(200);
  expect(answer.get("Cache-Control")).toBe("private, no-store");
  expect(ids(body)).toEqual([velo, fresque, compost]);
  expect(likedOf(body)[0]).toMatchObject({ slug: "liste-velo", title: { fr: "Vélo" } });
});

test("GET /likes/articles/list answers the liked articles' JSON, most recent like first", async () => {
  const headers = await likerOf([
    { type: "article", id: "liste-a2", at: "2026-03-01T10:00:00.000Z" },
    { type: "article", id: "liste-a1", at: "2026-03-02T10:00:00.000Z" },
  ]);
  const { status, body } = await getJson("/likes/articles/list", { headers });
  expect(status).toBe(200);
  expect(ids(body)).toEqual(["liste-a1", "liste-a2"]);
  expect(likedOf(body)[1]).toMatchObject({ slug: "le-velo", category: "guides", title: "Le vélo" });
});

test("another user's likes are never shown", async () => {
  const [velo = ""] = events;
  await likerOf([
    { type: "event", id: velo, at: "2026-03-01T10:00:00.000Z" },
    { type: "article", id: "liste-a1", at: "2026-03-01T10:00:00.000Z" },
  ]);
  const stranger = await likerOf([]);
  expect((await getJson("/likes/events/list", { headers: stranger })).body).toEqual({ data: [] });
  expect((await getJson("/likes/articles/list", { headers: stranger })).body).toEqual({ data: [] });
});
