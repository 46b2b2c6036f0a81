import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";

function subscribe(body: unknown, ip = "203.0.113.1", path = "/api/v1/users/subscribe-nl") {
  return exports.default.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

test("subscribing answers {result: 'success'} and stores the address once, lower-cased", async () => {
  const first = await subscribe({ email: " Lea@Exemple.fr ", fields: { EMAIL: "Lea@Exemple.fr", SIGNUP: "chiche" } });
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ result: "success" });
  expect((await subscribe({ email: "lea@exemple.fr" }, "203.0.113.2")).status).toBe(200);
  const { results } = await env.DB.prepare("SELECT email, list, source FROM newsletter_subscriptions").all();
  expect(results).toEqual([{ email: "lea@exemple.fr", list: "chiche", source: "chiche" }]);
});

test("the spot list has its own endpoint", async () => {
  await subscribe({ email: "sam@exemple.fr" }, "203.0.113.3", "/api/v1/users/subscribe-nl-spot");
  expect(await env.DB.prepare("SELECT list FROM newsletter_subscriptions WHERE email = 'sam@exemple.fr'").first("list")).toBe("spot");
});

test("a bad address answers 400 naming the field", async () => {
  const response = await subscribe({ email: "pas-un-email" }, "203.0.113.4");
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { message: string } }).error.message).toContain('"email"');
});

test("more than 5 subscriptions in 10 minutes from one address are refused with 429", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await subscribe({ email: `n${i}@exemple.fr` }, "198.51.100.7")).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  const refused = await subscribe({ email: "x@exemple.fr" }, "198.51.100.7");
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await subscribe({ email: "y@exemple.fr" }, "198.51.100.8")).status).toBe(200);
});
