import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { SurveyIdSchema, VoteBodySchema } from "~/features/surveys/survey.schema";
import { ANONYMOUS_VOTES_PER_SURVEY, castVote, VOTE_RATE_LIMIT, type VoteFailure } from "~/features/surveys/surveys.server";
import { voterOf } from "~/features/surveys/voter.server";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { enforceRateLimit } from "./rate-limit";
import { optionalUser } from "./session";

const FAILURES: Record<VoteFailure, [ContentfulStatusCode, string]> = {
  survey_not_found: [404, "There is no published survey with this id."],
  unknown_answer: [400, "The answer is not one of the survey's choices."],
  survey_not_started: [409, "The survey is not open yet."],
  survey_ended: [409, "The survey has ended."],
  already_voted: [409, "This visitor has already voted in this survey."],
};

/**
 * Survey votes (docs/product.md §7 "Survey vote"): `POST /builder/vote/{id}` `{answer}` answers the survey's
 * new counts `{id, votes, total}`. One vote per member, or per anonymous visitor (voter cookie), and a few
 * anonymous votes per survey from one client address (ANONYMOUS_VOTES_PER_SURVEY).
 */
export const builderVoteApi = new Hono<{ Bindings: Env }>().post("/vote/:id", async (c) => {
  await enforceRateLimit(c, "vote", VOTE_RATE_LIMIT);
  const id = v.safeParse(SurveyIdSchema, c.req.param("id"));
  if (!id.success) throw apiError(404, "survey_not_found", FAILURES.survey_not_found[1]);
  const { answer } = await parseBody(c, VoteBodySchema);
  const user = await optionalUser(c);
  if (!user) await enforceRateLimit(c, `vote:${id.output}`, ANONYMOUS_VOTES_PER_SURVEY);
  const voter = await voterOf(c.req.raw, user?.id ?? null);
  const vote = await castVote(c.env.DB, { surveyId: id.output, answer, voterKey: voter.voterKey });
  if (!vote.ok) {
    const [status, message] = FAILURES[vote.failure];
    throw apiError(status, vote.failure, message);
  }
  if (voter.setCookie) c.header("Set-Cookie", voter.setCookie, { append: true });
  c.header("Cache-Control", "private, no-store");
  return c.json(vote.result);
});
