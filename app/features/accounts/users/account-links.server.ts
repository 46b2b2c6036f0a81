import { getEnv } from "~/env.server";
import { createSecretToken, hashSecretToken } from "~/features/accounts/auth/secret-token.server";
import type { AccountEmailKind } from "~/features/mail/account-email-texts";
import { accountEmail, type EmailDetails } from "~/features/mail/account-emails";
import { outboxStatement } from "~/features/mail/outbox.server";
import type { Lang } from "~/i18n/locale";
import { insertUserToken, type TokenPurpose } from "./user-tokens.db.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long each kind of link works. */
export const LINK_LIFETIMES: Record<TokenPurpose, number> = {
  activate: 7 * 24 * HOUR,
  "reset-password": HOUR,
  "change-email": 24 * HOUR,
  "claim-invite": 48 * HOUR,
  "revert-email": 7 * 24 * HOUR,
  "login-link": 15 * MINUTE,
  "subscribe-attend": 48 * HOUR,
};

const EMAIL_KINDS: Record<TokenPurpose, AccountEmailKind> = {
  activate: "activation",
  "reset-password": "reset-password",
  "change-email": "change-email",
  "claim-invite": "claim-invite",
  "revert-email": "email-changed",
  "login-link": "login-link",
  "subscribe-attend": "subscribe-attend",
};

export type AccountLink = {
  purpose: TokenPurpose;
  /** Null only for a guest's registration link, whose address may have no account yet. */
  userId: string | null;
  to: string;
  lang: Lang;
  payload?: string;
  details?: EmailDetails;
};

/** A new link of `link.purpose`: the hash of its token, when it expires, and the email that carries it. */
export async function newAccountLink(env: Env, link: AccountLink, now = Date.now()) {
  const token = createSecretToken();
  const expiresAt = new Date(now + LINK_LIFETIMES[link.purpose]).toISOString();
  const mail = accountEmail(EMAIL_KINDS[link.purpose], { to: link.to, lang: link.lang, token, siteUrl: getEnv(env).SITE_URL, details: link.details });
  return { tokenHash: await hashSecretToken(token), expiresAt, mail };
}

/**
 * The two writes of an emailed link: its single-use token (hashed) and the email carrying it, in `lang`,
 * to `to`. The caller runs them in the batch of the change they go with.
 */
export async function accountLinkStatements(env: Env, link: AccountLink, now = Date.now()): Promise<D1PreparedStatement[]> {
  const { tokenHash, expiresAt, mail } = await newAccountLink(env, link, now);
  return [insertUserToken(env.DB, { tokenHash, userId: link.userId, purpose: link.purpose, expiresAt, payload: link.payload }), outboxStatement(env.DB, mail)];
}
