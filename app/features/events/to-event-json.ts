import { askedQuestions } from "~/features/questions/registration-questions";
import { accessibilityFeatures } from "./accessibility";
import type { EventJson, Localized } from "./event-json";
import type { EventRow } from "./events.schema";

// The event's public JSON made from its row: server work (loaders, the API), apart from event-json.ts, whose shape
// and helpers the browser's first load reads (docs/architecture.md §7 "Small first load").

function mapTranslations<T>(row: EventRow, pick: (t: EventRow["translations"][string]) => T | null): Localized<T> {
  const out: Localized<T> = {};
  for (const [lang, translation] of Object.entries(row.translations)) {
    const value = pick(translation);
    if (value !== null) out[lang] = value;
  }
  return out;
}

/** The public JSON of an event row (docs/product.md §3). */
export function toEventJson(row: EventRow): EventJson {
  const [type = null, topic = null, pillar = null] = row.taxonomies;
  return {
    _id: row.id,
    slug: row.slug,
    lang: row.lang,
    title: mapTranslations(row, (t) => t.title),
    description: mapTranslations(row, (t) => t.description),
    descriptionText: mapTranslations(row, (t) => t.descriptionText),
    cover: mapTranslations(row, (t) => (t.cover ? { url: t.cover } : null)),
    coverDisplay: row.cover_display_url ? { url: row.cover_display_url } : null,
    coverAltText: row.cover_alt_text,
    address: mapTranslations(row, (t) => t.address),
    color: row.color,
    type,
    topic,
    pillar,
    date: row.start_date,
    startDate: row.start_date,
    endDate: row.end_date,
    timezone: row.timezone,
    status: row.status,
    private: row.private,
    visio: row.visio,
    makesense: row.makesense,
    registerExternal: row.register_external,
    maxAttendees: row.max_attendees,
    attendeesCount: row.attendees_count,
    feedbacksCount: row.feedbacks_count,
    user: row.organizers,
    accessibility: accessibilityFeatures(row.accessibility),
    accessibilityNote: row.accessibility_note,
    questions: askedQuestions(row.questions),
    requiresApproval: row.requires_approval,
  };
}
