import type { SessionTokens } from "~/features/accounts/auth/auth.schema";
import { refusePassword, type PasswordRefusal } from "~/features/accounts/auth/password-policy.server";
import { hashPassword, verifyPassword } from "~/features/accounts/auth/password.server";
import { revokeUserRefreshTokens } from "~/features/accounts/auth/refresh-tokens.db.server";
import { createSession } from "~/features/accounts/auth/session.server";
import { toUserJson } from "./user-json";
import { findCredentials, findUserById, setPassword, updateProfile } from "./users.db.server";
import type { ProfileUpdate, UserRow } from "./users.schema";

export async function getUser(db: D1Database, id: string) {
  const row = await findUserById(db, id);
  return row ? toUserJson(row) : null;
}

function mergeProfile(row: UserRow, update: ProfileUpdate): UserRow {
  const merged: UserRow = {
    ...row,
    display_name: update.displayname !== undefined ? update.displayname || null : row.display_name,
    first_name: update.firstName !== undefined ? update.firstName || null : row.first_name,
    last_name: update.lastName !== undefined ? update.lastName || null : row.last_name,
    address: update.address !== undefined ? update.address : row.address,
    profile_img_url: update.profileImg !== undefined ? (update.profileImg?.url ?? null) : row.profile_img_url,
    lang: update.lang ?? row.lang,
    educate_like: update.educate?.like ?? row.educate_like,
    topic: update.topic !== undefined ? update.topic : row.topic,
  };
  // The customize step is done once the profile has a display name and a first name.
  return { ...merged, profile_completed: Boolean(merged.display_name && merged.first_name) };
}

/** PUT /users/{id}: merges the given fields into the profile; null when there is no such user. */
export async function updateUserProfile(db: D1Database, id: string, update: ProfileUpdate) {
  const row = await findUserById(db, id);
  if (!row) return null;
  const merged = mergeProfile(row, update);
  await updateProfile(db, merged);
  return toUserJson(merged);
}

export async function checkPassword(db: D1Database, userId: string, password: string) {
  const account = await findCredentials(db, { id: userId });
  return (await verifyPassword(password, account?.password_hash ?? null)).valid;
}

/**
 * PUT /users/{id}/password: after re-checking the current password, sets the new one and ends every
 * session, this one included, which gets fresh tokens. A common password, or the address, is refused.
 */
export async function changePassword(
  env: Env,
  { id: userId, email }: { id: string; email: string },
  { currentPassword, password }: { currentPassword: string; password: string },
): Promise<{ status: "changed"; tokens: SessionTokens } | { status: "wrong-password" } | { status: "refused"; refusal: PasswordRefusal }> {
  if (!(await checkPassword(env.DB, userId, currentPassword))) return { status: "wrong-password" };
  const refusal = await refusePassword(password, email);
  if (refusal) return { status: "refused", refusal };
  const { tokens, statement } = await createSession(env, userId);
  await env.DB.batch([...setPassword(env.DB, userId, await hashPassword(password)), revokeUserRefreshTokens(env.DB, userId), statement]);
  return { status: "changed", tokens };
}
