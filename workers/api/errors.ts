import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { logUnexpectedError } from "~/lib/error-log.server";

/** The one error shape of the API: `{error: {code, message}}`, never a stack. */
export function apiError(status: ContentfulStatusCode, code: string, message: string): HTTPException {
  return new HTTPException(status, {
    res: Response.json({ error: { code, message } }, { status }),
  });
}

/**
 * The answer to an error thrown by a handler: an expected refusal (HTTPException, 4xx) is answered as it is
 * and not logged; anything else is logged on one line with the request id (app/lib/error-log.server.ts) and
 * answers 500 `internal_error` naming that id, so a report can be matched with the log.
 */
export function handleApiError(err: Error, c: Context): Response {
  if (err instanceof HTTPException) {
    if (err.res) return err.res;
    return c.json({ error: { code: codeForStatus(err.status), message: err.message } }, err.status);
  }
  const requestId = logUnexpectedError("api", c.req.raw, err);
  return c.json({ error: { code: "internal_error", message: `An unexpected error occurred (request ${requestId}).` } }, 500);
}

export function handleApiNotFound(c: Context): Response {
  return c.json({ error: { code: "not_found", message: `No API route for ${c.req.method} ${c.req.path}` } }, 404);
}

function codeForStatus(status: number): string {
  if (status === 400) return "bad_request";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  return "error";
}
