import type { Context } from "hono";
import { scopeOfAction } from "~/features/organize/api-tokens.schema";
import { ACCESS_REFUSALS, type OrganizerAction } from "~/features/organize/organizer-access";
import { checkOrganizerAccess } from "~/features/organize/organizer-access.server";
import { apiError } from "./errors";
import { optionalUser, refuseApiToken } from "./session";

/**
 * The session user, allowed to do `action` (on the event named by its id or slug), else the refusal of the table.
 * A personal API token counts as its owner where one of its scopes allows `action` (api-tokens.schema.ts), and is
 * refused (403 `token_scope`) elsewhere.
 */
export async function requireOrganizerAccess(c: Context<{ Bindings: Env }>, action: OrganizerAction, target?: string | { slug: string }) {
  const user = await optionalUser(c, scopeOfAction(action) ?? undefined);
  if (!user) await refuseApiToken(c);
  const { decision, event } = await checkOrganizerAccess(c.env.DB, action, user, typeof target === "string" ? { id: target } : target);
  if (!decision.allowed) throw apiError(decision.status, decision.code, ACCESS_REFUSALS[decision.code]);
  if (!user) throw apiError(401, "unauthorized", ACCESS_REFUSALS.unauthorized);
  return { user, event, role: decision.role };
}
