import type { Block } from "../block";
import { BUZZING_SIDEBAR_DEFAULTS, buzzingSidebarRequest } from "./request";

/** Buzzing Sidebar Articles (docs/product.md §9): 'Ça buzze', the most read articles of the last weeks. */
export const buzzingSidebarArticlesBlock: Block = {
  name: "Buzzing Sidebar Articles",
  inputs: [
    { name: "title", type: "string", helperText: "Default: 'Ça buzze'" },
    { name: "count", type: "number", defaultValue: BUZZING_SIDEBAR_DEFAULTS.count },
    { name: "weeks", type: "number", defaultValue: BUZZING_SIDEBAR_DEFAULTS.weeks },
  ],
  kind: "static",
  load: () => import("./buzzing-sidebar-articles").then((module) => module.BuzzingSidebarArticles),
  request: buzzingSidebarRequest,
};
