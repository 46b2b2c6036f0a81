import type { APIRequestContext, BrowserContext } from "@playwright/test";
import * as v from "valibot";
import { expect } from "../../e2e/fixtures";
import { mailedLink } from "../../e2e/helpers";

/** A confirmed member made through the API: its id, address, password and Bearer headers. */
export type Writer = { id: string; email: string; password: string; headers: Record<string, string> };

const Registered = v.object({ token: v.string() });
const Me = v.object({ _id: v.string() });
const Created = v.object({ _id: v.string(), slug: v.string() });

let people = 0;

/** A client address per call: the per-IP limits of registration must not refuse the probe's writers. */
export function clientIp(): Record<string, string> {
  people += 1;
  return { "CF-Connecting-IP": `10.77.${Math.floor(people / 250) % 250}.${(people % 250) + 1}` };
}

/** Registers and confirms a member (the activation link from the local outbox), with Bearer headers. */
export async function writer(request: APIRequestContext, label: string): Promise<Writer> {
  const email = `xss.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemple.test`;
  const password = `sonde-xss-${Math.random().toString(36).slice(2)}-rare`;
  const registered = await request.post("/api/v1/users/register/events", { data: { email, password, lang: "fr" }, headers: clientIp() });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = v.parse(Registered, await registered.json());
  const link = new URL(await mailedLink(request, email, "activation"), "http://local");
  expect((await request.post("/api/v1/users/activate", { data: { token: link.searchParams.get("token") }, headers: clientIp() })).status()).toBe(200);
  const headers = { Authorization: `Bearer ${token}`, ...clientIp() };
  const { _id } = v.parse(Me, await (await request.get("/api/v1/users/me", { headers })).json());
  return { id: _id, email, password, headers };
}

/** Logs `who` in in the browser context (session cookies), as a person would before visiting their pages. */
export async function logInAs(context: BrowserContext, who: { email: string; password: string }) {
  await context.clearCookies();
  expect((await context.request.post("/api/v1/auth/local", { data: { email: who.email, password: who.password }, headers: clientIp() })).status()).toBe(200);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The value at `path` of `body`. */
function valueAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), body);
}

/** `body` with the value at `path` replaced. */
function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  const inner = body[head];
  return { ...body, [head]: rest.length === 0 ? value : withValue(isRecord(inner) ? inner : {}, rest, value) };
}

type Answer = { status: () => number; json: () => Promise<unknown>; text: () => Promise<string> };

/**
 * Writes `body` with `write` (a POST or PUT); a field the API refuses (400 naming it) is put back to its value in
 * `fallback` (the same body with harmless values) and the write tried again, so every other field keeps its
 * payload. Returns the answer's JSON and the refused fields: refusing a payload is a fine outcome.
 */
export async function writeWithFallback(
  write: (body: Record<string, unknown>) => Promise<Answer>,
  body: Record<string, unknown>,
  fallback: Record<string, unknown>,
) {
  const refused: string[] = [];
  let current = body;
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = await write(current);
    if (answer.status() < 300) return { json: await answer.json(), refused };
    const text = await answer.text();
    expect(answer.status(), text).toBe(400);
    const field = /Invalid field \\?"([\w.]+)/.exec(text)?.[1];
    // The deepest part of the named field that the fallback has (a rule on "texts" names the object).
    const path = field?.split(".") ?? [];
    while (path.length > 0 && valueAt(fallback, path) === undefined) path.pop();
    if (path.length === 0 || refused.includes(path.join("."))) throw new Error(`refused without a field to put back: ${text}`);
    refused.push(path.join("."));
    current = withValue(current, path, valueAt(fallback, path));
  }
  throw new Error("too many refused fields");
}

/** Parses a created event's id and slug. */
export const createdEvent = (json: unknown) => {
  const { _id, slug } = v.parse(Created, json);
  return { id: _id, slug };
};
