import { toCardJson, type EventCardJson } from "~/features/events/card-json";
import { toEventJson } from "~/features/events/to-event-json";
import type { ArticleJson } from "~/features/media/media.db.server";
import { findPlaylist, findReco, listActionRows, listResourceRows } from "./collections.db.server";
import { toActionJson, toPlaylistJson, toResourceJson } from "./collections.schema";

/** A step of a playlist as the page shows it; `null` content: the article or event is gone. */
export type PlaylistStep =
  | { position: number; kind: "article"; note: string; article: ArticleJson | null }
  | { position: number; kind: "event"; note: string; event: EventCardJson | null };

/** A playlist and its steps in order, in `lang` or else French; null for an unknown slug. */
export async function getPlaylistPage(db: D1Database, slug: string, lang: string) {
  const found = await findPlaylist(db, slug, lang);
  if (!found) return null;
  const articles = new Map(found.articles.map((article) => [article.slug, article]));
  const events = new Map(found.events.map((row) => [row.slug, toCardJson(toEventJson(row))]));
  const steps = found.items.map(({ position, kind, ref, note }): PlaylistStep =>
    kind === "article" ? { position, kind, note, article: articles.get(ref) ?? null } : { position, kind, note, event: events.get(ref) ?? null },
  );
  return { playlist: toPlaylistJson(found.playlist), steps: steps.filter((step) => (step.kind === "article" ? step.article : step.event) !== null) };
}

/** A recommendation page and its items, in `lang` or else French; null for an unknown slug. */
export async function getRecoPage(db: D1Database, slug: string, lang: string) {
  const found = await findReco(db, slug, lang);
  if (!found) return null;
  const { reco, items } = found;
  return { reco: { _id: reco.id, slug: reco.slug, lang: reco.lang, title: reco.title, intro: reco.intro, image: reco.image }, items };
}

/** Resources grouped by topic, topics in the order of their first resource. */
export async function listResourcesByTopic(db: D1Database, lang: string) {
  const resources = (await listResourceRows(db, lang)).map(toResourceJson);
  return groupBy(resources, (resource) => resource.topic.slug).map(([, list]) => ({ topic: list[0]!.topic, resources: list }));
}

/** Action cards grouped by pillar, in pillar order. */
export async function listActionsByPillar(db: D1Database, lang: string) {
  const actions = (await listActionRows(db, lang)).map(toActionJson);
  return groupBy(actions, (action) => action.pillar.slug).map(([, list]) => ({ pillar: list[0]!.pillar, actions: list }));
}

function groupBy<T>(list: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}
