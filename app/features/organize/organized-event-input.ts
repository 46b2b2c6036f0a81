import * as v from "valibot";
import { NO_ORGANIZER_EMAILS } from "~/features/attend/organizer-emails";
import { accessibilityFeatures } from "~/features/events/accessibility";
import { LANGS, type EventRow, type Lang } from "~/features/events/events.schema";
import { askedQuestions } from "~/features/questions/registration-questions";
import { type Place } from "~/features/places/places.schema";
import { isLang } from "~/i18n/locale";
import { EVENT_COLORS, type EventInput } from "./event-input.schema";
import type { WrittenColumns } from "./organized-events.db.server";

/**
 * An event as the body of PUT /events/{id} writes it (docs/product.md §7 POST /events/), read back for the
 * edit form. A place stored before the form required its address may lack `formattedAddress`.
 */
export type OrganizedEventInput = Omit<EventInput, "address"> & { address: Place | null };

const ColorMapSchema = v.pipe(v.string(), v.parseJson(), v.record(v.string(), v.string()));

/** The colour of the main language (the column holds one per language), when it is one the form offers. */
function colorOf(column: string | null, lang: Lang): EventInput["color"] {
  if (column === null) return null;
  const parsed = v.safeParse(ColorMapSchema, column);
  const value = parsed.success ? (parsed.output[lang] ?? Object.values(parsed.output)[0]) : column;
  return EVENT_COLORS.find((color) => color === value) ?? null;
}

/** The input an event was written from: texts per language, taxonomies by slug, the place and cover of its main language. */
export function organizedEventInput(row: EventRow, written: WrittenColumns): OrganizedEventInput {
  const lang: Lang = isLang(row.lang) ? row.lang : "fr";
  const texts: EventInput["texts"] = {};
  for (const code of LANGS) {
    const translation = row.translations[code];
    if (translation) texts[code] = { title: translation.title, description: translation.description };
  }
  const main = row.translations[lang] ?? Object.values(row.translations)[0];
  const [type, topic, pillar] = row.taxonomies;
  return {
    lang,
    texts,
    type: type?.slug ?? "",
    topic: topic?.slug ?? "",
    pillar: pillar?.slug ?? null,
    tags: written.tags,
    startDate: row.start_date,
    // An event stored without an end ends when it starts: the form asks for a later one.
    endDate: row.end_date ?? row.start_date,
    timezone: row.timezone,
    visio: row.visio,
    visioUrl: written.visio_url,
    address: row.visio ? null : (main?.address ?? null),
    maxAttendees: row.max_attendees,
    registerExternal: row.register_external,
    externalUrl: row.external_url,
    private: row.private,
    requiresApproval: row.requires_approval,
    cover: main?.cover ?? null,
    coverAltText: row.cover_alt_text,
    color: colorOf(row.color, lang),
    accessibility: accessibilityFeatures(row.accessibility),
    accessibilityNote: row.accessibility_note,
    emails: written.emails ?? NO_ORGANIZER_EMAILS,
    // The questions asked, with their ids and their choices', so an edit keeps the answers tied to them.
    questions: askedQuestions(row.questions),
  };
}
