import * as v from "valibot";
import type { ArticleJson } from "./media.db.server";

/** An article as the API answers it (`toArticleJson`): checked in the browser before ArticleCard shows it, and described in the API's description. */
export const ArticleJsonSchema = v.object({
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
