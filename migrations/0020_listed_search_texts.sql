-- A search that does not read the events (docs/decisions/020-search-reads-its-index-alone.md):
-- - events_fts holds the texts of listed events only (public: not private, not a draft), so a search's capped count
--   reads index rows alone, where it looked up each match's event to check it (1,001 lookups in a table of
--   gigabytes at a million events);
-- - event_search_terms holds every word of the events' texts, so a visitor's word is read as the words it starts
--   (`"climat" OR "climatique"`, read lazily in rowid order) instead of FTS5's prefix query, which merges the whole
--   doclists of those words before its first row.

-- The words of every text, as the index's tokenizer cuts them: a scratch contentless index of all texts, listed or
-- not (an unlisted event's words are needed the day it is published), read through fts5vocab.
CREATE TABLE event_search_terms (term TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE VIRTUAL TABLE event_words_scratch USING fts5 (
  title, description_text, content = '', detail = none, tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO event_words_scratch (title, description_text) SELECT title, description_text FROM event_translations;
CREATE VIRTUAL TABLE event_words_scratch_terms USING fts5vocab(event_words_scratch, 'row');
INSERT INTO event_search_terms (term) SELECT term FROM event_words_scratch_terms;
DROP TABLE event_words_scratch_terms;
DROP TABLE event_words_scratch;

-- Keys stay unique across all events with texts, listed or not: a free slot is found among the events' keys,
-- since an unlisted event's key has no rows in the index.
CREATE UNIQUE INDEX events_by_search_key ON events (search_key) WHERE search_key IS NOT NULL;

-- Cancelled events' keys: a search's count tells a cancelled match from an active one in this small index (about one
-- event in twenty), without reading the events.
CREATE INDEX events_cancelled_by_search_key ON events (search_key) WHERE status = 'cancelled' AND search_key IS NOT NULL;

-- Unlisted events' texts leave the index.
DELETE FROM events_fts WHERE rowid IN (
  SELECT e.search_key * 4 + l.n FROM events e CROSS JOIN (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) l
  WHERE e.search_key IS NOT NULL AND NOT (e.private = 0 AND e.status != 'draft'));

DROP TRIGGER event_translations_fts_insert;
DROP TRIGGER event_translations_fts_update;
DROP TRIGGER event_translations_fts_delete;
DROP TRIGGER events_fts_start_date;

-- An event's first text gives it a key (its start in milliseconds * 16384 + the first slot free among the events
-- starting in that millisecond); a listed event's text enters the index under it.
CREATE TRIGGER event_translations_fts_insert AFTER INSERT ON event_translations BEGIN
  UPDATE events SET search_key = (
    SELECT ms * 16384 + coalesce((
      SELECT k.search_key - ms * 16384 + 1 FROM events k
      WHERE k.search_key BETWEEN ms * 16384 AND ms * 16384 + 16383 ORDER BY k.search_key DESC LIMIT 1), 0)
    FROM (SELECT CAST(strftime('%s', events.start_date) AS INTEGER) * 1000
      + CAST(round(strftime('%f', events.start_date) * 1000) AS INTEGER) % 1000 AS ms)
  )
  WHERE id = new.event_id AND search_key IS NULL;
  INSERT INTO events_fts (rowid, event_id, lang, title, description_text)
  SELECT e.search_key * 4 + CASE new.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END,
    new.event_id, new.lang, new.title, new.description_text
  FROM events e WHERE e.id = new.event_id AND e.private = 0 AND e.status != 'draft';
END;

CREATE TRIGGER event_translations_fts_update AFTER UPDATE ON event_translations BEGIN
  DELETE FROM events_fts WHERE rowid = (
    SELECT e.search_key * 4 + CASE old.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END
    FROM events e WHERE e.id = old.event_id);
  INSERT INTO events_fts (rowid, event_id, lang, title, description_text)
  SELECT e.search_key * 4 + CASE new.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END,
    new.event_id, new.lang, new.title, new.description_text
  FROM events e WHERE e.id = new.event_id AND e.private = 0 AND e.status != 'draft';
END;

CREATE TRIGGER event_translations_fts_delete AFTER DELETE ON event_translations BEGIN
  DELETE FROM events_fts WHERE rowid = (
    SELECT e.search_key * 4 + CASE old.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END
    FROM events e WHERE e.id = old.event_id);
  UPDATE events SET search_key = NULL
  WHERE id = old.event_id AND NOT EXISTS (SELECT 1 FROM event_translations t WHERE t.event_id = old.event_id);
END;

-- A new start date gives the event a key of that date; an event that becomes listed puts its texts in the index,
-- one that stops being listed takes them out. One trigger for both, so an update of both moves the texts once.
CREATE TRIGGER events_fts_placed AFTER UPDATE OF start_date, private, status ON events
WHEN new.search_key IS NOT NULL AND (new.start_date IS NOT old.start_date
  OR (new.private = 0 AND new.status != 'draft') IS NOT (old.private = 0 AND old.status != 'draft')) BEGIN
  DELETE FROM events_fts WHERE rowid BETWEEN old.search_key * 4 AND old.search_key * 4 + 3;
  UPDATE events SET search_key = (
    SELECT ms * 16384 + coalesce((
      SELECT k.search_key - ms * 16384 + 1 FROM events k
      WHERE k.search_key BETWEEN ms * 16384 AND ms * 16384 + 16383 ORDER BY k.search_key DESC LIMIT 1), 0)
    FROM (SELECT CAST(strftime('%s', new.start_date) AS INTEGER) * 1000
      + CAST(round(strftime('%f', new.start_date) * 1000) AS INTEGER) % 1000 AS ms)
  )
  WHERE id = new.id AND new.start_date IS NOT old.start_date;
  INSERT INTO events_fts (rowid, event_id, lang, title, description_text)
  SELECT e.search_key * 4 + CASE t.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END,
    t.event_id, t.lang, t.title, t.description_text
  FROM event_translations t JOIN events e ON e.id = t.event_id
  WHERE t.event_id = new.id AND e.private = 0 AND e.status != 'draft';
END;

INSERT INTO events_fts (events_fts) VALUES ('optimize');
