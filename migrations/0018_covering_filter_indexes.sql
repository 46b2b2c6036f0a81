-- Filters counted on their index alone (docs/decisions/015-bounded-listing-counts.md, docs/query-plans.md).
-- A listing counts its matches up to 1,001. Through the indexes of migration 0002, each match was checked for
-- "public" (private, status) and for the dates on its row: at 1,000,000 events those are 1,001 reads spread over a
-- table far larger than SQLite's page cache, so a filtered listing cost about twice its 10,000-event figure.
-- These indexes hold public events only and carry what the listing checks besides their own filter (end date
-- for `from`, status, online), so the count reads index entries in a row and the page reads only its own rows.
-- Every query on these columns is a public listing (publicEventTerms), which is what lets the partial indexes
-- replace the full ones.
DROP INDEX events_by_topic;
CREATE INDEX events_by_topic ON events (topic_id, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';
DROP INDEX events_by_type;
CREATE INDEX events_by_type ON events (type_id, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';
DROP INDEX events_by_pillar;
CREATE INDEX events_by_pillar ON events (pillar_id, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';
DROP INDEX events_by_hotspot;
CREATE INDEX events_by_hotspot ON events (hotspot_id, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';
DROP INDEX events_by_city;
CREATE INDEX events_by_city ON events (city_slug, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';
DROP INDEX events_by_country;
CREATE INDEX events_by_country ON events (country_code, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';
DROP INDEX events_by_city_topic;
CREATE INDEX events_by_city_topic ON events (city_slug, topic_id, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';

-- A topic and a type (the listing's two selects, and the links that carry both): one topic in fourteen and one
-- type in seven, so through either index alone the capped count read about 7,000 entries for 1,001 matches.
CREATE INDEX events_by_topic_type ON events (topic_id, type_id, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';
