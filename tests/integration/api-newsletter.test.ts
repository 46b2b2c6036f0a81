import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { errorOf } from "../support/api-answers";
import { apiCall } from "../support/api-call";

/** POST /users/subscribe-nl, from its own address unless `ip` is given (5 subscriptions per 10 minutes and address). */
const subscribe = (body: unknown, ip?: string) => apiCall("POST", "/users/subscribe-nl", { body, ip });

test("subscribing answers {result: 'success'} and stores the address once, lower-cased", async () => {
  const first = await subscribe({ email: " Lea@Exemple.fr ", fields: { EMAIL: "Lea@Exemple.fr", SIGNUP: "chiche" } });
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ result: "success" });
  expect((await subscribe({ email: "lea@exemple.fr" })).status).toBe(200);
  const { results } = await env.DB.prepare("SELECT email, list, source FROM newsletter_subscriptions WHERE email = 'lea@exemple.fr'").all();
  expect(results).toEqual([{ email: "lea@exemple.fr", list: "chiche", source: "chiche" }]);
});

test("the spot list has its own endpoint", async () => {
  await apiCall("POST", "/users/subscribe-nl-spot", { body: { email: "sam@exemple.fr" } });
  expect(await env.DB.prepare("SELECT list FROM newsletter_subscriptions WHERE email = 'sam@exemple.fr'").first("list")).toBe("spot");
});

test("a bad address answers 400 naming the field", async () => {
  const response = await subscribe({ email: "pas-un-email" });
  expect(response.status).toBe(400);
  expect(errorOf(await response.json()).message).toContain('"email"');
});

test("more than 5 subscriptions in 10 minutes from one address are refused with 429", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await subscribe({ email: `n${i}@exemple.fr` }, "198.51.100.7")).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  const refused = await subscribe({ email: "x@exemple.fr" }, "198.51.100.7");
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await subscribe({ email: "y@exemple.fr" }, "198.51.100.8")).status).toBe(200);
});

/** The subscription form of a page posted without JavaScript, from its own address. */
function postForm(fields: Record<string, string>) {
  return apiCall("POST", "/users/subscribe-nl", {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
    redirect: "manual",
  });
}

test("the form posted without JavaScript subscribes and goes back to its page; the address never enters a URL", async () => {
  const done = await postForm({ email: "Sans.JS@Exemple.fr", back: "/events?topic=climat", source: "chiche" });
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe("/events?topic=climat&newsletter=subscribed");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = 'sans.js@exemple.fr'").first("n")).toBe(1);
  const invalid = await postForm({ email: "pas-un-email", back: "/en/events" });
  expect(invalid.headers.get("location")).toBe("/en/events?newsletter=invalid");
  const empty = await postForm({ email: "  ", back: "/events" });
  expect(empty.headers.get("location")).toBe("/events?newsletter=required");
  // Never back to another site.
  for (const back of ["//evil.example/x", "/\\evil.example", "https://evil.example/"]) {
    expect((await postForm({ email: "a@exemple.fr", back })).headers.get("location")).toBe("/events?newsletter=subscribed");
  }
});
