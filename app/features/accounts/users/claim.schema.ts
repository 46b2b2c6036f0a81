import * as v from "valibot";

/** What a claim-invite link keeps: the chosen password's hash and the hash of the claiming browser's value. */
export const ClaimPayloadSchema = v.object({ passwordHash: v.string(), nonceHash: v.string() });
export type ClaimPayload = v.InferOutput<typeof ClaimPayloadSchema>;
