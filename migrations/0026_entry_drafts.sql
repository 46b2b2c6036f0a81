-- Staged changes and scheduled publication of page-builder entries (docs/product.md §2 "/admin"):
-- saving a published entry keeps the edit in `draft` (the same JSON as an entry version, migrations/0011) and
-- leaves the live columns alone until 'Publier'; `publish_at` and `unpublish_at` are applied by the every-minute
-- Cron Trigger. Each is NULL when there is none, and the due ones are read through a partial index.
ALTER TABLE builder_entries ADD COLUMN draft TEXT;
ALTER TABLE builder_entries ADD COLUMN publish_at TEXT;
ALTER TABLE builder_entries ADD COLUMN unpublish_at TEXT;
CREATE INDEX builder_entries_publish_due ON builder_entries (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX builder_entries_unpublish_due ON builder_entries (unpublish_at) WHERE unpublish_at IS NOT NULL;
