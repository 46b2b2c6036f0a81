-- The editors' media library (docs/product.md §2 "/admin"): images uploaded once (the upload's own sniffing, size
-- and dimension limits), found by name or text alternative, reused in any image input of the page builder by their
-- URL. `alt` is required: it is written once here. Where an image is used is read from the entries' content when
-- asked (the entries are few), so nothing has to be kept in step.
CREATE TABLE media_images (
  id TEXT PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,                   -- /uploads/<key>: the R2 object
  name TEXT NOT NULL,                         -- the file's name as uploaded
  alt TEXT NOT NULL,                          -- its text alternative
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
