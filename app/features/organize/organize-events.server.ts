import { getEnv, getPublicEnv } from "~/env.server";
import { attendMail } from "~/features/attend/attend-email";
import type { AttendMailKind } from "~/features/attend/attend-email-messages";
import type { EventJson } from "~/features/events/event-json";
import { getEventBySlug } from "~/features/events/events.server";
import { LANGS, type Lang } from "~/features/events/events.schema";
import { accessibilityBits, ONLINE_FEATURES } from "~/features/events/accessibility";
import { isPast } from "~/features/events/event-state";
import type { StoredQuestion } from "~/features/questions/registration-questions";
import { storedQuestions } from "~/features/questions/registration-questions.schema";
import { htmlToText } from "~/features/rich-text/html-text";
import { wellFormedBlocks } from "~/features/rich-text/block-html";
import { sanitizeHtml } from "~/features/rich-text/sanitize-html.server";
import { newRecordId } from "~/lib/record-id";
import { slugify } from "~/lib/slug";
import { inputLanguages, startsInThePast, type EventInput } from "./event-input.schema";
import { asksNewQuestion, mergeQuestions } from "./question-merge";
import { movedLike, seriesDates, type Recurrence } from "./recurrence";
import {
  attendeesMailStatement,
  pendingMailStatement,
  cancelEvent,
  findEventVersion,
  findLaterInSeries,
  findSeriesId,
  findQuestionsAndAnswered,
  findTaxonomyIds,
  insertEvent,
  insertSeries,
  updateEvent,
  type EventColumns,
  type TranslationColumns,
} from "./event-writes.db.server";
import { isStaffEmail } from "./staff-email";

/** Why a write was refused; the API answers 400 naming the field. */
export type WriteFailure =
  | { ok: false; field: "type" | "topic" | "pillar"; code: "unknown_taxonomy" }
  | { ok: false; field: "startDate"; code: "start_in_past" }
  | { ok: false; field: "questions"; code: "questions_closed" };

/** The stored form of an input: taxonomy slugs resolved (an unknown one refuses the write), place columns derived. */
async function toColumns(
  db: D1Database,
  input: EventInput,
  status: EventColumns["status"],
  questions: StoredQuestion[],
): Promise<{ ok: true; columns: EventColumns } | WriteFailure> {
  const ids = await findTaxonomyIds(db, input);
  if (!ids.type) return { ok: false, field: "type", code: "unknown_taxonomy" };
  if (!ids.topic) return { ok: false, field: "topic", code: "unknown_taxonomy" };
  if (input.pillar && !ids.pillar) return { ok: false, field: "pillar", code: "unknown_taxonomy" };
  const place = input.visio ? null : input.address;
  return {
    ok: true,
    columns: {
      lang: input.lang,
      status,
      private: input.private,
      requiresApproval: input.requiresApproval,
      visio: input.visio,
      visioUrl: input.visio ? input.visioUrl : null,
      registerExternal: input.registerExternal,
      externalUrl: input.registerExternal ? input.externalUrl : null,
      maxAttendees: input.maxAttendees,
      startDate: input.startDate,
      endDate: input.endDate,
      timezone: input.timezone,
      typeId: ids.type,
      topicId: ids.topic,
      pillarId: ids.pillar,
      color: input.color ? JSON.stringify(Object.fromEntries(inputLanguages(input).map((lang) => [lang, input.color]))) : null,
      coverAltText: input.cover ? input.coverAltText : null,
      citySlug: place?.city ? slugify(place.city) || null : null,
      countryCode: place?.countryCode?.toUpperCase() ?? null,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      tags: input.tags,
      emails: input.emails,
      // An online event has no place: only what its programme offers (sign language) is kept.
      accessibility: accessibilityBits(input.visio ? input.accessibility.filter((feature) => ONLINE_FEATURES.includes(feature)) : input.accessibility),
      accessibilityNote: input.accessibilityNote || null,
      questions,
    },
  };
}

/** Each language's texts, the description sanitised on write (docs/architecture.md §5) and its plain text. */
async function toTranslations(input: EventInput): Promise<TranslationColumns[]> {
  const place = input.visio ? null : input.address;
  return Promise.all(
    inputLanguages(input).map(async (lang) => {
      const texts = input.texts[lang] ?? { title: "", description: "" };
      // Sanitised, then well-formed block by block (what a browser would repair on every view, repaired once).
      const description = wellFormedBlocks(await sanitizeHtml(texts.description));
      return {
        lang,
        title: texts.title,
        description,
        descriptionText: htmlToText(description),
        cover: input.cover,
        address: place ? JSON.stringify(place) : null,
      };
    }),
  );
}

/** A new event's slug: its title's, then four random hex digits, so that two "Atelier" never collide. */
function newSlug(title: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(2)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${slugify(title, 60) || "evenement"}-${random}`;
}

/**
 * Creates an event whose owner is `ownerId`; it is listed at once (unless private). `makesense` marks an
 * event of the platform's own team (see createEventAs).
 */
export async function createEvent(db: D1Database, ownerId: string, input: EventInput, now = new Date(), { makesense = false } = {}) {
  // A new event starts in the future (docs/product.md §5); an edit of an event already past may keep its dates.
  if (startsInThePast(input, now)) return { ok: false, field: "startDate", code: "start_in_past" } satisfies WriteFailure;
  const stored = await toColumns(db, input, "active", mergeQuestions([], input.questions, new Set()));
  if (!stored.ok) return stored;
  const translations = await toTranslations(input);
  const title = input.texts[input.lang]?.title ?? "";
  for (let attempt = 0; attempt < 5; attempt++) {
    const event = { id: newRecordId(), slug: newSlug(title), ownerId, now: now.toISOString(), columns: stored.columns, translations, makesense };
    if (await insertEvent(db, event)) return { ok: true as const, slug: event.slug };
  }
  throw new Error("no free slug after 5 attempts");
}

/** The series a creation made: its id, and each date's slug and start, the first one first. */
export type CreatedSeries = { id: string; dates: { slug: string; startDate: string }[] };

/**
 * POST /events/ with `recurrence` (docs/product.md §5 "Recurring events"): `creator` creates the series that
 * starts with `input`, one event of their own per date of `rule` (the same texts, place, capacity and questions,
 * each at its date's wall-clock times), with its rule, all written or none. The first date's slug, and the series.
 */
export async function createSeriesAs(env: Env, creator: { id: string; email: string }, input: EventInput, rule: Recurrence, now = new Date()) {
  if (startsInThePast(input, now)) return { ok: false, field: "startDate", code: "start_in_past" } satisfies WriteFailure;
  const dates = seriesDates(input, rule);
  if (!dates.ok) return { ok: false as const, field: "recurrence" as const, code: dates.code };
  const stored = await toColumns(env.DB, input, "active", mergeQuestions([], input.questions, new Set()));
  if (!stored.ok) return stored;
  const translations = await toTranslations(input);
  const title = input.texts[input.lang]?.title ?? "";
  const makesense = isStaffEmail(creator.email, getEnv(env).STAFF_EMAIL_DOMAIN);
  for (let attempt = 0; attempt < 5; attempt++) {
    const events = dates.dates.map((date) => ({
      id: newRecordId(),
      // The date in the slug tells the series' pages apart (and never two of them collide).
      slug: newSlug(`${title} ${date.day}`),
      ownerId: creator.id,
      now: now.toISOString(),
      columns: { ...stored.columns, startDate: date.startDate, endDate: date.endDate },
      translations,
      makesense,
    }));
    const series = { id: newRecordId(), dates: events.map((event) => ({ slug: event.slug, startDate: event.columns.startDate })) };
    if (await insertSeries(env.DB, { id: series.id, rule: JSON.stringify(rule), ownerId: creator.id }, events)) {
      return { ok: true as const, slug: series.dates[0]?.slug ?? "", series };
    }
  }
  throw new Error("no free slugs after 5 attempts");
}

/**
 * POST /events/ (docs/product.md §7): `creator` creates an event and becomes its owner. An event created by
 * the platform's own team is marked `makesense` ('Organisés par Rendez-vous', docs/product.md §6).
 */
export function createEventAs(env: Env, creator: { id: string; email: string }, input: EventInput, now = new Date()) {
  return createEvent(env.DB, creator.id, input, now, { makesense: isStaffEmail(creator.email, getEnv(env).STAFF_EMAIL_DOMAIN) });
}

/** Did the change move the event in time or space (attendees are then told by email)? */
function movedInTimeOrPlace(before: EventJson, after: EventColumns, translations: TranslationColumns[]): boolean {
  if (before.startDate !== after.startDate || before.endDate !== after.endDate || before.timezone !== after.timezone || before.visio !== after.visio)
    return true;
  const placeBefore = (lang: string) => before.address[lang]?.formattedAddress ?? null;
  return translations.some((t) => (t.address ? (JSON.parse(t.address) as { formattedAddress?: string }).formattedAddress : null) !== placeBefore(t.lang));
}

/** The event as it will read once the change is written: what the change email describes. */
function eventAfter(before: EventJson, columns: EventColumns, translations: TranslationColumns[]): EventJson {
  const texts = (pick: (t: TranslationColumns) => string): Record<string, string> => Object.fromEntries(translations.map((t) => [t.lang, pick(t)]));
  return {
    ...before,
    lang: columns.lang,
    title: texts((t) => t.title),
    descriptionText: texts((t) => t.descriptionText),
    address: Object.fromEntries(translations.flatMap((t) => (t.address ? [[t.lang, JSON.parse(t.address)]] : []))),
    date: columns.startDate,
    startDate: columns.startDate,
    endDate: columns.endDate,
    timezone: columns.timezone,
    visio: columns.visio,
  };
}

/**
 * One email statement per language: every attendee gets `kind` in the language they registered in; with
 * `requests`, the people whose request waits for approval get that kind of email for them (a cancellation ends
 * their request too, and says so: docs/product.md §5 "Approval").
 */
function attendeesMail(
  db: D1Database,
  env: Env,
  event: EventJson,
  kind: AttendMailKind,
  now: Date,
  { before, requests }: { before?: EventJson; requests?: AttendMailKind } = {},
) {
  const siteUrl = getPublicEnv(env).siteUrl;
  const rowOf = (mailKind: AttendMailKind, lang: Lang) => {
    const mail = attendMail(mailKind, event, { lang, siteUrl, stamp: now.toISOString(), before });
    return { kind: mailKind, ...mail, attachments: JSON.stringify(mail.attachments) };
  };
  return LANGS.flatMap((lang: Lang) => [
    attendeesMailStatement(db, event._id, lang, rowOf(kind, lang)),
    ...(requests ? [pendingMailStatement(db, event._id, lang, rowOf(requests, lang))] : []),
  ]);
}

/**
 * Rewrites an event from the organizer's input. When its date or place changed, every attendee is emailed in
 * the same batch. The capacity may not go under the attendees already registered (CapacityBelowAttendees);
 * an edit `basedOn` a version the event no longer has is refused (EditedElsewhere).
 */
export async function editEvent(env: Env, slug: string, input: EventInput, now = new Date(), basedOn: string | null = null) {
  const before = await getEventBySlug(env.DB, slug);
  if (!before) return null;
  // Answers stay tied to the questions they answer (question-merge.ts); no new question once the event is over.
  const asked = await findQuestionsAndAnswered(env.DB, before._id);
  const askedBefore = storedQuestions(asked.column);
  const questions = mergeQuestions(askedBefore, input.questions, asked.answered);
  if (isPast(before, now) && asksNewQuestion(askedBefore, questions)) return { ok: false, field: "questions", code: "questions_closed" } satisfies WriteFailure;
  const stored = await toColumns(env.DB, input, before.status === "cancelled" ? "cancelled" : "active", questions);
  if (!stored.ok) return stored;
  const translations = await toTranslations(input);
  const moved = before.status === "active" && movedInTimeOrPlace(before, stored.columns, translations);
  const mails = moved ? attendeesMail(env.DB, env, eventAfter(before, stored.columns, translations), "event-changed", now, { before }) : [];
  await updateEvent(env.DB, { id: before._id, now: now.toISOString(), columns: stored.columns, translations, basedOn }, mails);
  return { ok: true as const, slug: before.slug, attendeesEmailed: moved };
}

/**
 * PUT /events/{id}?apply=following (docs/product.md §5 "Recurring events"): the edit of one date of a series, then
 * the same on each later date still to happen: its texts, place, capacity, questions…, its times moved as the
 * edited date's were (movedLike), each date's attendees told when theirs moves. Each date is written whole or
 * not at all; the edited one first, refused as any edit is (412 when it changed since `basedOn`). The slugs of
 * the later dates changed.
 */
export async function editSeriesFrom(env: Env, slug: string, input: EventInput, now = new Date(), basedOn: string | null = null) {
  const before = await getEventBySlug(env.DB, slug);
  if (!before) return null;
  const later = await findLaterInSeries(env.DB, before._id);
  const edited = await editEvent(env, slug, input, now, basedOn);
  if (!edited?.ok) return edited;
  const following: string[] = [];
  for (const date of later) {
    const moved = await editEvent(env, date.slug, { ...input, ...movedLike(date, before, input) }, now);
    if (moved?.ok) following.push(date.slug);
  }
  return { ...edited, following };
}

/** The series event `slug` belongs to (docs/product.md §5 "Recurring events"), or null. */
export function seriesOfEvent(db: D1Database, slug: string): Promise<string | null> {
  return findSeriesId(db, slug);
}

/** An event as its organizers get it after a write: its JSON and its `version` (the next edit's If-Match). */
export async function getWrittenEvent(db: D1Database, slug: string) {
  const event = await getEventBySlug(db, slug);
  return event ? { ...event, version: await findEventVersion(db, event._id) } : null;
}

/** Cancels an event and emails its attendees, in one batch; cancelling twice changes nothing. */
export async function cancelOrganizedEvent(env: Env, slug: string, now = new Date()) {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return null;
  if (event.status === "cancelled") return { ok: true as const, slug, attendeesEmailed: false };
  const cancelled = { ...event, status: "cancelled" as const };
  await cancelEvent(
    env.DB,
    { id: event._id, now: now.toISOString() },
    attendeesMail(env.DB, env, cancelled, "event-cancelled", now, { requests: "request-cancelled" }),
  );
  return { ok: true as const, slug, attendeesEmailed: true };
}
