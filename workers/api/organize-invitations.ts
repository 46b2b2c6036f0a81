import { Hono } from "hono";
import * as v from "valibot";
import { INVITATION_MAILS_PER_DAY, INVITATIONS_MAX, InvitationBodySchema, WithdrawBodySchema } from "~/features/organize/invitations.schema";
import {
  declineByKey,
  inviteToEvent,
  readInvitations,
  remindInvitations,
  withdrawInvitations,
  type InvitationRefusal,
} from "~/features/organize/invitations.server";
import { isPrivateLinkKey } from "~/features/events/private-link";
import { ACCESS_REFUSALS } from "~/features/organize/organizer-access";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { apiError } from "./errors";
import { eventIdParam } from "./event-params";
import { requireOrganizerAccess } from "./organizer-access";
import { parseBody } from "./query";
import { enforceRateLimit } from "./rate-limit";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** What each refusal says to the API's caller (English, for developers: docs/conventions.md). */
const REFUSALS: Record<InvitationRefusal["code"], [409 | 429, string]> = {
  event_cancelled: [409, "The event is cancelled: nobody can be invited to it."],
  event_past: [409, "The event is over: nobody can be invited to it."],
  invitations_full: [409, `An event holds at most ${INVITATIONS_MAX} invitations.`],
  too_many_invitations: [429, `An event sends at most ${INVITATION_MAILS_PER_DAY} invitations and reminders a day: send fewer, or wait.`],
  nobody_to_remind: [409, "Everyone invited has answered, or was reminded in the last 24 hours."],
};

function refuse(refusal: InvitationRefusal): never {
  const [status, message] = REFUSALS[refusal.code];
  if (refusal.code === "too_many_invitations") {
    throw apiError(status, refusal.code, `${message} Left today: ${refusal.remaining}.`);
  }
  throw apiError(status, refusal.code, message);
}

/**
 * Invitations (docs/product.md §5 "Invitations"): the organizer's list, invitations, reminders and withdrawals,
 * through the authorization table ("invite"); and the invited person's answer, by the key of their link. Mounted at /events.
 */
export const organizeInvitationsApi = new Hono<{ Bindings: Env }>()
  .get("/:id/invitations", async (c) => {
    const { event } = await requireOrganizerAccess(c, "invite", eventIdParam(c));
    if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    return c.json(await readInvitations(c.env.DB, event.id), 200, PRIVATE);
  })
  .post("/:id/invitations", async (c) => {
    const { user, event } = await requireOrganizerAccess(c, "invite", eventIdParam(c));
    if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    const body = await parseBody(c, InvitationBodySchema);
    await enforceRateLimit(c, "invitations", RATE_LIMITS.invitations, user.id);
    await enforceRateLimit(c, "invitationMails", RATE_LIMITS.invitationMails, user.id, body.emails.length);
    const result = await inviteToEvent(c.env, event.slug, body, { by: user.id });
    if (!result) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    if ("code" in result) refuse(result);
    return c.json(result, 201, PRIVATE);
  })
  .post("/:id/invitations/remind", async (c) => {
    const { user, event } = await requireOrganizerAccess(c, "invite", eventIdParam(c));
    if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    await enforceRateLimit(c, "invitations", RATE_LIMITS.invitations, user.id);
    const result = await remindInvitations(c.env, event.slug, { by: user.id });
    if (!result) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    if ("code" in result) refuse(result);
    return c.json(result, 200, PRIVATE);
  })
  .post("/:id/invitations/withdraw", async (c) => {
    const { event } = await requireOrganizerAccess(c, "invite", eventIdParam(c));
    if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    const { emails } = await parseBody(c, WithdrawBodySchema);
    return c.json({ withdrawn: await withdrawInvitations(c.env.DB, event.id, emails) }, 200, PRIVATE);
  })
  .post("/invitations/:key/decline", async (c) => {
    // The key is the invited person's credential (128 random bits): no session needed, as the link needs none.
    const key = v.safeParse(v.pipe(v.string(), v.check(isPrivateLinkKey)), c.req.param("key"));
    const outcome = key.success ? await declineByKey(c.env.DB, key.output) : null;
    if (!outcome) throw apiError(404, "invitation_not_found", "No invitation has this key.");
    if (outcome === "registered") throw apiError(409, "already_registered", "This person is registered or waiting: they unregister from the event instead.");
    return c.json({ declined: true }, 200, PRIVATE);
  });
