-- Attendee rows hold numbers, not text (docs/decisions/027-compact-attendee-rows.md). Attendees are most of the
-- database: 26 per event in the demo data, four copies of each (the table, its primary key, by event, by user, by
-- ticket), each copy carrying two 24-character ids and a 24-character time. A million events held 8.8 GB of
-- them. Numbered events and users, times in milliseconds and a table without rowid keep the same rows and the
-- same indexes in about a quarter of that.

-- Events and users get a number each: taken once, one more than the highest, in the statement that inserts the
-- row (as the waitlist's places of migrations/0016), or given by the inserting statement (the seed).
ALTER TABLE events ADD COLUMN no INTEGER;
UPDATE events SET no = rowid;
CREATE UNIQUE INDEX events_by_no ON events (no);
CREATE TRIGGER events_no AFTER INSERT ON events WHEN new.no IS NULL BEGIN
  UPDATE events SET no = (SELECT coalesce(max(no), 0) + 1 FROM events) WHERE rowid = new.rowid;
END;

ALTER TABLE users ADD COLUMN no INTEGER;
UPDATE users SET no = rowid;
CREATE UNIQUE INDEX users_by_no ON users (no);
CREATE TRIGGER users_no AFTER INSERT ON users WHEN new.no IS NULL BEGIN
  UPDATE users SET no = (SELECT coalesce(max(no), 0) + 1 FROM users) WHERE rowid = new.rowid;
END;

-- Times are milliseconds since 1970 (UTC): what the ISO texts said, to the millisecond. The old table (with its
-- indexes and ticket trigger) steps aside, gives its rows, and goes.
ALTER TABLE attendees RENAME TO attendees_by_id;
CREATE TABLE attendees (
  event_no INTEGER NOT NULL REFERENCES events (no) ON DELETE CASCADE,
  user_no INTEGER NOT NULL REFERENCES users (no) ON DELETE CASCADE,
  lang TEXT NOT NULL DEFAULT 'fr',
  created_at INTEGER NOT NULL DEFAULT (CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)),
  checked_in_at INTEGER,
  reminded_at INTEGER,
  ticket TEXT,
  PRIMARY KEY (event_no, user_no)
) WITHOUT ROWID;

INSERT INTO attendees (event_no, user_no, lang, created_at, checked_in_at, reminded_at, ticket)
SELECT e.no, u.no, a.lang,
  CAST(round((julianday(a.created_at) - 2440587.5) * 86400000) AS INTEGER),
  CAST(round((julianday(a.checked_in_at) - 2440587.5) * 86400000) AS INTEGER),
  CAST(round((julianday(a.reminded_at) - 2440587.5) * 86400000) AS INTEGER),
  a.ticket
FROM attendees_by_id a JOIN events e ON e.id = a.event_id JOIN users u ON u.id = a.user_id
ORDER BY e.no, u.no;

DROP TABLE attendees_by_id;

-- The same reads as before: an event's attendees in registration order, a member's agenda, a ticket at the door.
CREATE INDEX attendees_by_event ON attendees (event_no, created_at);
CREATE INDEX attendees_by_user ON attendees (user_no, created_at);
CREATE UNIQUE INDEX attendees_by_ticket ON attendees (event_no, ticket);

-- Every way in gets a ticket (migrations/0007), unique within its event.
CREATE TRIGGER attendees_ticket AFTER INSERT ON attendees WHEN new.ticket IS NULL BEGIN
  UPDATE attendees SET ticket = (
    SELECT code FROM (
      SELECT substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) AS code
      UNION ALL
      SELECT substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1)
      UNION ALL
      SELECT substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1)
    ) WHERE NOT EXISTS (SELECT 1 FROM attendees x WHERE x.event_no = new.event_no AND x.ticket = code)
    LIMIT 1
  )
  WHERE event_no = new.event_no AND user_no = new.user_no;
END;
