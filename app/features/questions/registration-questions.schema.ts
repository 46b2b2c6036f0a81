import * as v from "valibot";
import { QUESTION_KINDS, type Question, type StoredQuestion } from "./registration-questions";

// The rules of registration questions as they are read back (event JSON, stored column), apart from the
// constants and helpers of registration-questions.ts, which the browser's first load reads without valibot
// (docs/architecture.md §7 "Small first load").

const LabelsSchema = v.object({ fr: v.optional(v.string()), en: v.optional(v.string()), es: v.optional(v.string()) });

/** A question as the event's JSON gives it (GET /events/{slug}: `questions`). */
export const QuestionSchema = v.object({
  id: v.string(),
  kind: v.picklist(QUESTION_KINDS),
  required: v.boolean(),
  label: LabelsSchema,
  options: v.array(v.object({ id: v.string(), label: LabelsSchema })),
}) satisfies v.GenericSchema<unknown, Question>;

/** A question as its organizers get it (GET /events/{id}/attendees: `questions`), removed ones marked. */
export const StoredQuestionSchema = v.object({ ...QuestionSchema.entries, removed: v.optional(v.literal(true)) }) satisfies v.GenericSchema<
  unknown,
  StoredQuestion
>;
const StoredQuestionsSchema = v.pipe(v.string(), v.parseJson(), v.array(StoredQuestionSchema));

/** The questions of an `events.questions` column, removed ones included; none for NULL or a column that does not parse. */
export function storedQuestions(column: string | null): StoredQuestion[] {
  if (column === null) return [];
  const parsed = v.safeParse(StoredQuestionsSchema, column);
  return parsed.success ? parsed.output : [];
}
