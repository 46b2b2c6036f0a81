/**
 * How the server logs what it did not expect (docs/architecture.md §5 "Errors"): one line per error, with
 * the request's id, never a stack; expected refusals (4xx) are answers, not errors, and are not logged.
 */

/** The id that ties a log line to a request: Cloudflare's `cf-ray` when there is one, else a new random id. */
export function requestIdOf(request: Request): string {
  return request.headers.get("cf-ray") ?? crypto.randomUUID();
}

/** The error on one line: its name and message, and the place it was thrown (the first frame of its stack). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frame = error.stack
    ?.split("\n")
    .map((line) => line.trim())
    .find((line) => line.startsWith("at "));
  return `${error.name}: ${error.message}${frame ? ` (${frame})` : ""}`;
}

/** Logs an unexpected error of `request` as one line (`where`: "api", "page"…) and returns the request id. */
export function logUnexpectedError(where: string, request: Request, error: unknown): string {
  const id = requestIdOf(request);
  const line = `${where} error ${request.method} ${new URL(request.url).pathname} request=${id}: ${describeError(error)}`;
  console.error(line.replace(/\s+/g, " "));
  return id;
}
