import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test, vi } from "vitest";
import { claimDueMail } from "~/features/mail/outbox-delivery.db.server";
import { deliverOutbox } from "~/features/mail/outbox-delivery.server";
import type { Fetch } from "~/features/mail/mail-sender.server";
import { at, deliveryOf, emptyOutbox, fakeProvider, FROM, httpEnv, ICS, ICS_BASE64, MINUTE, type ProviderCall, queue, T0 } from "../support/mail-delivery";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { deliverMailAfterWrites } from "../../workers/mail-delivery";
import { scheduled } from "../../workers/scheduled";

test("a due email is posted once in Resend's format with the key, marked sent, and not sent again", async () => {
  await emptyOutbox();
  const withIcs = await queue("lea@exemple.fr", {
    subject: "Tu participes",
    text: "À bientôt",
    html: "<p>À bientôt</p>",
    attachments: [{ filename: "rendez-vous.ics", contentType: "text/calendar; charset=utf-8", content: ICS }],
  });
  const plain = await queue("max@exemple.fr");
  const bindings = httpEnv();
  const provider = fakeProvider();

  expect(await deliverOutbox(bindings, { now: T0, fetcher: provider.fetcher })).toEqual({ sent: 2, retried: 0, failed: 0 });
  const calls = provider.calls.toSorted((a, b) => JSON.stringify(a.body).localeCompare(JSON.stringify(b.body)));
  expect(calls.map(({ url, method }) => ({ url, method }))).toEqual([
    { url: "https://api.resend.com/emails", method: "POST" },
    { url: "https://api.resend.com/emails", method: "POST" },
  ]);
  expect(calls.map((call) => call.body)).toEqual([
    {
      from: FROM,
      to: ["lea@exemple.fr"],
      subject: "Tu participes",
      text: "À bientôt",
      html: "<p>À bientôt</p>",
      attachments: [{ filename: "rendez-vous.ics", content: ICS_BASE64, content_type: "text/calendar; charset=utf-8" }],
    },
    { from: FROM, to: ["max@exemple.fr"], subject: "Sujet", text: "Bonjour" },
  ]);
  expect(calls.map(({ headers }) => [headers.get("Authorization"), headers.get("Content-Type"), headers.get("Idempotency-Key")])).toEqual([
    ["Bearer test-key", "application/json", `outbox-${withIcs}`],
    ["Bearer test-key", "application/json", `outbox-${plain}`],
  ]);
  expect(await deliveryOf(withIcs)).toEqual({
    attempts: 1,
    sent_at: T0.toISOString(),
    next_attempt_at: null,
    claimed_until: null,
    last_error: null,
    failed_at: null,
  });

  expect(await deliverOutbox(bindings, { now: at(10 * MINUTE), fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(provider.calls).toHaveLength(2);
});

test("a 500 schedules a retry a minute later with the error; it is not tried before, and is sent then", async () => {
  await emptyOutbox();
  const id = await queue("retry@exemple.fr");
  const bindings = httpEnv();
  let status = 500;
  const provider = fakeProvider(() => status);

  expect(await deliverOutbox(bindings, { now: T0, fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 1, failed: 0 });
  expect(await deliveryOf(id)).toEqual({
    attempts: 1,
    sent_at: null,
    next_attempt_at: at(MINUTE).toISOString(),
    claimed_until: null,
    last_error: "HTTP 500 provider_error: answered 500",
    failed_at: null,
  });

  expect(await deliverOutbox(bindings, { now: at(MINUTE - 1), fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(provider.calls).toHaveLength(1);

  status = 200;
  expect(await deliverOutbox(bindings, { now: at(MINUTE), fetcher: provider.fetcher })).toEqual({ sent: 1, retried: 0, failed: 0 });
  expect(provider.calls).toHaveLength(2);
  expect(provider.calls[1]?.headers.get("Idempotency-Key")).toBe(`outbox-${id}`);
  expect(await deliveryOf(id)).toMatchObject({ attempts: 2, sent_at: at(MINUTE).toISOString(), claimed_until: null });
});

test("a network error is retried; the error says so without the key", async () => {
  await emptyOutbox();
  const id = await queue("reseau@exemple.fr");
  const fetcher: Fetch = async () => {
    throw new TypeError("Network connection lost (Authorization: Bearer test-key)");
  };

  expect(await deliverOutbox(httpEnv(), { now: T0, fetcher })).toEqual({ sent: 0, retried: 1, failed: 0 });
  expect(await deliveryOf(id)).toMatchObject({
    attempts: 1,
    next_attempt_at: at(MINUTE).toISOString(),
    last_error: "network: TypeError: Network connection lost (Authorization: Bearer [key])",
  });
});

test("a 400 gives up at once, with the error, and the row is never sent again", async () => {
  await emptyOutbox();
  const id = await queue("invalide@exemple.fr");
  const bindings = httpEnv();
  const provider = fakeProvider(() => 400);

  expect(await deliverOutbox(bindings, { now: T0, fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 1 });
  expect(await deliveryOf(id)).toEqual({
    attempts: 1,
    sent_at: null,
    next_attempt_at: null,
    claimed_until: null,
    last_error: "HTTP 400 provider_error: answered 400",
    failed_at: T0.toISOString(),
  });
  expect(await deliverOutbox(bindings, { now: at(24 * 60 * MINUTE), fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(provider.calls).toHaveLength(1);
});

test("retries wait 1 min, 5 min, 15 min, 1 h and 6 h; the 6th failed attempt gives up", async () => {
  await emptyOutbox();
  const id = await queue("indisponible@exemple.fr");
  const bindings = httpEnv();
  const provider = fakeProvider(() => 503);

  const waits: number[] = [];
  let now = T0;
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect(await deliverOutbox(bindings, { now, fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const next = new Date((await deliveryOf(id)).next_attempt_at ?? "");
    waits.push((next.getTime() - now.getTime()) / MINUTE);
    now = next;
  }
  expect(waits).toEqual([1, 5, 15, 60, 360]);

  expect(await deliverOutbox(bindings, { now, fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 1 });
  expect(await deliveryOf(id)).toMatchObject({ attempts: 6, sent_at: null, failed_at: now.toISOString(), last_error: "HTTP 503 provider_error: answered 503" });
  expect(await deliverOutbox(bindings, { now: at(30 * 24 * 60 * MINUTE), fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(provider.calls).toHaveLength(6);
});

test("two deliverers running at once send each email exactly once", async () => {
  await emptyOutbox();
  const recipients = Array.from({ length: 10 }, (_, index) => `foule-${index}@exemple.fr`);
  for (const to of recipients) await queue(to);
  const bindings = httpEnv();
  const provider = fakeProvider();

  const runs = await Promise.all([
    deliverOutbox(bindings, { now: T0, limit: 6, fetcher: provider.fetcher }),
    deliverOutbox(bindings, { now: T0, limit: 6, fetcher: provider.fetcher }),
  ]);
  expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(10);
  const sentTo = provider.calls.map((call) => v.parse(v.object({ to: v.tuple([v.string()]) }), call.body).to[0]);
  expect(sentTo.toSorted()).toEqual(recipients.toSorted());
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL").first("n")).toBe(0);
});

test("a row claimed by a deliverer that stopped waits for the end of its lease, then is sent", async () => {
  await emptyOutbox();
  const id = await queue("interrompu@exemple.fr");
  await claimDueMail(env.DB, { now: T0.toISOString(), leaseUntil: at(2 * MINUTE).toISOString(), limit: 20 });
  const bindings = httpEnv();
  const provider = fakeProvider();

  expect(await deliverOutbox(bindings, { now: at(MINUTE), fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(await deliverOutbox(bindings, { now: at(2 * MINUTE), fetcher: provider.fetcher })).toEqual({ sent: 1, retried: 0, failed: 0 });
  expect(provider.calls).toHaveLength(1);
  expect(await deliveryOf(id)).toMatchObject({ attempts: 1, sent_at: at(2 * MINUTE).toISOString(), claimed_until: null });
});

test("a row whose attachments cannot be read is given up instead of blocking the others", async () => {
  await emptyOutbox();
  const broken = await queue("casse@exemple.fr");
  await env.DB.prepare("UPDATE outbox SET attachments = 'not json' WHERE id = ?").bind(broken).run();
  const fine = await queue("bien@exemple.fr");
  const provider = fakeProvider();

  expect(await deliverOutbox(httpEnv(), { now: T0, fetcher: provider.fetcher })).toEqual({ sent: 1, retried: 0, failed: 1 });
  expect(await deliveryOf(broken)).toMatchObject({
    sent_at: null,
    failed_at: T0.toISOString(),
    last_error: expect.stringMatching(/^unreadable row: attachments: /),
  });
  expect(await deliveryOf(fine)).toMatchObject({ sent_at: T0.toISOString() });
});

test("with MAIL_TRANSPORT=outbox nothing is sent or claimed", async () => {
  await emptyOutbox();
  const id = await queue("local@exemple.fr");
  const provider = fakeProvider();

  expect(await deliverOutbox(env, { now: T0, fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(provider.calls).toHaveLength(0);
  expect(await deliveryOf(id)).toEqual({ attempts: 0, sent_at: null, next_attempt_at: null, claimed_until: null, last_error: null, failed_at: null });
});

test("an address of the .invalid domain (a walk-in without an address) is never posted: given up at once", async () => {
  await emptyOutbox();
  const id = await queue("0123456789abcdef01234567@walk-in.invalid");
  const provider = fakeProvider();
  expect(await deliverOutbox(httpEnv(), { now: T0, fetcher: provider.fetcher })).toEqual({ sent: 0, retried: 0, failed: 1 });
  expect(provider.calls).toEqual([]);
  expect(await env.DB.prepare("SELECT sent_at, failed_at IS NOT NULL AS failed FROM outbox WHERE id = ?").bind(id).first()).toEqual({
    sent_at: null,
    failed: 1,
  });
});

// The middleware and the Cron Trigger send with the global fetch: the provider stands in for it.
async function withProvider(run: (calls: ProviderCall[]) => Promise<void>) {
  const provider = fakeProvider();
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => provider.fetcher(String(input), init ?? {}));
  try {
    await run(provider.calls);
  } finally {
    spy.mockRestore();
  }
}

const api = new Hono<{ Bindings: Env }>()
  .use(deliverMailAfterWrites)
  .get("/read", (c) => c.json({ ok: true }))
  .post("/write", (c) => c.json({ ok: true }));

async function request(method: string, path: string, bindings: Env) {
  const ctx = createExecutionContext();
  const response = await api.request(path, { method }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response.status;
}

test("after an API write the due emails are sent in the background; reads and the outbox mode send nothing", async () => {
  await emptyOutbox();
  const id = await queue("apres-ecriture@exemple.fr");
  const bindings = httpEnv();

  await withProvider(async (calls) => {
    expect(await request("POST", "/write", env)).toBe(200);
    expect(await request("GET", "/read", bindings)).toBe(200);
    expect(calls).toHaveLength(0);

    expect(await request("POST", "/write", bindings)).toBe(200);
    expect(calls.map((call) => call.url)).toEqual(["https://api.resend.com/emails"]);
  });
  expect(await deliveryOf(id)).toMatchObject({ attempts: 1, sent_at: expect.any(String) });
});

test("the Cron Trigger delivers the due emails", async () => {
  await emptyOutbox();
  const id = await queue("cron@exemple.fr");
  const ctx = createExecutionContext();

  await withProvider(async (calls) => {
    await scheduled(createScheduledController(), httpEnv(), ctx);
    await waitOnExecutionContext(ctx);
    expect(calls).toHaveLength(1);
  });
  expect(await deliveryOf(id)).toMatchObject({ attempts: 1, sent_at: expect.any(String) });
});
