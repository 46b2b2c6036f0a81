-- Organizers give their events free tags (docs/product.md §5 "tags" field): a JSON list of short texts,
-- shown on the event and kept when an event is duplicated. Not a filter of the listing, so not indexed.
ALTER TABLE events ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
