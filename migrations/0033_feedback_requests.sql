-- After an event, the Cron Trigger asks those who came for their feedback, once (docs/product.md §7 "Feedback
-- requests"): `feedback_asked_at` is when it did, or decided there was nobody to ask.
ALTER TABLE events ADD COLUMN feedback_asked_at TEXT;

-- The events still to look at, by the time they end. The job marks every event it looks at, and a few hundred a
-- minute of those that ended too long ago to be asked about (the events already past when this migration runs,
-- first), so the index shrinks to upcoming and recently ended active events: its size is what is to come. No
-- UPDATE here: marking every past event of a large database at once is one long write D1 would rather not take.
CREATE INDEX events_feedback_due ON events (coalesce(end_date, start_date)) WHERE status = 'active' AND feedback_asked_at IS NULL;
