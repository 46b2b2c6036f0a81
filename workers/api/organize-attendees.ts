import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { cancelEventMessage, contactAttendees, listEventMessages } from "~/features/organize/contact-attendees.server";
import { MessageIdSchema, toScheduledMessage } from "~/features/organize/scheduled-messages.schema";
import { checkIn, checkOut, exportAttendeesCsv, listAttendees, runBatch, type CheckInResult } from "~/features/organize/event-attendees.server";
import { registerWalkIn } from "~/features/organize/walk-ins.server";
import {
  AttendeesCsvQuerySchema,
  BatchBodySchema,
  WalkInBodySchema,
  CheckInBodySchema,
  CheckOutBodySchema,
  ContactBodySchema,
  SCHEDULE_MAX_DAYS,
} from "~/features/organize/event-attendees.schema";
import { ACCESS_REFUSALS, type OrganizerAction } from "~/features/organize/organizer-access";
import { eventIdParam } from "./event-params";
import { apiError } from "./errors";
import { forgetEventPages } from "./event-page-cache";
import { requireOrganizerAccess } from "./organizer-access";
import { parseBody, parseQuery } from "./query";
import { enforceRateLimit } from "./rate-limit";

type AppContext = Context<{ Bindings: Env }>;

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The event of the path, once the authorization table allows `action` on it (docs/product.md §6). */
async function organizedEvent(c: AppContext, action: OrganizerAction) {
  const { event } = await requireOrganizerAccess(c, action, eventIdParam(c));
  if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
  return event;
}

function answerCheckIn(c: AppContext, result: CheckInResult) {
  if (result.ok) return c.json({ attendee: result.attendee, alreadyCheckedIn: result.alreadyCheckedIn }, 200, PRIVATE);
  if (result.failure === "not_attending") throw apiError(409, "not_attending", "This person is on the waitlist: promote them before checking them in.");
  throw apiError(404, "ticket_not_found", "No attendee of this event has this ticket.");
}

/**
 * The organizer's attendee tools (docs/product.md §7 "Organizer tools"): the list and its CSV export,
 * check-in and check-out, batch actions and messages to the attendees. Mounted at /events.
 */
export const organizeAttendeesApi = new Hono<{ Bindings: Env }>()
  .get("/:id/attendees", async (c) => {
    const event = await organizedEvent(c, "attendees");
    return c.json(await listAttendees(c.env.DB, event.id), 200, PRIVATE);
  })
  .get("/:id/attendees.csv", async (c) => {
    const event = await organizedEvent(c, "attendees");
    const { lang } = parseQuery(c, AttendeesCsvQuerySchema);
    const csv = await exportAttendeesCsv(c.env.DB, event.id, lang);
    return c.body(csv, 200, {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="attendees-${event.slug.replace(/[^\w-]/g, "")}.csv"`,
    });
  })
  .post("/checkin/:id", async (c) => {
    const event = await organizedEvent(c, "checkin");
    const key = await parseBody(c, CheckInBodySchema);
    return answerCheckIn(c, await checkIn(c.env.DB, event.id, key));
  })
  .post("/walk-in/:id", async (c) => {
    const event = await organizedEvent(c, "checkin");
    const person = await parseBody(c, WalkInBodySchema);
    await enforceRateLimit(c, "walkIn", RATE_LIMITS.walkIn, event.id);
    const result = await registerWalkIn(c.env.DB, event.id, person);
    if (!result.ok) throw apiError(409, "event_full", "No place left: raise the capacity before registering someone at the door.");
    await forgetEventPages(c)(event.slug);
    return c.json({ attendee: result.attendee }, 201, PRIVATE);
  })
  .post("/checkout/:id", async (c) => {
    const event = await organizedEvent(c, "checkin");
    const { userId } = await parseBody(c, CheckOutBodySchema);
    const result = await checkOut(c.env.DB, event.id, userId);
    if (!result.ok) return answerCheckIn(c, result);
    return c.json({ attendee: result.attendee }, 200, PRIVATE);
  })
  .post("/batch/:id", async (c) => {
    const event = await organizedEvent(c, "batch");
    const { action, userIds, raiseCapacity, message: note } = await parseBody(c, BatchBodySchema);
    const result = await runBatch(c.env, event, action, userIds, { raiseCapacity, message: note });
    if ("shortfall" in result) {
      const { placesLeft, waiting } = result.shortfall;
      const verb = action === "approve" ? "approve" : "promote";
      const message = `${waiting} to ${verb} and ${placesLeft} place(s) left: raise the capacity (send raiseCapacity: true) or ${verb} fewer.`;
      return c.json({ error: { code: "capacity_reached", message }, placesLeft, waiting }, 409, PRIVATE);
    }
    // Removing, promoting and approving change the places left that the event page shows.
    if (action === "remove" || action === "promote" || action === "approve") await forgetEventPages(c)(event.slug);
    return c.json(result, 200, PRIVATE);
  })
  .post("/contact/:id", async (c) => {
    const { user, event } = await requireOrganizerAccess(c, "contact", eventIdParam(c));
    if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    const body = await parseBody(c, ContactBodySchema);
    await enforceRateLimit(c, "contactAttendees", RATE_LIMITS.contactAttendees, event.id);
    const result = await contactAttendees(c.env, event.slug, body, { by: user.id });
    if (!result) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    if (result === "not_over") throw apiError(409, "event_not_over", "Who did not arrive is known once the event is over: write to them then.");
    if (result === "answer_unknown") throw apiError(400, "invalid_body", 'Invalid field "answer": the event asks no question offering this choice.');
    if (result === "send_at_past") throw apiError(400, "invalid_body", 'Invalid field "sendAt": a message is scheduled for a time to come.');
    if (result === "send_at_too_far") throw apiError(400, "invalid_body", `Invalid field "sendAt": at most ${SCHEDULE_MAX_DAYS} days ahead.`);
    if ("scheduled" in result) return c.json({ scheduled: toScheduledMessage(result.scheduled) }, 202, PRIVATE);
    if (result.sent === 0) throw apiError(409, "no_attendees", "Nobody is in this group yet: there is no one to write to.");
    return c.json(result, 202, PRIVATE);
  })
  .get("/:id/messages", async (c) => {
    const event = await organizedEvent(c, "contact");
    return c.json({ data: await listEventMessages(c.env, event.id) }, 200, PRIVATE);
  })
  .delete("/:id/messages/:messageId", async (c) => {
    const event = await organizedEvent(c, "contact");
    const id = v.safeParse(MessageIdSchema, c.req.param("messageId"));
    const outcome = id.success ? await cancelEventMessage(c.env, event.id, id.output) : null;
    if (!outcome) throw apiError(404, "message_not_found", "No message of this event has this id.");
    if (outcome === "sent") throw apiError(409, "already_sent", "This message has already been sent.");
    return c.json({ cancelled: true }, 200, PRIVATE);
  });
