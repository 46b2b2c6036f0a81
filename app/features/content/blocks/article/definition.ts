import type { Block } from "../block";
import { ARTICLE_VARIANTS } from "../shared-inputs";
import { articleRequest } from "./request";

/** Article (docs/product.md §9): one article, by a content reference, in one of five looks. */
export const articleBlock: Block = {
  name: "Article",
  inputs: [
    { name: "article", type: "reference", model: "article", required: true },
    { name: "variant", type: "string", enum: [...ARTICLE_VARIANTS], defaultValue: "flat" },
  ],
  kind: "static",
  load: () => import("./article-block").then((module) => module.ArticleBlock),
  request: articleRequest,
};
