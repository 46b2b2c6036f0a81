import { assign, fromPromise, setup } from "xstate";
import { RESULTS_ANIMATION_MS, RESULTS_DELAY_MS, SPINNER_DELAY_MS } from "./survey-results";

/** A survey's counts: votes per choice id and their sum. */
export type SurveyCounts = { votes: Record<string, number>; total: number };

export type SurveyInput = SurveyCounts & {
  surveyId: string;
  ended: boolean;
  /** The answer this browser gave before (remembered per survey id), or null. */
  rememberedAnswer: string | null;
};

export type SurveyContext = SurveyCounts & { surveyId: string; ended: boolean; answer: string | null };

/** Why a vote failed: the server already has this visitor's vote, or anything else. */
export class VoteRefused extends Error {
  override readonly name = "VoteRefused";
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * A survey (docs/product.md §4 "Survey"): votable → voting (the spinner only after 800 ms) → voted, whose
 * results grow over 1,200 ms after 120 ms; ended shows results only. A vote this browser gave before starts
 * in voted. A failed vote goes back to votable without a message (docs/product.md §8), except when the server
 * says this visitor already voted: then the results are shown.
 */
export const surveyMachine = setup({
  types: {
    input: {} as SurveyInput,
    context: {} as SurveyContext,
    events: {} as { type: "VOTE"; answer: string },
  },
  actors: {
    vote: fromPromise<SurveyCounts, { surveyId: string; answer: string }>(async () => {
      throw new Error("vote is provided by the survey card");
    }),
  },
  actions: {
    /** Keeps the answer in this browser (local storage, per survey id). */
    rememberAnswer: (_, _params: { surveyId: string; answer: string }) => {},
  },
  guards: {
    hasEnded: ({ context }) => context.ended,
    wasAnswered: ({ context }) => context.answer !== null,
    alreadyVoted: (_, params: { error: unknown }) => params.error instanceof VoteRefused && params.error.code === "already_voted",
  },
  delays: {
    spinnerDelay: SPINNER_DELAY_MS,
    resultsDelay: RESULTS_DELAY_MS,
    resultsAnimation: RESULTS_ANIMATION_MS,
  },
}).createMachine({
  id: "survey",
  context: ({ input }) => ({ surveyId: input.surveyId, ended: input.ended, votes: input.votes, total: input.total, answer: input.rememberedAnswer }),
  initial: "deciding",
  states: {
    deciding: {
      always: [{ guard: "hasEnded", target: "ended" }, { guard: "wasAnswered", target: "voted" }, { target: "votable" }],
    },
    votable: {
      on: { VOTE: { target: "voting", actions: assign({ answer: ({ event }) => event.answer }) } },
    },
    voting: {
      initial: "quiet",
      states: {
        quiet: { after: { spinnerDelay: "spinner" } },
        spinner: {},
      },
      invoke: {
        src: "vote",
        input: ({ context }) => ({ surveyId: context.surveyId, answer: context.answer ?? "" }),
        onDone: {
          target: "voted",
          actions: [
            assign({ votes: ({ event }) => event.output.votes, total: ({ event }) => event.output.total }),
            { type: "rememberAnswer", params: ({ context }) => ({ surveyId: context.surveyId, answer: context.answer ?? "" }) },
          ],
        },
        onError: [
          { guard: { type: "alreadyVoted", params: ({ event }) => ({ error: event.error }) }, target: "voted", actions: assign({ answer: null }) },
          { target: "votable", actions: assign({ answer: null }) },
        ],
      },
    },
    voted: {
      initial: "waiting",
      states: {
        waiting: { after: { resultsDelay: "growing" } },
        growing: { after: { resultsAnimation: "shown" } },
        shown: { type: "final" },
      },
    },
    ended: { type: "final" },
  },
});
