import * as v from "valibot";

/** A survey's date as Builder stores it (ISO text or epoch milliseconds), read as ISO text. */
const SurveyDateSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => new Date(value)),
  v.check((date) => Number.isFinite(date.getTime()), "Invalid survey date"),
  v.transform((date) => date.toISOString()),
);

/** A 'sondage' entry's data (docs/product.md §3 "Survey"); the votes live in `survey_votes`. */
export const SurveyDataSchema = v.looseObject({
  title: v.pipe(v.string(), v.minLength(1)),
  image: v.optional(v.string()),
  choices: v.pipe(v.array(v.object({ id: v.pipe(v.string(), v.minLength(1)), answer: v.pipe(v.string(), v.minLength(1)) })), v.minLength(1)),
  startDate: SurveyDateSchema,
  endDate: v.optional(v.nullable(SurveyDateSchema)),
});

export const SurveyRowSchema = v.object({
  id: v.string(),
  published: v.picklist(["published", "draft"]),
  data: v.pipe(v.string(), v.parseJson(), SurveyDataSchema),
});
export type SurveyRow = v.InferOutput<typeof SurveyRowSchema>;

export const VoteCountRowSchema = v.object({ survey_id: v.string(), choice_id: v.string(), votes: v.number() });

/** A survey as pages and blocks show it: its choices and the votes per choice id. */
export type SurveyView = {
  id: string;
  title: string;
  image?: string;
  choices: { id: string; answer: string }[];
  votes: Record<string, number>;
  total: number;
  startDate: string;
  endDate?: string;
  ended: boolean;
};

/** POST /builder/vote/{id}: the id of the chosen answer. */
export const VoteBodySchema = v.object({ answer: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

/** The answer of a counted vote, also read by the survey card in the browser. */
export const VoteResultSchema = v.object({ id: v.string(), votes: v.record(v.string(), v.number()), total: v.number() });
export type VoteResult = v.InferOutput<typeof VoteResultSchema>;

/** A survey id in a URL: an entry id. */
export const SurveyIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
