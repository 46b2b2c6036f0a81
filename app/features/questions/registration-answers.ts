import * as v from "valibot";
import { labelIn, LONG_ANSWER_MAX, SHORT_ANSWER_MAX, type Question } from "./registration-questions";
import type { Lang } from "~/i18n/locale";
import { OptionalLines, OptionalText, RequiredLines, RequiredText } from "~/lib/form-rules";

/** An answer as a person gives it: a text, a choice's id, several choices' ids, or yes / no. */
export type AnswerValue = string | string[] | boolean;
export type Answers = Record<string, AnswerValue>;

/** The rule of one question's answer. */
function answerRule(question: Question) {
  const ids = question.options.map((option) => option.id);
  switch (question.kind) {
    case "text":
      return question.required ? RequiredText(SHORT_ANSWER_MAX) : OptionalText(SHORT_ANSWER_MAX);
    case "longText":
      return question.required ? RequiredLines(LONG_ANSWER_MAX) : OptionalLines(LONG_ANSWER_MAX);
    case "choice":
      return v.picklist(ids, "form.choice");
    case "choices":
      return v.pipe(
        v.array(v.picklist(ids, "form.choice"), "form.choice"),
        // Each choice once, in the order the organizer gave them.
        v.transform((chosen) => ids.filter((id) => chosen.includes(id))),
        v.check((chosen) => !question.required || chosen.length > 0, "form.required"),
      );
    case "yesNo":
      return v.boolean("form.choice");
  }
}

/**
 * The answers to `questions` (docs/product.md §5 "Registration questions"): the attend flow checks them with this
 * schema before sending, the API again on receipt. A required question must be answered; an answer to a question
 * the event does not ask, or a choice it does not offer, is refused.
 */
export function answersSchema(questions: readonly Question[]) {
  const entries = Object.fromEntries(questions.map((question) => [question.id, question.required ? answerRule(question) : v.optional(answerRule(question))]));
  const ids = new Set(questions.map((question) => question.id));
  return v.pipe(
    // A missing answer is named by its question ("form.required"), an answer to a question not asked by the whole.
    v.looseObject(entries, "form.required"),
    v.check((given) => Object.keys(given).every((id) => ids.has(id)), "form.choice"),
    // A question left unanswered is no entry at all.
    v.transform((given): Answers =>
      Object.fromEntries(Object.entries(given).filter((entry): entry is [string, AnswerValue] => ids.has(entry[0]) && entry[1] !== undefined)),
    ),
  );
}

/** The answers as stored: one text per question answered (several choices as a JSON array, yes / no as words). */
export function answerRows(answers: Answers): { questionId: string; value: string }[] {
  return Object.entries(answers).flatMap(([questionId, answer]) => {
    if (Array.isArray(answer)) return answer.length > 0 ? [{ questionId, value: JSON.stringify(answer) }] : [];
    if (typeof answer === "boolean") return [{ questionId, value: answer ? "yes" : "no" }];
    return answer === "" ? [] : [{ questionId, value: answer }];
  });
}

const ChoicesSchema = v.pipe(v.string(), v.parseJson(), v.array(v.string()));

/** A stored answer as the form shows it again (a member who answered before finds their answers). */
export function answerValue(question: Question, stored: string): AnswerValue {
  if (question.kind === "yesNo") return stored === "yes";
  if (question.kind === "choices") {
    const parsed = v.safeParse(ChoicesSchema, stored);
    return parsed.success ? parsed.output : [];
  }
  return stored;
}

/** The reader's language, the event's (a label missing in the first), and the words for yes and no. */
export type AnswerWords = { lang: Lang; eventLang: Lang; yes: string; no: string };

/** The choices a question offers, as forms, filters and counts show them: its options, or yes and no. */
export function choicesOf(question: Question, { lang, eventLang, yes, no }: AnswerWords): { id: string; label: string }[] {
  if (question.kind === "yesNo") {
    return [
      { id: "yes", label: yes },
      { id: "no", label: no },
    ];
  }
  return question.options.map((option) => ({ id: option.id, label: labelIn(option.label, lang, eventLang) }));
}

/** An answer as text for the organizer (attendee table, CSV), in `lang`: the text, the chosen labels, or yes / no. */
export function answerLabel(question: Question, value: AnswerValue, { lang, eventLang, yes, no }: AnswerWords): string {
  if (typeof value === "boolean") return value ? yes : no;
  if (question.kind === "text" || question.kind === "longText") return typeof value === "string" ? value : "";
  const chosen = Array.isArray(value) ? value : [value];
  return question.options
    .filter((option) => chosen.includes(option.id))
    .map((option) => labelIn(option.label, lang, eventLang))
    .join(", ");
}

/** A stored answer as text, as answerLabel gives it. */
export function answerText(question: Question, stored: string, words: AnswerWords): string {
  return answerLabel(question, answerValue(question, stored), words);
}

/** Whether `value` answers `question` with the choice `choice` (a choice's id, or "yes" / "no"). */
export function answerHas(question: Question, value: AnswerValue | undefined, choice: string): boolean {
  if (value === undefined) return false;
  if (question.kind === "yesNo") return value === (choice === "yes");
  return Array.isArray(value) ? value.includes(choice) : value === choice;
}
