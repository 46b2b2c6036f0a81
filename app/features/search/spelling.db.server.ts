import * as v from "valibot";
import { placeholders } from "~/features/events/event-listing.db.server";
import { eventTextMatch } from "~/features/events/event-text-match.db.server";
import type { Lang } from "~/features/events/events.schema";
import { ftsMatch } from "~/lib/search-terms";
import type { PrefixLookup } from "./spelling-candidates";

/**
 * A word's matches are counted up to this many: enough to tell a common word from a rare one, and each count stops
 * there, whatever the number of texts (docs/decisions/029-typo-tolerant-search.md).
 */
const WORD_HITS_CAP = 1000;

/**
 * The vocabularies of the site search: every word of the events' texts (migrations/0020) and of the content's
 * (migrations/0029). The API's content search leaves the events' out.
 */
const EVENT_WORDS = "event_search_terms";
const CONTENT_WORDS = "content_search_terms";

/** Which groups a search reads, in the visitor's language (playlists and resources are per language). */
export type SearchedGroups = { lang: Lang; events: boolean };

const TermsSchema = v.array(v.object({ term: v.string() }));
const HitsSchema = v.object({ hits: v.number() });

/**
 * The statement of findVocabularyWords, with or without the events' words. ?1 the words written out (JSON), ?2 the
 * lookups as [prefix, head, tail] (JSON), ?3 and ?4 the shortest and the longest length of a looked-up word.
 */
export function vocabularyWordsSql(events: boolean): string {
  const vocabularies = events ? [EVENT_WORDS, CONTENT_WORDS] : [CONTENT_WORDS];
  return vocabularies
    .flatMap((vocabulary) => [
      `SELECT term FROM ${vocabulary} WHERE term IN (SELECT value FROM json_each(?1))`,
      `SELECT w.term FROM (SELECT value ->> 0 AS prefix, value ->> 1 AS head, value ->> 2 AS tail FROM json_each(?2)) l
        CROSS JOIN ${vocabulary} w ON w.term >= l.prefix AND w.term < l.prefix || char(1114111)
      WHERE length(w.term) BETWEEN ?3 AND ?4
        AND (substr(w.term, length(l.prefix) + 1, length(l.head)) = l.head OR substr(w.term, -length(l.tail)) = l.tail)`,
    ])
    .join("\nUNION ");
}

/**
 * The words of the vocabularies among `near` (written out), and those a lookup finds (a prefix, then a head or a
 * tail) whose length is within `lengths`: each vocabulary is read through its primary key, one seek per word or
 * lookup (CROSS JOIN keeps the lookups outside), in one statement.
 */
export async function findVocabularyWords(
  db: D1Database,
  { near, lookups, lengths, events }: { near: string[]; lookups: PrefixLookup[]; lengths: [number, number]; events: boolean },
): Promise<string[]> {
  const { results } = await db
    .prepare(vocabularyWordsSql(events))
    .bind(JSON.stringify(near), JSON.stringify(lookups.map(({ prefix, head, tail }) => [prefix, head, tail])), ...lengths)
    .all();
  return v.parse(TermsSchema, results).map((row) => row.term);
}

/**
 * How many listed events' texts and published content hold a word starting with each of `words`, each count up to
 * WORD_HITS_CAP: what the search would find for that word alone. One statement per word, in one batch.
 */
export async function countWordHits(db: D1Database, words: string[], { lang, events }: SearchedGroups): Promise<number[]> {
  if (words.length === 0) return [];
  const statements = words.map((word) => {
    const values = placeholders();
    const cap = values.bind(WORD_HITS_CAP);
    const match = values.bind(ftsMatch([word]));
    const language = values.bind(lang);
    const counts = [
      `SELECT 1 FROM articles_fts f JOIN articles a ON a.id = f.article_id WHERE articles_fts MATCH ${match} AND a.published = 1`,
      `SELECT 1 FROM playlists_fts f JOIN playlists p ON p.id = f.playlist_id
        WHERE playlists_fts MATCH ${match} AND f.lang = ${language} AND p.published = 1`,
      `SELECT 1 FROM resources_fts f JOIN resources r ON r.id = f.resource_id
        WHERE resources_fts MATCH ${match} AND f.lang = ${language} AND r.published = 1`,
    ];
    // Events' words are read as the words they start (eventTextMatch), as the search reads them.
    if (events) counts.unshift(`SELECT 1 FROM events_fts WHERE events_fts MATCH ${eventTextMatch([word], values.bind)}`);
    const sum = counts.map((count) => `(SELECT count(*) FROM (${count} LIMIT ${cap}))`).join(" + ");
    return db.prepare(`SELECT ${sum} AS hits`).bind(...values.params);
  });
  const answers = await db.batch(statements);
  return answers.map((answer) => v.parse(HitsSchema, answer.results[0]).hits);
}
