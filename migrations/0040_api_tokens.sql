-- Personal API tokens (docs/product.md §6 "API tokens", docs/security.md "API tokens"): an organizer's scripts and
-- tools call the API as them, within the token's scopes (space-separated: 'events:read attendees:manage'). Only the
-- token's SHA-256 (hex) is kept, as for refresh tokens: a stolen table gives no usable token; `hint` is its first
-- characters, to tell tokens apart on the page that lists them. Times in milliseconds since 1970; `last_used_at`
-- is written at most once a minute.
CREATE TABLE api_tokens (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  scopes TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  hint TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);

-- The organizer's page lists their tokens, newest first.
CREATE INDEX api_tokens_by_user ON api_tokens (user_id, created_at);
