import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import * as v from "valibot";
import { labelIn, LONG_ANSWER_MAX, SHORT_ANSWER_MAX, type Question } from "../registration-questions";
import { useIntl, useT } from "~/i18n/intl";
import type { Lang } from "~/i18n/locale";
import { formMessageOf, type FormMessage } from "~/lib/form-rules";
import { answersSchema, choicesOf, type Answers, type AnswerValue } from "../registration-answers";

type QuestionsFormProps = {
  questions: readonly Question[];
  /** The event's language: a label missing in the visitor's shows in it (else in any it has). */
  eventLang?: Lang;
  busy: boolean;
  /** The flow's error (already translated), shown above the button. */
  error?: string | null;
  back?: ReactNode;
  onSubmit: (answers: Answers) => void;
};

/**
 * The organizer's questions, asked when someone registers (docs/product.md §5 "Registration questions"): checked on
 * submit with the schema the API checks them with, each error under its question, the first one focused.
 */
export function RegistrationQuestionsForm({ questions, eventLang: given, busy, error, back, onSubmit }: QuestionsFormProps) {
  const t = useT();
  const { lang } = useIntl();
  const eventLang = given ?? lang;
  const base = useId();
  const form = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [invalid, setInvalid] = useState<Record<string, FormMessage>>({});
  const set = (id: string, value: AnswerValue) => setAnswers((current) => ({ ...current, [id]: value }));
  const idOf = (question: Question) => `${base}-${question.id}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(answersSchema(questions), answers);
    if (parsed.success) {
      setInvalid({});
      onSubmit(parsed.output);
      return;
    }
    const issues: Record<string, FormMessage> = {};
    for (const issue of parsed.issues) {
      const key = String(issue.path?.[0]?.key ?? "");
      issues[key] ??= formMessageOf(issue.message) ?? "form.required";
    }
    setInvalid(issues);
    const first = questions.find((question) => issues[question.id]);
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
  };

  return (
    <form ref={form} className="form-stack registration-questions" noValidate onSubmit={submit}>
      <p>{t("attend.questions.intro")}</p>
      {questions.map((question) => {
        const label = labelIn(question.label, lang, eventLang);
        const rule = invalid[question.id];
        const id = idOf(question);
        const errorId = `${id}-error`;
        const described = rule ? errorId : undefined;
        const mark = question.required ? <span className="form-field__required"> {t("attend.questions.required")}</span> : null;
        const message = rule ? (
          <p id={errorId} className="field-error" role="alert">
            {t(rule)}
          </p>
        ) : null;
        const value = answers[question.id];
        if (question.kind === "text" || question.kind === "longText") {
          const Control = question.kind === "text" ? "input" : "textarea";
          return (
            <div key={question.id}>
              <label htmlFor={id}>
                {label}
                {mark}
              </label>
              <Control
                id={id}
                maxLength={question.kind === "text" ? SHORT_ANSWER_MAX : LONG_ANSWER_MAX}
                value={typeof value === "string" ? value : ""}
                aria-invalid={rule ? true : undefined}
                aria-describedby={described}
                onChange={(change) => set(question.id, change.currentTarget.value)}
              />
              {message}
            </div>
          );
        }
        const options = choicesOf(question, { lang, eventLang, yes: t("attend.questions.yes"), no: t("attend.questions.no") });
        const several = question.kind === "choices";
        const checked = (optionId: string) =>
          question.kind === "yesNo" ? value === (optionId === "yes") : several ? Array.isArray(value) && value.includes(optionId) : value === optionId;
        const choose = (optionId: string, on: boolean) => {
          if (question.kind === "yesNo") set(question.id, optionId === "yes");
          else if (!several) set(question.id, optionId);
          else {
            const chosen = Array.isArray(value) ? value : [];
            set(question.id, on ? [...chosen, optionId] : chosen.filter((item) => item !== optionId));
          }
        };
        return (
          <fieldset
            key={question.id}
            className="form-field--radios"
            role={several ? undefined : "radiogroup"}
            aria-describedby={described}
            aria-required={(!several && question.required) || undefined}
          >
            <legend>
              {label}
              {mark}
            </legend>
            {options.map((option, index) => {
              // The first choice carries the question's id: it gets the focus when the answer is missing.
              const optionId = index === 0 ? id : `${id}-${option.id}`;
              return (
                <span key={option.id} className="form-field__choice">
                  <input
                    id={optionId}
                    type={several ? "checkbox" : "radio"}
                    name={id}
                    checked={checked(option.id)}
                    aria-invalid={rule ? true : undefined}
                    onChange={(change) => choose(option.id, change.currentTarget.checked)}
                  />
                  <label htmlFor={optionId}>{option.label}</label>
                </span>
              );
            })}
            {message}
          </fieldset>
        );
      })}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--full" disabled={busy} aria-busy={busy || undefined}>
        {t("attend.questions.submit")}
      </button>
      {back}
    </form>
  );
}
