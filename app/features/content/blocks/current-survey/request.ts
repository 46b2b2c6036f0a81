import type { BlockRequest } from "../../block-data";

/** The survey of the moment (the loader's `currentSurvey`), whatever the block's options. */
export function currentSurveyRequest(): BlockRequest {
  return { kind: "survey" };
}
