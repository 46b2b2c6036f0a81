import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect, test, vi } from "vitest";
import { deliverMailAfterWrites } from "../../workers/mail-delivery";
import { scheduled } from "../../workers/scheduled";
import { deliveryOf, emptyOutbox, fakeProvider, httpEnv, queue, type ProviderCall } from "../support/mail-delivery";

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
    scheduled(createScheduledController(), httpEnv(), ctx);
    await waitOnExecutionContext(ctx);
    expect(calls).toHaveLength(1);
  });
  expect(await deliveryOf(id)).toMatchObject({ attempts: 1, sent_at: expect.any(String) });
});
