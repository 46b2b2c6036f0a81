import type { Block } from "../block";
import { ARTICLE_VARIANTS } from "../shared-inputs";
import { TOP_ARTICLES_COUNT, topArticlesRequest } from "./request";

/** Top-articles (docs/product.md §9): the most read articles, as a grid of cards. */
export const topArticlesBlock: Block = {
  name: "Top-articles",
  inputs: [
    { name: "title", type: "string" },
    { name: "count", type: "number", defaultValue: TOP_ARTICLES_COUNT },
    { name: "variant", type: "string", enum: [...ARTICLE_VARIANTS], defaultValue: "square" },
  ],
  kind: "static",
  load: () => import("./top-articles").then((module) => module.TopArticles),
  request: topArticlesRequest,
};
