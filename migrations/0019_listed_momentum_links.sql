-- momentum: the link rows also carry their event's end date and whether it is listed (public: not private, not a
-- draft), kept by triggers like their start date (migrations/0017), so a momentum's listing, upcoming or not, reads
-- its links alone and stops after the page, and its capped count (docs/decisions/015-bounded-listing-counts.md)
-- reads 1,001 index entries instead of looking up 1,001 events in a table far larger than SQLite's page cache.
ALTER TABLE event_momentums ADD COLUMN end_date TEXT;
ALTER TABLE event_momentums ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
UPDATE event_momentums SET (end_date, listed) = (
  SELECT e.end_date, e.private = 0 AND e.status != 'draft' FROM events e WHERE e.id = event_momentums.event_id);
DROP INDEX event_momentums_listing;
CREATE INDEX event_momentums_listing ON event_momentums (momentum_id, start_date, event_id, end_date) WHERE listed = 1;

DROP TRIGGER event_momentums_start_date;
CREATE TRIGGER event_momentums_start_date AFTER INSERT ON event_momentums BEGIN
  UPDATE event_momentums SET (start_date, end_date, listed) = (
    SELECT e.start_date, e.end_date, e.private = 0 AND e.status != 'draft' FROM events e WHERE e.id = new.event_id)
  WHERE momentum_id = new.momentum_id AND event_id = new.event_id;
END;
CREATE TRIGGER events_listed_momentums AFTER UPDATE OF private, status ON events
WHEN (new.private = 0 AND new.status != 'draft') IS NOT (old.private = 0 AND old.status != 'draft') BEGIN
  UPDATE event_momentums SET listed = (new.private = 0 AND new.status != 'draft') WHERE event_id = new.id;
END;
CREATE TRIGGER events_end_date_momentums AFTER UPDATE OF end_date ON events WHEN new.end_date IS NOT old.end_date BEGIN
  UPDATE event_momentums SET end_date = new.end_date WHERE event_id = new.id;
END;
