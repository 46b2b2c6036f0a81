-- Polls and exclusivity offers (docs/product.md §3 "Survey", "Exclusivity"; docs/architecture.md §2).

-- What an offer asks of the page's matchingData (POST /exclusivities/match): {"<key>": ["<value>", …]};
-- every key must be present with one of its values. '{}' matches every page of its contexts and regions.
ALTER TABLE exclusivities ADD COLUMN matching TEXT NOT NULL DEFAULT '{}';
CREATE INDEX exclusivities_active ON exclusivities (active, created_at);

-- People who answered a form offer (the 'exclusivity' modal): one lead per offer and address; a second
-- answer from the same address updates it.
CREATE TABLE exclusivity_leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  exclusivity_id TEXT NOT NULL REFERENCES exclusivities (id) ON DELETE CASCADE,
  context TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  phone TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (exclusivity_id, email)
);

-- Instagram feed pages are read by (posted_at, id) from a cursor, both ways, without a sort.
CREATE INDEX instagram_posts_by_position ON instagram_posts (posted_at, id);
