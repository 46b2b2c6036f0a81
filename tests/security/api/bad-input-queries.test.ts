import { expect, test } from "vitest";
import { DATE_PARAMETERS, HOSTILE_PATH_VALUES, HOSTILE_QUERIES, IMPOSSIBLE_DATES, INTEGER_PARAMETERS, LAX_INTEGERS } from "./support/corpus";
import { basicProblems, describe, startProbe, type Attempt } from "./support/probe";
import { fillPath, parameterNames, registeredRoutes, routeName, sendsBody, type ProbedRoute } from "./support/routes";
import { createWorld, type World } from "./support/world";

function deepSender(route: ProbedRoute, world: World): [string, Record<string, string>] {
  return route.pattern.startsWith("/admin") ? ["admin", world.admin.headers] : ["member", world.owner.headers];
}

/** The body of a write whose parameters are probed: an empty JSON object, which every route reads or ignores. */
const EMPTY_OBJECT = { text: "{}", contentType: "application/json" };

/** The query string of a route that already has one in its pattern (none do today) gets `&`. */
const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

let readOnly: Promise<World> | null = null;

/**
 * The world of the GET routes, made once for this file: a GET changes nothing (a refused one that did would be
 * reported), so the probes of reads share it and the file spends its time on requests. Writes get their own.
 */
function readOnlyWorld(): Promise<World> {
  readOnly ??= createWorld();
  return readOnly;
}

/** Whether an error answer names the parameter (`Invalid query parameter "page": …`). */
const names = (text: string, parameter: string) => text.includes(`\\"${parameter}\\"`);

/** Parameters read as numbers or dates: a route that refuses nonsense for one of them reads it. */
const STRICT_CHECKS: [string[], string, string[]][] = [
  [INTEGER_PARAMETERS, "douze", LAX_INTEGERS],
  [DATE_PARAMETERS, "pas-une-date", IMPOSSIBLE_DATES],
];

/**
 * Every route, with each path parameter and the query string replaced by hostile values. A GET route that
 * refuses an obviously bad value of a number or date parameter reads that parameter: then it refuses lax
 * spellings of numbers (`page=0x10`) and impossible dates (`from=2026-02-30`) as well, with 400 naming the
 * parameter (docs/security.md "Strict parsing").
 */
test.for(registeredRoutes().map((route) => [routeName(route), route] as const))(
  "%s: hostile path and query values get no 5xx, a JSON error and no change; numbers and dates are parsed strictly",
  async ([, route]) => {
    const world = route.method === "GET" ? await readOnlyWorld() : await createWorld();
    const send = await startProbe();
    const problems: string[] = [];
    const body = sendsBody(route) ? EMPTY_OBJECT : undefined;
    const path = fillPath(route, world.targets);
    for (const [who, headers] of [["anonymous", {}], deepSender(route, world)] as const) {
      for (const name of parameterNames(route.pattern)) {
        for (const [value, hostile] of Object.entries(HOSTILE_PATH_VALUES)) {
          const hostilePath = fillPath(route, world.targets, (param) => (param === name ? hostile : undefined));
          const attempt: Attempt = { label: `${who} :${name}=${value}`, method: route.method, path: hostilePath, headers, body };
          problems.push(...basicProblems(attempt, await send(attempt)));
        }
      }
      for (const [name, query] of Object.entries(HOSTILE_QUERIES)) {
        const attempt: Attempt = { label: `${who} ?${name}`, method: route.method, path: withQuery(path, query), headers, body };
        problems.push(...basicProblems(attempt, await send(attempt)));
      }
    }
    if (route.method !== "GET") return expect(problems).toEqual([]);
    const [who, headers] = deepSender(route, world);
    for (const [parameters, nonsense, lax] of STRICT_CHECKS) {
      for (const parameter of parameters) {
        const probe = await send({ label: `${who} ?${parameter}=${nonsense}`, method: "GET", path: withQuery(path, `${parameter}=${nonsense}`), headers });
        // The refusal names the parameter: the route reads it (and not some other parameter it misses).
        if (probe.status !== 400 || !names(probe.text, parameter)) continue;
        for (const value of lax) {
          const attempt: Attempt = {
            label: `${who} ?${parameter}=${value}`,
            method: "GET",
            path: withQuery(path, `${parameter}=${encodeURIComponent(value)}`),
            headers,
          };
          const outcome = await send(attempt);
          problems.push(...basicProblems(attempt, outcome));
          if (outcome.status !== 400) problems.push(`${attempt.label}: GET ${path} accepted a lax value (${describe(outcome)})`);
          else if (!names(outcome.text, parameter)) problems.push(`${attempt.label}: the 400 does not name "${parameter}" (${describe(outcome)})`);
        }
      }
    }
    expect(problems).toEqual([]);
  },
);
