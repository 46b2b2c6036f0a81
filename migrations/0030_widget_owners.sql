-- Self-serve partner widgets (docs/product.md §2 "/organize/widgets"): a widget a member built is theirs to edit
-- and delete; the admins' widgets (and the seeded ones) have no owner. Listed by owner, newest first.
ALTER TABLE iframes ADD COLUMN owner_id TEXT;
CREATE INDEX iframes_by_owner ON iframes (owner_id, created_at) WHERE owner_id IS NOT NULL;
