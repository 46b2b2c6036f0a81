import * as v from "valibot";
import type { Lang } from "~/features/events/events.schema";
import {
  isChoiceKind,
  OPTION_LABEL_MAX,
  OPTIONS_MAX,
  QUESTION_ID,
  QUESTION_KINDS,
  QUESTION_LABEL_MAX,
  QUESTIONS_MAX,
  type Labels,
} from "~/features/questions/registration-questions";
import { RequiredText } from "~/lib/form-rules";

/** A text per language (each one line), like the event's own texts. */
const LabelsInput = (max: number) => v.object({ fr: v.optional(RequiredText(max)), en: v.optional(RequiredText(max)), es: v.optional(RequiredText(max)) });

/** An id the event gave a question or a choice; sent back on edit so the answers stay tied to it. */
const KeptId = v.pipe(v.string(), v.regex(QUESTION_ID, "form.choice"));

const OptionInput = v.object({ id: v.optional(KeptId), label: LabelsInput(OPTION_LABEL_MAX) });

/**
 * A registration question as the organizer writes it (docs/product.md §5 "Registration questions"): a choice
 * question offers 2 to OPTIONS_MAX choices, the others none.
 */
const QuestionInput = v.pipe(
  v.object({
    id: v.optional(KeptId),
    kind: v.picklist(QUESTION_KINDS, "form.choice"),
    required: v.optional(v.boolean(), false),
    label: LabelsInput(QUESTION_LABEL_MAX),
    options: v.optional(v.pipe(v.array(OptionInput), v.maxLength(OPTIONS_MAX, "form.optionsMax")), []),
  }),
  v.forward(
    v.partialCheck(
      [["kind"], ["options"]],
      (question) => (isChoiceKind(question.kind) ? question.options.length >= 2 : question.options.length === 0),
      "form.options",
    ),
    ["options"],
  ),
);
export type QuestionInput = v.InferOutput<typeof QuestionInput>;

export const QuestionsInput = v.pipe(v.array(QuestionInput), v.maxLength(QUESTIONS_MAX, "form.questionsMax"));

/** Whether every question and choice is written in `lang` (the event's main language). */
export function questionsWrittenIn(questions: readonly QuestionInput[], lang: Lang): boolean {
  const has = (labels: Labels) => labels[lang] !== undefined;
  return questions.every((question) => has(question.label) && question.options.every((option) => has(option.label)));
}
