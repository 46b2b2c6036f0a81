import * as v from "valibot";
import { isImageSource } from "~/features/uploads/upload-key";
import { ACCESSIBILITY_FEATURES, ACCESSIBILITY_NOTE_MAX } from "~/features/events/accessibility";
import { LANGS, type Lang } from "~/features/events/events.schema";
import { PlaceInputSchema } from "~/features/places/places.schema";
import { RICH_TEXT_MAX_CHARS } from "~/features/rich-text/rich-text-limits";
import { isCalendarDate } from "~/lib/calendar-date";
import { OptionalLines, OptionalText, RequiredText, WebUrlRule, WholeNumberRule } from "~/lib/form-rules";
import { UserLines, UserText } from "~/lib/user-text.schema";
import { QuestionsInput, questionsWrittenIn } from "./question-input.schema";

export const TITLE_MAX = 140;
export const TAGS_MAX = 10;
export const TAG_MAX = 40;
export const EMAIL_TEXT_MAX = 2000;
/** The largest capacity an event may announce; 0 means no limit. */
export const CAPACITY_MAX = 100_000;
export const EVENT_COLORS = ["green", "blue"] as const;

const Texts = v.object({
  /** One line: titles go into email subjects and calendar files. */
  title: v.pipe(
    RequiredText(TITLE_MAX),
    v.transform((title) => title.replace(/\s+/g, " ")),
  ),
  /** HTML from the editor; sanitised on the server before it is stored. */
  description: UserLines(RICH_TEXT_MAX_CHARS),
});

const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "form.choice"));

/** An instant with its offset ("2026-12-01T18:30:00+01:00" or "…Z"), stored in UTC. */
const Instant = v.pipe(
  v.string("form.date"),
  v.trim(),
  v.nonEmpty("form.required"),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, "form.date"),
  v.check(isCalendarDate, "form.date"),
  v.transform((text) => new Date(text).toISOString()),
);

const TimeZone = v.pipe(
  v.string(),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return zone.length <= 64;
    } catch {
      return false;
    }
  }, "form.choice"),
);

/** A cover: an image uploaded here (`/uploads/<key>`) or an https address, a jpeg, jpg, gif or png (docs/product.md §5). */
const CoverUrl = v.pipe(
  UserText(2000),
  v.check((text) => /\.(jpe?g|gif|png)(\?.*)?$/i.test(text) && !/\s/.test(text) && isImageSource(text), "form.url"),
);

const Tags = v.pipe(
  v.array(RequiredText(TAG_MAX)),
  v.transform((tags) => [...new Set(tags)]),
  v.maxLength(TAGS_MAX, "form.tagsMax"),
);

/** What the event offers people with disabilities, each once (docs/product.md §5 "Accessibility"). */
const Accessibility = v.pipe(
  v.array(v.picklist(ACCESSIBILITY_FEATURES, "form.choice"), "form.choice"),
  v.maxLength(ACCESSIBILITY_FEATURES.length, "form.choice"),
  v.transform((features) => ACCESSIBILITY_FEATURES.filter((feature) => features.includes(feature))),
);

const Emails = v.object({
  confirmation: v.optional(OptionalLines(EMAIL_TEXT_MAX), ""),
  reminder: v.optional(OptionalLines(EMAIL_TEXT_MAX), ""),
  /** After the event, arrived attendees are asked for their feedback (on unless turned off), with this text. */
  feedback: v.optional(OptionalLines(EMAIL_TEXT_MAX), ""),
  askFeedback: v.optional(v.boolean(), true),
});

/**
 * An event as an organizer writes it (POST /events/, PUT /events/{id}; the create and edit forms parse the
 * same schema): texts per language, at least one, the main language among them; taxonomies by slug; where
 * (a place, or online with a link); when; how to register; cover and colour; accessibility; the texts of its
 * emails; the questions asked at registration.
 */
export const EventInputSchema = v.pipe(
  v.object({
    lang: v.picklist(LANGS, "form.choice"),
    texts: v.object({ fr: v.optional(Texts), en: v.optional(Texts), es: v.optional(Texts) }),
    type: Slug,
    topic: Slug,
    pillar: v.optional(v.nullable(Slug), null),
    tags: v.optional(Tags, []),
    startDate: Instant,
    endDate: Instant,
    timezone: v.optional(TimeZone, "Europe/Paris"),
    visio: v.optional(v.boolean(), false),
    visioUrl: v.optional(v.nullable(WebUrlRule), null),
    address: v.optional(v.nullable(v.object({ ...PlaceInputSchema.entries, formattedAddress: RequiredText(300) })), null),
    maxAttendees: v.optional(WholeNumberRule(0, CAPACITY_MAX), 0),
    registerExternal: v.optional(v.boolean(), false),
    externalUrl: v.optional(v.nullable(WebUrlRule), null),
    private: v.optional(v.boolean(), false),
    /** Each registration waits for the organizer's approval (docs/product.md §5 "Approval"). */
    requiresApproval: v.optional(v.boolean(), false),
    cover: v.optional(v.nullable(CoverUrl), null),
    coverAltText: v.optional(v.nullable(OptionalText(300)), null),
    color: v.optional(v.nullable(v.picklist(EVENT_COLORS, "form.choice")), null),
    accessibility: v.optional(Accessibility, []),
    accessibilityNote: v.optional(v.nullable(OptionalLines(ACCESSIBILITY_NOTE_MAX)), null),
    emails: v.optional(Emails, { confirmation: "", reminder: "", feedback: "", askFeedback: true }),
    /** What people are asked when they register (docs/product.md §5 "Registration questions"). */
    questions: v.optional(QuestionsInput, []),
  }),
  // partialCheck: each rule between fields runs as soon as the fields it compares are valid, even when another
  // field fails, so a form shows every problem in one pass (docs/product.md §5).
  v.forward(
    v.partialCheck([["texts"]], (input) => LANGS.some((lang) => input.texts[lang] !== undefined), "form.required"),
    ["texts"],
  ),
  v.forward(
    v.partialCheck([["lang"], ["texts"]], (input) => input.texts[input.lang] !== undefined, "form.required"),
    ["lang"],
  ),
  v.forward(
    v.partialCheck([["startDate"], ["endDate"]], (input) => input.endDate > input.startDate, "form.endBeforeStart"),
    ["endDate"],
  ),
  v.forward(
    v.partialCheck([["visio"], ["visioUrl"]], (input) => !input.visio || input.visioUrl !== null, "form.required"),
    ["visioUrl"],
  ),
  v.forward(
    v.partialCheck([["visio"], ["address"]], (input) => input.visio || input.address !== null, "form.required"),
    ["address"],
  ),
  v.forward(
    v.partialCheck([["registerExternal"], ["externalUrl"]], (input) => !input.registerExternal || input.externalUrl !== null, "form.required"),
    ["externalUrl"],
  ),
  v.forward(
    v.partialCheck([["lang"], ["questions"]], (input) => questionsWrittenIn(input.questions, input.lang), "form.required"),
    ["questions"],
  ),
  v.forward(
    v.partialCheck([["cover"], ["coverAltText"]], (input) => input.cover === null || (input.coverAltText ?? "") !== "", "form.required"),
    ["coverAltText"],
  ),
);
export type EventInput = v.InferOutput<typeof EventInputSchema>;

/** The languages an event input is written in, its main language first. */
export function inputLanguages(input: Pick<EventInput, "lang" | "texts">): Lang[] {
  return [input.lang, ...LANGS.filter((lang) => lang !== input.lang && input.texts[lang] !== undefined)];
}

/** Whether `input` starts before `now`: refused for a new event (create, duplicate), never for an edit of its dates. */
export function startsInThePast(input: Pick<EventInput, "startDate">, now: Date): boolean {
  return Date.parse(input.startDate) < now.getTime();
}

/** PUT /events/{id} with only a status: cancels the event (attendees are told by email). */
export const CancelInputSchema = v.strictObject({ status: v.literal("cancelled", "form.choice") });
