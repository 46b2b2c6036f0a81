import { env } from "cloudflare:workers";

let counter = 0;

/** Inserts a taxonomy and returns its id. */
export async function createTaxonomy(type: string, slug: string, name: string) {
  const id = `tax${String(++counter).padStart(21, "0")}`;
  await env.DB.prepare("INSERT INTO taxonomies (id, type, slug, name) VALUES (?, ?, ?, ?)")
    .bind(id, type, slug, JSON.stringify({ fr: name, en: name, es: name }))
    .run();
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
  city?: string;
  translations?: Record<string, string>;
};

/** Inserts an event with its French text (and optional other languages) in one batch. */
export async function createEvent(input: EventInput) {
  const id = `evt${String(++counter).padStart(21, "0")}`;
  const texts = { fr: input.title, ...input.translations };
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO events (id, slug, status, private, start_date, end_date, topic_id, type_id, city_slug)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(id, input.slug, input.status ?? "active", input.private ? 1 : 0, input.startDate, input.endDate ?? null, input.topicId ?? null, input.typeId ?? null, input.city ?? null),
    ...Object.entries(texts).map(([lang, title]) =>
      env.DB.prepare(
        "INSERT INTO event_translations (event_id, lang, title, description, description_text, cover_url, address) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).bind(id, lang, title, `<p>${title}</p>`, title, "/covers/climat.png", JSON.stringify({ city: "Lyon", formattedAddress: "1 rue de la République, Lyon" })),
    ),
  ]);
  return id;
}
