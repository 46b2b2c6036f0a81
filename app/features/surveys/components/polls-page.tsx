import { useT } from "~/i18n/intl";
import type { SurveyView } from "../survey.schema";
import { SurveyCard } from "./survey-card";

/** /sondages (docs/product.md §2): the survey of the moment first, then the others, each with its results once answered or ended. */
export function PollsPage({ surveys, preview }: { surveys: SurveyView[]; preview: boolean }) {
  const t = useT();
  const [current, ...others] = surveys;
  return (
    <div className="container polls">
      <header className="page-head">
        <h1>{t("surveys.title")}</h1>
        <p>{t("surveys.lead")}</p>
      </header>
      {preview ? <p className="preview-notice">{t("preview.notice")}</p> : null}
      {current ? (
        <section aria-labelledby="polls-current" className="polls__current">
          <h2 id="polls-current">{t("surveys.current")}</h2>
          <SurveyCard survey={current} />
        </section>
      ) : (
        <p className="empty-state">{t("surveys.none")}</p>
      )}
      {others.length > 0 ? (
        <section aria-labelledby="polls-others">
          <h2 id="polls-others">{t("surveys.others")}</h2>
          <ul className="polls__list">
            {others.map((survey) => (
              <li key={survey.id}>
                <SurveyCard survey={survey} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
