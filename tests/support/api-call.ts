import { exports } from "cloudflare:workers";

let ipCounter = 0;

type CallOptions = { body?: unknown; headers?: Record<string, string>; ip?: string; origin?: string };

/**
 * A JSON request to the whole Worker at `/api/v1{path}`, from its own IP address unless `ip` is given
 * (rate limits count per IP), on http://localhost unless `origin` says otherwise.
 */
export function apiCall(method: string, path: string, { body, headers = {}, ip, origin = "http://localhost" }: CallOptions = {}) {
  return exports.default.fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip ?? `203.0.113.${++ipCounter % 250}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header (cleared ones left out). */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/Max-Age=0/.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
