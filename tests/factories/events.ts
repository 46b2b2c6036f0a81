import { env } from "cloudflare:workers";
import { indexedWords } from "~/features/events/event-text-match.db.server";
import { invalidateHotspots } from "~/features/hotspots/hotspots.server";
import { invalidateTaxonomies } from "~/features/taxonomies/taxonomies.server";

let counter = 0;
const nextId = (prefix: string) => `${prefix}${String(++counter).padStart(21, "0")}`;

/**
 * Deletes rows a test added for itself once it is over (with onTestFinished), so that the other tests of
 * the file, which list the whole table through the API, see their fixtures only, whatever their order.
 * An event's texts and links go with it (ON DELETE CASCADE); KV copies of the lists are dropped.
 */
export async function deleteRows(table: "events" | "hotspots" | "taxonomies", ids: string[]) {
  await env.DB.prepare(`DELETE FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ids)).run();
  if (table === "hotspots") await invalidateHotspots(env.CACHE);
  if (table === "taxonomies") await invalidateTaxonomies(env.CACHE);
}

type TaxonomyExtra = { hidden?: boolean; color?: string; pictoUrl?: string; joinUrl?: string; sortOrder?: number };

/** Inserts a taxonomy (and drops the KV copy, as every write must) and returns its id. */
export async function createTaxonomy(type: string, slug: string, name: string, extra: TaxonomyExtra = {}) {
  const id = nextId("tax");
  await env.DB.prepare("INSERT INTO taxonomies (id, type, slug, name, color, picto_url, join_url, hidden, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(
      id,
      type,
      slug,
      JSON.stringify({ fr: name, en: name, es: name }),
      extra.color ?? null,
      extra.pictoUrl ?? null,
      extra.joinUrl ?? null,
      extra.hidden ? 1 : 0,
      extra.sortOrder ?? 0,
    )
    .run();
  await invalidateTaxonomies(env.CACHE);
  return id;
}

/** Inserts a hotspot (and drops the KV copy) and returns its id. */
export async function createHotspot(slug: string, name: string, place: { city?: string; lat?: number; lng?: number; sortOrder?: number } = {}) {
  const id = nextId("hot");
  await env.DB.prepare("INSERT INTO hotspots (id, slug, name, city, lat, lng, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(id, slug, JSON.stringify({ fr: name, en: name, es: name }), place.city ?? null, place.lat ?? null, place.lng ?? null, place.sortOrder ?? 0)
    .run();
  await invalidateHotspots(env.CACHE);
  return id;
}

type EventInput = {
  slug: string;
  title: string;
  startDate: string;
  endDate?: string;
  status?: "active" | "cancelled" | "draft";
  private?: boolean;
  topicId?: string;
  typeId?: string;
  pillarId?: string;
  hotspotId?: string;
  momentumIds?: string[];
  city?: string;
  countryCode?: string;
  lat?: number;
  lng?: number;
  visio?: boolean;
  makesense?: boolean;
  /** The bits of its accessibility features (app/features/events/accessibility.ts). */
  accessibility?: number;
  /** French description text (the title when left out). */
  description?: string;
  /** Titles in other languages. */
  translations?: Record<string, string>;
  /** Its main language (French when left out). */
  lang?: "fr" | "en" | "es";
};

/** Inserts an event with its French text (and optional other languages) and its momentums in one batch. */
export async function createEvent(input: EventInput) {
  const id = nextId("evt");
  const texts = { fr: input.title, ...input.translations };
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO events (id, slug, status, private, start_date, end_date, topic_id, type_id, pillar_id, hotspot_id,
         city_slug, country_code, lat, lng, visio, makesense, accessibility, lang)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      input.slug,
      input.status ?? "active",
      input.private ? 1 : 0,
      input.startDate,
      input.endDate ?? null,
      input.topicId ?? null,
      input.typeId ?? null,
      input.pillarId ?? null,
      input.hotspotId ?? null,
      input.city ?? null,
      input.countryCode ?? null,
      input.lat ?? null,
      input.lng ?? null,
      input.visio ? 1 : 0,
      input.makesense ? 1 : 0,
      input.accessibility ?? 0,
      input.lang ?? "fr",
    ),
    ...Object.entries(texts).map(([lang, title]) => {
      const text = lang === "fr" && input.description ? input.description : title;
      return env.DB.prepare(
        "INSERT INTO event_translations (event_id, lang, title, description, description_text, cover_url, address) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).bind(id, lang, title, `<p>${text}</p>`, text, "/covers/climat.png", JSON.stringify({ city: "Lyon", formattedAddress: "1 rue de la République, Lyon" }));
    }),
    ...(input.momentumIds ?? []).map((momentumId) => env.DB.prepare("INSERT INTO event_momentums (event_id, momentum_id) VALUES (?, ?)").bind(id, momentumId)),
    // The texts' words, as an organizer's write adds them (event-writes.db.server.ts).
    env.DB.prepare("INSERT OR IGNORE INTO event_search_terms (term) SELECT value FROM json_each(?)").bind(
      JSON.stringify(indexedWords(Object.values(texts).concat(input.description ?? []))),
    ),
  ]);
  return id;
}
