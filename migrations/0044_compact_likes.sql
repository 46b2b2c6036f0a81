-- Likes by member number, times in milliseconds, without rowid (as attendees, docs/decisions/027-compact-attendee-rows.md):
-- 200 bytes a like over three b-trees (the rows, the primary key, by target), each repeating a 24-character member
-- id and an ISO time; 0.48 GB at a million events. The rows now are the primary key, and the member a number.
ALTER TABLE likes RENAME TO likes_by_id;
CREATE TABLE likes (
  user_no INTEGER NOT NULL REFERENCES users (no) ON DELETE CASCADE,
  target_type TEXT NOT NULL CHECK (target_type IN ('event', 'article', 'topic')),
  target_id TEXT NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)),
  PRIMARY KEY (user_no, target_type, target_id)
) WITHOUT ROWID;

INSERT INTO likes (user_no, target_type, target_id, created_at)
SELECT u.no, l.target_type, l.target_id, CAST(round((julianday(l.created_at) - 2440587.5) * 86400000) AS INTEGER)
FROM likes_by_id l JOIN users u ON u.id = l.user_id
ORDER BY u.no, l.target_type, l.target_id;

DROP TABLE likes_by_id;

-- A target's likes (the organizer's dashboard counts an event's).
CREATE INDEX likes_by_target ON likes (target_type, target_id);
