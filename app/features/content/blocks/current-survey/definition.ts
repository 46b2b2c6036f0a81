import type { Block } from "../block";
import { currentSurveyRequest } from "./request";

/** Current Survey (docs/product.md §9): the survey of the moment; an island (the vote). */
export const currentSurveyBlock: Block = {
  name: "Current Survey",
  inputs: [{ name: "title", type: "string" }],
  kind: "island",
  load: () => import("./current-survey").then((module) => module.CurrentSurvey),
  request: currentSurveyRequest,
};
