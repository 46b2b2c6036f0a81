import { fetch, Response, type Request } from "miniflare";

/**
 * The webhook receiver of the Worker tests (docs/product.md §6 "Webhooks"): every outbound request of the Worker
 * reaches this function, in the Vitest process (Miniflare's `outboundService`). Requests to RECEIVER_HOST are
 * answered here and kept: the path's first segment says how to answer (`/ok/…` 204, `/fail/…` 500, `/redirect/…`
 * 302); `GET https://RECEIVER_HOST/__received/<rest of a path>` gives back what that path received, oldest first.
 * Every other request goes on to the network, as it did before.
 */
export const RECEIVER_HOST = "hooks.exemple.test";

type Received = { method: string; headers: Record<string, string>; body: string };
const received = new Map<string, Received[]>();

const ANSWERS: Record<string, () => Response> = {
  ok: () => new Response(null, { status: 204 }),
  fail: () => new Response("indisponible", { status: 500 }),
  redirect: () => new Response(null, { status: 302, headers: { Location: "https://ailleurs.exemple.test/" } }),
};

export async function webhookReceiver(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname !== RECEIVER_HOST) return fetch(request);
  if (url.pathname.startsWith("/__received/")) return Response.json(received.get(url.pathname.slice("/__received".length)) ?? []);
  const list = received.get(url.pathname) ?? [];
  list.push({ method: request.method, headers: Object.fromEntries(request.headers), body: await request.text() });
  received.set(url.pathname, list);
  return (ANSWERS[url.pathname.split("/")[1] ?? ""] ?? ANSWERS.ok!)();
}
