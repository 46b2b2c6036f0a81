import type { RateLimit } from "~/features/rate-limit/rate-limit.server";
import { countVotes, findPublishedSurvey, insertVote, listSurveyEntries } from "./surveys.db.server";
import type { SurveyRow, SurveyView, VoteResult } from "./survey.schema";

function toView(row: SurveyRow, votes: Record<string, number>, now: Date): SurveyView {
  const { title, image, choices, startDate, endDate } = row.data;
  const counted = Object.fromEntries(choices.map((choice) => [choice.id, votes[choice.id] ?? 0]));
  return {
    id: row.id,
    title,
    ...(image ? { image } : {}),
    choices: choices.map(({ id, answer }) => ({ id, answer })),
    votes: counted,
    total: Object.values(counted).reduce((sum, count) => sum + count, 0),
    startDate,
    ...(endDate ? { endDate } : {}),
    ended: endDate ? Date.parse(endDate) <= now.getTime() : false,
  };
}

/**
 * The surveys a visitor sees (docs/product.md §7, the 'sondage' query): those whose start date is not after
 * now, the latest start first; drafts only in preview.
 */
export async function listSurveys(db: D1Database, { preview, now = new Date() }: { preview: boolean; now?: Date }): Promise<SurveyView[]> {
  const started = (await listSurveyEntries(db, { includeDrafts: preview }))
    .filter((row) => Date.parse(row.data.startDate) <= now.getTime())
    .sort((a, b) => b.data.startDate.localeCompare(a.data.startDate));
  const votes = await countVotes(
    db,
    started.map((row) => row.id),
  );
  return started.map((row) => toView(row, votes.get(row.id) ?? {}, now));
}

/** The survey of the moment: the one that started last (ended or not), or null. The Current Survey block shows it. */
export async function currentSurvey(db: D1Database, opts: { preview: boolean; now?: Date }): Promise<SurveyView | null> {
  return (await listSurveys(db, opts))[0] ?? null;
}

export type VoteFailure = "survey_not_found" | "unknown_answer" | "survey_not_started" | "survey_ended" | "already_voted";

/**
 * One vote of one person (docs/product.md §4 "Survey"): the survey must be published and open, the answer
 * one of its choices; a second vote of the same voter is refused by the table's primary key, so two
 * concurrent votes cannot both count.
 */
export async function castVote(
  db: D1Database,
  { surveyId, answer, voterKey, now = new Date() }: { surveyId: string; answer: string; voterKey: string; now?: Date },
): Promise<{ ok: true; result: VoteResult } | { ok: false; failure: VoteFailure }> {
  const survey = await findPublishedSurvey(db, surveyId);
  if (!survey) return { ok: false, failure: "survey_not_found" };
  if (Date.parse(survey.data.startDate) > now.getTime()) return { ok: false, failure: "survey_not_started" };
  if (survey.data.endDate && Date.parse(survey.data.endDate) <= now.getTime()) return { ok: false, failure: "survey_ended" };
  if (!survey.data.choices.some((choice) => choice.id === answer)) return { ok: false, failure: "unknown_answer" };
  if (!(await insertVote(db, { surveyId, voterKey, choiceId: answer }))) return { ok: false, failure: "already_voted" };
  const view = toView(survey, (await countVotes(db, [surveyId])).get(surveyId) ?? {}, now);
  return { ok: true, result: { id: view.id, votes: view.votes, total: view.total } };
}

/** POST /builder/vote/{id}, per client address: a visitor may vote in every open survey, not flood one. */
export const VOTE_RATE_LIMIT = { limit: 30, windowSeconds: 600 } satisfies RateLimit;

/**
 * Anonymous votes in one survey, per client address and day (docs/product.md §4 "Survey"): the voter cookie is
 * the visitor's to drop, so a household or an office behind one address gets a few votes, not a thousand.
 * Members vote once per account.
 */
export const ANONYMOUS_VOTES_PER_SURVEY = { limit: 5, windowSeconds: 24 * 3600 } satisfies RateLimit;
