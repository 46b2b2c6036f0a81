/** The steps of event creation, in order (docs/product.md §2: /organize/create/event, settings, questions, style, emails). */
export const EVENT_FORM_STEPS = ["event", "settings", "questions", "style", "emails"] as const;
export type EventFormStep = (typeof EVENT_FORM_STEPS)[number];

export const DRAFT_LANGS = ["fr", "en", "es"] as const;
export type DraftLang = (typeof DRAFT_LANGS)[number];

/** A place as the location picker gives it (docs/product.md §3 Place value). */
export type DraftPlace = {
  formattedAddress?: string;
  city?: string;
  country?: string;
  countryCode?: string;
  placeId?: string;
  region?: string;
  zipCode?: string;
  lat?: number;
  lng?: number;
  name?: string;
  types?: string[];
};

export type DraftTexts = { title: string; description: string };

/** A text per language, empty where none is written. */
export type DraftLabels = Record<DraftLang, string>;

export const DRAFT_QUESTION_KINDS = ["text", "longText", "choice", "choices", "yesNo"] as const;

/**
 * A registration question as the form holds it (docs/product.md §5 "Registration questions"): `key` tells the
 * form's rows apart, `id` is the event's once saved (an edit sends it back, so the answers stay tied to it).
 */
export type DraftQuestion = {
  key: string;
  id?: string;
  kind: (typeof DRAFT_QUESTION_KINDS)[number];
  required: boolean;
  label: DraftLabels;
  options: { key: string; id?: string; label: DraftLabels }[];
};

/**
 * The event being written, as the form holds it: plain values the fields show (dates as the
 * datetime-local fields write them, in `timezone`), turned into the API's input only when submitted.
 */
export type EventDraft = {
  lang: DraftLang;
  texts: Record<DraftLang, DraftTexts>;
  type: string;
  topic: string;
  pillar: string;
  tags: string[];
  start: string;
  end: string;
  timezone: string;
  online: boolean;
  visioUrl: string;
  address: DraftPlace | null;
  maxAttendees: string;
  registerExternal: boolean;
  externalUrl: string;
  private: boolean;
  /** Each registration waits for the organizer's approval (docs/product.md §5 "Approval"). */
  requiresApproval: boolean;
  /**
   * A new event may repeat (docs/product.md §5 "Recurring events"): every week or month ("" : once), a monthly one
   * on the same date or the same weekday of the month, for a number of dates (the first included).
   */
  repeat: "" | "weekly" | "monthly";
  repeatMonthlyBy: "date" | "weekday";
  repeatCount: string;
  cover: string;
  coverAltText: string;
  color: "" | "green" | "blue";
  /** The accessibility features ticked (their names: app/features/events/accessibility.ts) and the note. */
  accessibility: string[];
  accessibilityNote: string;
  /** The organizer's texts of the emails, and whether arrived attendees are asked for their feedback afterwards. */
  emails: { confirmation: string; reminder: string; feedback: string; askFeedback: boolean };
  /** What people are asked when they register. */
  questions: DraftQuestion[];
};

/** Field name → message id of the first rule it fails (docs/product.md §5). */
export type DraftErrors = Record<string, string>;

/** What checking the draft gives: the body to send, or the errors by field (in the order of the form). */
export type DraftCheck = { ok: true; body: unknown } | { ok: false; errors: DraftErrors };

/** A failed call as the form shows it: a message for the whole form and errors of fields the API named. */
export type SubmitFailure = { message: string; errors: DraftErrors };

/** The event once saved: where its pages are. */
export type SavedEvent = { _id: string; slug: string };

/** create: POST /events/ with a draft kept in the browser; edit: PUT /events/{id}; duplicate: POST a copy. */
export type EventFormMode = "create" | "edit" | "duplicate";

export type EventFormInput = { mode: EventFormMode; draft: EventDraft; step?: EventFormStep };

export type EventFormContext = {
  mode: EventFormMode;
  draft: EventDraft;
  /** The step shown (create) or last asked for. */
  step: EventFormStep;
  /** The language tab of the texts. */
  tab: DraftLang;
  errors: DraftErrors;
  /** The field to focus after a failed submit, and a counter that changes at each failure (to focus again). */
  firstInvalid: string | null;
  focusRequest: number;
  failure: string | null;
  saved: SavedEvent | null;
};

export type EventFormEvent =
  | { type: "GO_TO"; step: EventFormStep }
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  | { type: "CHANGE"; patch: Partial<EventDraft> }
  | { type: "CHANGE_TEXT"; lang: DraftLang; field: keyof DraftTexts; value: string }
  | { type: "SHOW_LANG"; lang: DraftLang }
  | { type: "SUBMIT" }
  | { type: "CANCEL_EVENT" }
  | { type: "START_OVER"; draft: EventDraft };

/** The step each field is on; fields not listed are on the first step. */
export function stepOfField(field: string): EventFormStep {
  const top = field.split(".")[0] ?? "";
  const when = ["start", "end", "timezone", "repeat", "repeatMonthlyBy", "repeatCount"];
  const settings = [...when, "online", "visioUrl", "address", "maxAttendees", "registerExternal", "externalUrl", "private"];
  if ([...settings, "accessibility", "accessibilityNote"].includes(top)) return "settings";
  if (top === "questions") return "questions";
  if (["cover", "coverAltText", "color"].includes(top)) return "style";
  if (top === "emails") return "emails";
  return "event";
}

/** The language of a texts field ("texts.en.title" → "en"), else null. */
export function langOfField(field: string): DraftLang | null {
  const [top, lang] = field.split(".");
  return top === "texts" ? (DRAFT_LANGS.find((item) => item === lang) ?? null) : null;
}

/** Whether a rejection of the submit actor is a failure the form can show. */
export function isSubmitFailure(error: unknown): error is SubmitFailure {
  return (
    typeof error === "object" &&
    error !== null &&
    "message" in error &&
    typeof error.message === "string" &&
    "errors" in error &&
    typeof error.errors === "object" &&
    error.errors !== null
  );
}
