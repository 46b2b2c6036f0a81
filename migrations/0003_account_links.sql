-- Emailed links that prove the mailbox (docs/decisions/010): besides activation, password reset and change
-- of email, a link now claims an invited account, undoes a change of email from the old address, logs in
-- after too many wrong passwords, and confirms a guest's registration for an event. A guest may have no
-- account yet: user_id becomes nullable (the address is in the payload). SQLite cannot widen a CHECK in
-- place, so the table is rebuilt with its rows.
CREATE TABLE user_tokens_next (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN (
    'activate', 'reset-password', 'change-email', 'claim-invite', 'revert-email', 'login-link', 'subscribe-attend'
  )),
  payload TEXT,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (user_id IS NOT NULL OR purpose = 'subscribe-attend')
);
INSERT INTO user_tokens_next (token_hash, user_id, purpose, payload, expires_at, used_at, created_at)
  SELECT token_hash, user_id, purpose, payload, expires_at, used_at, created_at FROM user_tokens;
DROP TABLE user_tokens;
ALTER TABLE user_tokens_next RENAME TO user_tokens;
CREATE INDEX user_tokens_by_user ON user_tokens (user_id, purpose);
