import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { AttendBodySchema, GuestAttendBodySchema, WaitlistBodySchema } from "~/features/attend/attend.schema";
import { requestGuestRegistration } from "~/features/attend/guest-registration.server";
import {
  attendanceStatus,
  attendEvent,
  externalRegistrationUrl,
  joinWaitlist,
  leaveWaitlist,
  unattendEvent,
  type RegistrationFailure,
  type RegistrationResult,
} from "~/features/attend/attend.server";
import { privateLinkKeys } from "~/features/events/private-link.server";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { apiError } from "./errors";
import { eventIdParam } from "./event-params";
import { forgetEventPages } from "./event-page-cache";
import { invalidField, parseBody } from "./query";
import { enforceRateLimit } from "./rate-limit";
import { optionalUser, requireUser } from "./session";

type AppContext = Context<{ Bindings: Env }>;

const FAILURES: Record<RegistrationFailure, [ContentfulStatusCode, string]> = {
  event_not_found: [404, "No event with this id."],
  event_cancelled: [409, "The event is cancelled."],
  event_past: [409, "The event is over."],
  external_registration: [409, "Registration happens on the organizer's site: follow /api/v1/events/redirect/{id}."],
  event_full: [409, "The event is full: join the waitlist with POST /api/v1/events/waitlist/{id}."],
  event_not_full: [409, "The event has places left: attend it instead."],
  already_registered: [409, "You are already registered for this event."],
  address_unavailable: [409, "This address cannot register right now: an account is taking it back."],
  answers_invalid: [400, "The answers do not fit the event's questions."],
  request_declined: [409, "The organizer declined your request to attend this event."],
  approval_required: [409, "Each registration waits for the organizer's approval: ask with POST /api/v1/events/attend/{id}."],
};

/** The value of a use-case, or its failure as `{error: {code, message}}`. */
function unwrap<T>(result: RegistrationResult<T>): T {
  if (result.ok) return result.value;
  if (result.invalid) throw invalidField(`answers.${result.invalid.question}`, result.invalid.message);
  const [status, message] = FAILURES[result.failure];
  throw apiError(status, result.failure, message);
}

/** The JSON body, or `{}` when the request has none (clients of docs/product.md §7 may post without one). */
async function optionalBody<TSchema extends v.GenericSchema>(c: AppContext, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const empty = !c.req.raw.body || c.req.header("content-length") === "0";
  return empty ? v.parse(schema, {}) : parseBody(c, schema);
}

/** The session user, rate-limited per account for the calls that write attendance (and may send an email). */
async function registrant(c: AppContext, { confirmed }: { confirmed: boolean }) {
  const user = await requireUser(c);
  await enforceRateLimit(c, "attend", RATE_LIMITS.attend, user.id);
  if (confirmed && !user.active) throw apiError(403, "email_not_confirmed", "Confirm your email address to register for events.");
  return user;
}

/** POST /events/attend/{id} and /events/subscribe-attend/{id}: `user` and `email`, when sent, must be the session's. */
async function attend(c: AppContext) {
  const user = await registrant(c, { confirmed: true });
  const body = await optionalBody(c, AttendBodySchema);
  const stranger = (body.user !== undefined && body.user !== user.id) || (body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase());
  if (stranger) throw apiError(403, "forbidden", "You can only register yourself.");
  const options = {
    lang: body.lang ?? "fr",
    notify: body.transactionnal !== false,
    onChange: forgetEventPages(c),
    linkKeys: privateLinkKeys(c.req.raw),
    answers: body.answers,
  };
  return c.json(unwrap(await attendEvent(c.env, user, eventIdParam(c), options)));
}

/**
 * POST /events/subscribe-attend/{id}: with a session, attending; without one, a guest gives an email and
 * gets a link that completes the registration (202): the place is held only once it is clicked.
 */
async function subscribeAttend(c: AppContext) {
  if (await optionalUser(c)) return attend(c);
  await enforceRateLimit(c, "guestAttend", RATE_LIMITS.guestAttend);
  const body = await parseBody(c, GuestAttendBodySchema);
  await enforceRateLimit(c, "accountEmail", RATE_LIMITS.accountEmail, body.email);
  const linkKeys = privateLinkKeys(c.req.raw);
  unwrap(await requestGuestRegistration(c.env, eventIdParam(c), { email: body.email, lang: body.lang ?? "fr", linkKeys, answers: body.answers }));
  return c.json({ confirmationSent: true }, 202);
}

/**
 * Attending, the waitlist and external registration (docs/product.md §7 "Events"). Mounted at /events. Every
 * call answers 404 `event_not_found` for an event the caller may not see (docs/product.md §6 "Who sees an event").
 */
export const attendApi = new Hono<{ Bindings: Env }>()
  .post("/attend/:id", attend)
  .post("/subscribe-attend/:id", subscribeAttend)
  .delete("/attend/:id", async (c) => {
    const user = await registrant(c, { confirmed: false });
    return c.json(unwrap(await unattendEvent(c.env, user.id, eventIdParam(c), { onChange: forgetEventPages(c) })));
  })
  .get("/attend/:id/status", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(unwrap(await attendanceStatus(c.env.DB, { userId: user.id, linkKeys: privateLinkKeys(c.req.raw) }, eventIdParam(c))));
  })
  .post("/waitlist/:id", async (c) => {
    const user = await registrant(c, { confirmed: true });
    const { lang, answers } = await optionalBody(c, WaitlistBodySchema);
    const viewer = { userId: user.id, linkKeys: privateLinkKeys(c.req.raw) };
    return c.json(unwrap(await joinWaitlist(c.env.DB, viewer, eventIdParam(c), { lang: lang ?? "fr", answers })));
  })
  .delete("/waitlist/:id", async (c) => {
    const user = await registrant(c, { confirmed: false });
    return c.json(unwrap(await leaveWaitlist(c.env.DB, user.id, eventIdParam(c))));
  })
  .get("/redirect/:id", async (c) => {
    const viewer = await optionalUser(c);
    const linkKeys = privateLinkKeys(c.req.raw);
    return c.redirect(unwrap(await externalRegistrationUrl(c.env.DB, eventIdParam(c), { userId: viewer?.id ?? null, linkKeys })), 302);
  });
