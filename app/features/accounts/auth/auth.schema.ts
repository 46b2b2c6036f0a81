import * as v from "valibot";
import { EmailRule, NewPasswordRule, PasswordRule } from "~/lib/form-rules";

export const ROLES = ["user", "organizer", "admin"] as const;
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The form rules of docs/product.md §5, the same for the API as for the forms. */
export const EmailSchema = EmailRule;
export const PasswordSchema = PasswordRule;
export const NewPasswordSchema = NewPasswordRule;

/** POST /auth/local. */
export const LoginSchema = v.object({ email: EmailSchema, password: PasswordSchema });

/** POST /auth/local/token and /auth/logout: the refresh token, or none when it travels as a cookie. */
export const RefreshSchema = v.object({ refreshToken: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))) });

const Flag = v.pipe(
  v.number(),
  v.transform((n) => n === 1),
);

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
