import * as v from "valibot";
import { isImageSource } from "~/features/uploads/upload-key";
import { EmailSchema, NewPasswordSchema, PasswordSchema, ROLES } from "~/features/accounts/auth/auth.schema";
import { PlaceInputSchema, PlaceSchema } from "~/features/places/places.schema";
import { LANGS } from "~/i18n/locale";
import { UserText } from "~/lib/user-text.schema";
import { isLocalPath } from "~/lib/local-path";

const Flag = v.pipe(
  v.number(),
  v.transform((n) => n === 1),
);
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/, "must be a short slug"));
const Lang = v.picklist(LANGS);

/** A users row as D1 returns it, with `has_password` (a credentials row exists). */
export const UserRowSchema = v.object({
  id: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  active: Flag,
  invited: Flag,
  profile_completed: Flag,
  display_name: v.nullable(v.string()),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  profile_img_url: v.nullable(v.string()),
  address: v.nullable(v.pipe(v.string(), v.parseJson(), PlaceSchema)),
  educate_like: Flag,
  /** The slug of the user's favourite topic (their quick search on the listing, docs/product.md §6). */
  topic: v.nullable(v.string()),
  lang: v.fallback(Lang, "fr"),
  has_password: Flag,
});
export type UserRow = v.InferOutput<typeof UserRowSchema>;

/** POST /users/exists. */
export const ExistsSchema = v.object({ email: EmailSchema });

/** A path of this site (`/organize/event/x`), never another origin (app/lib/local-path.ts). */
export const LocalPath = v.pipe(v.string(), v.maxLength(500, "form.tooLong"), v.check(isLocalPath, "form.url"));

/** POST /users/register/events (docs/product.md §3 "Register payload"); `lang` is ours (else Accept-Language). */
export const RegisterSchema = v.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  source: v.optional(Slug, "events"),
  site: v.optional(Slug, "fr"),
  lang: v.optional(Lang),
  /** Where the login flow returns: an invitation's link leads there once the account is claimed (a local path). */
  redirect: v.optional(LocalPath),
});

/** POST /users/lost-password/events and /users/resend-activation. */
export const EmailRequestSchema = v.object({ email: EmailSchema, site: v.optional(Slug), lang: v.optional(Lang) });

/** A single-use token of an email link. */
export const TokenSchema = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });

/** POST /users/reset-password. */
export const ResetPasswordSchema = v.object({ token: TokenSchema.entries.token, password: NewPasswordSchema });

/** PUT /users/{id}/password. */
export const ChangePasswordSchema = v.object({ currentPassword: PasswordSchema, password: NewPasswordSchema });

/** PUT /users/{id}/email. */
export const ChangeEmailSchema = v.object({ password: PasswordSchema, email: EmailSchema });

const Name = v.nullable(UserText(100));
/** An image uploaded here (`/uploads/<key>`) or an https URL: no other path of ours, never `javascript:` or protocol-relative. */
const ImageUrl = v.pipe(UserText(2048), v.check(isImageSource, "must be an uploaded image (/uploads/…) or an https URL"));

/** PUT /users/{id}: the fields a user may change; anything else in the merged profile is ignored. */
export const ProfileUpdateSchema = v.object({
  displayname: v.optional(Name),
  firstName: v.optional(Name),
  lastName: v.optional(Name),
  address: v.optional(v.nullable(PlaceInputSchema)),
  profileImg: v.optional(v.nullable(v.object({ url: ImageUrl }))),
  lang: v.optional(Lang),
  educate: v.optional(v.object({ like: v.boolean() })),
  topic: v.optional(v.nullable(Slug)),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

/** GET /users/events?when=active|past. */
export const UserEventsQuerySchema = v.object({ when: v.optional(v.picklist(["active", "past"]), "active") });
