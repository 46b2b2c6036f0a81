import { SurveyCard } from "~/features/surveys/components/survey-card";
import { blockRequest } from "../../block-requests";
import { useBlockResult } from "../block-data-context";
import { BlockNotice } from "./block-notice";

/**
 * Current Survey (docs/product.md §9): the survey of the moment (the loader's `currentSurvey`), votable. Loaded
 * lazily by custom-components.ts, so a page without a survey ships no survey code.
 */
export default function CurrentSurvey() {
  const survey = useBlockResult("survey", blockRequest("Current Survey", {}));
  if (!survey) return <BlockNotice block="Current Survey" />;
  return (
    <div className="block-survey">
      <SurveyCard survey={survey} />
    </div>
  );
}
