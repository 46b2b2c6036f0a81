import { SurveyCard } from "~/features/surveys/components/survey-card";
import { useBlockResult } from "../../components/block-data-context";
import { BlockNotice } from "../block-notice";
import { currentSurveyRequest } from "./request";

/**
 * Current Survey (docs/product.md §9): the survey of the moment (the loader's `currentSurvey`), votable. Loaded
 * lazily (its definition's `load`), so a page without a survey ships no survey code.
 */
export function CurrentSurvey() {
  const survey = useBlockResult("survey", currentSurveyRequest());
  if (!survey) return <BlockNotice block="Current Survey" />;
  return (
    <div className="block-survey">
      <SurveyCard survey={survey} />
    </div>
  );
}
