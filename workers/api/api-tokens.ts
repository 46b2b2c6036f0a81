import { Hono, type Context } from "hono";
import { API_TOKENS_MAX, ApiTokenInputSchema } from "~/features/organize/api-tokens.schema";
import { createApiToken, deleteApiToken, listApiTokens } from "~/features/organize/api-tokens.server";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { requireUser } from "./session";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** A confirmed member with a session: tokens are made and revoked by a person, never by another token. */
async function requireConfirmed(c: Context<{ Bindings: Env }>) {
  const user = await requireUser(c);
  if (!user.active) throw apiError(403, "email_not_confirmed", "Confirm your email address to make API tokens.");
  return user;
}

/**
 * Personal API tokens (docs/product.md §6 "API tokens"), mounted at /users/me/tokens: the member's tokens (never their
 * secrets), a new one (its secret in this answer only, 201), and revoking one (204).
 */
export const apiTokensApi = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const user = await requireUser(c);
    return c.json({ data: await listApiTokens(c.env.DB, user.id) }, 200, PRIVATE);
  })
  .post("/", async (c) => {
    const user = await requireConfirmed(c);
    const created = await createApiToken(c.env.DB, user, await parseBody(c, ApiTokenInputSchema));
    if (!created) throw apiError(409, "too_many_tokens", `A member keeps ${API_TOKENS_MAX} API tokens at most: revoke one first.`);
    return c.json(created, 201, PRIVATE);
  })
  .delete("/:id", async (c) => {
    const user = await requireUser(c);
    if (!(await deleteApiToken(c.env.DB, user.id, c.req.param("id")))) throw apiError(404, "token_not_found", "No API token of yours with this id.");
    return c.body(null, 204, PRIVATE);
  });
