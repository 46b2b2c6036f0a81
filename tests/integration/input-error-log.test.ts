import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiJson, workerFetch } from "../support/api-call";

afterEach(() => vi.restoreAllMocks());

/** What the Worker logs as errors during `run`, each call's arguments joined as one text. */
async function errorsLoggedBy(run: () => Promise<unknown>): Promise<string[]> {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await run();
  return log.mock.calls.map((args) => args.map(String).join(" "));
}

test("a POST to an unknown page or to a page (pages have no action) answers 405, a GET of an unknown page 404; nothing is logged", async () => {
  const statuses: number[] = [];
  const logged = await errorsLoggedBy(async () => {
    for (const path of ["/nulle-part", "/en/nowhere/at/all", "/events"]) {
      const response = await workerFetch(path, { method: "POST", rawBody: "a=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      statuses.push(response.status);
      await response.text();
    }
    const unknown = await workerFetch("/nulle-part");
    statuses.push(unknown.status);
    await unknown.text();
  });
  expect(statuses).toEqual([405, 405, 405, 404]);
  expect(logged).toEqual([]);
});

test("expected API refusals (400, 401, 404, 413) are answered and not logged", async () => {
  const logged = await errorsLoggedBy(async () => {
    await apiJson("PUT", "/users/someone", { body: { displayname: "x" } });
    await apiJson("POST", "/users/exists", { body: [] });
    await apiJson("GET", "/events?page=0x10");
    await apiJson("POST", "/nowhere", { body: { any: "z".repeat(70 * 1024) } });
  });
  expect(logged).toEqual([]);
});

test("an unexpected API error answers 500 internal_error naming the request, and logs one line with that id and no stack", async () => {
  const member = await createMember();
  await env.DB.prepare("UPDATE users SET address = 'not json' WHERE id = ?").bind(member.id).run();
  let answer: { status: number; body: unknown } = { status: 0, body: null };
  const logged = await errorsLoggedBy(async () => {
    answer = await apiJson("GET", "/users/me", { headers: { ...member.headers, "cf-ray": "8a1b2c3d4e5f-CDG" } });
  });
  expect(answer.status).toBe(500);
  expect(errorOf(answer.body)).toEqual({ code: "internal_error", message: "An unexpected error occurred (request 8a1b2c3d4e5f-CDG)." });
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(/^api error GET \/api\/v1\/users\/me request=8a1b2c3d4e5f-CDG: \w+: /);
  expect(logged[0]).not.toContain("\n");
});
