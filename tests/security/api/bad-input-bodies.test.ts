import { expect, test } from "vitest";
import { HOSTILE_BODIES, HUGE_BODY } from "./support/corpus";
import { basicProblems, describe, startProbe, type Attempt } from "./support/probe";
import { fillPath, registeredRoutes, routeName, sendsBody, type ProbedRoute } from "./support/routes";
import { createWorld, type World } from "./support/world";

/** Bodies that are not a JSON object: a route that reads a JSON object refuses each of them (400). */
const NOT_AN_OBJECT = ["malformedJson", "trailingGarbage", "jsonNull", "jsonString", "jsonNumber", "arrayForObject", "emptyArray", "deepNesting"];

/** Refusals that may come before the body is read: who is asking, or for what. Otherwise 10 MB answers 413. */
const REFUSED_BEFORE_READING = [401, 403, 404, 429];

/** Who sends the probe: nobody, and the person who may use the route (the admin for /admin, else the owner of the world). */
function senders(route: ProbedRoute, world: World): [string, Record<string, string>][] {
  const deep = route.pattern.startsWith("/admin") ? world.admin : world.owner;
  return [
    ["anonymous", {}],
    [route.pattern.startsWith("/admin") ? "admin" : "member", deep.headers],
  ];
}

const writeRoutes = registeredRoutes().filter(sendsBody);

test.for(writeRoutes.map((route) => [routeName(route), route] as const))(
  "%s: hostile bodies get no 5xx, a JSON error, no change, and no 2xx unless they are objects",
  async ([, route]) => {
    const world = await createWorld();
    const path = fillPath(route, world.targets);
    const send = await startProbe();
    const problems: string[] = [];
    for (const [who, headers] of senders(route, world)) {
      const outcomes = new Map<string, number>();
      for (const [name, body] of Object.entries(HOSTILE_BODIES)) {
        const attempt: Attempt = { label: `${who} ${name}`, method: route.method, path, headers, body };
        const outcome = await send(attempt);
        outcomes.set(name, outcome.status);
        problems.push(...basicProblems(attempt, outcome));
      }
      // A route that refuses malformed JSON reads a JSON body: then anything but an object is refused too.
      if (outcomes.get("malformedJson") === 400) {
        for (const name of NOT_AN_OBJECT) {
          const status = outcomes.get(name) ?? 0;
          if (status < 400) problems.push(`${who} ${name}: ${route.method} ${path} accepted a body that is not a JSON object (${status})`);
        }
      }
      const attempt: Attempt = { label: `${who} 10 MB`, method: route.method, path, headers, body: HUGE_BODY };
      const huge = await send(attempt);
      problems.push(...basicProblems(attempt, huge));
      if (huge.status !== 413 && !REFUSED_BEFORE_READING.includes(huge.status)) {
        problems.push(`${who} 10 MB: ${route.method} ${path} answered ${describe(huge)} instead of 413`);
      }
    }
    expect(problems).toEqual([]);
  },
);
