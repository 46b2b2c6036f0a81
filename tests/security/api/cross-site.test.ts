import { expect, test } from "vitest";
import { exampleBody } from "./support/examples";
import { basicProblems, describe, startProbe, type Attempt } from "./support/probe";
import { fillPath, registeredRoutes, routeName, sendsBody } from "./support/routes";
import { createWorld } from "./support/world";

/**
 * Where a forged request comes from (docs/security.md "Sessions"): another site, another port of our own host
 * (another origin to a browser), the host of SITE_URL on another port, a sandboxed frame (`Origin: null`),
 * and a browser that says cross-site or same-site without naming the origin. The tests' own origin is
 * http://localhost and SITE_URL is http://127.0.0.1:8787.
 */
const FOREIGN: Record<string, Record<string, string>> = {
  "another site": { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  "another port": { Origin: "http://localhost:8788", "Sec-Fetch-Site": "same-site" },
  "SITE_URL's host on another port": { Origin: "http://127.0.0.1:9999", "Sec-Fetch-Site": "cross-site" },
  "a sandboxed frame": { Origin: "null", "Sec-Fetch-Site": "cross-site" },
  "cross-site without Origin": { "Sec-Fetch-Site": "cross-site" },
  "same-site without Origin": { "Sec-Fetch-Site": "same-site" },
};

/**
 * Every write of the API, forged from each foreign origin with the victim's session cookies (the admin's
 * under /admin) or with none (login CSRF): 403 `forbidden_origin`, and no stored row changes. The same body
 * from our own page is not refused for its origin, so the probe would see an effect.
 */
test.for(
  registeredRoutes()
    .filter((route) => sendsBody(route) && route.base === "/api/v1")
    .map((route) => [routeName(route), route] as const),
)("%s: a forged write from another origin or port is refused and changes nothing", async ([, route]) => {
  const world = await createWorld();
  const victim = route.pattern.startsWith("/admin") ? world.admin : world.owner;
  const path = fillPath(route, world.targets);
  const body = { text: JSON.stringify(exampleBody(route.method, route.pattern, world) ?? {}), contentType: "application/json" };
  const send = await startProbe();
  const problems: string[] = [];
  for (const [who, cookie] of [
    ["with the victim's cookies", { Cookie: victim.cookie }],
    ["without a session", {}],
  ] as const) {
    for (const [from, headers] of Object.entries(FOREIGN)) {
      const attempt: Attempt = { label: `from ${from}, ${who}`, method: route.method, path, headers: { ...cookie, ...headers }, body };
      const outcome = await send(attempt);
      problems.push(...basicProblems(attempt, outcome));
      if (outcome.status !== 403 || !outcome.text.includes('"forbidden_origin"'))
        problems.push(`${attempt.label}: ${route.method} ${path} answered ${describe(outcome)}`);
      // A text/plain body is what a plain HTML form or a no-cors fetch can send: refused the same.
      const simple = await send({ ...attempt, label: `${attempt.label}, as text/plain`, body: { ...body, contentType: "text/plain" } });
      if (simple.status !== 403) problems.push(`${attempt.label}, as text/plain: ${route.method} ${path} answered ${describe(simple)}`);
      problems.push(...basicProblems(attempt, simple));
    }
  }
  const own = await send({
    label: "from our page",
    method: route.method,
    path,
    headers: { Cookie: victim.cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body,
  });
  if (own.text.includes('"forbidden_origin"')) problems.push(`from our page: ${route.method} ${path} was refused for its origin (${describe(own)})`);
  expect(problems).toEqual([]);
});
