-- The database must fit D1 (docs/performance.md "Database size"). The listing's covering indexes hold, after
-- their filter and the start date, the tie-break of the listing order, then what a count checks (end, status,
-- online). That tie-break was the event's 24-character id; it is now its number (events.no, migrations/0024),
-- a few bytes, and the listing pages go from those numbers to the events (events_by_no). The listing order is
-- start date, then number (the order events were made), everywhere (app/features/events/event-listing.db.server.ts).

DROP INDEX events_by_city;
CREATE INDEX events_by_city ON events (city_slug, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_city_topic;
CREATE INDEX events_by_city_topic ON events (city_slug, topic_id, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_country;
CREATE INDEX events_by_country ON events (country_code, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_geo_cell;
CREATE INDEX events_by_geo_cell ON events (
  (CAST((lat + 90) * 4 AS INTEGER) * 10000 + CAST((lng + 180) * 4 AS INTEGER)), start_date, no,
  end_date, status, topic_id, type_id, pillar_id, visio, makesense, lat, lng
) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_hotspot;
CREATE INDEX events_by_hotspot ON events (hotspot_id, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_lang;
CREATE INDEX events_by_lang ON events (lang, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_pillar;
CREATE INDEX events_by_pillar ON events (pillar_id, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_topic;
CREATE INDEX events_by_topic ON events (topic_id, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_topic_type;
CREATE INDEX events_by_topic_type ON events (topic_id, type_id, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_type;
CREATE INDEX events_by_type ON events (type_id, start_date, no, end_date, status, visio) WHERE private = 0 AND status != 'draft';

DROP INDEX events_online;
CREATE INDEX events_online ON events (start_date, no, end_date, status, visio, makesense, private) WHERE private = 0 AND status != 'draft' AND visio = 1;

DROP INDEX events_public;
CREATE INDEX events_public ON events (start_date, no, end_date, status, visio, makesense) WHERE private = 0 AND status != 'draft';

DROP INDEX events_step_free;
CREATE INDEX events_step_free ON events (start_date, no, end_date, status, visio, makesense, private, accessibility)
  WHERE private = 0 AND status != 'draft' AND accessibility & 1 = 1;
