import type { Context } from "hono";
import { ACCESS_REFUSALS, type OrganizerAction } from "~/features/organize/organizer-access";
import { checkOrganizerAccess } from "~/features/organize/organizer-access.server";
import { apiError } from "./errors";
import { optionalUser } from "./session";

/** The session user, allowed to do `action` (on the event named by its id or slug), else the refusal of the table. */
export async function requireOrganizerAccess(c: Context<{ Bindings: Env }>, action: OrganizerAction, target?: string | { slug: string }) {
  const user = await optionalUser(c);
  const { decision, event } = await checkOrganizerAccess(c.env.DB, action, user, typeof target === "string" ? { id: target } : target);
  if (!decision.allowed) throw apiError(decision.status, decision.code, ACCESS_REFUSALS[decision.code]);
  if (!user) throw apiError(401, "unauthorized", ACCESS_REFUSALS.unauthorized);
  return { user, event, role: decision.role };
}
