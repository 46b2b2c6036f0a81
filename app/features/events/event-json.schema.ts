import * as v from "valibot";
import type { EventJson } from "./event-json";
import { ACCESSIBILITY_FEATURES } from "./accessibility";
import { QuestionSchema } from "~/features/questions/registration-questions.schema";
import { TaxonomyRefSchema } from "./events.schema";
import { PlaceSchema } from "~/features/places/places.schema";

const Localized = <TSchema extends v.GenericSchema>(schema: TSchema) => v.record(v.string(), schema);
const Url = v.object({ url: v.string() });

/** An event as the API answers it (`toEventJson`), checked in the browser before EventCard shows it. */
export const EventJsonSchema = v.object({
  _id: v.string(),
  slug: v.string(),
  lang: v.string(),
  title: Localized(v.string()),
  description: Localized(v.string()),
  descriptionText: Localized(v.string()),
  cover: Localized(Url),
  coverDisplay: v.nullable(Url),
  coverAltText: v.nullable(v.string()),
  address: Localized(PlaceSchema),
  color: v.nullable(v.string()),
  type: v.nullable(TaxonomyRefSchema),
  topic: v.nullable(TaxonomyRefSchema),
  pillar: v.nullable(TaxonomyRefSchema),
  date: v.string(),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  timezone: v.string(),
  status: v.picklist(["active", "cancelled", "draft"]),
  private: v.boolean(),
  visio: v.boolean(),
  makesense: v.boolean(),
  registerExternal: v.boolean(),
  maxAttendees: v.number(),
  attendeesCount: v.number(),
  feedbacksCount: v.number(),
  user: v.array(v.object({ _id: v.string(), displayname: v.nullable(v.string()), firstName: v.nullable(v.string()), lastName: v.nullable(v.string()) })),
  accessibility: v.array(v.picklist(ACCESSIBILITY_FEATURES)),
  accessibilityNote: v.nullable(v.string()),
  questions: v.array(QuestionSchema),
  /** Each registration waits for the organizer's approval (docs/product.md §5 "Approval"). */
  requiresApproval: v.boolean(),
}) satisfies v.GenericSchema<unknown, EventJson>;

/** A page of events as GET /events (and an events widget's GET /iframes/{id}/events) answers it. */
export const EventPageSchema = v.object({
  data: v.array(EventJsonSchema),
  total: v.number(),
  count: v.number(),
  totalCapped: v.optional(v.boolean()),
});
