import * as v from "valibot";
import { whileScheduled } from "./scheduled-messages.db.server";
import type { OrganizerEmails } from "~/features/attend/organizer-emails";
import { indexedWords } from "~/features/events/event-text-match.db.server";
import type { Lang } from "~/features/events/events.schema";
import type { StoredQuestion } from "~/features/questions/registration-questions";
import { CapacityBelowAttendees, EditedElsewhere } from "./event-write-errors";
import { attendeeMailLanguageIs } from "./mail-language";
import { eventNo } from "~/lib/compact-keys";

/** The columns of `events` an organizer writes, already checked and derived (slugs, coordinates). */
export type EventColumns = {
  lang: Lang;
  status: "active" | "cancelled";
  private: boolean;
  /** Each registration waits for the organizer's approval (docs/product.md §5 "Approval"). */
  requiresApproval: boolean;
  visio: boolean;
  visioUrl: string | null;
  registerExternal: boolean;
  externalUrl: string | null;
  maxAttendees: number;
  startDate: string;
  endDate: string;
  timezone: string;
  typeId: string;
  topicId: string;
  pillarId: string | null;
  color: string | null;
  coverAltText: string | null;
  citySlug: string | null;
  countryCode: string | null;
  lat: number | null;
  lng: number | null;
  tags: string[];
  emails: OrganizerEmails;
  /** The bits of its accessibility features (app/features/events/accessibility.ts) and the organizer's note. */
  accessibility: number;
  accessibilityNote: string | null;
  /** Its registration questions, removed ones with answers included (app/features/events/registration-questions.ts). */
  questions: StoredQuestion[];
};

/** One language's texts, the description already sanitised. */
export type TranslationColumns = { lang: Lang; title: string; description: string; descriptionText: string; cover: string | null; address: string | null };

const TaxonomyRowSchema = v.object({ id: v.string(), type: v.picklist(["type", "topic", "pillar"]), slug: v.string() });

/** The ids of a type, topic and pillar given by slug; a slug that names none is missing from the answer. */
export async function findTaxonomyIds(db: D1Database, slugs: { type: string; topic: string; pillar: string | null }) {
  const { results } = await db
    .prepare("SELECT id, type, slug FROM taxonomies WHERE (type = 'type' AND slug = ?1) OR (type = 'topic' AND slug = ?2) OR (type = 'pillar' AND slug = ?3)")
    .bind(slugs.type, slugs.topic, slugs.pillar)
    .all();
  const rows = results.map((row) => v.parse(TaxonomyRowSchema, row));
  const idOf = (type: "type" | "topic" | "pillar") => rows.find((row) => row.type === type)?.id ?? null;
  return { type: idOf("type"), topic: idOf("topic"), pillar: idOf("pillar") };
}

function columnValues(columns: EventColumns) {
  return [
    columns.lang,
    columns.status,
    Number(columns.private),
    Number(columns.visio),
    columns.visioUrl,
    Number(columns.registerExternal),
    columns.externalUrl,
    columns.maxAttendees,
    columns.startDate,
    columns.endDate,
    columns.timezone,
    columns.typeId,
    columns.topicId,
    columns.pillarId,
    columns.color,
    columns.coverAltText,
    columns.citySlug,
    columns.countryCode,
    columns.lat,
    columns.lng,
    JSON.stringify(columns.tags),
    JSON.stringify(columns.emails),
    columns.accessibility,
    columns.accessibilityNote,
    columns.questions.length > 0 ? JSON.stringify(columns.questions) : null,
    Number(columns.requiresApproval),
  ];
}

const COLUMN_NAMES = `lang, status, private, visio, visio_url, register_external, external_url, max_attendees, start_date, end_date,
  timezone, type_id, topic_id, pillar_id, color, cover_alt_text, city_slug, country_code, lat, lng, tags, emails, accessibility,
  accessibility_note, questions, requires_approval`;

function translationStatements(db: D1Database, eventId: string, translations: TranslationColumns[]) {
  const kept = translations.map((translation) => translation.lang);
  return [
    db.prepare("DELETE FROM event_translations WHERE event_id = ? AND lang NOT IN (SELECT value FROM json_each(?))").bind(eventId, JSON.stringify(kept)),
    ...translations.map((t) =>
      db
        .prepare(
          `INSERT INTO event_translations (event_id, lang, title, description, description_text, cover_url, address) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (event_id, lang) DO UPDATE SET title = excluded.title, description = excluded.description,
             description_text = excluded.description_text, cover_url = excluded.cover_url, address = excluded.address`,
        )
        .bind(eventId, t.lang, t.title, t.description, t.descriptionText, t.cover, t.address),
    ),
    // Their words, so a search finds them by the words' beginnings (migrations/0020_listed_search_texts.sql).
    db
      .prepare("INSERT OR IGNORE INTO event_search_terms (term) SELECT value FROM json_each(?)")
      .bind(JSON.stringify(indexedWords(translations.flatMap((t) => [t.title, t.descriptionText])))),
  ];
}

/** A new event as written: `makesense` is set at creation only (an edit keeps it); `seriesId`, its series'. */
type NewEvent = {
  id: string;
  slug: string;
  ownerId: string;
  now: string;
  columns: EventColumns;
  translations: TranslationColumns[];
  makesense?: boolean;
  seriesId?: string;
};

/** The statements that write a new event: its row, its texts and its owner. */
function insertEventStatements(db: D1Database, event: NewEvent): D1PreparedStatement[] {
  const values = columnValues(event.columns);
  return [
    db
      .prepare(
        `INSERT INTO events (id, slug, created_by, created_at, updated_at, makesense, series_id, ${COLUMN_NAMES})
         VALUES (?, ?, ?, ?, ?, ?, ?, ${values.map(() => "?").join(", ")})`,
      )
      .bind(event.id, event.slug, event.ownerId, event.now, event.now, Number(event.makesense ?? false), event.seriesId ?? null, ...values),
    ...translationStatements(db, event.id, event.translations),
    db.prepare("INSERT INTO event_organizers (event_id, user_id, role) VALUES (?, ?, 'owner')").bind(event.id, event.ownerId),
  ];
}

/** Writes new events in one batch (all or none): false when a slug is taken already (the caller draws others). */
async function insertEvents(db: D1Database, events: NewEvent[], before: D1PreparedStatement[] = []): Promise<boolean> {
  try {
    await db.batch([...before, ...events.flatMap((event) => insertEventStatements(db, event))]);
    return true;
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed: events.slug")) return false;
    throw error;
  }
}

/**
 * Writes a new event, its texts and its owner in one batch (all or nothing). False when the slug is taken
 * (the caller draws another); any other failure throws.
 */
export function insertEvent(db: D1Database, event: NewEvent): Promise<boolean> {
  return insertEvents(db, [event]);
}

/**
 * Writes the events of a new series (docs/product.md §5 "Recurring events") and the rule that made them, in one
 * batch: every date or none. False when a slug is taken already.
 */
export function insertSeries(db: D1Database, series: { id: string; rule: string; ownerId: string }, events: NewEvent[]): Promise<boolean> {
  const row = db.prepare("INSERT INTO event_series (id, rule, created_by) VALUES (?, ?, ?)").bind(series.id, series.rule, series.ownerId);
  return insertEvents(
    db,
    events.map((event) => ({ ...event, seriesId: series.id })),
    [row],
  );
}

/**
 * Rewrites an event and its texts in one batch, with `extra` statements (emails to attendees) in it. The
 * capacity is checked against the attendee count inside the batch: a capacity under it writes NULL into a
 * NOT NULL column, which fails the whole batch, so nothing is half-saved even if someone attends meanwhile.
 */
export async function updateEvent(
  db: D1Database,
  event: { id: string; now: string; columns: EventColumns; translations: TranslationColumns[]; basedOn?: string | null },
  extra: D1PreparedStatement[] = [],
) {
  const values = columnValues(event.columns);
  const assignments = COLUMN_NAMES.split(",").map((name) => name.trim());
  const sets = assignments.map((name, i) =>
    name === "max_attendees" ? `max_attendees = CASE WHEN ?${i + 3} = 0 OR ?${i + 3} >= attendees_count THEN ?${i + 3} END` : `${name} = ?${i + 3}`,
  );
  // An edit based on an older version writes NULL into updated_at (NOT NULL): the whole batch fails, as above.
  const version = `?${values.length + 3}`;
  try {
    await db.batch([
      db
        .prepare(`UPDATE events SET updated_at = CASE WHEN ${version} IS NULL OR updated_at = ${version} THEN ?2 END, ${sets.join(", ")} WHERE id = ?1`)
        .bind(event.id, event.now, ...values, event.basedOn ?? null),
      ...translationStatements(db, event.id, event.translations),
      ...extra,
    ]);
  } catch (error) {
    const capacity = String(error).includes("NOT NULL constraint failed: events.max_attendees");
    if (!capacity && !String(error).includes("NOT NULL constraint failed: events.updated_at")) throw error;
    // The batch stops at its first failed constraint: the other one is read, so the save tells every problem.
    const now = await db
      .prepare("SELECT updated_at, attendees_count FROM events WHERE id = ?")
      .bind(event.id)
      .first<{ updated_at: string; attendees_count: number }>();
    const stale = !capacity || (event.basedOn != null && now?.updated_at !== event.basedOn);
    const under = capacity || (event.columns.maxAttendees > 0 && (now?.attendees_count ?? 0) > event.columns.maxAttendees);
    if (stale) throw new EditedElsewhere(under);
    throw new CapacityBelowAttendees();
  }
}

/** An event's stored questions (removed ones included) and the ids of those someone has answered: what an edit merges with. */
export async function findQuestionsAndAnswered(db: D1Database, eventId: string) {
  const [event, answered] = await db.batch([
    db.prepare("SELECT questions FROM events WHERE id = ?").bind(eventId),
    db.prepare(`SELECT DISTINCT question_id FROM registration_answers WHERE event_no = ${eventNo("?")}`).bind(eventId),
  ]);
  const column = v.parse(v.optional(v.object({ questions: v.nullable(v.string()) })), event?.results[0]);
  const ids = (answered?.results ?? []).map((row) => v.parse(v.object({ question_id: v.string() }), row).question_id);
  return { column: column?.questions ?? null, answered: new Set(ids) };
}

/** Cancels an event, with `extra` statements (emails to attendees) in the same batch. */
export async function cancelEvent(db: D1Database, { id, now }: { id: string; now: string }, extra: D1PreparedStatement[] = []) {
  await db.batch([db.prepare("UPDATE events SET status = 'cancelled', updated_at = ? WHERE id = ?").bind(now, id), ...extra]);
}

type OutboxMail = { kind: string; subject: string; text: string; html: string; attachments: string };

/** Attendees who arrived (checked in at the door), or who did not. */
const ARRIVAL_TERMS = { arrived: "AND a.checked_in_at IS NOT NULL", absent: "AND a.checked_in_at IS NULL" } as const;

/**
 * Attendees whose answer to question ?9 is, or includes, choice ?10 (a choice's id, or 'yes' / 'no'; several
 * choices are stored as a JSON array: docs/product.md §5 "Registration questions").
 */
const ANSWERED = `AND EXISTS (SELECT 1 FROM registration_answers r WHERE r.event_no = a.event_no AND r.user_no = a.user_no AND r.question_id = ?9
  AND (r.value = ?10 OR (substr(r.value, 1, 1) = '[' AND EXISTS (SELECT 1 FROM json_each(r.value) j WHERE j.value = ?10))))`;

/**
 * One email to every attendee of an event who reads `lang` (only those who arrived, or did not, with
 * `arrival`; only those who gave one answer, with `answer`; with `scheduledId`, only while that scheduled message
 * still waits), written as a single INSERT … SELECT so that an event of thousands of attendees is one statement
 * of the batch that changes it.
 */
export function attendeesMailStatement(
  db: D1Database,
  eventId: string,
  lang: Lang,
  mail: OutboxMail,
  { arrival, answer, scheduledId }: { arrival?: keyof typeof ARRIVAL_TERMS; answer?: { question: string; choice: string }; scheduledId?: string } = {},
) {
  return db
    .prepare(
      `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
       SELECT lower(hex(randomblob(12))), u.email, ?1, ?2, ?3, ?4, ?5, ?6 FROM attendees a JOIN users u ON u.no = a.user_no
       WHERE a.event_no = ${eventNo("?7")} AND ${attendeeMailLanguageIs("?2")} ${arrival ? ARRIVAL_TERMS[arrival] : ""}
         ${answer ? ANSWERED : ""} AND (?8 IS NULL OR ${whileScheduled("?8")})`,
    )
    .bind(
      mail.kind,
      lang,
      mail.subject,
      mail.text,
      mail.html,
      mail.attachments,
      eventId,
      scheduledId ?? null,
      ...(answer ? [answer.question, answer.choice] : []),
    );
}

/**
 * The same email to everyone on the waitlist of an event who reads `lang`; with `scheduledId`, only while that
 * scheduled message still waits (scheduled-messages.db.server.ts).
 */
export function waitlistMailStatement(db: D1Database, eventId: string, lang: Lang, mail: OutboxMail, scheduledId?: string) {
  return db
    .prepare(
      `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
       SELECT lower(hex(randomblob(12))), u.email, ?1, ?2, ?3, ?4, ?5, ?6 FROM waitlist w JOIN users u ON u.id = w.user_id
       WHERE w.event_id = ?7 AND ${attendeeMailLanguageIs("?2", "w")} AND (?8 IS NULL OR ${whileScheduled("?8")})`,
    )
    .bind(mail.kind, lang, mail.subject, mail.text, mail.html, mail.attachments, eventId, scheduledId ?? null);
}

/**
 * The same email to everyone whose request to attend event ?7 waits for approval and reads `lang`
 * (docs/product.md §5 "Approval"); with `scheduledId`, only while that scheduled message still waits.
 */
export function pendingMailStatement(db: D1Database, eventId: string, lang: Lang, mail: OutboxMail, scheduledId?: string) {
  return db
    .prepare(
      `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
       SELECT lower(hex(randomblob(12))), u.email, ?1, ?2, ?3, ?4, ?5, ?6 FROM registration_requests r JOIN users u ON u.no = r.user_no
       WHERE r.event_no = ${eventNo("?7")} AND r.declined_at IS NULL AND ${attendeeMailLanguageIs("?2", "r")} AND (?8 IS NULL OR ${whileScheduled("?8")})`,
    )
    .bind(mail.kind, lang, mail.subject, mail.text, mail.html, mail.attachments, eventId, scheduledId ?? null);
}

const AccessRowSchema = v.object({
  id: v.string(),
  slug: v.string(),
  private: v.pipe(
    v.number(),
    v.transform((n) => n === 1),
  ),
  relation: v.nullable(v.picklist(["owner", "coorganizer"])),
});

/** What the access check needs of an event found by id or slug: is it private, is `userId` an organizer. */
export async function findEventAccessFacts(db: D1Database, by: { id: string } | { slug: string }, userId: string) {
  const [column, value] = "id" in by ? ["e.id", by.id] : ["e.slug", by.slug];
  const row = await db
    .prepare(
      `SELECT e.id, e.slug, e.private, (SELECT o.role FROM event_organizers o WHERE o.event_id = e.id AND o.user_id = ?) AS relation
       FROM events e WHERE ${column} = ? AND e.status != 'draft'`,
    )
    .bind(userId, value)
    .first();
  return row ? v.parse(AccessRowSchema, row) : null;
}

/** When the event was last written by its organizers: the version of it an edit is based on. */
export async function findEventVersion(db: D1Database, id: string): Promise<string | null> {
  const version = await db.prepare("SELECT updated_at FROM events WHERE id = ?").bind(id).first("updated_at");
  return typeof version === "string" ? version : null;
}

/** The dates of event `id`'s series after it that are still to happen (not cancelled), in order: their slug and start. */
export async function findLaterInSeries(db: D1Database, id: string): Promise<{ slug: string; startDate: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT o.slug, o.start_date FROM events e JOIN events o ON o.series_id = e.series_id
       WHERE e.id = ? AND e.series_id IS NOT NULL AND o.start_date > e.start_date AND o.status = 'active' ORDER BY o.start_date`,
    )
    .bind(id)
    .all();
  return v.parse(v.array(v.object({ slug: v.string(), start_date: v.string() })), results).map((row) => ({ slug: row.slug, startDate: row.start_date }));
}

/** The series of event `slug`, or null (one date alone, or no such event). */
export async function findSeriesId(db: D1Database, slug: string): Promise<string | null> {
  const id = await db.prepare("SELECT series_id FROM events WHERE slug = ?").bind(slug).first("series_id");
  return typeof id === "string" ? id : null;
}
