-- The events' full-text index keeps its index, not a second copy of the texts (docs/decisions/028-contentless-event-search.md):
-- event_translations holds them already, and no query reads a text back from the index. Its rows are still keyed by
-- the event's search key and language (migrations/0017, 0020): a match's event is `events.search_key = rowid / 4`.
-- A contentless FTS5 table forgets a row only when told the values it indexed ('delete' with the old texts), so
-- each trigger that takes texts out says them, and only for rows that are in it: a listed event's texts.

DROP TRIGGER event_translations_fts_insert;
DROP TRIGGER event_translations_fts_update;
DROP TRIGGER event_translations_fts_delete;
DROP TRIGGER events_fts_placed;
DROP TRIGGER events_fts_delete;
DROP TABLE events_fts;

CREATE VIRTUAL TABLE events_fts USING fts5 (
  title, description_text, content = '', tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO events_fts (rowid, title, description_text)
SELECT e.search_key * 4 + CASE t.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END, t.title, t.description_text
FROM event_translations t JOIN events e ON e.id = t.event_id
WHERE e.search_key IS NOT NULL AND e.private = 0 AND e.status != 'draft'
ORDER BY 1;

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
  INSERT INTO events_fts (rowid, title, description_text)
  SELECT e.search_key * 4 + CASE new.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END, new.title, new.description_text
  FROM events e WHERE e.id = new.event_id AND e.private = 0 AND e.status != 'draft';
END;

-- A listed event's text changes: the old words leave, the new ones enter.
CREATE TRIGGER event_translations_fts_update AFTER UPDATE ON event_translations BEGIN
  INSERT INTO events_fts (events_fts, rowid, title, description_text)
  SELECT 'delete', e.search_key * 4 + CASE old.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END, old.title, old.description_text
  FROM events e WHERE e.id = old.event_id AND e.search_key IS NOT NULL AND e.private = 0 AND e.status != 'draft';
  INSERT INTO events_fts (rowid, title, description_text)
  SELECT e.search_key * 4 + CASE new.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END, new.title, new.description_text
  FROM events e WHERE e.id = new.event_id AND e.private = 0 AND e.status != 'draft';
END;

-- A text that goes leaves the index (when its event is deleted, the event's own trigger took it out before: the
-- event row is gone by the time its texts cascade, and this finds nothing to do).
CREATE TRIGGER event_translations_fts_delete AFTER DELETE ON event_translations BEGIN
  INSERT INTO events_fts (events_fts, rowid, title, description_text)
  SELECT 'delete', e.search_key * 4 + CASE old.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END, old.title, old.description_text
  FROM events e WHERE e.id = old.event_id AND e.search_key IS NOT NULL AND e.private = 0 AND e.status != 'draft';
  UPDATE events SET search_key = NULL
  WHERE id = old.event_id AND NOT EXISTS (SELECT 1 FROM event_translations t WHERE t.event_id = old.event_id);
END;

-- A new start date gives the event a key of that date; an event that becomes listed puts its texts in the index,
-- one that stops being listed takes them out. One trigger for both, so an update of both moves the texts once.
CREATE TRIGGER events_fts_placed AFTER UPDATE OF start_date, private, status ON events
WHEN new.search_key IS NOT NULL AND (new.start_date IS NOT old.start_date
  OR (new.private = 0 AND new.status != 'draft') IS NOT (old.private = 0 AND old.status != 'draft')) BEGIN
  INSERT INTO events_fts (events_fts, rowid, title, description_text)
  SELECT 'delete', old.search_key * 4 + CASE t.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END, t.title, t.description_text
  FROM event_translations t WHERE t.event_id = old.id AND old.private = 0 AND old.status != 'draft';
  UPDATE events SET search_key = (
    SELECT ms * 16384 + coalesce((
      SELECT k.search_key - ms * 16384 + 1 FROM events k
      WHERE k.search_key BETWEEN ms * 16384 AND ms * 16384 + 16383 ORDER BY k.search_key DESC LIMIT 1), 0)
    FROM (SELECT CAST(strftime('%s', new.start_date) AS INTEGER) * 1000
      + CAST(round(strftime('%f', new.start_date) * 1000) AS INTEGER) % 1000 AS ms)
  )
  WHERE id = new.id AND new.start_date IS NOT old.start_date;
  INSERT INTO events_fts (rowid, title, description_text)
  SELECT e.search_key * 4 + CASE t.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END, t.title, t.description_text
  FROM event_translations t JOIN events e ON e.id = t.event_id
  WHERE t.event_id = new.id AND e.private = 0 AND e.status != 'draft';
END;

-- An event that is deleted takes its listed texts out of the index first (its texts go by ON DELETE CASCADE, after
-- the event row, when its key can no longer be read).
CREATE TRIGGER events_fts_delete BEFORE DELETE ON events WHEN old.search_key IS NOT NULL BEGIN
  INSERT INTO events_fts (events_fts, rowid, title, description_text)
  SELECT 'delete', old.search_key * 4 + CASE t.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END, t.title, t.description_text
  FROM event_translations t WHERE t.event_id = old.id AND old.private = 0 AND old.status != 'draft';
END;

INSERT INTO events_fts (events_fts) VALUES ('optimize');
