import { getPublicEnv } from "~/env.server";
import { isAddressReserved } from "~/features/accounts/users/email-change.db.server";
import { newUserId } from "~/features/accounts/users/users.db.server";
import { localize } from "~/features/events/event-json";
import { getEventBySlug } from "~/features/events/events.server";
import { outboxStatement } from "~/features/mail/outbox.server";
import { isLang, type Lang } from "~/i18n/locale";
import { isUniqueViolation } from "~/lib/d1-errors";
import { coorganizerMail } from "./coorganizer-email";
import { coorganizerStatement, findCoorganizerCandidate, invitedUserStatements } from "./coorganizers.db.server";

/** Why an invitation was refused: the person already organizes the event, or the address is held by a change of email. */
export type CoorganizerFailure = "already_organizer" | "address_unavailable" | "event_not_found";

export type CoorganizerResult =
  { ok: true; user: { _id: string; displayname: string | null; email: string }; invited: boolean } | { ok: false; failure: CoorganizerFailure };

/** Attempts of the write: a second one follows a concurrent write of the same account or organizer row. */
const ATTEMPTS = 2;

/**
 * POST /events/{id}/coorganizer (docs/product.md §7): `email` joins the organizers of the event `slug`.
 * An unknown address gets an invited account (docs/product.md §3), claimed through the login flow. The
 * account, the organizer row and the email to the person are one batch. `invited` says the person has no
 * password yet: their email leads to the login flow, which asks them to choose one.
 */
export async function addCoorganizer(env: Env, slug: string, email: string): Promise<CoorganizerResult> {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return { ok: false, failure: "event_not_found" };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const candidate = await findCoorganizerCandidate(env.DB, event._id, email);
    if (candidate?.organizer) return { ok: false, failure: "already_organizer" };
    if (!candidate && (await isAddressReserved(env.DB, email))) return { ok: false, failure: "address_unavailable" };
    const fallbackLang: Lang = isLang(event.lang) ? event.lang : "fr";
    const lang: Lang = candidate && isLang(candidate.lang) ? candidate.lang : fallbackLang;
    const user = { id: candidate?.id ?? newUserId(), email: candidate?.email ?? email, lang };
    const invited = !candidate || (candidate.invited && !candidate.has_password);
    const mail = coorganizerMail(invited ? "coorganizer-invited" : "coorganizer-added", {
      to: user.email,
      lang,
      title: localize(event.title, lang, event.lang) ?? "",
      slug: event.slug,
      siteUrl: getPublicEnv(env).siteUrl,
    });
    try {
      await env.DB.batch([
        ...(candidate ? [] : invitedUserStatements(env.DB, user)),
        coorganizerStatement(env.DB, event._id, user.id),
        outboxStatement(env.DB, mail),
      ]);
      return { ok: true, user: { _id: user.id, displayname: candidate?.display_name ?? null, email: user.email }, invited };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { ok: false, failure: "already_organizer" };
}
