import { expect, test } from "vitest";
import { callWorker } from "./support/call-worker";
import { exampleBody } from "./support/examples";
import { fillPath, registeredRoutes, routeName, sendsBody, type ProbedRoute } from "./support/routes";
import { createWorld, type World } from "./support/world";

/*
 * Floods (docs/security.md §1 "Validation"): every write of the API that an anonymous client may send (votes,
 * game winners, leads, article reads, tracking, newsletter, registration, login…) has a per-client limit that a
 * flood from one address reaches: 429 with Retry-After, within the largest limit of the site. The writes come
 * from the registered routes; a new anonymous write fails this test until it has a limit, or a reason below.
 */

/** More requests than any per-client limit of the site allows in its window (120 for the busiest). */
const FLOOD = 130;

/** Anonymous writes without a per-client limit, and why none is needed. */
const UNLIMITED: Record<string, string> = {
  "POST /api/v1/auth/logout": "ends the session its token names, or nothing: no row is written for an anonymous client",
  "POST /api/v1/users/check-token": "reads a 256-bit token's validity; writes nothing",
  "POST /api/v1/builder/getref": "a read sent as POST (Builder's SDK)",
  "POST /api/v1/builder/getrefs": "a read sent as POST (Builder's SDK)",
  "POST /api/v1/builder/getone": "a read sent as POST (Builder's SDK)",
  "POST /api/v1/builder/getall": "a read sent as POST (Builder's SDK)",
  "POST /api/v1/builder/querycontent": "a read sent as POST (Builder's SDK)",
  "POST /api/v1/exclusivities/match": "a read sent as POST: which offer fits a page",
  "POST /api/v1/users/activate": "redeems a 256-bit emailed token, single-use: guessing one is hopeless",
  "POST /api/v1/users/activate-new-email": "redeems a 256-bit emailed token, single-use",
  "POST /api/v1/users/reset-password": "redeems a 256-bit emailed token, single-use",
  "POST /api/v1/events/invitations/:key/decline": "answers by a 128-bit emailed key, and declining twice changes nothing: guessing one is hopeless",
};

/** The example body of `route` for request `n`: its email made unique, so no duplicate answers before the limit. */
function floodBody(route: ProbedRoute, world: World, n: number): string {
  const body = exampleBody(route.method, route.pattern, world) ?? {};
  return JSON.stringify(body).replaceAll(`exemple.${world.stamp}@`, `exemple.${world.stamp}.${n}@`);
}

const anonymousWrites = registeredRoutes().filter((route) => sendsBody(route) && !route.pattern.startsWith("/admin"));

/** One world for the file: anonymous floods change nothing of it that another route reads. */
let shared: Promise<World> | undefined;

let floods = 0;

test.for(anonymousWrites.map((route) => [routeName(route), route] as const))("%s: a flood from one client address reaches its limit", async ([name, route]) => {
  const world = await (shared ??= createWorld());
  const path = fillPath(route, world.targets);
  const address = `198.18.${++floods}.1`;
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  // An unlimited write is only checked for answers, not flooded.
  for (let n = 0; n < (name in UNLIMITED ? 3 : FLOOD); n++) {
    const response = await callWorker(path, {
      method: route.method,
      headers: { "Content-Type": "application/json", Origin: "http://localhost", "CF-Connecting-IP": address },
      body: floodBody(route, world, n),
    });
    statuses.push(response.status);
    // A write closed to anonymous clients is not flooded: it answers 401 or 403 from the first request.
    if (n === 0 && (response.status === 401 || response.status === 403)) return;
    if (response.status === 429) {
      retryAfter = response.headers.get("Retry-After");
      break;
    }
  }
  expect(
    statuses.filter((status) => status >= 500),
    name,
  ).toEqual([]);
  if (name in UNLIMITED) return;
  expect(statuses.at(-1), `${name}: ${statuses.length} requests answered ${[...new Set(statuses)].join(", ")}, never 429`).toBe(429);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test("the list of unlimited anonymous writes names only registered routes", () => {
  const names = new Set(anonymousWrites.map(routeName));
  expect(Object.keys(UNLIMITED).filter((name) => !names.has(name))).toEqual([]);
});
