import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape of the API: `{error: {code, message}}`, never a stack. */
export function apiError(status: ContentfulStatusCode, code: string, message: string): HTTPException {
  return new HTTPException(status, {
    res: Response.json({ error: { code, message } }, { status }),
  });
}

export function handleApiError(err: Error, c: Context): Response {
  if (err instanceof HTTPException) {
    if (err.res) return err.res;
    return c.json({ error: { code: codeForStatus(err.status), message: err.message } }, err.status);
  }
  console.error("api error", c.req.method, c.req.path, err);
  return c.json({ error: { code: "internal_error", message: "An unexpected error occurred." } }, 500);
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
