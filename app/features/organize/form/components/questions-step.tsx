import { DRAFT_QUESTION_KINDS, type DraftLabels, type DraftQuestion } from "#machines/event-form/event-form.types";
import { CheckboxField } from "~/components/ui/fields/checkbox-field";
import { fieldId, useErrorText } from "~/components/ui/fields/field-frame";
import { SelectField } from "~/components/ui/fields/select-field";
import { TextField } from "~/components/ui/fields/text-field";
import { OPTION_LABEL_MAX, OPTIONS_MAX, QUESTION_LABEL_MAX, QUESTIONS_MAX } from "~/features/questions/registration-questions";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";
import { filledLangs } from "../draft-input";
import { useEventForm, useFocusFirstInvalid } from "../event-form-context";
import { LANG_NAMES } from "./language-tabs";
import { StepFieldset } from "./step-fieldset";

const KIND_LABELS: Record<DraftQuestion["kind"], MessageId> = {
  text: "organize.form.questions.kind.text",
  longText: "organize.form.questions.kind.longText",
  choice: "organize.form.questions.kind.choice",
  choices: "organize.form.questions.kind.choices",
  yesNo: "organize.form.questions.kind.yesNo",
};

/** The question about accessibility needs the step offers ready-made (docs/product.md §5 "Accessibility"). */
const ACCESSIBILITY_NEEDS: DraftLabels = {
  fr: "Besoins d'accessibilité",
  en: "Accessibility needs",
  es: "Necesidades de accesibilidad",
};

const emptyLabels = (): DraftLabels => ({ fr: "", en: "", es: "" });
const newKey = () => crypto.randomUUID();
const isChoice = (kind: DraftQuestion["kind"]) => kind === "choice" || kind === "choices";

/**
 * Step "questions": what people are asked when they register (docs/product.md §5 "Registration questions"), each
 * with its kind, its label in every language the event is written in, whether it must be answered, and its
 * choices; moved, removed, or added, one ready-made about accessibility needs.
 */
export function QuestionsStep() {
  const t = useT();
  const errorText = useErrorText();
  const { draft, errors, change } = useEventForm();
  useFocusFirstInvalid();
  const written = filledLangs(draft);
  const langs = written.length > 0 ? written : [draft.lang];
  const questions = draft.questions;
  const set = (next: DraftQuestion[]) => change({ questions: next });
  const update = (index: number, patch: Partial<DraftQuestion>) => set(questions.map((question, i) => (i === index ? { ...question, ...patch } : question)));
  const move = (index: number, by: number) => {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    set(next);
  };
  const add = (question: Omit<DraftQuestion, "key">) => set([...questions, { key: newKey(), ...question }]);
  const hasNeeds = questions.some((question) => question.label.fr === ACCESSIBILITY_NEEDS.fr);
  const full = questions.length >= QUESTIONS_MAX;
  const labelOf = (lang: keyof DraftLabels) => (langs.length > 1 ? ` (${t(LANG_NAMES[lang])})` : "");

  return (
    <StepFieldset step="questions">
      <p className="form-field__hint">{t("organize.form.questions.intro")}</p>
      {errors.questions ? (
        <p id={fieldId("questions")} tabIndex={-1} className="field-error" role="alert">
          {errorText(errors.questions)}
        </p>
      ) : null}
      {questions.length === 0 ? <p>{t("organize.form.questions.none")}</p> : null}
      <ol className="question-list">
        {questions.map((question, index) => {
          const number = index + 1;
          return (
            <li key={question.key}>
              <fieldset className="form-group">
                <legend className="form-group__legend">{t("organize.form.questions.number", { number })}</legend>
                <SelectField
                  name={`questions.${index}.kind`}
                  label={t("organize.form.questions.kind")}
                  value={question.kind}
                  options={DRAFT_QUESTION_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
                  onChange={(kind) => {
                    const chosen = DRAFT_QUESTION_KINDS.find((item) => item === kind) ?? "text";
                    const options = isChoice(chosen) && question.options.length === 0 ? [emptyOption(), emptyOption()] : question.options;
                    update(index, { kind: chosen, options });
                  }}
                />
                {langs.map((lang) => (
                  <TextField
                    key={lang}
                    name={`questions.${index}.label.${lang}`}
                    label={`${t("organize.form.questions.label")}${labelOf(lang)}`}
                    value={question.label[lang]}
                    maxLength={QUESTION_LABEL_MAX}
                    required
                    onChange={(text) => update(index, { label: { ...question.label, [lang]: text } })}
                  />
                ))}
                <CheckboxField
                  name={`questions.${index}.required`}
                  label={t("organize.form.questions.required")}
                  value={question.required}
                  onChange={(required) => update(index, { required })}
                />
                {isChoice(question.kind) ? (
                  <ChoiceList question={question} index={index} langs={langs} labelOf={labelOf} onChange={(options) => update(index, { options })} />
                ) : null}
                <div className="button-row">
                  <button type="button" className="button button--small button--ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                    {t("organize.form.questions.up", { number })}
                  </button>
                  <button type="button" className="button button--small button--ghost" disabled={index === questions.length - 1} onClick={() => move(index, 1)}>
                    {t("organize.form.questions.down", { number })}
                  </button>
                  <button type="button" className="button button--small button--ghost" onClick={() => set(questions.filter((_, i) => i !== index))}>
                    {t("organize.form.questions.remove", { number })}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          disabled={full}
          onClick={() => add({ kind: "text", required: false, label: emptyLabels(), options: [] })}
        >
          {t("organize.form.questions.add")}
        </button>
        {hasNeeds ? null : (
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={full}
            onClick={() => add({ kind: "longText", required: false, label: { ...ACCESSIBILITY_NEEDS }, options: [] })}
          >
            {t("organize.form.questions.addNeeds")}
          </button>
        )}
      </div>
      {full ? <p className="form-field__hint">{t("form.questionsMax")}</p> : null}
    </StepFieldset>
  );
}

function emptyOption(): DraftQuestion["options"][number] {
  return { key: newKey(), label: emptyLabels() };
}

type ChoiceListProps = {
  question: DraftQuestion;
  index: number;
  langs: (keyof DraftLabels)[];
  labelOf: (lang: keyof DraftLabels) => string;
  onChange: (options: DraftQuestion["options"]) => void;
};

/** The choices of a choice question: 2 to OPTIONS_MAX, each labelled in every language the event is written in. */
function ChoiceList({ question, index, langs, labelOf, onChange }: ChoiceListProps) {
  const t = useT();
  const { options } = question;
  return (
    <div className="question-choices">
      {options.map((option, choice) => (
        <div key={option.key} className="question-choice">
          {langs.map((lang) => (
            <TextField
              key={lang}
              name={`questions.${index}.options.${choice}.${lang}`}
              label={`${t("organize.form.questions.choice", { number: choice + 1 })}${labelOf(lang)}`}
              value={option.label[lang]}
              maxLength={OPTION_LABEL_MAX}
              onChange={(text) => onChange(options.map((item, i) => (i === choice ? { ...item, label: { ...item.label, [lang]: text } } : item)))}
            />
          ))}
          <button
            type="button"
            className="button button--small button--text"
            disabled={options.length <= 2}
            onClick={() => onChange(options.filter((_, i) => i !== choice))}
          >
            {t("organize.form.questions.removeChoice", { number: choice + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={options.length >= OPTIONS_MAX}
        onClick={() => onChange([...options, emptyOption()])}
      >
        {t("organize.form.questions.addChoice")}
      </button>
    </div>
  );
}
