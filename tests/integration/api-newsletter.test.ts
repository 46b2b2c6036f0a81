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

function postForm(fields: Record<string, string>, ip: string) {
  return exports.default.fetch("http://localhost/api/v1/users/subscribe-nl", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, Origin: "http://localhost" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

test("the form posted without JavaScript subscribes and goes back to its page; the address never enters a URL", async () => {
  const done = await postForm({ email: "Sans.JS@Exemple.fr", back: "/events?topic=climat", source: "chiche" }, "203.0.113.40");
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe("/events?topic=climat&newsletter=subscribed");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = 'sans.js@exemple.fr'").first("n")).toBe(1);
  const invalid = await postForm({ email: "pas-un-email", back: "/en/events" }, "203.0.113.41");
  expect(invalid.headers.get("location")).toBe("/en/events?newsletter=invalid");
  const empty = await postForm({ email: "  ", back: "/events" }, "203.0.113.42");
  expect(empty.headers.get("location")).toBe("/events?newsletter=required");
  // Never back to another site.
  for (const back of ["//evil.example/x", "/\\evil.example", "https://evil.example/"]) {
    expect((await postForm({ email: "a@exemple.fr", back }, "203.0.113.43")).headers.get("location")).toBe("/events?newsletter=subscribed");
  }
});
