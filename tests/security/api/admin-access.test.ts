import { expect, test } from "vitest";
import { exampleBody } from "./support/examples";
import { basicProblems, describe, startProbe, type Attempt } from "./support/probe";
import { fillPath, registeredRoutes, routeName, sendsBody } from "./support/routes";
import { createPerson, createWorld, type Person, type World } from "./support/world";

/*
 * Every route under /api/v1/admin (docs/security.md §1 "Access control"), read from the registered routes, asked
 * by each role: anonymous 401; an unconfirmed account, an admin whose address is not confirmed, a member and an
 * organizer 403; an admin is let through (whatever the handler then answers, never 401 or 403). A refusal
 * changes nothing.
 */

type Role = "anonymous" | "unconfirmed" | "unconfirmedAdmin" | "member" | "organizer" | "admin";
const EXPECTED: Record<Exclude<Role, "admin">, number> = { anonymous: 401, unconfirmed: 403, unconfirmedAdmin: 403, member: 403, organizer: 403 };

type Setting = { world: World; unconfirmedAdmin: Person };
let shared: Promise<Setting> | undefined;
async function setting(): Promise<Setting> {
  const [world, unconfirmedAdmin] = await Promise.all([createWorld(), createPerson({ role: "admin", active: false })]);
  return { world, unconfirmedAdmin };
}

function headersOf({ world, unconfirmedAdmin }: Setting, role: Role): Record<string, string> {
  const people: Record<Exclude<Role, "anonymous">, Person> = {
    unconfirmed: world.unconfirmed,
    unconfirmedAdmin,
    member: world.victim,
    organizer: world.owner,
    admin: world.admin,
  };
  return role === "anonymous" ? {} : people[role].headers;
}

const adminRoutes = registeredRoutes().filter((route) => route.base === "/api/v1" && route.pattern.startsWith("/admin"));

test("the admin API has routes to probe", () => {
  expect(adminRoutes.length).toBeGreaterThan(20);
});

test.for(adminRoutes.map((route) => [routeName(route), route] as const))("%s: only a confirmed admin gets through", async ([name, route]) => {
  const context = await (shared ??= setting());
  const send = await startProbe();
  const problems: string[] = [];
  const body = sendsBody(route)
    ? { text: JSON.stringify(exampleBody(route.method, route.pattern, context.world) ?? {}), contentType: "application/json" }
    : undefined;
  const path = fillPath(route, context.world.targets);
  // The admin last: an allowed write must not change what the refusals are compared with.
  for (const role of [...(Object.keys(EXPECTED) as Exclude<Role, "admin">[]), "admin" as const]) {
    const attempt: Attempt = { label: `${name} as ${role}`, method: route.method, path, headers: headersOf(context, role), body };
    const outcome = await send(attempt);
    problems.push(...basicProblems(attempt, outcome));
    if (role === "admin") {
      if (outcome.status === 401 || outcome.status === 403) problems.push(`${attempt.label}: refused ${describe(outcome)}`);
    } else if (outcome.status !== EXPECTED[role]) {
      problems.push(`${attempt.label}: expected ${EXPECTED[role]}, got ${describe(outcome)}`);
    }
  }
  expect(problems).toEqual([]);
});
