import * as v from "valibot";

export const ROLES = ["user", "organizer", "admin"] as const;
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** An email address as typed: trimmed and lower-cased before anything else sees it. */
export const EmailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email("must be an email address"), v.maxLength(254));

/** A password being checked: any length the KDF accepts (old accounts may predate the minimum). */
export const PasswordSchema = v.pipe(v.string(), v.minLength(1, "must not be empty"), v.maxLength(256));

/** A password being chosen: at least 8 characters, no composition rules (issue 4). */
export const NewPasswordSchema = v.pipe(v.string(), v.minLength(8, "must be at least 8 characters"), v.maxLength(256));

/** POST /auth/local. */
export const LoginSchema = v.object({ email: EmailSchema, password: PasswordSchema });

/** POST /auth/local/token and /auth/logout: the refresh token, or none when it travels as a cookie. */
export const RefreshSchema = v.object({ refreshToken: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))) });

const Flag = v.pipe(v.number(), v.transform((n) => n === 1));

/**
 * Who a request is authenticated as: read fresh from D1, so role and confirmation are never stale, with
 * the session (refresh-token family) its access token belongs to.
 */
export const SessionUserSchema = v.pipe(
  v.object({ id: v.string(), email: v.string(), role: v.picklist(ROLES), active: Flag, session_id: v.string() }),
  v.transform(({ session_id, ...user }) => ({ ...user, sessionId: session_id })),
);
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export type SessionTokens = { token: string; refreshToken: string };
