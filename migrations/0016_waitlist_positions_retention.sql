-- Waitlist places (docs/architecture.md §2: concurrency rules live in SQL). A place is a number taken once,
-- when the row is inserted: one more than the event's highest. D1 runs one statement at a time, so people who
-- join at the same instant get different numbers, and someone who joins later never passes someone earlier.
-- The place a person is told is how many people wait with a number up to theirs (attend.db.server.ts).
ALTER TABLE waitlist ADD COLUMN position INTEGER;

-- People already waiting keep their order of arrival (then user id, for ties), numbered 1…n per event.
UPDATE waitlist SET position = (
  SELECT count(*) FROM waitlist w
  WHERE w.event_id = waitlist.event_id AND (w.created_at, w.user_id) <= (waitlist.created_at, waitlist.user_id)
);
CREATE UNIQUE INDEX waitlist_by_position ON waitlist (event_id, position);

-- Every way into the waitlist (joining, the seed, a test's row) gets its number here, in the statement that
-- inserts the row, like the tickets of migrations/0007_attendee_tickets.sql.
CREATE TRIGGER waitlist_position AFTER INSERT ON waitlist WHEN new.position IS NULL BEGIN
  UPDATE waitlist SET position = (SELECT coalesce(max(position), 0) + 1 FROM waitlist WHERE event_id = new.event_id)
  WHERE event_id = new.event_id AND user_id = new.user_id;
END;

-- Retention (docs/architecture.md §2 "Retention"): the daily Cron Trigger deletes analytics events past their
-- retention and rate-limit rows whose window is long over, oldest first, in bounded chunks. Each chunk is a
-- range read of one of these indexes, never a scan of the table.
CREATE INDEX analytics_events_by_time ON analytics_events (created_at);
CREATE INDEX rate_limits_by_window ON rate_limits (window_start);
