import { env } from "cloudflare:workers";
import * as v from "valibot";
import type { Fetch } from "~/features/mail/mail-sender.server";
import { outboxStatement, type Mail } from "~/features/mail/outbox.server";

export const FROM = "Rendez-vous <noreply@rendez-vous.test>";
export const T0 = new Date("2026-11-24T10:00:00.000Z");
export const MINUTE = 60_000;
export const at = (ms: number) => new Date(T0.getTime() + ms);

/**
 * `env` with the HTTP sender on. getEnv caches the settings of one env object, so each test builds its
 * own. Object.assign, because Env types MAIL_TRANSPORT as the literal of wrangler.jsonc ("outbox").
 */
export function httpEnv(settings: Record<string, string> = {}): Env {
  return Object.assign({}, env, { MAIL_TRANSPORT: "http", MAIL_API_KEY: "test-key", MAIL_FROM: FROM, SITE_URL: "http://127.0.0.1:8787" }, settings);
}

export type ProviderCall = { url: string; method: string | undefined; headers: Headers; body: unknown };

/** The email provider's stand-in: records each request and answers `status()` (Resend's bodies). */
export function fakeProvider(status: () => number = () => 200) {
  const calls: ProviderCall[] = [];
  const fetcher: Fetch = async (url, init) => {
    calls.push({ url, method: init.method, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    // An answer takes a moment, so that concurrent deliverers interleave.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const code = status();
    return code < 300
      ? Response.json({ id: crypto.randomUUID() }, { status: code })
      : Response.json({ statusCode: code, name: "provider_error", message: `answered ${code}` }, { status: code });
  };
  return { fetcher, calls };
}

/** Each test starts from an empty outbox (the storage of a test file is its own). */
export async function emptyOutbox() {
  await env.DB.prepare("DELETE FROM outbox").run();
}

export async function queue(to: string, mail: Partial<Mail> = {}): Promise<string> {
  await outboxStatement(env.DB, { to, kind: "test", lang: "fr", subject: "Sujet", text: "Bonjour", ...mail }).run();
  return v.parse(v.object({ id: v.string() }), await env.DB.prepare("SELECT id FROM outbox WHERE to_email = ?").bind(to).first()).id;
}

const DeliveryRowSchema = v.object({
  attempts: v.number(),
  sent_at: v.nullable(v.string()),
  next_attempt_at: v.nullable(v.string()),
  claimed_until: v.nullable(v.string()),
  last_error: v.nullable(v.string()),
  failed_at: v.nullable(v.string()),
});

export async function deliveryOf(id: string) {
  const row = await env.DB.prepare("SELECT attempts, sent_at, next_attempt_at, claimed_until, last_error, failed_at FROM outbox WHERE id = ?").bind(id).first();
  return v.parse(DeliveryRowSchema, row);
}

export const ICS = "BEGIN:VCALENDAR\r\nSUMMARY:Café citoyen ✓\r\nEND:VCALENDAR\r\n";
export const ICS_BASE64 = "QkVHSU46VkNBTEVOREFSDQpTVU1NQVJZOkNhZsOpIGNpdG95ZW4g4pyTDQpFTkQ6VkNBTEVOREFSDQo=";
