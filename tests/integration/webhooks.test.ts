// Webhooks (docs/product.md §6 "Webhooks"): an organizer's HTTPS address is told of their events' registrations,
// cancellations and edits, signed, by the every-minute Cron Trigger, retried with backoff; a log says how it went.
// The receiver is the test runner's own (tests/outbound/webhook-receiver.ts): `https://hooks.exemple.test/<answer>/…`.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { CreatedApiTokenSchema } from "~/features/organize/api-tokens.schema";
import { CreatedWebhookSchema, WebhookDeliveryListSchema } from "~/features/organize/webhooks.schema";
import { RETRY_MINUTES, signDelivery } from "~/features/organize/webhooks.server";
import { RETENTION_CRON, scheduled } from "../../workers/scheduled";
import { addCoorganizer, attendAs, createEventOf, createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";

type Member = Awaited<ReturnType<typeof createMember>>;
const RECEIVER = "https://hooks.exemple.test";
let paths = 0;
/** A receiver path of this test's own, answering as `answer` says (ok, fail, redirect). */
const receiverPath = (answer: "ok" | "fail" | "redirect") => `/${answer}/${++paths}-${Date.now().toString(36)}`;

const Received = v.array(v.object({ method: v.string(), headers: v.record(v.string(), v.string()), body: v.string() }));
async function receivedAt(path: string) {
  return v.parse(Received, await (await fetch(`${RECEIVER}/__received${path}`)).json());
}

async function register(owner: Member, path: string, events = ["attendee.registered", "attendee.cancelled", "event.updated"]) {
  const answer = await apiJson("POST", "/users/me/webhooks", { headers: owner.headers, body: { url: `${RECEIVER}${path}`, events } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return v.parse(CreatedWebhookSchema, answer.body);
}

/** Runs the every-minute Cron Trigger at `now` and waits for what it started. */
async function runMinute(now: number, cron = "* * * * *") {
  const ctx = createExecutionContext();
  await scheduled(createScheduledController({ scheduledTime: now, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const logOf = async (owner: Member, webhookId: string) =>
  v.parse(WebhookDeliveryListSchema, (await apiJson("GET", `/users/me/webhooks/${webhookId}/deliveries`, { headers: owner.headers })).body).data;

async function organizerWithEvent() {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies, { texts: { fr: { title: "Atelier couture", description: "" } }, maxAttendees: 10 }));
  return { taxonomies, organizer, event };
}

test("a registration, a cancellation and an edit reach the organizer's address, signed, within the minute; the log says delivered", async () => {
  const { taxonomies, organizer, event } = await organizerWithEvent();
  const path = receiverPath("ok");
  const webhook = await register(organizer, path);
  expect(webhook.secret).toMatch(/^whsec_[\w-]{43}$/);
  const attendee = await createMember({ firstName: "Nour" });
  await attendAs(attendee, event.id);
  // Written at once, sent by the Cron Trigger.
  expect((await logOf(organizer, webhook.id)).map((delivery) => [delivery.type, delivery.status])).toEqual([["attendee.registered", "pending"]]);
  expect(await receivedAt(path)).toEqual([]);
  await runMinute(Date.now() + 60_000);

  const [first] = await receivedAt(path);
  if (!first) throw new Error("nothing received");
  expect(first.method).toBe("POST");
  expect(first.headers["content-type"]).toBe("application/json");
  expect(first.headers["rendez-vous-event"]).toBe("attendee.registered");
  const body = JSON.parse(first.body) as {
    type: string;
    data: { event: { id: string; slug: string }; attendee: { id: string; email: string; firstName: string } };
  };
  expect(body).toMatchObject({
    type: "attendee.registered",
    data: { event: { id: event.id, slug: event.slug }, attendee: { id: attendee.id, email: attendee.email, firstName: "Nour" } },
  });
  // The signature is the HMAC of "<t>.<body>" under the secret: the receiver can recompute it.
  const signature = first.headers["rendez-vous-signature"] ?? "";
  const t = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(signature)?.[1]);
  expect(signature).toBe(await signDelivery(webhook.secret, first.body, t));
  expect(first.headers["rendez-vous-delivery"]).toBe((await logOf(organizer, webhook.id))[0]?.id);
  expect((await logOf(organizer, webhook.id))[0]).toMatchObject({ status: "delivered", attempts: 1, lastStatus: 204, nextAttemptAt: null });

  expect((await apiCall("DELETE", `/events/attend/${event.id}`, { headers: attendee.headers })).status).toBe(200);
  const edited = await apiCall("PUT", `/events/${event.id}`, {
    headers: organizer.headers,
    body: eventInput(taxonomies, { texts: { fr: { title: "Atelier couture et broderie", description: "" } }, maxAttendees: 12 }),
  });
  expect(edited.status).toBe(200);
  await runMinute(Date.now() + 60_000);
  const types = (await receivedAt(path)).map((request) => JSON.parse(request.body) as { type: string; data: { event: { maxAttendees?: number } } });
  expect(types.map((message) => message.type)).toEqual(["attendee.registered", "attendee.cancelled", "event.updated"]);
  expect(types[2]?.data.event.maxAttendees).toBe(12);
  // Nothing is sent twice.
  await runMinute(Date.now() + 120_000);
  expect(await receivedAt(path)).toHaveLength(3);
});

test("a receiver that fails is retried after 1, 5, 30, 120 and 720 minutes, then given up; a redirect is not followed", async () => {
  const { organizer, event } = await organizerWithEvent();
  const failing = receiverPath("fail");
  const moved = receiverPath("redirect");
  const webhook = await register(organizer, failing, ["attendee.registered"]);
  const other = await register(organizer, moved, ["attendee.registered"]);
  await attendAs(await createMember(), event.id);
  let now = Date.now() + 60_000;
  await runMinute(now);
  const [afterOne] = await logOf(organizer, webhook.id);
  expect(afterOne).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500, nextAttemptAt: new Date(now + 60_000).toISOString() });
  expect((await logOf(organizer, other.id))[0]).toMatchObject({ status: "pending", lastStatus: 302, lastError: "redirect not followed" });
  expect(await receivedAt(moved)).toHaveLength(1);
  // A run before the next attempt's time sends nothing.
  await runMinute(now + 30_000);
  expect(await receivedAt(failing)).toHaveLength(1);
  for (const minutes of RETRY_MINUTES) {
    now += minutes * 60_000;
    await runMinute(now);
  }
  expect(await receivedAt(failing)).toHaveLength(6);
  expect((await logOf(organizer, webhook.id))[0]).toMatchObject({ status: "failed", attempts: 6, nextAttemptAt: null, lastStatus: 500 });
  await runMinute(now + 24 * 3_600_000);
  expect(await receivedAt(failing)).toHaveLength(6);
});

test("each organizer of an event is told on their own webhooks, of the kinds they asked; nobody else is", async () => {
  const { organizer, event } = await organizerWithEvent();
  const [coorganizer, stranger] = await Promise.all([createMember(), createMember()]);
  await addCoorganizer(event.id, coorganizer.id);
  const [ownPath, coPath, strangerPath] = [receiverPath("ok"), receiverPath("ok"), receiverPath("ok")];
  await register(organizer, ownPath, ["event.updated"]);
  await register(coorganizer, coPath, ["attendee.registered"]);
  await register(stranger, strangerPath);
  await attendAs(await createMember(), event.id);
  await runMinute(Date.now() + 60_000);
  expect((await receivedAt(ownPath)).length).toBe(0);
  expect((await receivedAt(coPath)).map((request) => request.headers["rendez-vous-event"])).toEqual(["attendee.registered"]);
  expect(await receivedAt(strangerPath)).toEqual([]);
});

test("addresses a Worker must not call are refused; five webhooks a member; a token cannot set one up; another's webhook is not found", async () => {
  const owner = await createMember();
  for (const url of [
    "http://hooks.exemple.test/x",
    "https://localhost/x",
    "https://127.0.0.1/x",
    "https://10.0.0.8/x",
    "https://192.168.1.20/x",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/x",
    "https://intranet/x",
    "https://imprimante.local/x",
    "https://hooks.exemple.test:8443/x",
    "https://moi:secret@hooks.exemple.test/x",
    `https://hooks.exemple.test/${"x".repeat(500)}`,
    "pas une adresse",
  ]) {
    const answer = await apiJson("POST", "/users/me/webhooks", { headers: owner.headers, body: { url, events: ["event.updated"] } });
    expect([url.slice(0, 60), answer.status, errorOf(answer.body).code]).toEqual([url.slice(0, 60), 400, "invalid_body"]);
  }
  const none = await apiJson("POST", "/users/me/webhooks", { headers: owner.headers, body: { url: `${RECEIVER}/ok/x`, events: [] } });
  expect(none.status).toBe(400);
  const made = [];
  for (let n = 0; n < 5; n++) made.push(await register(owner, receiverPath("ok")));
  const sixth = await apiJson("POST", "/users/me/webhooks", { headers: owner.headers, body: { url: `${RECEIVER}/ok/6`, events: ["event.updated"] } });
  expect([sixth.status, errorOf(sixth.body).code]).toEqual([409, "too_many_webhooks"]);
  const list = await apiJson("GET", "/users/me/webhooks", { headers: owner.headers });
  expect(JSON.stringify(list.body)).not.toContain("whsec_");

  const token = v.parse(
    CreatedApiTokenSchema,
    (await apiJson("POST", "/users/me/tokens", { headers: owner.headers, body: { name: "Script", scopes: ["events:read", "attendees:manage"] } })).body,
  );
  const byToken = await apiJson("POST", "/users/me/webhooks", {
    headers: { Authorization: `Bearer ${token.token}` },
    body: { url: `${RECEIVER}/ok/t`, events: ["event.updated"] },
  });
  expect([byToken.status, errorOf(byToken.body).code]).toEqual([403, "token_scope"]);

  const stranger = await createMember();
  const target = made[0]?.id ?? "";
  for (const [method, path] of [
    ["GET", `/users/me/webhooks/${target}/deliveries`],
    ["DELETE", `/users/me/webhooks/${target}`],
  ] as const) {
    const answer = await apiJson(method, path, { headers: stranger.headers });
    expect([method, answer.status, errorOf(answer.body).code]).toEqual([method, 404, "webhook_not_found"]);
  }
  expect((await apiCall("DELETE", `/users/me/webhooks/${target}`, { headers: owner.headers })).status).toBe(204);
  expect((await apiJson("GET", "/users/me/webhooks", { headers: owner.headers })).body).toMatchObject({ data: { length: 4 } });
});

test("an event deleted takes its attendees without a message; the log of finished deliveries goes after 30 days", async () => {
  const { organizer, event } = await organizerWithEvent();
  const webhook = await register(organizer, receiverPath("ok"), ["attendee.registered", "attendee.cancelled"]);
  await attendAs(await createMember(), event.id);
  await env.DB.prepare("DELETE FROM events WHERE id = ?").bind(event.id).run();
  expect((await logOf(organizer, webhook.id)).map((delivery) => delivery.type)).toEqual(["attendee.registered"]);
  const now = Date.now() + 60_000;
  await runMinute(now);
  await runMinute(now + 29 * 86_400_000, RETENTION_CRON);
  expect(await logOf(organizer, webhook.id)).toHaveLength(1);
  await runMinute(now + 31 * 86_400_000, RETENTION_CRON);
  expect(await logOf(organizer, webhook.id)).toEqual([]);
});
