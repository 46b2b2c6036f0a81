import * as v from "valibot";
import type { ArticleJson } from "~/features/media/media.db.server";
import { AgendaAnswerSchema } from "~/features/attend/agenda.schema";

/** GET /likes: the ids the user liked, by kind. */
export const LikesAnswerSchema = v.object({ events: v.array(v.string()), articles: v.array(v.string()), topics: v.array(v.string()) });

/** GET /taxonomies?type=topic: what the topics favorites page needs of each topic. */
export const TopicsAnswerSchema = v.object({
  data: v.array(v.object({ _id: v.string(), slug: v.string(), name: v.record(v.string(), v.string()) })),
});

/** GET /likes/events/list: the liked events' JSON, the same `{data: EventJson[]}` as the agenda. */
export const LikedEventsAnswerSchema = AgendaAnswerSchema;

/** An article as the API answers it (`toArticleJson`), checked in the browser before ArticleCard shows it. */
const ArticleJsonSchema = v.object({
  _id: v.string(),
  builderId: v.nullable(v.string()),
  slug: v.string(),
  lang: v.string(),
  category: v.string(),
  media: v.picklist(["article", "event", "podcast", "video"]),
  title: v.string(),
  descriptionCourte: v.string(),
  image: v.nullable(v.string()),
  thematique: v.nullable(v.object({ slug: v.string() })),
  firstPublished: v.string(),
  count: v.number(),
}) satisfies v.GenericSchema<unknown, ArticleJson>;

/** GET /likes/articles/list: the liked articles' JSON, most recent like first. */
export const LikedArticlesAnswerSchema = v.object({ data: v.array(ArticleJsonSchema) });
