-- Listings whose cost does not grow with the table (docs/decisions/015-bounded-listing-counts.md,
-- docs/query-plans.md): every filter reads its matches already in listing order (start date), so SQLite stops
-- after the page, and the total is counted up to a cap.

-- loc: the world in cells of a quarter of a degree (about 28 by 20 km in France). A 30 km radius touches about
-- a dozen cells; each cell's public events are read in start-date order and the cells are merged (compound
-- SELECTs of at most 5 terms, D1's limit, nested), instead of sorting every event of a latitude band. The expression is written the same way in event-listing.db.server.ts (GEO_CELL) and
-- geo-cells.ts, which is what lets SQLite use the index.
-- The index also holds what a place is combined with (dates, status, topic, type, pillar, online, makesense)
-- and the exact position, so those terms are checked on the index entry before the row is read.
CREATE INDEX events_by_geo_cell ON events (
  (CAST((lat + 90) * 4 AS INTEGER) * 10000 + CAST((lng + 180) * 4 AS INTEGER)), start_date, id,
  end_date, status, topic_id, type_id, pillar_id, visio, makesense, lat, lng
) WHERE private = 0 AND status != 'draft';

-- A city and a topic (the route /events/city/{city}/topic/{topic}): through events_by_city alone, a topic that
-- holds one event in fifteen made the capped count read about 20,000 rows at 1,000,000 events.
CREATE INDEX events_by_city_topic ON events (city_slug, topic_id, start_date, id);

-- momentum: the link rows carry their event's start date (kept by the triggers below), so a momentum's events
-- are read in listing order through (momentum_id, start_date, event_id) instead of all of them being sorted.
ALTER TABLE event_momentums ADD COLUMN start_date TEXT;
UPDATE event_momentums SET start_date = (SELECT e.start_date FROM events e WHERE e.id = event_momentums.event_id);
CREATE INDEX event_momentums_listing ON event_momentums (momentum_id, start_date, event_id);

CREATE TRIGGER event_momentums_start_date AFTER INSERT ON event_momentums BEGIN
  UPDATE event_momentums SET start_date = (SELECT e.start_date FROM events e WHERE e.id = new.event_id)
  WHERE momentum_id = new.momentum_id AND event_id = new.event_id;
END;
CREATE TRIGGER events_start_date_momentums AFTER UPDATE OF start_date ON events WHEN new.start_date IS NOT old.start_date BEGIN
  UPDATE event_momentums SET start_date = new.start_date WHERE event_id = new.id;
END;

-- search: the rowid of a text in events_fts follows the listing order, so a search reads its matches by start
-- date and stops after the page (FTS5 walks its doclists in rowid order). rowid = search_key * 4 + language
-- (fr 0, en 1, es 2, other 3); an event's search_key = its start in milliseconds since 1970 * 16384 + a slot,
-- the first one free among events that start in the same millisecond. The key is set with the event's first
-- text and cleared with its last, so a key in events is always the key of rows in events_fts (and a free slot
-- is found among those rows). Texts are deleted by rowid: the old triggers' `WHERE event_id = …` read every
-- row of the index (event_id is not indexed by FTS5).
ALTER TABLE events ADD COLUMN search_key INTEGER;
UPDATE events SET search_key = keyed.search_key
FROM (
  SELECT id, ms * 16384 + row_number() OVER (PARTITION BY ms ORDER BY id) - 1 AS search_key
  FROM (
    SELECT id, CAST(strftime('%s', start_date) AS INTEGER) * 1000 + CAST(round(strftime('%f', start_date) * 1000) AS INTEGER) % 1000 AS ms
    FROM events WHERE id IN (SELECT event_id FROM event_translations)
  )
) AS keyed
WHERE keyed.id = events.id;

DROP TRIGGER event_translations_fts_insert;
DROP TRIGGER event_translations_fts_update;
DROP TRIGGER event_translations_fts_delete;
DROP TABLE events_fts;
CREATE VIRTUAL TABLE events_fts USING fts5 (
  event_id UNINDEXED, lang UNINDEXED, title, description_text,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO events_fts (rowid, event_id, lang, title, description_text)
SELECT e.search_key * 4 + CASE t.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END,
  t.event_id, t.lang, t.title, t.description_text
FROM event_translations t JOIN events e ON e.id = t.event_id
ORDER BY 1;

CREATE TRIGGER event_translations_fts_insert AFTER INSERT ON event_translations BEGIN
  UPDATE events SET search_key = (
    SELECT ms * 16384 + coalesce((
      SELECT f.rowid / 4 - ms * 16384 + 1 FROM events_fts f
      WHERE f.rowid BETWEEN ms * 65536 AND ms * 65536 + 65535 ORDER BY f.rowid DESC LIMIT 1), 0)
    FROM (SELECT CAST(strftime('%s', events.start_date) AS INTEGER) * 1000
      + CAST(round(strftime('%f', events.start_date) * 1000) AS INTEGER) % 1000 AS ms)
  )
  WHERE id = new.event_id AND search_key IS NULL;
  INSERT INTO events_fts (rowid, event_id, lang, title, description_text)
  SELECT e.search_key * 4 + CASE new.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END,
    new.event_id, new.lang, new.title, new.description_text
  FROM events e WHERE e.id = new.event_id;
END;

CREATE TRIGGER event_translations_fts_update AFTER UPDATE ON event_translations BEGIN
  DELETE FROM events_fts WHERE rowid = (
    SELECT e.search_key * 4 + CASE old.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END
    FROM events e WHERE e.id = old.event_id);
  INSERT INTO events_fts (rowid, event_id, lang, title, description_text)
  SELECT e.search_key * 4 + CASE new.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END,
    new.event_id, new.lang, new.title, new.description_text
  FROM events e WHERE e.id = new.event_id;
END;

CREATE TRIGGER event_translations_fts_delete AFTER DELETE ON event_translations BEGIN
  DELETE FROM events_fts WHERE rowid = (
    SELECT e.search_key * 4 + CASE old.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END
    FROM events e WHERE e.id = old.event_id);
  UPDATE events SET search_key = NULL
  WHERE id = old.event_id AND NOT EXISTS (SELECT 1 FROM event_translations t WHERE t.event_id = old.event_id);
END;

-- An event that is deleted takes its texts out of the index first (its texts go by ON DELETE CASCADE, after
-- the event row, when its key can no longer be read).
CREATE TRIGGER events_fts_delete BEFORE DELETE ON events WHEN old.search_key IS NOT NULL BEGIN
  DELETE FROM events_fts WHERE rowid BETWEEN old.search_key * 4 AND old.search_key * 4 + 3;
END;

-- A new start date moves the event's texts to a key of that date.
CREATE TRIGGER events_fts_start_date AFTER UPDATE OF start_date ON events
WHEN new.search_key IS NOT NULL AND new.start_date IS NOT old.start_date BEGIN
  DELETE FROM events_fts WHERE rowid BETWEEN old.search_key * 4 AND old.search_key * 4 + 3;
  UPDATE events SET search_key = (
    SELECT ms * 16384 + coalesce((
      SELECT f.rowid / 4 - ms * 16384 + 1 FROM events_fts f
      WHERE f.rowid BETWEEN ms * 65536 AND ms * 65536 + 65535 ORDER BY f.rowid DESC LIMIT 1), 0)
    FROM (SELECT CAST(strftime('%s', new.start_date) AS INTEGER) * 1000
      + CAST(round(strftime('%f', new.start_date) * 1000) AS INTEGER) % 1000 AS ms)
  )
  WHERE id = new.id;
  INSERT INTO events_fts (rowid, event_id, lang, title, description_text)
  SELECT e.search_key * 4 + CASE t.lang WHEN 'fr' THEN 0 WHEN 'en' THEN 1 WHEN 'es' THEN 2 ELSE 3 END,
    t.event_id, t.lang, t.title, t.description_text
  FROM event_translations t JOIN events e ON e.id = t.event_id WHERE t.event_id = new.id;
END;
