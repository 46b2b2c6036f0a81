import { env } from "cloudflare:workers";
import { indexedWords } from "~/features/events/event-text-match.db.server";

let counter = 0;
const nextId = (prefix: string) => `${prefix}${String(++counter).padStart(21, "0")}`;

/** The words of content texts, as the seed lists them for misspelt searches (migrations/0029). */
const contentWords = (texts: string[]) =>
  env.DB.prepare("INSERT OR IGNORE INTO content_search_terms (term) SELECT value FROM json_each(?)").bind(JSON.stringify(indexedWords(texts)));

type ArticleInput = {
  slug: string;
  title: string;
  category?: string;
  media?: "article" | "event" | "podcast" | "video";
  description?: string;
  tags?: string[];
  count?: number;
  firstPublished: string;
  published?: boolean;
  lang?: string;
  mediaUrl?: string;
  captionsUrl?: string;
};

/** Inserts a media article (no page-builder body); its tags reach article_tags through the trigger. */
export async function createArticle(input: ArticleInput) {
  const id = nextId("art");
  await env.DB.prepare(
    `INSERT INTO articles (id, slug, lang, category, media, title, description_courte, image, tags, count, first_published, published, media_url, captions_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, '/covers/climat.png', ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      input.slug,
      input.lang ?? "fr",
      input.category ?? "guides",
      input.media ?? "article",
      input.title,
      input.description ?? "",
      JSON.stringify(input.tags ?? []),
      input.count ?? 0,
      input.firstPublished,
      input.published === false ? 0 : 1,
      input.mediaUrl ?? null,
      input.captionsUrl ?? null,
    )
    .run();
  await contentWords([input.title, input.description ?? ""]).run();
  return id;
}

type Texts = Record<string, { title: string; description: string }>;

/** Inserts a playlist in each language of `texts`, with the same steps (articles and events by slug). */
export async function createPlaylist(slug: string, texts: Texts, steps: { kind: "article" | "event"; ref: string }[]) {
  for (const [lang, { title, description }] of Object.entries(texts)) {
    const id = nextId("pl");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO playlists (id, slug, lang, title, description, updated_at) VALUES (?, ?, ?, ?, ?, '2026-01-01T00:00:00.000Z')").bind(
        id,
        slug,
        lang,
        title,
        description,
      ),
      ...steps.map((step, position) =>
        env.DB.prepare("INSERT INTO playlist_items (playlist_id, position, kind, ref) VALUES (?, ?, ?, ?)").bind(id, position, step.kind, step.ref),
      ),
      contentWords([title, description]),
    ]);
  }
}

/** Inserts a recommendation page in French with its items. */
export async function createReco(slug: string, title: string, items: { kind: string; title: string; url: string; author?: string }[]) {
  const id = nextId("rc");
  await env.DB.batch([
    env.DB.prepare("INSERT INTO recos (id, slug, lang, title, intro, updated_at) VALUES (?, ?, 'fr', ?, 'Notre sélection.', '2026-01-01T00:00:00.000Z')").bind(
      id,
      slug,
      title,
    ),
    ...items.map((item, position) =>
      env.DB.prepare("INSERT INTO reco_items (reco_id, position, kind, title, author, description, url) VALUES (?, ?, ?, ?, ?, '', ?)").bind(
        id,
        position,
        item.kind,
        item.title,
        item.author ?? "",
        item.url,
      ),
    ),
  ]);
}

/** Inserts a resource (a guide or a link) in `lang`. */
export async function createResource(input: {
  slug: string;
  lang?: string;
  topic: string;
  kind: "guide" | "link";
  title: string;
  description?: string;
  url: string;
}) {
  await env.DB.prepare(
    "INSERT INTO resources (id, slug, lang, topic, kind, title, description, url, format, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '2026-01-01T00:00:00.000Z')",
  )
    .bind(
      nextId("rs"),
      input.slug,
      input.lang ?? "fr",
      input.topic,
      input.kind,
      input.title,
      input.description ?? "",
      input.url,
      input.kind === "guide" ? "PDF" : null,
    )
    .run();
  await contentWords([input.title, input.description ?? ""]).run();
}

/** Inserts an action card in `lang`. */
export async function createAction(input: { slug: string; lang?: string; pillar: string; title: string; url: string; cta: string }) {
  await env.DB.prepare("INSERT INTO actions (id, slug, lang, pillar, title, description, url, cta) VALUES (?, ?, ?, ?, ?, '', ?, ?)")
    .bind(nextId("ac"), input.slug, input.lang ?? "fr", input.pillar, input.title, input.url, input.cta)
    .run();
}
