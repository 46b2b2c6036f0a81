-- Recurring events (docs/product.md §5 "Recurring events"). A series is events of their own, one per date, each
-- with its registrations, page and door; `event_series` keeps the rule that made them (what an edit of 'this
-- one and the following' will need), and each of its events names it in `series_id`. The partial index finds a
-- series' dates in order without touching the events that belong to none.
CREATE TABLE event_series (
  id TEXT PRIMARY KEY,
  rule TEXT NOT NULL,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

ALTER TABLE events ADD COLUMN series_id TEXT REFERENCES event_series (id);

CREATE INDEX events_by_series ON events (series_id, start_date) WHERE series_id IS NOT NULL;
