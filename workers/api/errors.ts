import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isD1Busy } from "~/lib/d1-errors";
import { logUnexpectedError } from "~/lib/error-log.server";

/** The one error shape of the API: `{error: {code, message}}`, never a stack. */
export function apiError(status: ContentfulStatusCode, code: string, message: string): HTTPException {
  return new HTTPException(status, {
    res: Response.json({ error: { code, message } }, { status }),
  });
}

/** Marks an answer the Worker may send again for a read (workers/app.ts): D1 could not take a query just now. */
export const DATABASE_BUSY_HEADER = "X-Database-Busy";

/**
 * D1 could not take a query now (app/lib/d1-errors.ts): 503 `database_busy` with Retry-After, one warning line.
 * Nothing was half-written: a batch is one transaction, and a refused statement changed nothing.
 */
function databaseBusy(c: Context, err: Error): Response {
  console.warn("database busy:", c.req.method, c.req.path, err.message);
  const response = c.json({ error: { code: "database_busy", message: "The database is busy; try again in a moment." } }, 503);
  response.headers.set("Retry-After", "1");
  response.headers.set("Cache-Control", "no-store");
  response.headers.set(DATABASE_BUSY_HEADER, "1");
  return response;
}

/**
 * The answer to an error thrown by a handler: an expected refusal (HTTPException, 4xx) is answered as it is
 * and not logged; D1 busy is 503 with Retry-After (databaseBusy); anything else is logged on one line with the
 * request id (app/lib/error-log.server.ts) and answers 500 `internal_error` naming that id, so a report can be
 * matched with the log.
 */
export function handleApiError(err: Error, c: Context): Response {
  if (err instanceof HTTPException) {
    if (err.res) return err.res;
    return c.json({ error: { code: codeForStatus(err.status), message: err.message } }, err.status);
  }
  if (isD1Busy(err)) return databaseBusy(c, err);
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
