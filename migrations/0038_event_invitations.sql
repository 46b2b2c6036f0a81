-- Invitations (docs/product.md §5 "Invitations"). An organizer invites people by email: each invitation has a
-- personal key (128 random bits in lowercase hex, as events.share_key) that its link carries in `k`. The key
-- opens the event's page, even a private event's, and stamps `opened_at` the first time; the invited person
-- may decline (`declined_at`) or register. Whether they registered is read from `attendees`, `waitlist` and
-- `registration_requests` by their address, never stored twice. `reminded_at`: the last reminder sent.
-- Times in milliseconds since 1970, as attendees.created_at.
CREATE TABLE invitations (
  event_no INTEGER NOT NULL REFERENCES events (no) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  key TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'fr',
  invited_at INTEGER NOT NULL,
  opened_at INTEGER,
  declined_at INTEGER,
  reminded_at INTEGER,
  PRIMARY KEY (event_no, email)
) WITHOUT ROWID;

-- A link followed finds its invitation by key.
CREATE UNIQUE INDEX invitations_by_key ON invitations (key);
