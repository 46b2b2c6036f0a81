import * as v from "valibot";
import { toCardJson } from "~/features/events/card-json";
import { listEvents } from "~/features/events/events.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { matchExclusivity } from "~/features/exclusivities/exclusivities.server";
import { buzzingArticles, topArticles } from "~/features/media/media.server";
import { currentSurvey } from "~/features/surveys/surveys.server";
import { makeIntl } from "~/i18n/intl";
import type { Lang } from "~/i18n/locale";
import { findArticlesByKeys, findEventsByKeys, findImageAlts } from "./block-data.db.server";
import { requestKey, type BlockData, type BlockRequest, type EventsRequest } from "./block-data";
import { collectBlockRequests, collectUploadedImages } from "./block-requests";

type Options = { preview: boolean; lang: Lang; now?: Date };

/** Upcoming, active public events for a Carousel, FilterEvents or Teaser, as cards. */
async function loadEvents(db: D1Database, request: EventsRequest, { lang, now }: { lang: Lang; now: Date }) {
  const query = v.parse(EventListQuerySchema, {
    limit: String(request.limit),
    lang,
    status: "active",
    from: now.toISOString(),
    to: request.to,
    makesense: request.makesense === undefined ? undefined : String(request.makesense),
    visio: request.visio === undefined ? undefined : String(request.visio),
    city: request.city,
    momentum: request.momentum,
    topic: request.topic,
  });
  const intl = makeIntl(lang, {});
  return (await listEvents(db, query)).data.map((event) => toCardJson(event, { lang, intl }));
}

/**
 * The data the blocks of `content` need (docs/architecture.md §4), loaded in parallel: one query for all the
 * single events and one for all the articles blocks name, the others one each. A request that fails is logged
 * and left out: its block then shows nothing (or says so in preview), never a broken page.
 */
export async function loadBlockData(env: Env, content: unknown, { preview, lang, now = new Date() }: Options): Promise<BlockData> {
  const requests = [...collectBlockRequests(content).values()];
  const results: Record<string, unknown> = {};
  const keep = (request: BlockRequest, value: unknown) => {
    if (value !== null && value !== undefined) results[requestKey(request)] = value;
  };
  const attempt = async (what: string, load: () => Promise<void>) => {
    try {
      await load();
    } catch (error) {
      console.error(`block data: ${what} failed`, error);
    }
  };
  const events = requests.flatMap((r) => (r.kind === "event" ? [r] : []));
  const articles = requests.flatMap((r) => (r.kind === "article" ? [r] : []));
  const eventKeys = events.map((r) => r.key);
  const articleKeys = articles.map((r) => r.id);
  const images = collectUploadedImages(content);
  let alts: Record<string, string> = {};
  await Promise.all([
    attempt("image alt texts", async () => {
      if (images.length > 0) alts = await findImageAlts(env.DB, images);
    }),
    attempt("events by key", async () => {
      const intl = makeIntl(lang, {});
      const found = (await findEventsByKeys(env.DB, eventKeys)).map((event) => toCardJson(event, { lang, intl }));
      for (const r of events)
        keep(
          r,
          found.find((event) => event.slug === r.key || event._id === r.key),
        );
    }),
    attempt("articles by reference", async () => {
      const found = await findArticlesByKeys(env.DB, articleKeys);
      for (const r of articles)
        keep(
          r,
          found.find((article) => article.builderId === r.id || article._id === r.id || article.slug === r.id),
        );
    }),
    ...requests.map((r) => {
      switch (r.kind) {
        case "events":
          return attempt("event list", async () => keep(r, await loadEvents(env.DB, r, { lang, now })));
        case "top-articles":
          return attempt("top articles", async () => keep(r, await topArticles(env.DB, { limit: r.limit })));
        case "buzzing":
          return attempt("buzzing articles", async () => keep(r, await buzzingArticles(env.DB, { limit: r.limit, weeks: r.weeks, now })));
        case "survey":
          return attempt("current survey", async () => keep(r, await currentSurvey(env.DB, { preview, now })));
        case "exclusivity":
          return attempt("exclusivity", async () =>
            keep(r, await matchExclusivity(env.DB, { context: r.context, region: r.region, exclusivity: r.exclusivity })),
          );
        default:
          return undefined;
      }
    }),
  ]);
  return { preview, now: now.toISOString(), results, alts };
}
