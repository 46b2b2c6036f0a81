import type { Lang } from "~/i18n/locale";

/*
 * Registration questions (docs/product.md §5 "Registration questions"): what an organizer asks the people who
 * register, stored with the event (`events.questions`, migrations/0035) and read with it, so the attend flow
 * has them with the event and the hot listing reads nothing more (NULL for an event without questions).
 */

/** Short text, long text, one choice, several choices, yes or no. */
export const QUESTION_KINDS = ["text", "longText", "choice", "choices", "yesNo"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** At most this many questions asked at once (removed ones are kept beside them for the answers given). */
export const QUESTIONS_MAX = 10;
/** A choice question offers 2 to OPTIONS_MAX choices. */
export const OPTIONS_MAX = 20;
export const QUESTION_LABEL_MAX = 200;
export const OPTION_LABEL_MAX = 100;
/** The longest answer to a short-text question, and to a long-text one. */
export const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 2000;

/** A question's or a choice's id: kept across edits, so answers stay tied to what was asked. */
export const QUESTION_ID = /^[a-z0-9]{8}$/;

export const isChoiceKind = (kind: QuestionKind) => kind === "choice" || kind === "choices";

/** A text per language, at least the event's main one. */
export type Labels = Partial<Record<Lang, string>>;

export type QuestionOption = { id: string; label: Labels };

/** A question as people who register see it. */
export type Question = { id: string; kind: QuestionKind; required: boolean; label: Labels; options: QuestionOption[] };

/** A question as stored: `removed` once the organizer took it out, kept while answers to it exist. */
export type StoredQuestion = Question & { removed?: true };

/** The questions people are asked, in order. */
export function askedQuestions(stored: readonly StoredQuestion[]): Question[] {
  return stored.filter((question) => !question.removed).map(({ id, kind, required, label, options }) => ({ id, kind, required, label, options }));
}

/** A label in `lang`, else in the event's language, else any. */
export function labelIn(labels: Labels, lang: Lang, fallback: Lang): string {
  return labels[lang] ?? labels[fallback] ?? Object.values(labels).find((text) => text !== undefined) ?? "";
}
