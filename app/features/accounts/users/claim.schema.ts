import * as v from "valibot";

/**
 * What a claim-invite link keeps: the chosen password's hash, the hash of the claiming browser's value, and the
 * page the login flow was to return to (a co-organizer's event), where the link then leads.
 */
export const ClaimPayloadSchema = v.object({ passwordHash: v.string(), nonceHash: v.string(), redirect: v.optional(v.string()) });
export type ClaimPayload = v.InferOutput<typeof ClaimPayloadSchema>;
