-- Media tags, article reads, playlists, recommendations, resources, actions and their full-text search
-- (docs/product.md §2 and §9; why tables rather than page-builder entries: docs/architecture.md §2).

-- Articles by tag: one row per (tag, article), kept in step with articles.tags by triggers, so a tag page
-- and the tag list are index reads instead of a json_each scan of every article.
CREATE TABLE article_tags (
  tag TEXT NOT NULL,
  first_published TEXT NOT NULL,
  article_id TEXT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  PRIMARY KEY (tag, first_published, article_id)
) WITHOUT ROWID;
CREATE INDEX article_tags_by_article ON article_tags (article_id);
INSERT INTO article_tags (tag, first_published, article_id)
  SELECT DISTINCT j.value, a.first_published, a.id FROM articles a, json_each(a.tags) j WHERE json_valid(a.tags);
CREATE TRIGGER article_tags_insert AFTER INSERT ON articles WHEN json_valid(new.tags) BEGIN
  INSERT OR IGNORE INTO article_tags (tag, first_published, article_id) SELECT j.value, new.first_published, new.id FROM json_each(new.tags) j;
END;
CREATE TRIGGER article_tags_update AFTER UPDATE OF tags, first_published ON articles BEGIN
  DELETE FROM article_tags WHERE article_id = old.id;
  INSERT OR IGNORE INTO article_tags (tag, first_published, article_id)
    SELECT j.value, new.first_published, new.id FROM json_each(CASE WHEN json_valid(new.tags) THEN new.tags ELSE '[]' END) j;
END;

-- One read per visitor per day counts toward an article's popularity (articles.count): the visitor is a
-- hash of the day, address and browser, never stored in clear. A read already counted is ignored by the
-- primary key; the trigger adds one only for a new row. Past days are deleted as reads come in.
CREATE TABLE article_reads (
  day TEXT NOT NULL,
  article_id TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (day, article_id, visitor)
) WITHOUT ROWID;
CREATE TRIGGER article_reads_count AFTER INSERT ON article_reads BEGIN
  UPDATE articles SET count = count + 1 WHERE id = new.article_id;
END;

-- Playlists: an ordered series of articles and events, per language (the same slug in fr, en, es).
CREATE TABLE playlists (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  published INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL,
  UNIQUE (slug, lang)
);
CREATE TABLE playlist_items (
  playlist_id TEXT NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('article', 'event')),
  ref TEXT NOT NULL,                          -- the article's or the event's slug
  note TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (playlist_id, position)
) WITHOUT ROWID;

-- Recommendation pages: a curated list of books, films, podcasts, websites, articles and events.
CREATE TABLE recos (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  image TEXT,
  published INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL,
  UNIQUE (slug, lang)
);
CREATE TABLE reco_items (
  reco_id TEXT NOT NULL REFERENCES recos (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('book', 'film', 'podcast', 'website', 'article', 'event')),
  title TEXT NOT NULL,
  author TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL,
  PRIMARY KEY (reco_id, position)
) WITHOUT ROWID;

-- Resources: downloadable guides and useful links, by topic.
CREATE TABLE resources (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  lang TEXT NOT NULL,
  topic TEXT NOT NULL,                        -- a topic slug (taxonomies)
  kind TEXT NOT NULL CHECK (kind IN ('guide', 'link')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL,
  format TEXT,                                -- guides: 'PDF', …
  position INTEGER NOT NULL DEFAULT 0,
  published INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL,
  UNIQUE (slug, lang)
);
CREATE INDEX resources_by_topic ON resources (lang, published, topic, position);

-- Actions: ways to act, by pillar (taxonomy 'pillar').
CREATE TABLE actions (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  lang TEXT NOT NULL,
  pillar TEXT NOT NULL,                       -- a pillar slug (taxonomies)
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL,
  cta TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  published INTEGER NOT NULL DEFAULT 1,
  UNIQUE (slug, lang)
);
CREATE INDEX actions_by_pillar ON actions (lang, published, pillar, position);

-- Site search over playlists and resources, accent-insensitive like events_fts and articles_fts.
CREATE VIRTUAL TABLE playlists_fts USING fts5 (
  playlist_id UNINDEXED, lang UNINDEXED, title, description,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER playlists_fts_insert AFTER INSERT ON playlists BEGIN
  INSERT INTO playlists_fts (playlist_id, lang, title, description) VALUES (new.id, new.lang, new.title, new.description);
END;
CREATE TRIGGER playlists_fts_update AFTER UPDATE OF title, description, lang ON playlists BEGIN
  DELETE FROM playlists_fts WHERE playlist_id = old.id;
  INSERT INTO playlists_fts (playlist_id, lang, title, description) VALUES (new.id, new.lang, new.title, new.description);
END;
CREATE TRIGGER playlists_fts_delete AFTER DELETE ON playlists BEGIN
  DELETE FROM playlists_fts WHERE playlist_id = old.id;
END;

CREATE VIRTUAL TABLE resources_fts USING fts5 (
  resource_id UNINDEXED, lang UNINDEXED, title, description,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER resources_fts_insert AFTER INSERT ON resources BEGIN
  INSERT INTO resources_fts (resource_id, lang, title, description) VALUES (new.id, new.lang, new.title, new.description);
END;
CREATE TRIGGER resources_fts_update AFTER UPDATE OF title, description, lang ON resources BEGIN
  DELETE FROM resources_fts WHERE resource_id = old.id;
  INSERT INTO resources_fts (resource_id, lang, title, description) VALUES (new.id, new.lang, new.title, new.description);
END;
CREATE TRIGGER resources_fts_delete AFTER DELETE ON resources BEGIN
  DELETE FROM resources_fts WHERE resource_id = old.id;
END;

-- The recording of a podcast or video article and its captions (WebVTT), when it has them.
ALTER TABLE articles ADD COLUMN media_url TEXT;
ALTER TABLE articles ADD COLUMN captions_url TEXT;
