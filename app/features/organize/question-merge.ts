import type { StoredQuestion } from "~/features/questions/registration-questions";
import type { QuestionInput } from "./question-input.schema";

const ID_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A new question's or choice's id: 8 letters and digits (QUESTION_ID). */
export function newQuestionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => ID_LETTERS[byte % ID_LETTERS.length]).join("");
}

/**
 * The questions an event stores after the organizer's input (docs/product.md §5 "Registration questions"). A
 * question or choice sent back with its id keeps it, so the answers given stay tied to it; one whose kind
 * changed is a new question. A question taken out stays, marked removed, while someone has answered it (the
 * CSV still shows those answers); one nobody answered goes.
 */
export function mergeQuestions(
  before: readonly StoredQuestion[],
  input: readonly QuestionInput[],
  answered: ReadonlySet<string>,
  newId: () => string = newQuestionId,
): StoredQuestion[] {
  const known = new Map(before.map((question) => [question.id, question]));
  const asked = input.map((question): StoredQuestion => {
    const previous = question.id === undefined ? undefined : known.get(question.id);
    const same = previous !== undefined && previous.kind === question.kind;
    const optionIds = new Set(same ? previous.options.map((option) => option.id) : []);
    return {
      id: same ? previous.id : newId(),
      kind: question.kind,
      required: question.required,
      label: question.label,
      options: question.options.map((option) => ({ id: option.id !== undefined && optionIds.has(option.id) ? option.id : newId(), label: option.label })),
    };
  });
  const kept = new Set(asked.map((question) => question.id));
  const removed = before
    .filter((question) => !kept.has(question.id) && answered.has(question.id))
    .map((question): StoredQuestion => ({ ...question, removed: true }));
  return [...asked, ...removed];
}

/** Whether the stored list asks a question `before` did not: refused once the event is over. */
export function asksNewQuestion(before: readonly StoredQuestion[], after: readonly StoredQuestion[]): boolean {
  const known = new Set(before.map((question) => question.id));
  return after.some((question) => !question.removed && !known.has(question.id));
}
