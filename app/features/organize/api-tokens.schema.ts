import * as v from "valibot";
import { UserText } from "~/lib/user-text.schema";
import type { OrganizerAction } from "./organizer-access";

/*
 * Personal API tokens (docs/product.md §6 "API tokens"): an organizer's own scripts and tools call the API as them,
 * within the scopes they chose, with `Authorization: Bearer rdv_…`. A token never reaches an admin route, nor
 * anything outside its scopes (docs/security.md "API tokens").
 */

/** What a token may do, each scope named by the organizer actions it allows (organizer-access.ts). */
export const API_TOKEN_SCOPES = {
  /** The list of their events, each event as its organizers read it, its dashboard and its feedback. */
  "events:read": ["list", "read", "dashboard", "feedbacks"],
  /** The attendee list and its CSV, check-in at the door (walk-ins too), and the batch actions (remove, promote, approve). */
  "attendees:manage": ["attendees", "checkin", "batch"],
} as const satisfies Record<string, readonly OrganizerAction[]>;
export type ApiTokenScope = keyof typeof API_TOKEN_SCOPES;
export const API_TOKEN_SCOPE_NAMES = Object.keys(API_TOKEN_SCOPES) as ApiTokenScope[];

/** The scope that allows `action`, or null when no token may do it. */
export function scopeOfAction(action: OrganizerAction): ApiTokenScope | null {
  return API_TOKEN_SCOPE_NAMES.find((scope) => (API_TOKEN_SCOPES[scope] as readonly OrganizerAction[]).includes(action)) ?? null;
}

/** Every token starts so: a Bearer value that is no session token is told apart before any lookup. */
export const API_TOKEN_PREFIX = "rdv_";
/** How many tokens one member keeps. */
export const API_TOKENS_MAX = 10;
/** How many characters of the secret the list shows, after the prefix. */
export const API_TOKEN_HINT_LENGTH = 6;

/** POST /users/me/tokens: a name to know it by, and one scope or more. */
export const ApiTokenInputSchema = v.strictObject({
  name: v.pipe(UserText(60), v.minLength(1, "form.required")),
  scopes: v.pipe(
    v.array(v.picklist(API_TOKEN_SCOPE_NAMES, "form.choice")),
    v.minLength(1, "form.required"),
    v.maxLength(10, "form.tooLong"),
    v.transform((scopes) => API_TOKEN_SCOPE_NAMES.filter((scope) => scopes.includes(scope))),
  ),
});
export type ApiTokenInput = v.InferOutput<typeof ApiTokenInputSchema>;

/** A token as its owner's list shows it: never the secret, which only the answer that creates it carries. */
export const ApiTokenSchema = v.object({
  id: v.string(),
  name: v.string(),
  scopes: v.array(v.picklist(API_TOKEN_SCOPE_NAMES)),
  /** The token's first characters (`rdv_AbC12x…`), to tell tokens apart. */
  hint: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type ApiToken = v.InferOutput<typeof ApiTokenSchema>;

export const ApiTokenListSchema = v.object({ data: v.array(ApiTokenSchema) });

/** The answer of POST /users/me/tokens: the token, and its secret, shown this once. */
export const CreatedApiTokenSchema = v.object({ ...ApiTokenSchema.entries, token: v.pipe(v.string(), v.startsWith(API_TOKEN_PREFIX)) });
export type CreatedApiToken = v.InferOutput<typeof CreatedApiTokenSchema>;
