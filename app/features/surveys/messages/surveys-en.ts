import type { surveysFr } from "./surveys-fr";

export const surveysEn: Record<keyof typeof surveysFr, string> = {
  "surveys.title": "Polls",
  "surveys.lead": "Give your opinion in one click and see what the community thinks.",
  "surveys.current": "Poll of the moment",
  "surveys.others": "Other polls",
  "surveys.none": "No poll right now. Come back soon!",
  "surveys.choices": "Choose an answer",
  "surveys.voting": "Sending your vote…",
  "surveys.results": "Results",
  "surveys.yourAnswer": "Your answer",
  "surveys.total": "{count, plural, one {# vote} other {# votes}}",
  "surveys.ended": "Poll closed",
  "surveys.endsOn": "Until {date}",
  "surveys.percent": "{percent}%",
};
