import { env } from "cloudflare:workers";
import * as v from "valibot";
import type { SessionTokens } from "~/features/accounts/auth/auth.schema";
import { hashPassword } from "~/features/accounts/auth/password.server";
import { hashSecretToken } from "~/features/accounts/auth/secret-token.server";
import { createSession, sessionCookieNames } from "~/features/accounts/auth/session.server";
import { insertUser, newUserId, setPassword } from "~/features/accounts/users/users.db.server";

let counter = 0;

type UserInput = {
  email?: string;
  /** The local password; null for an account without one (social login, invitation). Default "mot-de-passe-1". */
  password?: string | null;
  /** A ready-made stored hash (another format or cost), used instead of hashing `password`. */
  passwordHash?: string;
  role?: "user" | "organizer" | "admin";
  /** Email confirmed. Default true. */
  active?: boolean;
  /** Created by an organizer invitation: no password (a password given here ends the invitation). */
  invited?: boolean;
  lang?: "fr" | "en" | "es";
  firstName?: string;
  displayName?: string;
};

export type TestUser = { id: string; email: string; password: string | null };

/**
 * Each password's stored hash, computed once per test file: PBKDF2 at the production cost takes tens of
 * milliseconds of CPU, and files create hundreds of users with the same password. The salt is then shared by
 * those users, which no test tells apart.
 */
const hashes = new Map<string, Promise<string>>();
function storedHashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (hash === undefined) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** Inserts a user (and its credentials) straight into D1 and returns its id, email and password. */
export async function createUser(input: UserInput = {}): Promise<TestUser> {
  const id = newUserId();
  const email = input.email ?? `membre${++counter}@exemple.test`;
  const password = input.password === undefined ? (input.invited ? null : "mot-de-passe-1") : input.password;
  await env.DB.batch([
    insertUser(env.DB, {
      id,
      email,
      active: input.active ?? true,
      lang: input.lang ?? "fr",
      source: "events",
      site: "fr",
      firstName: input.firstName ?? null,
      displayName: input.displayName ?? null,
    }),
    env.DB.prepare("UPDATE users SET role = ?, invited = ? WHERE id = ?").bind(input.role ?? "user", input.invited ? 1 : 0, id),
  ]);
  if (password !== null) await env.DB.batch(setPassword(env.DB, id, input.passwordHash ?? (await storedHashOf(password))));
  return { id, email, password };
}

export type TestSession = SessionTokens & {
  /** `Cookie` header value for http://localhost requests. */
  cookie: string;
  /** `Authorization: Bearer …` headers. */
  headers: { Authorization: string };
};

/**
 * A session for `user` without going through POST /auth/local (no password check, no rate limit): the
 * same access and refresh tokens a login issues, as a Cookie header and as Bearer headers.
 */
export async function loginAs(user: { id: string }): Promise<TestSession> {
  const { tokens, statement } = await createSession(env, user.id);
  await statement.run();
  const names = sessionCookieNames("http://localhost/");
  return {
    ...tokens,
    cookie: `${names.token}=${tokens.token}; ${names.refresh}=${tokens.refreshToken}`,
    headers: { Authorization: `Bearer ${tokens.token}` },
  };
}

/** A user (createUser) logged in (loginAs): its id, email and password, with the session's Bearer headers. */
export async function createMember(input: UserInput = {}): Promise<TestUser & Pick<TestSession, "headers">> {
  const user = await createUser(input);
  return { ...user, headers: (await loginAs(user)).headers };
}

/** The token of the latest account email of `kind` ("activation", "reset-password", "change-email") sent to `to`. */
export async function readMailToken(to: string, kind: string): Promise<string | null> {
  const text = await env.DB.prepare("SELECT text FROM outbox WHERE to_email = ? AND kind = ? ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .bind(to, kind)
    .first("text");
  const match = typeof text === "string" ? /[?&]token=([^\s&]+)/.exec(text) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

const LinkTokenSchema = v.object({ created_at: v.string(), expires_at: v.string() });

/** When the emailed-link token `token` (stored hashed) was made and when it expires. */
export async function readLinkTokenDates(token: string | null) {
  const row = await env.DB.prepare("SELECT created_at, expires_at FROM user_tokens WHERE token_hash = ?")
    .bind(await hashSecretToken(token ?? ""))
    .first();
  return v.parse(LinkTokenSchema, row);
}

/** Ends the lifetime of the emailed-link token `token`: it expired a second ago. */
export async function expireLinkToken(token: string | null) {
  await env.DB.prepare("UPDATE user_tokens SET expires_at = ? WHERE token_hash = ?")
    .bind(new Date(Date.now() - 1000).toISOString(), await hashSecretToken(token ?? ""))
    .run();
}

/** As if the refresh token `refreshToken` had been traded for a new pair `seconds` ago. */
export async function backdateRotation(refreshToken: string, seconds: number) {
  await env.DB.prepare("UPDATE refresh_tokens SET rotated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE token_hash = ?")
    .bind(`-${seconds} seconds`, await hashSecretToken(refreshToken))
    .run();
}
