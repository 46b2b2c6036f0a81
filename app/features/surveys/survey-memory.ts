/**
 * The answer this browser gave in a survey, kept in local storage per survey id (docs/product.md §3
 * "Browser storage": per-survey voted key). Read only among the survey's choices.
 */
const keyOf = (surveyId: string) => `survey:${surveyId}`;

export function rememberedAnswer(storage: Pick<Storage, "getItem">, surveyId: string, choiceIds: string[]): string | null {
  try {
    const answer = storage.getItem(keyOf(surveyId));
    return answer !== null && choiceIds.includes(answer) ? answer : null;
  } catch {
    return null;
  }
}

export function rememberAnswer(storage: Pick<Storage, "setItem">, surveyId: string, answer: string) {
  try {
    storage.setItem(keyOf(surveyId), answer);
  } catch {
    // Storage refused (private mode, quota): the vote still counted on the server.
  }
}
