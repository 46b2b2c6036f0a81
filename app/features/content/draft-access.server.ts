import { readBearerToken, readCookie, sessionCookieNames, userOfAccessToken } from "~/features/accounts/auth/session.server";
import { decideAdminAccess } from "~/features/accounts/auth/admin-access";

/** Builder's parameter that asks the content API for drafts and scheduled entries too. */
const UNPUBLISHED = "includeUnpublished";

/**
 * Whether the request comes from an editor: an admin, the one role that edits content (docs/product.md §6), by
 * its Bearer token or its access cookie. The refresh cookie is left alone: renewing the session would rotate it,
 * and the content service does not hand a new pair back. An editor whose access token has expired sees what
 * visitors see until their next API call renews it.
 */
export async function isEditor(request: Request, env: Env): Promise<boolean> {
  const bearer = readBearerToken(request);
  const token = bearer === undefined ? readCookie(request, sessionCookieNames(request.url).token) : bearer;
  const user = token ? await userOfAccessToken(env, token) : null;
  return decideAdminAccess(user).allowed;
}

/**
 * The content API's parameters as this request may have them (docs/architecture.md §4): `includeUnpublished`
 * is kept for editors only; anyone else gets published content, as if they had not asked. The session is read
 * only when drafts are asked for, so public content queries cost nothing more.
 */
export async function servedContentParams(request: Request, env: Env, params: URLSearchParams): Promise<URLSearchParams> {
  if (!params.has(UNPUBLISHED) || (await isEditor(request, env))) return params;
  const served = new URLSearchParams(params);
  served.delete(UNPUBLISHED);
  return served;
}
