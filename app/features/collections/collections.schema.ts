import * as v from "valibot";

/** A playlist row (docs/product.md §2 "/playlist/{slug}"). */
export const PlaylistRowSchema = v.object({
  id: v.string(),
  slug: v.string(),
  lang: v.string(),
  title: v.string(),
  description: v.string(),
  image: v.nullable(v.string()),
  updated_at: v.string(),
});

/** A step of a playlist: an article or an event, by slug. */
export const PlaylistItemRowSchema = v.object({ position: v.number(), kind: v.picklist(["article", "event"]), ref: v.string(), note: v.string() });

/** A recommendation page row (docs/product.md §2 "/recos/{slug}"). */
export const RecoRowSchema = v.object({
  id: v.string(),
  slug: v.string(),
  lang: v.string(),
  title: v.string(),
  intro: v.string(),
  image: v.nullable(v.string()),
  updated_at: v.string(),
});

export const RECO_KINDS = ["book", "film", "podcast", "website", "article", "event"] as const;

/** One recommendation of a page. */
export const RecoItemRowSchema = v.object({
  position: v.number(),
  kind: v.picklist(RECO_KINDS),
  title: v.string(),
  author: v.string(),
  description: v.string(),
  url: v.string(),
});
export type RecoItem = v.InferOutput<typeof RecoItemRowSchema>;

/** A resource row (docs/product.md §2 "/resources") with its topic's names (JSON by language). */
export const ResourceRowSchema = v.object({
  id: v.string(),
  slug: v.string(),
  lang: v.string(),
  topic: v.string(),
  topic_name: v.nullable(v.string()),
  kind: v.picklist(["guide", "link"]),
  title: v.string(),
  description: v.string(),
  url: v.string(),
  format: v.nullable(v.string()),
  updated_at: v.string(),
});

/** An action row (docs/product.md §2 "/actions") with its pillar's names (JSON by language). */
export const ActionRowSchema = v.object({
  id: v.string(),
  slug: v.string(),
  lang: v.string(),
  pillar: v.string(),
  pillar_name: v.nullable(v.string()),
  title: v.string(),
  description: v.string(),
  url: v.string(),
  cta: v.string(),
});

const NamesSchema = v.fallback(v.record(v.string(), v.string()), {});

/** A taxonomy's names by language, from its JSON column; {} when absent or malformed. */
export function parseNames(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    return v.parse(NamesSchema, JSON.parse(json));
  } catch {
    return {};
  }
}

/** The public JSON of a playlist (also a search hit). */
export function toPlaylistJson(row: v.InferOutput<typeof PlaylistRowSchema>) {
  return { _id: row.id, slug: row.slug, lang: row.lang, title: row.title, description: row.description, image: row.image, updatedAt: row.updated_at };
}
export type PlaylistJson = ReturnType<typeof toPlaylistJson>;

/** A playlist's JSON as the API's description tells it (a search hit). */
export const PlaylistJsonSchema = v.object({
  _id: v.string(),
  slug: v.string(),
  lang: v.string(),
  title: v.string(),
  description: v.string(),
  image: v.nullable(v.string()),
  updatedAt: v.string(),
}) satisfies v.GenericSchema<unknown, PlaylistJson>;

/** The public JSON of a resource (also a search hit). */
export function toResourceJson(row: v.InferOutput<typeof ResourceRowSchema>) {
  return {
    _id: row.id,
    slug: row.slug,
    lang: row.lang,
    topic: { slug: row.topic, name: parseNames(row.topic_name) },
    kind: row.kind,
    title: row.title,
    description: row.description,
    url: row.url,
    format: row.format,
    updatedAt: row.updated_at,
  };
}
export type ResourceJson = ReturnType<typeof toResourceJson>;

/** A resource's JSON as the API's description tells it (a search hit): its topic's names by language. */
export const ResourceJsonSchema = v.object({
  _id: v.string(),
  slug: v.string(),
  lang: v.string(),
  topic: v.object({ slug: v.string(), name: v.record(v.string(), v.string()) }),
  kind: v.picklist(["guide", "link"]),
  title: v.string(),
  description: v.string(),
  url: v.string(),
  format: v.nullable(v.string()),
  updatedAt: v.string(),
}) satisfies v.GenericSchema<unknown, ResourceJson>;

/** The public JSON of an action card. */
export function toActionJson(row: v.InferOutput<typeof ActionRowSchema>) {
  return {
    _id: row.id,
    slug: row.slug,
    lang: row.lang,
    pillar: { slug: row.pillar, name: parseNames(row.pillar_name) },
    title: row.title,
    description: row.description,
    url: row.url,
    cta: row.cta,
  };
}
export type ActionJson = ReturnType<typeof toActionJson>;
