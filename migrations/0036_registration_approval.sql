-- Registration with the organizer's approval (docs/product.md §5 "Approval"). An event that asks for it
-- (`requires_approval`) takes requests instead of registrations: a request waits in `registration_requests`
-- until the organizer approves it (the person then becomes an attendee, within the capacity, as a promotion from
-- the waitlist does) or declines it (`declined_at`: the person is told, and may not ask again). A request takes no
-- place: the capacity counts attendees only, so nothing that reads `attendees` changes.
ALTER TABLE events ADD COLUMN requires_approval INTEGER NOT NULL DEFAULT 0;

CREATE TABLE registration_requests (
  event_no INTEGER NOT NULL REFERENCES events (no) ON DELETE CASCADE,
  user_no INTEGER NOT NULL REFERENCES users (no) ON DELETE CASCADE,
  lang TEXT NOT NULL DEFAULT 'fr',
  -- Milliseconds since 1970, as attendees.created_at.
  created_at INTEGER NOT NULL DEFAULT (CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)),
  declined_at INTEGER,
  PRIMARY KEY (event_no, user_no)
) WITHOUT ROWID;

-- A deleted account's requests go with it: ON DELETE CASCADE finds them by user.
CREATE INDEX registration_requests_by_user ON registration_requests (user_no);
