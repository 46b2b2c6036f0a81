import * as v from "valibot";
import { SessionUserSchema, type SessionUser } from "~/features/accounts/auth/auth.schema";
import type { Lang } from "~/i18n/locale";
import { UserRowSchema, type UserRow } from "./users.schema";
import { newRecordId } from "~/lib/record-id";

const USER_COLUMNS = `u.id, u.email, u.role, u.active, u.invited, u.profile_completed, u.display_name, u.first_name,
  u.last_name, u.profile_img_url, u.address, u.educate_like, u.lang,
  (SELECT t.slug FROM taxonomies t WHERE t.id = u.topic_id) AS topic,
  EXISTS (SELECT 1 FROM credentials c WHERE c.user_id = u.id) AS has_password`;

function parseUser(row: unknown): UserRow | null {
  return row ? v.parse(UserRowSchema, row) : null;
}

export async function findUserById(db: D1Database, id: string): Promise<UserRow | null> {
  return parseUser(await db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ?`).bind(id).first());
}

/** Emails compare case-insensitively (users.email is COLLATE NOCASE). */
export async function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return parseUser(await db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.email = ?`).bind(email).first());
}

/** The user of an access token, while its session (refresh-token family) has not been revoked and the account is not blocked. */
export async function findSessionUser(db: D1Database, { userId, sessionId }: { userId: string; sessionId: string }): Promise<SessionUser | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.email, u.role, u.active, ?2 AS session_id FROM users u WHERE u.id = ?1 AND u.blocked = 0
         AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = ?2 AND r.user_id = u.id AND r.revoked_at IS NULL)`,
    )
    .bind(userId, sessionId)
    .first();
  return row ? v.parse(SessionUserSchema, row) : null;
}

const CredentialRowSchema = v.object({
  id: v.string(),
  password_hash: v.nullable(v.string()),
  blocked: v.pipe(
    v.number(),
    v.transform((n) => n === 1),
  ),
});

/** The user id, password hash (null without a local password) and blocked flag of an account, by email or by id. */
export async function findCredentials(db: D1Database, by: { email: string } | { id: string }) {
  const [column, value] = "email" in by ? ["u.email", by.email] : ["u.id", by.id];
  const row = await db
    .prepare(`SELECT u.id, c.password_hash, u.blocked FROM users u LEFT JOIN credentials c ON c.user_id = u.id WHERE ${column} = ?`)
    .bind(value)
    .first();
  return row ? v.parse(CredentialRowSchema, row) : null;
}

/** A new user id: 24 hex characters, like every id of the data model. */
export const newUserId = newRecordId;

export type NewUser = {
  id: string;
  email: string;
  active: boolean;
  lang: Lang;
  source: string;
  site: string;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
};

/** A new user; its profile is complete (docs/product.md §3 profileCompleted) when it has a display name and a first name. */
export function insertUser(db: D1Database, user: NewUser) {
  const completed = Boolean(user.displayName && user.firstName);
  return db
    .prepare(
      `INSERT INTO users (id, email, active, lang, source, site, first_name, last_name, display_name, profile_completed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      user.id,
      user.email,
      user.active ? 1 : 0,
      user.lang,
      user.source,
      user.site,
      user.firstName ?? null,
      user.lastName ?? null,
      user.displayName ?? null,
      completed ? 1 : 0,
    );
}

/**
 * Sets the local password of a user (an invited user who sets one is no longer "invited"). With
 * `replace: false` the insert fails (UNIQUE) when the user already has one: a first password is set once.
 */
export function setPassword(db: D1Database, userId: string, passwordHash: string, { replace = true, now = new Date().toISOString() } = {}) {
  const onConflict = replace ? "ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at" : "";
  return [
    db.prepare(`INSERT INTO credentials (user_id, password_hash, updated_at) VALUES (?1, ?2, ?3) ${onConflict}`).bind(userId, passwordHash, now),
    db.prepare("UPDATE users SET invited = 0, updated_at = ? WHERE id = ? AND invited = 1").bind(now, userId),
  ];
}

/** Writes the profile columns of a merged profile (docs/product.md §7 PUT /users/{id}). */
export async function updateProfile(db: D1Database, row: UserRow, now = new Date().toISOString()) {
  await db
    .prepare(
      `UPDATE users SET display_name = ?, first_name = ?, last_name = ?, address = ?, profile_img_url = ?, lang = ?,
         educate_like = ?, profile_completed = ?, topic_id = (SELECT id FROM taxonomies WHERE type = 'topic' AND slug = ?),
         updated_at = ? WHERE id = ?`,
    )
    .bind(
      row.display_name,
      row.first_name,
      row.last_name,
      row.address ? JSON.stringify(row.address) : null,
      row.profile_img_url,
      row.lang,
      row.educate_like ? 1 : 0,
      row.profile_completed ? 1 : 0,
      row.topic,
      now,
      row.id,
    )
    .run();
}
