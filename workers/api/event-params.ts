import type { Context } from "hono";
import * as v from "valibot";
import { EventIdSchema } from "~/features/attend/attend.schema";
import { apiError } from "./errors";

/** The `{id}` of the path; an id that cannot exist answers 404 like an unknown one. */
export function eventIdParam(c: Context<{ Bindings: Env }>): string {
  const result = v.safeParse(EventIdSchema, c.req.param("id"));
  if (!result.success) throw apiError(404, "event_not_found", "No event with this id.");
  return result.output;
}
