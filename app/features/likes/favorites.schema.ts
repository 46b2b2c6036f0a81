import * as v from "valibot";
import { AgendaAnswerSchema } from "~/features/attend/agenda.schema";
import { ArticleJsonSchema } from "~/features/media/article-json.schema";

/** GET /likes: the ids the user liked, by kind. */
export const LikesAnswerSchema = v.object({ events: v.array(v.string()), articles: v.array(v.string()), topics: v.array(v.string()) });

/** GET /taxonomies?type=topic: what the topics favorites page needs of each topic. */
export const TopicsAnswerSchema = v.object({
  data: v.array(v.object({ _id: v.string(), slug: v.string(), name: v.record(v.string(), v.string()) })),
});

/** GET /likes/events/list: the liked events' JSON, the same `{data: EventJson[]}` as the agenda. */
export const LikedEventsAnswerSchema = AgendaAnswerSchema;

/** GET /likes/articles/list: the liked articles' JSON, most recent like first. */
export const LikedArticlesAnswerSchema = v.object({ data: v.array(ArticleJsonSchema) });
