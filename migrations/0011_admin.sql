-- The local /admin (docs/product.md §2, docs/architecture.md "Admin"): versions of page-builder entries,
-- the audit log of every admin write, and blocked accounts.

-- Each save of an entry in /admin keeps a copy of the whole entry (the builder_entries row as JSON), so an
-- earlier version can be restored (a restore is itself a new version). Numbered per entry from 1.
CREATE TABLE entry_versions (
  entry_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  entry TEXT NOT NULL,                        -- JSON {model, name, published, query, data, variations, testRatio, startDate, endDate}
  author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  note TEXT NOT NULL DEFAULT '',              -- 'create', 'update', 'publish', 'unpublish', 'restore <n>'
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (entry_id, version)
);

-- Who did what, when: one row per admin write. `target` names the record ('entry:<id>', 'user:<id>'…),
-- `summary` says what changed in a line.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX audit_log_recent ON audit_log (created_at);
CREATE INDEX audit_log_by_target ON audit_log (target, created_at);

-- A blocked account cannot log in, and its sessions stop at once (the session user query checks the flag).
ALTER TABLE users ADD COLUMN blocked INTEGER NOT NULL DEFAULT 0;
