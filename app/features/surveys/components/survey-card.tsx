import { useId } from "react";
import { useIntl, useT } from "~/i18n/intl";
import { browserApi } from "~/lib/api";
import { errorCode } from "~/lib/use-remote";
import { useDeferredActor } from "~/lib/use-deferred-actor";
import { useRootData } from "~/lib/root-data";
import type { SurveyView } from "../survey.schema";
import { rememberAnswer, rememberedAnswer } from "../survey-memory";
import { SurveyResults } from "./survey-results";

/**
 * A survey (docs/product.md §4 "Survey"), rendered on the server with its buttons (or its results once
 * ended); the machine, XState and the vote call load after hydration. Votes go to POST /builder/vote/{id}.
 */
export function SurveyCard({ survey }: { survey: SurveyView }) {
  const t = useT();
  const { intl } = useIntl();
  const { config } = useRootData();
  const titleId = useId();
  const { snapshot, send, matches } = useDeferredActor(
    async () => {
      const [{ createActor, fromPromise }, { surveyMachine, VoteRefused }, { VoteResultSchema }, v] = await Promise.all([
        import("xstate"),
        import("#machines/survey/survey.machine"),
        import("../survey.schema"),
        import("valibot"),
      ]);
      const api = browserApi(config.apiBase);
      const machine = surveyMachine.provide({
        actors: {
          vote: fromPromise(async ({ input }) => {
            try {
              return v.parse(VoteResultSchema, await api.post(`/builder/vote/${encodeURIComponent(input.surveyId)}`, { answer: input.answer }));
            } catch (error) {
              throw new VoteRefused(errorCode(error));
            }
          }),
        },
        actions: { rememberAnswer: (_, { surveyId, answer }) => rememberAnswer(window.localStorage, surveyId, answer) },
      });
      const choiceIds = survey.choices.map((choice) => choice.id);
      return createActor(machine, {
        input: {
          surveyId: survey.id,
          votes: survey.votes,
          total: survey.total,
          ended: survey.ended,
          rememberedAnswer: rememberedAnswer(window.localStorage, survey.id, choiceIds),
        },
      });
    },
    survey.ended ? "ended" : "votable",
  );
  const context = snapshot?.context;
  const counts = context ?? survey;
  const voting = matches("voting");
  const showResults = matches("voted") || matches("ended");
  const phase = matches("ended") || matches({ voted: "shown" }) ? "shown" : matches({ voted: "growing" }) ? "growing" : "hidden";
  const state = matches("ended") ? "ended" : matches("voted") ? `voted-${phase}` : voting ? "voting" : "votable";
  return (
    <section className="survey-card" aria-labelledby={titleId} aria-busy={voting} data-state={state}>
      {survey.image ? <img className="survey-card__image" src={survey.image} alt="" width={640} height={400} loading="lazy" decoding="async" /> : null}
      <div className="survey-card__body">
        <h3 id={titleId}>{survey.title}</h3>
        <p className="survey-card__dates">
          {survey.ended ? (
            <span className="badge">{t("surveys.ended")}</span>
          ) : survey.endDate ? (
            t("surveys.endsOn", { date: intl.formatDate(survey.endDate, { dateStyle: "long", timeZone: "Europe/Paris" }) })
          ) : null}
        </p>
        {showResults ? (
          <div aria-live="polite">
            <h4 className="visually-hidden">{t("surveys.results")}</h4>
            <SurveyResults survey={survey} counts={counts} answer={context?.answer ?? null} phase={phase} />
          </div>
        ) : (
          <div role="group" aria-label={t("surveys.choices")} className="survey-card__choices">
            {survey.choices.map((choice) => (
              <button
                key={choice.id}
                type="button"
                className="button button--ghost"
                disabled={voting}
                aria-pressed={voting && context?.answer === choice.id}
                onClick={() => send({ type: "VOTE", answer: choice.id })}
              >
                {choice.answer}
              </button>
            ))}
            {matches({ voting: "spinner" }) ? (
              <p role="status" className="survey-card__spinner">
                <span className="spinner" aria-hidden="true" /> {t("surveys.voting")}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
