import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createEventOf, eventInput } from "../../factories/organized-events";
import { exampleBody } from "./support/examples";
import { basicProblems, describe, startProbe, type Attempt } from "./support/probe";
import { fillPath, parameterNames, registeredRoutes, routeName, sendsBody, type ProbedRoute } from "./support/routes";
import { createPerson, createWorld, registerAttendee, type Person, type World } from "./support/world";
import { eventNo, userNo } from "~/lib/compact-keys";

/*
 * Every route that names an event (docs/security.md §1 "Access control"), read from the registered routes, asked
 * by each role on the public and on the private event, by its id and by its slug. A route is an organizer tool
 * unless it is listed below as a visitor's: a new route is refused to everyone but organizers until someone
 * decides otherwise. Organizer tools on the public event: anonymous 401, an unconfirmed account 403, anyone else
 * 403. The private event, to anyone it is hidden from (every outsider but its attendee on a visitor's route),
 * answers exactly as an event that does not exist: its existence never leaks.
 */

/** Routes naming an event that visitors use, and what for. */
const VISITOR_ROUTES: Record<string, string> = {
  "GET /api/v1/events/slug/:slug": "the event page's data",
  "GET /api/v1/events/related/:id": "the related events of its page",
  "POST /api/v1/events/attend/:id": "attending",
  "POST /api/v1/events/subscribe-attend/:id": "attending as a guest",
  "DELETE /api/v1/events/attend/:id": "unattending",
  "GET /api/v1/events/attend/:id/status": "one's own place",
  "POST /api/v1/events/waitlist/:id": "joining the waitlist",
  "DELETE /api/v1/events/waitlist/:id": "leaving the waitlist",
  "GET /api/v1/events/redirect/:id": "the external registration link",
  "POST /api/v1/events/feedback/:id": "an attendee's feedback",
  "GET /api/v1/events/feedback/:id/mine": "one's own feedback",
  "GET /api/v1/tickets/:eventId/:file": "an attendee's ticket image (its code is the secret)",
};

type Role = "anonymous" | "unconfirmed" | "stranger" | "otherOrganizer" | "attendee" | "coorganizer" | "owner" | "admin";
/** Roles outside the event's organizers; the attendee attends both events, public and private. */
const OUTSIDERS: Role[] = ["anonymous", "unconfirmed", "stranger", "otherOrganizer", "attendee"];
const ORGANIZERS: Role[] = ["coorganizer", "owner", "admin"];

type Setting = { world: World; otherEvent: { id: string; slug: string }; otherAttendee: Person };

/** One world for the file, with a second organizer (the world's stranger organizes an event of their own) and its attendee. */
let shared: Promise<Setting> | undefined;
async function setting(): Promise<Setting> {
  const world = await createWorld();
  const otherEvent = await createEventOf(
    world.victim,
    eventInput(world.taxonomies, { texts: { fr: { title: `Autre atelier ${world.stamp}`, description: "<p>Autre.</p>" } } }),
  );
  const otherAttendee = await createPerson();
  await registerAttendee(otherEvent.id, otherAttendee.id);
  return { world, otherEvent, otherAttendee };
}

function headersOf({ world }: Setting, role: Role): Record<string, string> {
  const people: Record<Exclude<Role, "anonymous">, Person> = {
    unconfirmed: world.unconfirmed,
    stranger: world.victim,
    otherOrganizer: world.victim,
    attendee: world.attendee,
    coorganizer: world.coorganizer,
    owner: world.owner,
    admin: world.admin,
  };
  return role === "anonymous" ? {} : { ...people[role].headers };
}

const eventRoutes = registeredRoutes().filter(
  (route) =>
    route.base === "/api/v1" &&
    /^\/(events|tickets)\//.test(route.pattern) &&
    parameterNames(route.pattern).some((name) => ["id", "slug", "eventId"].includes(name)),
);

/** An event that does not exist, by id and by slug: what a private event must look like to those it is hidden from. */
const GHOST = { id: "0123456789abcdef01234567", slug: "atelier-qui-n-existe-pas" };

/** Organizer tools on the public event: who is refused, and how. */
const PUBLIC_REFUSALS: Record<Role, number | null> = {
  anonymous: 401,
  unconfirmed: 403,
  stranger: 403,
  otherOrganizer: 403,
  attendee: 403,
  coorganizer: null,
  owner: null,
  admin: null,
};

/** The request body for `event`: an edit of the event keeps it private or public as it is. */
function bodyFor(route: ProbedRoute, world: World, hidden: boolean) {
  if (!sendsBody(route)) return undefined;
  const example = exampleBody(route.method, route.pattern, world) ?? {};
  const body = route.method === "PUT" && route.pattern === "/events/:id" ? { ...example, private: hidden } : example;
  return { text: JSON.stringify(body), contentType: "application/json" };
}

test.for(eventRoutes.map((route) => [routeName(route), route] as const))(
  "%s: each role on the public and the private event, by id and by slug",
  async ([name, route]) => {
    const context = await (shared ??= setting());
    const { world } = context;
    // Per-user and per-address limits would answer 429 before the rule under test: this file's requests are many.
    await env.DB.prepare("DELETE FROM rate_limits").run();
    const send = await startProbe();
    const problems: string[] = [];
    const visitorRoute = name in VISITOR_ROUTES;
    const pathOf = (event: { id: string; slug: string }, swapped: boolean) =>
      fillPath(route, world.targets, (param) => {
        if (param === "id" || param === "eventId") return swapped ? event.slug : event.id;
        if (param === "slug") return swapped ? event.id : event.slug;
        return undefined;
      });
    const ask = async (label: string, role: Role, path: string, hidden: boolean) => {
      const attempt: Attempt = {
        label: `${name} as ${role} ${label}`,
        method: route.method,
        path,
        headers: headersOf(context, role),
        body: bodyFor(route, world, hidden),
      };
      const outcome = await send(attempt);
      problems.push(...basicProblems(attempt, outcome));
      return { attempt, outcome };
    };
    // Refusals first: an organizer's allowed write must not decide what an outsider sees next.
    for (const role of [...OUTSIDERS, ...ORGANIZERS]) {
      for (const swapped of [false, true]) {
        const by = swapped ? "by the other identifier" : "by its own";
        const { outcome: onPublic, attempt } = await ask(`on the public event ${by}`, role, pathOf(world.event, swapped), false);
        const refusal = PUBLIC_REFUSALS[role];
        if (!visitorRoute && !swapped && refusal !== null && onPublic.status !== refusal)
          problems.push(`${attempt.label}: expected ${refusal}, got ${describe(onPublic)}`);
        if (!visitorRoute && refusal !== null && onPublic.status < 400) problems.push(`${attempt.label}: an outsider got ${describe(onPublic)}`);
        if (ORGANIZERS.includes(role) || (role === "attendee" && visitorRoute)) {
          await ask(`on the private event ${by}`, role, pathOf(world.hidden, swapped), true);
          continue;
        }
        // Hidden from this role: the private event answers as an event that does not exist, never with its data.
        const ghost = await ask(`on no event ${by}`, role, pathOf(GHOST, swapped), true);
        const { outcome: onHidden, attempt: hiddenAttempt } = await ask(`on the private event ${by}`, role, pathOf(world.hidden, swapped), true);
        if (onHidden.status !== ghost.outcome.status || onHidden.status < 400)
          problems.push(`${hiddenAttempt.label}: got ${describe(onHidden)}, where an event that does not exist gets ${describe(ghost.outcome)}`);
      }
    }
    expect(problems).toEqual([]);
  },
);

test("the list of visitors' routes names only registered routes", () => {
  const names = new Set(eventRoutes.map(routeName));
  expect(Object.keys(VISITOR_ROUTES).filter((name) => !names.has(name))).toEqual([]);
});

const checkedIn = async (eventId: string) =>
  env.DB.prepare(`SELECT count(*) AS n FROM attendees WHERE event_no = ${eventNo("?1")} AND checked_in_at IS NOT NULL`)
    .bind(eventId)
    .first<number>("n");

test("an organizer cannot check in, check out or batch another event's attendees, by ticket or by id: nothing changes anywhere", async () => {
  const context = await (shared ??= setting());
  const { world, otherEvent, otherAttendee } = context;
  const ticket = await env.DB.prepare(`SELECT ticket FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
    .bind(otherEvent.id, otherAttendee.id)
    .first<string>("ticket");
  expect(ticket).toMatch(/^[A-Z2-9]{8}$/);
  const before = [await checkedIn(world.event.id), await checkedIn(otherEvent.id)];
  const send = await startProbe();
  const problems: string[] = [];
  const attempts: [string, string, unknown][] = [
    ["checkin by ticket", `/api/v1/events/checkin/${world.event.id}`, { ticket }],
    ["checkin by id", `/api/v1/events/checkin/${world.event.id}`, { userId: otherAttendee.id }],
    ["checkout by id", `/api/v1/events/checkout/${world.event.id}`, { userId: otherAttendee.id }],
    ...(["checkin", "checkout", "remove", "promote"] as const).map((action): [string, string, unknown] => [
      `batch ${action}`,
      `/api/v1/events/batch/${world.event.id}`,
      { action, userIds: [otherAttendee.id] },
    ]),
  ];
  for (const [label, path, payload] of attempts) {
    const attempt: Attempt = {
      label,
      method: "POST",
      path,
      headers: world.owner.headers,
      body: { text: JSON.stringify(payload), contentType: "application/json" },
    };
    const outcome = await send(attempt);
    problems.push(...basicProblems(attempt, outcome));
    if (outcome.status < 400 && outcome.changed.includes("attendees")) problems.push(`${label}: changed the attendees: ${describe(outcome)}`);
  }
  expect(problems).toEqual([]);
  expect([await checkedIn(world.event.id), await checkedIn(otherEvent.id)]).toEqual(before);
  const still = await env.DB.prepare(`SELECT count(*) AS n FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
    .bind(otherEvent.id, otherAttendee.id)
    .first<number>("n");
  expect(still).toBe(1);
});
