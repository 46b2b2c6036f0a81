import { expect, test } from "vitest";
import { HOSTILE_VALUES } from "./support/corpus";
import { exampleBody, fieldPaths, hasExample, withField } from "./support/examples";
import { basicProblems, describe, startProbe, type Attempt } from "./support/probe";
import { fillPath, registeredRoutes, routeName, sendsBody } from "./support/routes";
import { createWorld } from "./support/world";

/** Values no field takes, whatever it is: over every length or count limit (docs/security.md "Body limits"). */
const NEVER_ACCEPTED = ["megabyte", "hundredThousandItems"];

const routesWithExamples = registeredRoutes().filter((route) => sendsBody(route) && hasExample(route.method, route.pattern));

test.for(routesWithExamples.map((route) => [routeName(route), route] as const))(
  "%s: each field refuses hostile values or stores them clean",
  async ([, route]) => {
    const world = await createWorld();
    const example = exampleBody(route.method, route.pattern, world) ?? {};
    const headers = route.pattern.startsWith("/admin") ? world.admin.headers : world.owner.headers;
    const path = fillPath(route, world.targets);
    const send = await startProbe();
    const problems: string[] = [];
    for (const field of fieldPaths(example)) {
      for (const [name, value] of Object.entries(HOSTILE_VALUES)) {
        const attempt: Attempt = {
          label: `${field.join(".")}=${name}`,
          method: route.method,
          path,
          headers,
          body: { text: JSON.stringify(withField(example, field, value)), contentType: "application/json" },
        };
        const outcome = await send(attempt);
        problems.push(...basicProblems(attempt, outcome));
        if (NEVER_ACCEPTED.includes(name) && outcome.status < 300)
          problems.push(`${attempt.label}: ${route.method} ${path} accepted it (${describe(outcome)})`);
      }
    }
    expect(problems).toEqual([]);
  },
);
