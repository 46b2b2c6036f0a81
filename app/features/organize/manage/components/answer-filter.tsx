import { choicesOf } from "~/features/questions/registration-answers";
import { labelIn, type StoredQuestion } from "~/features/questions/registration-questions";
import { useIntl, useT } from "~/i18n/intl";

type AnswerFilterProps = { id: string; questions: readonly StoredQuestion[]; value: string; onChange: (value: string) => void };

/**
 * The attendee list by answer (docs/product.md §5 "Registration questions"): one choice of a choice question, or
 * yes / no, as "questionId:choice"; "" for everyone. Absent when no question offers choices.
 */
export function AnswerFilter({ id, questions, value, onChange }: AnswerFilterProps) {
  const t = useT();
  const { lang } = useIntl();
  const filterable = questions.filter((question) => question.kind !== "text" && question.kind !== "longText");
  if (filterable.length === 0) return null;
  return (
    <>
      <label htmlFor={id}>{t("organize.attendees.byAnswer")}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t("organize.attendees.anyAnswer")}</option>
        {filterable.map((question) => {
          const choices = choicesOf(question, { lang, eventLang: lang, yes: t("attend.questions.yes"), no: t("attend.questions.no") });
          return (
            <optgroup key={question.id} label={labelIn(question.label, lang, lang)}>
              {choices.map((choice) => (
                <option key={choice.id} value={`${question.id}:${choice.id}`}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
    </>
  );
}
