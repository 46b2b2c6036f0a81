-- The archive database (binding ARCHIVE, docs/decisions/037-archive-of-past-events.md): events whose page answers
-- 410 (ended more than a year ago, docs/product.md §2), moved here by the archive job, with what their history
-- pages read. No page of the site's listings, search or widgets reads it.

-- One row per event: its row as the site's event query reads it (EVENT_COLUMNS, as JSON), and the columns its
-- lookups need. `no` is the event's number in DB (events.no).
CREATE TABLE archived_events (
  no INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  private INTEGER NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  row TEXT NOT NULL,
  archived_at INTEGER NOT NULL
);

-- Who attended (a member's past agenda): by member, as attendees in DB (migrations/0024), with their ticket.
CREATE TABLE archived_attendees (
  user_no INTEGER NOT NULL,
  event_no INTEGER NOT NULL REFERENCES archived_events (no) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  checked_in_at INTEGER,
  ticket TEXT,
  PRIMARY KEY (user_no, event_no)
) WITHOUT ROWID;
CREATE INDEX archived_attendees_by_event ON archived_attendees (event_no);

-- Who organized it (an organizer's past and cancelled events).
CREATE TABLE archived_organizers (
  user_id TEXT NOT NULL,
  event_no INTEGER NOT NULL REFERENCES archived_events (no) ON DELETE CASCADE,
  role TEXT NOT NULL,
  PRIMARY KEY (user_id, event_no)
) WITHOUT ROWID;
CREATE INDEX archived_organizers_by_event ON archived_organizers (event_no);
