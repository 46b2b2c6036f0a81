import { getConfig } from "~/config.server";
import { createSecretToken, hashSecretToken } from "~/features/auth/secret-token.server";
import type { AccountEmailKind } from "~/features/mail/account-email-texts";
import { accountEmail } from "~/features/mail/account-emails";
import { outboxStatement } from "~/features/mail/outbox.server";
import type { Lang } from "~/i18n/locale";
import { insertUserToken, type TokenPurpose } from "./user-tokens.db.server";

const HOUR = 3_600_000;

/** How long each kind of link works. */
const LINK_LIFETIMES: Record<TokenPurpose, number> = {
  activate: 7 * 24 * HOUR,
  "reset-password": HOUR,
  "change-email": 24 * HOUR,
};

const EMAIL_KINDS: Record<TokenPurpose, AccountEmailKind> = {
  activate: "activation",
  "reset-password": "reset-password",
  "change-email": "change-email",
};

/**
 * The two writes of an emailed link: its single-use token (hashed) and the email carrying it, in `lang`,
 * to `to`. The caller runs them in the batch of the change they go with.
 */
export async function accountLinkStatements(
  env: Env,
  link: { purpose: TokenPurpose; userId: string; to: string; lang: Lang; payload?: string },
  now = Date.now(),
): Promise<D1PreparedStatement[]> {
  const token = createSecretToken();
  const expiresAt = new Date(now + LINK_LIFETIMES[link.purpose]).toISOString();
  const mail = accountEmail(EMAIL_KINDS[link.purpose], { to: link.to, lang: link.lang, token, siteUrl: getConfig(env).SITE_URL });
  return [
    insertUserToken(env.DB, { tokenHash: await hashSecretToken(token), userId: link.userId, purpose: link.purpose, expiresAt, payload: link.payload }),
    outboxStatement(env.DB, mail),
  ];
}
