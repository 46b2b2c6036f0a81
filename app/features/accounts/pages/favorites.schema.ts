import * as v from "valibot";
import type { ArticleJson } from "~/features/media/media.db.server";
import { AgendaAnswerSchema } from "./account.schema";

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
