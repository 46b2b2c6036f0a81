import { useEffect, useState } from "react";
import { RESULTS_ANIMATION_MS, roundedPercentages, showsTotal } from "#machines/survey/survey-results";
import { useT } from "~/i18n/intl";
import type { SurveyView } from "../survey.schema";

/** Progress of the results' growth, 0 to 1, over RESULTS_ANIMATION_MS once `growing` (at once with reduced motion). */
function useGrowth(phase: "hidden" | "growing" | "shown"): number {
  const [progress, setProgress] = useState(phase === "shown" ? 1 : 0);
  useEffect(() => {
    if (phase !== "growing") {
      setProgress(phase === "shown" ? 1 : 0);
      return;
    }
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setProgress(1);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(at) {
      const done = Math.min(1, (at - start) / RESULTS_ANIMATION_MS);
      setProgress(done);
      if (done < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase]);
  return progress;
}

/** A survey's results: each choice's share (whole percentages adding up to 100), the visitor's answer marked. */
export function SurveyResults({
  survey,
  counts,
  answer,
  phase,
}: {
  survey: SurveyView;
  counts: { votes: Record<string, number>; total: number };
  answer: string | null;
  phase: "hidden" | "growing" | "shown";
}) {
  const t = useT();
  const percentages = roundedPercentages(
    survey.choices.map((choice) => choice.id),
    counts.votes,
  );
  const progress = useGrowth(phase);
  return (
    <div className="survey-results" data-phase={phase}>
      <ul className="survey-results__list">
        {survey.choices.map((choice) => {
          const percent = percentages[choice.id] ?? 0;
          const shown = phase === "shown" ? percent : Math.round(percent * progress);
          return (
            <li key={choice.id} className="survey-results__item" data-answer={choice.id === answer ? "" : undefined}>
              <span className="survey-results__label">
                {choice.answer}
                {choice.id === answer ? <span className="survey-results__mine"> · {t("surveys.yourAnswer")}</span> : null}
              </span>
              <span className="survey-results__percent" data-percent={percent}>
                {t("surveys.percent", { percent: shown })}
              </span>
              <span className="survey-results__bar" aria-hidden="true">
                <span style={{ width: `${phase === "hidden" ? 0 : percent}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      {showsTotal(counts.total, survey.ended) ? <p className="survey-results__total">{t("surveys.total", { count: counts.total })}</p> : null}
    </div>
  );
}
