import * as v from "valibot";
import { DRAFT_QUESTION_KINDS, type EventDraft } from "#machines/event-form/event-form.types";
import { SITE_TIME_ZONE } from "~/features/events/event-dates";
import { LANGS, type Lang } from "~/features/events/events.schema";
import { PlaceSchema } from "~/features/places/places.schema";
import { EVENT_DRAFT_KEY } from "~/lib/device-data";

const Texts = v.object({ title: v.string(), description: v.string() });
const Labels = v.object({ fr: v.string(), en: v.string(), es: v.string() });
const DraftQuestionSchema = v.object({
  key: v.string(),
  id: v.optional(v.string()),
  kind: v.picklist(DRAFT_QUESTION_KINDS),
  required: v.boolean(),
  label: Labels,
  options: v.array(v.object({ key: v.string(), id: v.optional(v.string()), label: Labels })),
});

/** The draft as stored: anything else found under the key (an older shape, a hand edit) is dropped. */
export const EventDraftSchema: v.GenericSchema<unknown, EventDraft> = v.object({
  lang: v.picklist(LANGS),
  texts: v.object({ fr: Texts, en: Texts, es: Texts }),
  type: v.string(),
  topic: v.string(),
  pillar: v.string(),
  tags: v.array(v.string()),
  start: v.string(),
  end: v.string(),
  timezone: v.string(),
  online: v.boolean(),
  visioUrl: v.string(),
  address: v.nullable(v.omit(PlaceSchema, ["visio"])),
  maxAttendees: v.string(),
  registerExternal: v.boolean(),
  externalUrl: v.string(),
  private: v.boolean(),
  // Each registration waits for the organizer's approval (docs/product.md §5 "Approval"); optional, so a draft
  // kept before the form asked about it is still read.
  requiresApproval: v.optional(v.boolean(), false),
  // Optional, as above: a series of dates (docs/product.md §5 "Recurring events").
  repeat: v.optional(v.picklist(["", "weekly", "monthly"]), ""),
  repeatMonthlyBy: v.optional(v.picklist(["date", "weekday"]), "date"),
  repeatCount: v.optional(v.string(), "4"),
  cover: v.string(),
  coverAltText: v.string(),
  color: v.picklist(["", "green", "blue"]),
  // Optional: a draft kept before the form asked about accessibility is still read.
  accessibility: v.optional(v.array(v.string()), []),
  accessibilityNote: v.optional(v.string(), ""),
  emails: v.object({
    confirmation: v.string(),
    reminder: v.string(),
    feedback: v.optional(v.string(), ""),
    askFeedback: v.optional(v.boolean(), true),
  }),
  // Optional: a draft kept before the form asked for questions is still read.
  questions: v.optional(v.array(DraftQuestionSchema), []),
});

/** A new event, written first in the visitor's language, in the site's time zone. */
export function emptyDraft(lang: Lang): EventDraft {
  const texts = { title: "", description: "" };
  return {
    lang,
    texts: { fr: { ...texts }, en: { ...texts }, es: { ...texts } },
    type: "",
    topic: "",
    pillar: "",
    tags: [],
    start: "",
    end: "",
    timezone: SITE_TIME_ZONE,
    online: false,
    visioUrl: "",
    address: null,
    maxAttendees: "",
    registerExternal: false,
    externalUrl: "",
    private: false,
    requiresApproval: false,
    repeat: "",
    repeatMonthlyBy: "date",
    repeatCount: "4",
    cover: "",
    coverAltText: "",
    color: "",
    accessibility: [],
    accessibilityNote: "",
    emails: { confirmation: "", reminder: "", feedback: "", askFeedback: true },
    questions: [],
  };
}

/** The stored draft, or null (none, unreadable, or storage refused). */
export function readStoredDraft(): EventDraft | null {
  try {
    const text = window.localStorage.getItem(EVENT_DRAFT_KEY);
    if (!text) return null;
    const parsed = v.safeParse(EventDraftSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or refused storage only loses the reload copy. */
export function storeDraft(draft: EventDraft) {
  try {
    window.localStorage.setItem(EVENT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private browsing or a full storage: the draft lives on in the page.
  }
}

export function clearStoredDraft() {
  try {
    window.localStorage.removeItem(EVENT_DRAFT_KEY);
  } catch {
    // Nothing stored then.
  }
}
