import * as v from "valibot";
import type { DraftCheck, DraftErrors, DraftLabels, DraftLang, EventDraft } from "#machines/event-form/event-form.types";
import { ONLINE_FEATURES } from "~/features/events/accessibility";
import { LANGS } from "~/features/events/events.schema";
import { EventInputSchema, startsInThePast } from "~/features/organize/event-input.schema";
import { RecurrenceSchema } from "~/features/organize/recurrence";
import { formMessageOf } from "~/lib/form-rules";
import { wallTimeToInstant } from "./zoned-time";

/** The fields in the order the form shows them: the first error in this order gets the focus (docs/product.md §5). */
const FIELD_ORDER = [
  "texts",
  "lang",
  "type",
  "topic",
  "pillar",
  "tags",
  "start",
  "end",
  "timezone",
  "repeatCount",
  "address",
  "visioUrl",
  "maxAttendees",
  "externalUrl",
  "cover",
  "coverAltText",
  "color",
  "accessibility",
  "accessibilityNote",
  "questions",
  "emails.confirmation",
  "emails.reminder",
  "emails.feedback",
];

const ONLINE_FEATURE_NAMES: readonly string[] = ONLINE_FEATURES;

/** Whether a description written in the editor holds text (an emptied editor leaves tags such as <br>). */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() !== ""
  );
}

/** The languages the event is written in: a title or a description typed. */
export function filledLangs(draft: EventDraft): DraftLang[] {
  return LANGS.filter((lang) => draft.texts[lang].title.trim() !== "" || hasText(draft.texts[lang].description));
}

/** The main language: the one chosen when it is written in, else the first written one. */
export function mainLang(draft: EventDraft): DraftLang {
  const filled = filledLangs(draft);
  return filled.includes(draft.lang) ? draft.lang : (filled[0] ?? draft.lang);
}

/** The draft as the body of POST /events/ and PUT /events/{id}, before the shared schema checks it. */
export function draftToBody(draft: EventDraft) {
  const texts: Partial<Record<DraftLang, { title: string; description: string }>> = {};
  for (const lang of filledLangs(draft)) {
    const { title, description } = draft.texts[lang];
    texts[lang] = { title, description: hasText(description) ? description : "" };
  }
  const instant = (wallTime: string) => (wallTime === "" ? "" : wallTimeToInstant(wallTime, draft.timezone));
  return {
    lang: mainLang(draft),
    texts,
    // An empty choice is a missing one: the schema says "required" rather than "not in the list".
    type: draft.type || undefined,
    topic: draft.topic || undefined,
    pillar: draft.pillar || null,
    tags: draft.tags,
    startDate: instant(draft.start),
    endDate: instant(draft.end),
    timezone: draft.timezone,
    visio: draft.online,
    visioUrl: draft.online ? draft.visioUrl : null,
    address: draft.online ? null : draft.address,
    maxAttendees: draft.maxAttendees.trim() === "" ? 0 : draft.maxAttendees,
    registerExternal: draft.registerExternal,
    externalUrl: draft.registerExternal ? draft.externalUrl : null,
    private: draft.private,
    requiresApproval: draft.requiresApproval,
    cover: draft.cover || null,
    coverAltText: draft.cover ? draft.coverAltText : null,
    color: draft.color || null,
    // An online event has no place: the boxes of place features, hidden then, are not sent.
    accessibility: draft.online ? draft.accessibility.filter((feature) => ONLINE_FEATURE_NAMES.includes(feature)) : draft.accessibility,
    accessibilityNote: draft.accessibilityNote.trim() === "" ? null : draft.accessibilityNote,
    emails: draft.emails,
    questions: draftQuestions(draft),
    ...(draft.repeat ? { recurrence: draftRecurrence(draft) } : {}),
  };
}

/** The series a new event starts (docs/product.md §5 "Recurring events"), as POST /events/ takes it. */
function draftRecurrence(draft: EventDraft) {
  const count = draft.repeatCount.trim() === "" ? Number.NaN : Number(draft.repeatCount);
  return { frequency: draft.repeat, ...(draft.repeat === "monthly" ? { monthlyBy: draft.repeatMonthlyBy } : {}), count };
}

/**
 * The questions as the API takes them: their labels in the languages the event is written in (an empty one left
 * out, so a question without the main language's label is refused), choices only for a choice question.
 */
function draftQuestions(draft: EventDraft) {
  const langs = filledLangs(draft);
  const written = (labels: DraftLabels) =>
    Object.fromEntries((langs.length > 0 ? langs : [draft.lang]).flatMap((lang) => (labels[lang].trim() ? [[lang, labels[lang]]] : [])));
  return draft.questions.map((question) => ({
    ...(question.id ? { id: question.id } : {}),
    kind: question.kind,
    required: question.required,
    label: written(question.label),
    options:
      question.kind === "choice" || question.kind === "choices"
        ? question.options.map((option) => ({ ...(option.id ? { id: option.id } : {}), label: written(option.label) }))
        : [],
  }));
}

/** The form field a path of the schema is about ("startDate" → "start", "texts" → the title in `main`). */
export function fieldOfPath(path: string | null, main: DraftLang): string {
  if (path === null || path === "texts") return `texts.${main}.title`;
  if (/^texts\.(fr|en|es)\.(title|description)$/.test(path)) return path;
  if (path === "startDate") return "start";
  if (path === "endDate") return "end";
  if (path.startsWith("emails.")) return path;
  return path.split(".")[0] ?? path;
}

function orderOf(field: string): number {
  const index = FIELD_ORDER.findIndex((name) => field === name || field.startsWith(`${name}.`));
  return index === -1 ? FIELD_ORDER.length : index;
}

/**
 * Checks the draft with the schema the API uses (EventInputSchema, docs/product.md §5): the body to send, or
 * the message id of the first failed rule of each field, in the order of the form. A new event (`creating`:
 * the create and duplicate forms) must start in the future, as the API checks.
 */
export function checkDraft(draft: EventDraft, { creating = false, now = new Date() }: { creating?: boolean; now?: Date } = {}): DraftCheck {
  const body = draftToBody(draft);
  const result = v.safeParse(EventInputSchema, body);
  const past = creating && result.success && startsInThePast(result.output, now);
  // Only a new event starts a series, checked with the API's rule.
  const series = creating && "recurrence" in body ? v.safeParse(RecurrenceSchema, body.recurrence) : null;
  const seriesError = series && !series.success ? (formMessageOf(series.issues[0].message) ?? "form.number") : null;
  if (result.success && !past && !seriesError) return { ok: true, body: series?.success ? { ...result.output, recurrence: series.output } : result.output };
  const errors: DraftErrors = {};
  if (past) errors[fieldOfPath("startDate", mainLang(draft))] = "form.startPast";
  if (seriesError) errors.repeatCount = seriesError;
  for (const issue of result.success ? [] : result.issues) {
    const field = fieldOfPath(v.getDotPath(issue), mainLang(draft));
    errors[field] ??= formMessageOf(issue.message) ?? "form.required";
  }
  const ordered = Object.keys(errors).sort((a, b) => orderOf(a) - orderOf(b));
  return { ok: false, errors: Object.fromEntries(ordered.map((field) => [field, errors[field] ?? "form.required"])) };
}
