import * as v from "valibot";
import type { DraftLabels, DraftLang, EventDraft } from "#machines/event-form/event-form.types";
import { QuestionSchema } from "~/features/questions/registration-questions.schema";
import { SITE_TIME_ZONE } from "~/features/events/event-dates";
import { LANGS } from "~/features/events/events.schema";
import { PlaceSchema } from "~/features/places/places.schema";
import { emptyDraft } from "./event-draft";
import { instantToWallTime } from "./zoned-time";

const Texts = v.object({ title: v.string(), description: v.optional(v.string(), "") });

/** GET /events/organize/{slug} as the edit and duplicate forms read it: the event and the input it was written from. */
export const EditableEventSchema = v.object({
  /** The version the edit is based on, sent back as If-Match (docs/product.md §7 PUT /events/{id}). */
  version: v.optional(v.nullable(v.string()), null),
  event: v.object({ _id: v.string(), slug: v.string(), status: v.string(), lang: v.string(), title: v.record(v.string(), v.string()) }),
  input: v.object({
    lang: v.picklist(LANGS),
    texts: v.object({ fr: v.optional(Texts), en: v.optional(Texts), es: v.optional(Texts) }),
    type: v.nullish(v.string(), ""),
    topic: v.nullish(v.string(), ""),
    pillar: v.nullish(v.string(), ""),
    tags: v.nullish(v.array(v.string()), []),
    startDate: v.nullish(v.string(), ""),
    endDate: v.nullish(v.string(), ""),
    timezone: v.nullish(v.string(), SITE_TIME_ZONE),
    visio: v.nullish(v.boolean(), false),
    visioUrl: v.nullish(v.string(), ""),
    address: v.nullish(PlaceSchema, null),
    maxAttendees: v.nullish(v.number(), 0),
    registerExternal: v.nullish(v.boolean(), false),
    externalUrl: v.nullish(v.string(), ""),
    private: v.nullish(v.boolean(), false),
    requiresApproval: v.nullish(v.boolean(), false),
    cover: v.nullish(v.string(), ""),
    coverAltText: v.nullish(v.string(), ""),
    color: v.nullish(v.string(), ""),
    accessibility: v.nullish(v.array(v.string()), []),
    accessibilityNote: v.nullish(v.string(), ""),
    emails: v.nullish(
      v.object({
        confirmation: v.nullish(v.string(), ""),
        reminder: v.nullish(v.string(), ""),
        feedback: v.nullish(v.string(), ""),
        askFeedback: v.nullish(v.boolean(), true),
      }),
      { confirmation: "", reminder: "", feedback: "", askFeedback: true },
    ),
    questions: v.nullish(v.array(QuestionSchema), []),
  }),
});
export type EditableEvent = v.InferOutput<typeof EditableEventSchema>;
type EditableInput = EditableEvent["input"];

/**
 * The draft of an event being edited, or duplicated (`withoutDates`: a copy has its dates to set, docs/product.md
 * §2 /organize/duplicate).
 */
export function inputToDraft(input: EditableInput, { withoutDates = false } = {}): EventDraft {
  const draft = emptyDraft(input.lang);
  const texts = { ...draft.texts };
  for (const lang of LANGS) {
    const written = input.texts[lang];
    if (written) texts[lang] = { title: written.title, description: written.description };
  }
  const { visio: _visio, ...address } = input.address ?? {};
  return {
    ...draft,
    texts,
    type: input.type,
    topic: input.topic,
    pillar: input.pillar,
    tags: input.tags,
    start: withoutDates ? "" : instantToWallTime(input.startDate, input.timezone),
    end: withoutDates ? "" : instantToWallTime(input.endDate, input.timezone),
    timezone: input.timezone,
    online: input.visio,
    visioUrl: input.visioUrl,
    address: input.address ? address : null,
    maxAttendees: input.maxAttendees > 0 ? String(input.maxAttendees) : "",
    registerExternal: input.registerExternal,
    externalUrl: input.externalUrl,
    private: input.private,
    requiresApproval: input.requiresApproval,
    // An event edited or copied is one date: a series is made when it is created.
    repeat: "",
    repeatMonthlyBy: "date",
    repeatCount: "4",
    cover: input.cover,
    coverAltText: input.coverAltText,
    color: input.color === "green" || input.color === "blue" ? input.color : "",
    accessibility: input.accessibility,
    accessibilityNote: input.accessibilityNote,
    emails: input.emails,
    questions: input.questions.map((question) => ({
      key: question.id,
      id: question.id,
      kind: question.kind,
      required: question.required,
      label: draftLabels(question.label),
      options: question.options.map((option) => ({ key: option.id, id: option.id, label: draftLabels(option.label) })),
    })),
  };
}

/** Labels per language as the form's fields hold them: empty where none is written. */
function draftLabels(labels: Partial<Record<DraftLang, string>>): DraftLabels {
  return { fr: labels.fr ?? "", en: labels.en ?? "", es: labels.es ?? "" };
}

/** The title of the event in `lang`, else in its own language. */
export function editableTitle(event: EditableEvent["event"], lang: DraftLang): string {
  return event.title[lang] ?? event.title[event.lang] ?? Object.values(event.title)[0] ?? event.slug;
}
