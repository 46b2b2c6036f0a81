import { choicesOf } from "~/features/questions/registration-answers";
import { labelIn, type Question } from "~/features/questions/registration-questions";
import { useIntl, useT } from "~/i18n/intl";
import type { Dashboard } from "../organize-answers.schema";

type AnswerCountsProps = { questions: readonly Question[]; counts: Dashboard["answers"] };

/** How many attendees gave each choice of each choice question (docs/product.md §5 "Registration questions"). */
export function AnswerCounts({ questions, counts }: AnswerCountsProps) {
  const t = useT();
  const { lang } = useIntl();
  const shown = counts.flatMap(({ questionId, counts: byChoice }) => {
    const question = questions.find((item) => item.id === questionId);
    return question ? [{ question, byChoice }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <>
      <h3>{t("organize.dashboard.answers")}</h3>
      {shown.map(({ question, byChoice }) => {
        const choices = choicesOf(question, { lang, eventLang: lang, yes: t("attend.questions.yes"), no: t("attend.questions.no") });
        return (
          <div key={question.id} className="organize-answer-counts">
            <h4>{labelIn(question.label, lang, lang)}</h4>
            <dl>
              {choices.map((choice) => (
                <div key={choice.id}>
                  <dt>{choice.label}</dt>
                  <dd>{byChoice[choice.id] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </>
  );
}
