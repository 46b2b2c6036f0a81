/**
 * Cross-site request forgery guard (docs/architecture.md §5): a state-changing browser request must come from one
 * of our origins. Browsers say where a request comes from with `Sec-Fetch-Site` and `Origin`; whichever
 * is present must say "us". A request with neither is not from a browser page (a server, a script, curl),
 * so it cannot carry a visitor's cookies without the visitor's knowledge.
 */
export function isSameOriginRequest(headers: Headers, ourOrigins: readonly string[]): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin") return false;
  const origin = headers.get("Origin");
  return origin === null || ourOrigins.includes(origin);
}

/** Methods that change state: every other one (GET, HEAD, OPTIONS) must not. */
export function isStateChanging(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}
