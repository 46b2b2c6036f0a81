import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { apiError } from "./api/errors";

/** A route that sets a larger limit of its own, with hono's bodyLimit next to its handler. */
export type OwnLimit = { method: string; path: RegExp };

/** The kilobytes of a limit, as its error message says it. */
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * The size limit of every request body of an app (docs/architecture.md §5 "Input", docs/decisions/014), checked before anything
 * reads the body: a declared Content-Length over `maxBytes` answers 413 at once; a body without one (chunked)
 * is counted as it streams and refused as soon as it passes the limit. Routes in `ownLimits` skip it: they
 * take larger bodies (images, events, admin content) and check them next to their handler.
 */
export function limitBodies(maxBytes: number, ownLimits: OwnLimit[] = []) {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw apiError(413, "payload_too_large", `A request body is limited to ${kilobytes(maxBytes)}.`);
    },
  });
  return createMiddleware(async (c, next) => {
    const own = ownLimits.some(({ method, path }) => (method === "*" || method === c.req.method) && path.test(c.req.path));
    return own ? next() : limit(c, next);
  });
}
