import * as v from "valibot";
import { SurveyRowSchema, VoteCountRowSchema, type SurveyRow } from "./survey.schema";

/** Rows that do not read as a survey are logged and left out: one bad entry cannot take the polls down. */
function toSurveys(rows: unknown[]): SurveyRow[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(SurveyRowSchema, row);
    if (parsed.success) return [parsed.output];
    console.error("sondage entry skipped", parsed.issues[0].message);
    return [];
  });
}

/** Every 'sondage' entry that is published (and drafts too in preview), through `builder_entries_by_model`. */
export async function listSurveyEntries(db: D1Database, { includeDrafts }: { includeDrafts: boolean }): Promise<SurveyRow[]> {
  const states = includeDrafts ? "published IN ('published', 'draft')" : "published = 'published'";
  const { results } = await db.prepare(`SELECT id, published, data FROM builder_entries WHERE model = 'sondage' AND ${states}`).all();
  return toSurveys(results);
}

/** One published survey, or null. */
export async function findPublishedSurvey(db: D1Database, id: string): Promise<SurveyRow | null> {
  const row = await db
    .prepare("SELECT id, published, data FROM builder_entries WHERE id = ? AND model = 'sondage' AND published = 'published'")
    .bind(id)
    .first();
  return row ? (toSurveys([row])[0] ?? null) : null;
}

/** Votes per survey and choice, through `survey_votes_by_choice`. */
export async function countVotes(db: D1Database, surveyIds: string[]): Promise<Map<string, Record<string, number>>> {
  const counts = new Map<string, Record<string, number>>();
  if (surveyIds.length === 0) return counts;
  const { results } = await db
    .prepare(
      `SELECT survey_id, choice_id, count(*) AS votes FROM survey_votes
       WHERE survey_id IN (SELECT value FROM json_each(?)) GROUP BY survey_id, choice_id`,
    )
    .bind(JSON.stringify(surveyIds))
    .all();
  for (const row of results) {
    const { survey_id, choice_id, votes } = v.parse(VoteCountRowSchema, row);
    counts.set(survey_id, { ...counts.get(survey_id), [choice_id]: votes });
  }
  return counts;
}

/** Stores a vote unless this voter already has one for the survey (the primary key); true when stored. */
export async function insertVote(db: D1Database, vote: { surveyId: string; voterKey: string; choiceId: string }): Promise<boolean> {
  const { meta } = await db
    .prepare("INSERT INTO survey_votes (survey_id, voter_key, choice_id) VALUES (?, ?, ?) ON CONFLICT (survey_id, voter_key) DO NOTHING")
    .bind(vote.surveyId, vote.voterKey, vote.choiceId)
    .run();
  return meta.changes > 0;
}
