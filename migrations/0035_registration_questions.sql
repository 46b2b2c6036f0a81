-- Registration questions (docs/product.md §5 "Registration questions"). The questions live with their event, as a
-- JSON list in `events.questions` (NULL without questions: no byte on most rows, and the event's reads get them
-- without another query); the answers in a table of their own, one row per person and question, kept when the
-- person leaves and comes back, or when the organizer removes the question (the CSV still shows it).
ALTER TABLE events ADD COLUMN questions TEXT;

CREATE TABLE registration_answers (
  event_no INTEGER NOT NULL REFERENCES events (no) ON DELETE CASCADE,
  user_no INTEGER NOT NULL REFERENCES users (no) ON DELETE CASCADE,
  question_id TEXT NOT NULL,
  -- The text, the chosen option's id, a JSON array of option ids, or 'yes' / 'no'.
  value TEXT NOT NULL,
  PRIMARY KEY (event_no, user_no, question_id)
) WITHOUT ROWID;

-- A deleted account's answers go with it: ON DELETE CASCADE finds them by user.
CREATE INDEX registration_answers_by_user ON registration_answers (user_no);
