import { exports } from "cloudflare:workers";
import * as v from "valibot";

let clientCounter = 0;

/**
 * A client address of its own for each request, so that per-IP rate limits never spill from one request
 * to the next. They are IPv6 (documentation range 2001:db8::/32), each in a /64 of its own (one client, for
 * app/lib/client-address.server.ts), and never repeat: the IPv4 addresses a test names to use up a budget on
 * purpose never meet them.
 */
function nextClientIp(): string {
  const n = ++clientCounter;
  return `2001:db8:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
}

export type CallOptions = {
  /** Sent as JSON, with `Content-Type: application/json`. */
  body?: unknown;
  /** Sent as it is (a form, a text that is not JSON, an empty body), with only the headers given. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** The client address (`CF-Connecting-IP`); a new one for each request unless given. */
  ip?: string;
  /** Scheme and host of the request; http://localhost unless given. */
  origin?: string;
  /** "manual" to see a redirect instead of following it. */
  redirect?: RequestRedirect;
};

/** CallOptions with the method (GET unless given), for requests outside the API. */
export type FetchOptions = CallOptions & { method?: string };

/**
 * A request to the whole Worker (`exports.default.fetch`) at `path` on `origin`, or at `path` itself when
 * it is an absolute URL (a Location header, another host).
 */
export function workerFetch(path: string, { method = "GET", body, rawBody, headers = {}, ip, origin = "http://localhost", redirect }: FetchOptions = {}) {
  const json: Record<string, string> = body === undefined ? {} : { "Content-Type": "application/json" };
  return exports.default.fetch(/^https?:/.test(path) ? path : `${origin}${path}`, {
    method,
    redirect,
    headers: { ...json, "CF-Connecting-IP": ip ?? nextClientIp(), ...headers },
    body: body === undefined ? rawBody : JSON.stringify(body),
  });
}

/**
 * A request to the API at `/api/v1{path}`, as its clients send it: `Content-Type: application/json`, with
 * or without a body (a raw body brings its own headers), from its own IP address unless `ip` is given.
 */
export function apiCall(method: string, path: string, { headers, ...options }: CallOptions = {}) {
  const json: Record<string, string> = options.rawBody === undefined ? { "Content-Type": "application/json" } : {};
  return workerFetch(`/api/v1${path}`, { ...options, method, headers: { ...json, ...headers } });
}

/** An API call's status and JSON body (null for an empty body, such as a redirect's). */
export async function apiJson(method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: unknown }> {
  const response = await apiCall(method, path, options);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const JsonObjectSchema = v.record(v.string(), v.unknown());

/** GET `/api/v1{path}`: the status, the headers and the body, which must be a JSON object. */
export async function getJson(path: string, options: CallOptions = {}) {
  const response = await apiCall("GET", path, options);
  return { status: response.status, headers: response.headers, body: v.parse(JsonObjectSchema, await response.json()) };
}

/**
 * A response's Set-Cookie values but the D1 bookmark, which answers to writes carry besides their own
 * (workers/d1-session.ts, docs/architecture.md §2 "Sessions and read replicas").
 */
export function setCookies({ headers }: { headers: Headers }): string[] {
  return headers.getSetCookie().filter((cookie) => !/^(?:__Host-)?rv-d1-bookmark=/.test(cookie));
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header (cleared ones left out). */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/Max-Age=0/.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
