import type { Lang } from "~/i18n/locale";
import { accountLinkStatements } from "./account-links.server";
import { findUserByEmail } from "./users.db.server";

/**
 * POST /auth/login-link: a one-time login link (15 minutes) to the address, when it has an account. It is
 * what the login step offers once strangers have used up the address's password attempts; the caller
 * answers the same either way, so nobody learns who has an account.
 */
export async function requestLoginLink(env: Env, email: string, lang: Lang | null) {
  const user = await findUserByEmail(env.DB, email);
  if (!user) return;
  await env.DB.batch(await accountLinkStatements(env, { purpose: "login-link", userId: user.id, to: user.email, lang: lang ?? user.lang }));
}
