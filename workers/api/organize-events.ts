import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { CancelInputSchema, EventInputSchema } from "~/features/organize/event-input.schema";
import { CapacityBelowAttendees, EditedElsewhere } from "~/features/organize/event-write-errors";
import { ACCESS_REFUSALS } from "~/features/organize/organizer-access";
import {
  cancelOrganizedEvent,
  createEventAs,
  createSeriesAs,
  editEvent,
  editSeriesFrom,
  getWrittenEvent,
  seriesOfEvent,
  type WriteFailure,
} from "~/features/organize/organize-events.server";
import { EditQuerySchema, NewEventExtrasSchema, SERIES_MAX, SERIES_SPAN_DAYS, type RecurrenceFailure } from "~/features/organize/recurrence";
import { RichTextRefused } from "~/features/rich-text/sanitize-html.server";
import { slugify } from "~/lib/slug";
import { apiError } from "./errors";
import { requireOrganizerAccess } from "./organizer-access";
import { forgetEventListings, forgetEventPages } from "./event-page-cache";
import { parseBody, parseQuery } from "./query";

type AppContext = Context<{ Bindings: Env }>;

const RECURRENCE_REFUSALS: Record<RecurrenceFailure, string> = {
  first_excepted: "the event's own day cannot be left out.",
  until_out_of_range: `until falls before the event or more than ${SERIES_SPAN_DAYS} days after it.`,
  single_date: `the rule gives one date only: a series has 2 to ${SERIES_MAX}.`,
};

/** Descriptions in three languages at their longest, with room for the rest of the event. */
const EVENT_BODY_MAX = 512 * 1024;

const eventBodyLimit = bodyLimit({
  maxSize: EVENT_BODY_MAX,
  onError: () => {
    throw apiError(413, "payload_too_large", "An event is limited to 512 KB of JSON.");
  },
});

function refuse(failure: WriteFailure): never {
  if (failure.code === "questions_closed") throw apiError(409, failure.code, "The event is over: no question can be added to it any more.");
  if (failure.code === "start_in_past") throw apiError(400, failure.code, `Invalid field "${failure.field}": a new event starts in the future.`);
  throw apiError(400, failure.code, `Invalid field "${failure.field}": no ${failure.field} with this slug.`);
}

/**
 * The event as its organizers see it, with its `version` (what the next edit sends as If-Match), and every
 * cached page that shows it forgotten.
 */
async function answerWith(c: AppContext, slug: string, status: 200 | 201, extra: object = {}) {
  const event = await getWrittenEvent(c.env.DB, slug);
  if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
  const city = Object.values(event.address)[0]?.city;
  await forgetEventListings(c, {
    slug,
    citySlug: city ? slugify(city) : null,
    topic: event.topic?.slug ?? null,
    type: event.type?.slug ?? null,
    seriesId: await seriesOfEvent(c.env.DB, slug),
  });
  c.header("Cache-Control", "private, no-store");
  return c.json({ ...event, ...extra }, status);
}

/** A description the sanitiser refuses (too long, nested too deep, ambiguous markup) is bad input. */
async function sanitised<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof RichTextRefused) throw apiError(400, "invalid_body", `Invalid field "texts": a description is refused. ${error.message}`);
    if (error instanceof EditedElsewhere) {
      // Every problem of the save, the conflict first (docs/product.md §7 PUT /events/{id}).
      const also = error.capacityBelowAttendees ? ' Also: Invalid field "maxAttendees": it is below the number of attendees already registered.' : "";
      throw apiError(412, "edited_elsewhere", `The event changed since the version in If-Match: load it again before saving.${also}`);
    }
    if (error instanceof CapacityBelowAttendees) {
      throw apiError(400, "capacity_below_attendees", 'Invalid field "maxAttendees": it is below the number of attendees already registered.');
    }
    throw error;
  }
}

/**
 * POST /events/ (docs/product.md §7): a confirmed member creates an event. Mounted at "/events/" as the spec
 * writes it and at "/events" (the API's routes are strict about the trailing slash).
 */
export const createEventApi = new Hono<{ Bindings: Env }>().post("/", eventBodyLimit, async (c) => {
  const { user } = await requireOrganizerAccess(c, "create");
  const input = await parseBody(c, EventInputSchema);
  const { recurrence } = await parseBody(c, NewEventExtrasSchema);
  if (!recurrence) {
    const created = await sanitised(() => createEventAs(c.env, user, input));
    if (!created.ok) refuse(created);
    return answerWith(c, created.slug, 201);
  }
  const created = await sanitised(() => createSeriesAs(c.env, user, input, recurrence));
  if (!created.ok) {
    if (created.field === "recurrence") throw apiError(400, "invalid_body", `Invalid field "recurrence": ${RECURRENCE_REFUSALS[created.code]}`);
    refuse(created);
  }
  return answerWith(c, created.slug, 201, { series: created.series });
});

/** The version an edit is based on: the `If-Match` header (an entity tag, quoted or not), if any. */
function basedOnVersion(c: AppContext): string | null {
  const header = c.req.header("If-Match")?.trim();
  return header ? header.replace(/^W\//, "").replace(/^"(.*)"$/, "$1") : null;
}

/**
 * PUT /events/{_id} (docs/product.md §7): its organizers and the admins rewrite or cancel an event. With
 * `If-Match: "<version>"` an edit is refused (412) when the event was written since that version: two tabs or
 * two organizers never overwrite each other's changes without knowing.
 */
export const organizeEventsApi = new Hono<{ Bindings: Env }>().put("/:id", eventBodyLimit, async (c) => {
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => null);
  const cancelling = v.is(v.object({ status: v.literal("cancelled") }), body) && Object.keys(body).length === 1;
  const { event } = await requireOrganizerAccess(c, cancelling ? "cancel" : "update", c.req.param("id"));
  if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
  if (cancelling) {
    await parseBody(c, CancelInputSchema);
    await cancelOrganizedEvent(c.env, event.slug);
    return answerWith(c, event.slug, 200);
  }
  const input = await parseBody(c, EventInputSchema);
  const { apply } = parseQuery(c, EditQuerySchema);
  if (apply === "following") {
    const edited = await sanitised(() => editSeriesFrom(c.env, event.slug, input, new Date(), basedOnVersion(c)));
    if (!edited) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    if (!edited.ok) refuse(edited);
    // The later dates changed too: their own pages are forgotten as the edited one's are.
    await Promise.all(edited.following.map(forgetEventPages(c)));
    return answerWith(c, event.slug, 200, { following: edited.following.length });
  }
  const edited = await sanitised(() => editEvent(c.env, event.slug, input, new Date(), basedOnVersion(c)));
  if (!edited) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
  if (!edited.ok) refuse(edited);
  return answerWith(c, event.slug, 200);
});
