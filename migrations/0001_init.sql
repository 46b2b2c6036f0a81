-- Rendez-vous data model. Append-only: later changes go in new numbered files.
-- Conventions: ids are 24-hex strings (the spec's `_id`); dates are ISO-8601 UTC text
-- ('2026-11-22T18:00:00.000Z'), which sorts and compares as text; per-language texts are
-- rows of a *_translations table or JSON maps {"fr": …, "en": …, "es": …}; booleans are 0/1.

-- Taxonomies: type, momentum, topic, action, color, pillar (docs/product.md §3 "Taxonomy item").
CREATE TABLE taxonomies (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('type', 'momentum', 'topic', 'action', 'color', 'pillar')),
  slug TEXT NOT NULL,
  name TEXT NOT NULL,               -- JSON {"fr": "...", "en": "...", "es": "..."}
  description TEXT,                 -- JSON per language
  color TEXT,
  picto_url TEXT,
  join_url TEXT,                    -- momentum content: links.join
  hidden INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (type, slug)
);
CREATE INDEX taxonomies_by_slug ON taxonomies (slug);
CREATE INDEX taxonomies_listing ON taxonomies (hidden, type, sort_order);

CREATE TABLE hotspots (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,               -- JSON per language
  city TEXT,
  lat REAL,
  lng REAL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- Users and credentials (docs/product.md §3 "User profile"; docs/architecture.md §5).
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'organizer', 'admin')),
  active INTEGER NOT NULL DEFAULT 0,          -- email confirmed
  invited INTEGER NOT NULL DEFAULT 0,         -- created by an organizer invitation, no password yet
  profile_completed INTEGER NOT NULL DEFAULT 0,
  display_name TEXT,
  first_name TEXT,
  last_name TEXT,
  profile_img_url TEXT,
  address TEXT,                               -- JSON place value
  topic_id TEXT REFERENCES taxonomies (id),
  educate_like INTEGER NOT NULL DEFAULT 0,
  lang TEXT NOT NULL DEFAULT 'fr',
  site TEXT NOT NULL DEFAULT 'fr',
  source TEXT,
  calendar_secret TEXT UNIQUE,                -- private iCalendar feed of the agenda
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE credentials (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  password_hash TEXT NOT NULL,                -- 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE oauth_accounts (
  provider TEXT NOT NULL,
  provider_user_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (provider, provider_user_id)
);
CREATE INDEX oauth_accounts_by_user ON oauth_accounts (user_id);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,                -- SHA-256 of the 256-bit token
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  rotated_at TEXT,
  revoked_at TEXT
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_by_user ON refresh_tokens (user_id);

-- Single-use tokens: account activation, password reset, change of email.
CREATE TABLE user_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('activate', 'reset-password', 'change-email')),
  payload TEXT,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX user_tokens_by_user ON user_tokens (user_id, purpose);

-- Events (docs/product.md §3 "Event"). Language-independent columns here, texts in event_translations.
CREATE TABLE events (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL DEFAULT 'fr',
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled', 'draft')),
  private INTEGER NOT NULL DEFAULT 0,
  visio INTEGER NOT NULL DEFAULT 0,
  visio_url TEXT,
  makesense INTEGER NOT NULL DEFAULT 0,       -- organized by the provider
  register_external INTEGER NOT NULL DEFAULT 0,
  external_url TEXT,
  max_attendees INTEGER NOT NULL DEFAULT 0,   -- 0: unlimited
  attendees_count INTEGER NOT NULL DEFAULT 0, -- kept in step with attendees, in the same batch
  feedbacks_count INTEGER NOT NULL DEFAULT 0,
  start_date TEXT NOT NULL,
  end_date TEXT,
  timezone TEXT NOT NULL DEFAULT 'Europe/Paris',
  type_id TEXT REFERENCES taxonomies (id),
  topic_id TEXT REFERENCES taxonomies (id),
  pillar_id TEXT REFERENCES taxonomies (id),
  hotspot_id TEXT REFERENCES hotspots (id),
  color TEXT,                                 -- JSON per language: green | blue
  cover_display_url TEXT,
  cover_alt_text TEXT,
  city_slug TEXT,                             -- accent-folded city of the event's own language
  country_code TEXT,
  lat REAL,
  lng REAL,
  style TEXT,                                 -- JSON: organizer style settings
  emails TEXT,                                -- JSON: organizer email settings
  created_by TEXT REFERENCES users (id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Listing order is start date; each filter has an index that leads with it.
CREATE INDEX events_listing ON events (status, private, start_date);
CREATE INDEX events_by_topic ON events (topic_id, start_date);
CREATE INDEX events_by_type ON events (type_id, start_date);
CREATE INDEX events_by_pillar ON events (pillar_id, start_date);
CREATE INDEX events_by_hotspot ON events (hotspot_id, start_date);
CREATE INDEX events_by_city ON events (city_slug, start_date);
CREATE INDEX events_by_country ON events (country_code, start_date);
CREATE INDEX events_by_visio ON events (visio, start_date);
CREATE INDEX events_by_latitude ON events (lat, lng);
CREATE INDEX events_by_creator ON events (created_by, start_date);

CREATE TABLE event_translations (
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',       -- sanitised HTML
  description_text TEXT NOT NULL DEFAULT '',  -- the same without tags, for search and cards
  cover_url TEXT,
  address TEXT,                               -- JSON place value
  PRIMARY KEY (event_id, lang)
);

CREATE TABLE event_momentums (
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  momentum_id TEXT NOT NULL REFERENCES taxonomies (id),
  PRIMARY KEY (momentum_id, event_id)
);
CREATE INDEX event_momentums_by_event ON event_momentums (event_id);

CREATE TABLE event_organizers (
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'coorganizer')),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_organizers_by_user ON event_organizers (user_id);

CREATE TABLE attendees (
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lang TEXT NOT NULL DEFAULT 'fr',
  checked_in_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX attendees_by_user ON attendees (user_id, created_at);

CREATE TABLE waitlist (
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lang TEXT NOT NULL DEFAULT 'fr',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX waitlist_queue ON waitlist (event_id, created_at);

CREATE TABLE likes (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type TEXT NOT NULL CHECK (target_type IN ('event', 'article', 'topic')),
  target_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, target_type, target_id)
);
CREATE INDEX likes_by_target ON likes (target_type, target_id);

CREATE TABLE feedbacks (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (event_id, user_id)
);
CREATE INDEX feedbacks_by_user ON feedbacks (user_id);

-- Full-text search over event titles and descriptions in every language, accent-insensitive.
CREATE VIRTUAL TABLE events_fts USING fts5 (
  event_id UNINDEXED, lang UNINDEXED, title, description_text,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER event_translations_fts_insert AFTER INSERT ON event_translations BEGIN
  INSERT INTO events_fts (event_id, lang, title, description_text)
  VALUES (new.event_id, new.lang, new.title, new.description_text);
END;
CREATE TRIGGER event_translations_fts_update AFTER UPDATE ON event_translations BEGIN
  DELETE FROM events_fts WHERE event_id = old.event_id AND lang = old.lang;
  INSERT INTO events_fts (event_id, lang, title, description_text)
  VALUES (new.event_id, new.lang, new.title, new.description_text);
END;
CREATE TRIGGER event_translations_fts_delete AFTER DELETE ON event_translations BEGIN
  DELETE FROM events_fts WHERE event_id = old.event_id AND lang = old.lang;
END;

-- Page-builder entries (Builder-compatible content: pages, sondage, condition, pilier, article, symbol…).
CREATE TABLE builder_entries (
  id TEXT PRIMARY KEY,
  model TEXT NOT NULL,
  name TEXT NOT NULL,
  published TEXT NOT NULL DEFAULT 'published' CHECK (published IN ('published', 'draft', 'archived')),
  url_path TEXT,                              -- first urlPath target, for indexed page lookups
  query TEXT NOT NULL DEFAULT '[]',           -- JSON targeting rules
  data TEXT NOT NULL DEFAULT '{}',            -- JSON {title, url, blocks, inputs, state, ...}
  variations TEXT NOT NULL DEFAULT '{}',      -- JSON A/B variations
  meta TEXT NOT NULL DEFAULT '{}',
  test_ratio REAL NOT NULL DEFAULT 1,
  start_date TEXT,
  end_date TEXT,
  created_date TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  first_published TEXT
);
CREATE INDEX builder_entries_by_path ON builder_entries (model, url_path, published);
CREATE INDEX builder_entries_by_model ON builder_entries (model, published, created_date);

-- Media articles (docs/product.md §3 "Article"): the list index; the body is the builder entry builder_id.
CREATE TABLE articles (
  id TEXT PRIMARY KEY,
  builder_id TEXT REFERENCES builder_entries (id) ON DELETE SET NULL,
  slug TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL DEFAULT 'fr',
  category TEXT NOT NULL,                     -- media category slug
  media TEXT NOT NULL DEFAULT 'article' CHECK (media IN ('article', 'event', 'podcast', 'video')),
  title TEXT NOT NULL,
  description_courte TEXT NOT NULL DEFAULT '',
  image TEXT,
  thematique_id TEXT REFERENCES taxonomies (id),
  tags TEXT NOT NULL DEFAULT '[]',            -- JSON list of tag slugs
  count INTEGER NOT NULL DEFAULT 0,           -- popularity
  first_published TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX articles_recent ON articles (published, first_published);
CREATE INDEX articles_by_category ON articles (category, first_published);
CREATE INDEX articles_popular ON articles (published, count);
CREATE INDEX articles_by_thematique ON articles (thematique_id, first_published);

CREATE VIRTUAL TABLE articles_fts USING fts5 (
  article_id UNINDEXED, title, description_courte,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER articles_fts_insert AFTER INSERT ON articles BEGIN
  INSERT INTO articles_fts (article_id, title, description_courte) VALUES (new.id, new.title, new.description_courte);
END;
CREATE TRIGGER articles_fts_update AFTER UPDATE OF title, description_courte ON articles BEGIN
  DELETE FROM articles_fts WHERE article_id = old.id;
  INSERT INTO articles_fts (article_id, title, description_courte) VALUES (new.id, new.title, new.description_courte);
END;
CREATE TRIGGER articles_fts_delete AFTER DELETE ON articles BEGIN
  DELETE FROM articles_fts WHERE article_id = old.id;
END;

-- Survey votes (the surveys themselves are 'sondage' builder entries).
CREATE TABLE survey_votes (
  survey_id TEXT NOT NULL,
  voter_key TEXT NOT NULL,                    -- user id, or a hash of the anonymous visitor id
  choice_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (survey_id, voter_key)
);
CREATE INDEX survey_votes_by_choice ON survey_votes (survey_id, choice_id);

-- Interface translation entries (docs/product.md §3 "Translation entry").
CREATE TABLE translations (
  module TEXT NOT NULL,                       -- 'events', 'mks-vue'
  key TEXT NOT NULL,
  context TEXT NOT NULL DEFAULT '',
  texts TEXT NOT NULL,                        -- JSON {"fr": "...", "en": "...", "es": "..."}
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (module, key, context)
);

CREATE TABLE seo_entries (
  key TEXT PRIMARY KEY,
  title TEXT NOT NULL,                        -- JSON per language
  description TEXT NOT NULL,                  -- JSON per language
  image TEXT
);

CREATE TABLE newsletter_subscriptions (
  email TEXT NOT NULL COLLATE NOCASE,
  list TEXT NOT NULL,
  source TEXT NOT NULL DEFAULT 'chiche',
  fields TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (list, email)
);

-- Outgoing email, written in the recipient's language; /dev/mail reads it when MAIL_TRANSPORT=outbox.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  to_email TEXT NOT NULL,
  kind TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'fr',
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  attachments TEXT NOT NULL DEFAULT '[]',     -- JSON [{filename, contentType, content}]
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);
CREATE INDEX outbox_recent ON outbox (created_at);
CREATE INDEX outbox_by_recipient ON outbox (to_email, created_at);

-- Partner widgets: an iframe is a saved set of event filters.
CREATE TABLE iframes (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  filters TEXT NOT NULL DEFAULT '{}',         -- JSON query of GET /events
  layout TEXT NOT NULL DEFAULT 'card',
  theme TEXT NOT NULL DEFAULT 'base',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Jobs-service exclusivities (docs/product.md §3 "Exclusivity").
CREATE TABLE exclusivities (
  id TEXT PRIMARY KEY,
  action_type TEXT NOT NULL CHECK (action_type IN ('link', 'form')),
  url TEXT,
  content TEXT NOT NULL,                      -- JSON {"fr-FR": {logotype, company, title, bullets, button}}
  regions TEXT NOT NULL DEFAULT '[]',
  contexts TEXT NOT NULL DEFAULT '[]',
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX analytics_events_by_name ON analytics_events (name, created_at);

CREATE TABLE instagram_posts (
  id TEXT PRIMARY KEY,
  permalink TEXT NOT NULL,
  media_type TEXT NOT NULL,
  media_url TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  posted_at TEXT NOT NULL
);
CREATE INDEX instagram_posts_recent ON instagram_posts (posted_at);

-- Word game.
CREATE TABLE game_words (
  day TEXT PRIMARY KEY,                       -- 'YYYY-MM-DD'
  word TEXT NOT NULL
);
CREATE TABLE game_dictionary (
  word TEXT PRIMARY KEY
);
CREATE TABLE game_scores (
  id TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  tries INTEGER NOT NULL,
  seconds INTEGER NOT NULL,
  winner INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX game_scores_by_day ON game_scores (day, winner, tries, seconds);

-- Fixed-window rate limits (key = action + subject).
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL
);

-- Places gazetteer for the location picker (GeoNames subset, loaded by the seed).
CREATE TABLE places (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  search_name TEXT NOT NULL,                  -- lower-case, accent-folded, for prefix search
  region TEXT,
  country TEXT NOT NULL,
  country_code TEXT NOT NULL,
  zip TEXT,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  population INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX places_by_name ON places (search_name, population);
