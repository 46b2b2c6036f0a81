import * as v from "valibot";
import { localize } from "~/features/events/event-json";
import { getEventBySlug } from "~/features/events/events.server";
import { accountLinkStatements } from "~/features/accounts/users/account-links.server";
import { isAddressReserved } from "~/features/accounts/users/email-change.db.server";
import { redeemGuestLink } from "~/features/accounts/users/session-links.db.server";
import { redemptionStamp } from "~/features/accounts/users/user-tokens.db.server";
import { findUserByEmail, newUserId } from "~/features/accounts/users/users.db.server";
import { LANGS, type Lang } from "~/i18n/locale";
import { findRegistrationEvent } from "./attend.db.server";
import { attendEvent, checkedAnswers, fail, findOpenEvent, ok, type RegistrationResult } from "./attend.server";
import type { Answers } from "~/features/questions/registration-answers";

/**
 * Attending as a guest (docs/product.md §4 join step, "guest"): a visitor gives only an email address; the link we
 * send there completes the registration. Nothing is held until the link is clicked: then the account of
 * the address is created if needed (invited: no password, claimable later) and registered like any
 * member, within the event's capacity. The link logs nobody in (docs/decisions/010).
 */
// `linkKeys`: the private links the guest held when asking (a JSON array), which let them into a private event.
const GuestPayloadSchema = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({
    eventId: v.string(),
    email: v.string(),
    lang: v.picklist(LANGS),
    linkKeys: v.optional(v.string(), "[]"),
    // The answers to the event's questions, checked when asked, written with the registration.
    answers: v.optional(v.record(v.string(), v.union([v.string(), v.boolean(), v.array(v.string())]))),
  }),
);
export type GuestPayload = v.InferOutput<typeof GuestPayloadSchema>;

/** POST /events/subscribe-attend/{id} without a session: emails the confirmation link. */
export async function requestGuestRegistration(
  env: Env,
  eventId: string,
  { email, lang, linkKeys = "[]", answers }: { email: string; lang: Lang; linkKeys?: string; answers?: Answers },
  now = new Date(),
): Promise<RegistrationResult<{ sent: true }>> {
  // A guest is anonymous: a public event, or a private one whose link they followed (docs/product.md §6).
  const open = await findOpenEvent(env.DB, eventId, { userId: null, linkKeys }, now);
  if (!open.ok) return open;
  // The answers are checked now, so the guest learns at once; the link writes them (checked again then).
  const checked = checkedAnswers(open.value, answers);
  if (!checked.ok) return checked;
  const [event, account, reserved] = await Promise.all([
    getEventBySlug(env.DB, open.value.slug),
    findUserByEmail(env.DB, email),
    isAddressReserved(env.DB, email),
  ]);
  if (!event) return fail("event_not_found");
  if (!account && reserved) return fail("address_unavailable");
  // A request takes no place: an event that approves each registration takes one when full too (docs/product.md §5 "Approval").
  if (!open.value.requires_approval && event.maxAttendees > 0 && event.attendeesCount >= event.maxAttendees) return fail("event_full");
  const payload: GuestPayload = { eventId, email, lang, linkKeys, ...(answers ? { answers } : {}) };
  const title = localize(event.title, lang, event.lang) ?? event.slug;
  const link = {
    purpose: "subscribe-attend" as const,
    userId: account?.id ?? null,
    to: email,
    lang,
    payload: JSON.stringify(payload),
    details: { event: title },
  };
  await env.DB.batch(await accountLinkStatements(env, link));
  return ok({ sent: true });
}

export function parseGuestPayload(payload: string | null): GuestPayload | null {
  const parsed = v.safeParse(GuestPayloadSchema, payload ?? "");
  return parsed.success ? parsed.output : null;
}

export type GuestOutcome = { slug: string | null; registration: RegistrationResult };

/** The link was clicked: the account of the address (created if needed), then the registration (which may find the event full by now). */
export async function completeGuestRegistration(
  env: Env,
  tokenHash: string,
  guest: GuestPayload,
  { onChange }: { onChange?: (slug: string) => Promise<void> } = {},
  now = new Date(),
): Promise<GuestOutcome | null> {
  const redeemed = await redeemGuestLink(env.DB, tokenHash, { email: guest.email, newUserId: newUserId(), lang: guest.lang }, redemptionStamp(now));
  if (!redeemed) return null;
  // Read back: the account may have been made by another request in the meantime.
  const [account, event] = await Promise.all([
    findUserByEmail(env.DB, guest.email),
    findRegistrationEvent(env.DB, guest.eventId, { userId: null, linkKeys: guest.linkKeys }),
  ]);
  const registration = account
    ? await attendEvent(
        env,
        { id: account.id, email: account.email },
        guest.eventId,
        { lang: guest.lang, notify: true, onChange, linkKeys: guest.linkKeys, answers: guest.answers },
        now,
      )
    : fail("address_unavailable");
  return { slug: event?.slug ?? null, registration };
}
