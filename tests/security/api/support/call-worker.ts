import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../../../workers/app";

let clients = 0;

/**
 * A request to the whole Worker (the same `fetch` as `exports.default`, every middleware included), called as
 * a function. The probes send thousands of requests per file; through `exports.default.fetch` each call of
 * @cloudflare/vitest-pool-workers 0.15 wraps the entrypoint's prototype in one more Proxy, so every request
 * is slower than the one before and the isolate overflows its stack after a few thousand (workers-sdk issue
 * 15092). Each request has its own client address (`CF-Connecting-IP`) unless `headers` names one, and a
 * `Content-Length` like a browser's; `bindings` replaces the test's env (another setting, say).
 */
export async function callWorker(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer>; bindings?: Env } = {},
): Promise<Response> {
  const n = ++clients;
  // A /64 of its own (client-address.server.ts counts an IPv6 client by its /64).
  const headers = new Headers({ "CF-Connecting-IP": `2001:db8:${(0x5ec0 + (n >>> 16)).toString(16)}:${(n & 0xffff).toString(16)}::1`, ...init.headers });
  const bytes = typeof init.body === "string" ? new TextEncoder().encode(init.body) : init.body;
  if (bytes) headers.set("Content-Length", String(bytes.byteLength));
  const url = /^https?:/.test(path) ? path : `http://localhost${path}`;
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { method: init.method ?? "GET", headers, body: bytes }), init.bindings ?? env, ctx);
  // Read at once, so the request's work (and what it leaves to waitUntil) is over when the caller looks at the tables.
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body.byteLength === 0 ? null : body, response);
}
