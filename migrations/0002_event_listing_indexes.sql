-- Indexes for GET /events (see docs/query-plans.md for the plans and timings they give).

-- The listing order is (start_date, id): every listing index ends with both, so no sort step is needed.
-- events_listing led with status: `status = 'active'` matches almost every row, yet its two equalities
-- made the planner prefer it to a selective filter (city, topic…). The public listing uses a partial index
-- instead; its WHERE terms are the ones every public list query carries (events.db.server.ts). It also
-- holds the columns of the broad filters (status, online, makesense), so counting them reads only the index.
DROP INDEX events_listing;
CREATE INDEX events_public ON events (start_date, id, end_date, status, visio, makesense) WHERE private = 0 AND status != 'draft';

DROP INDEX events_by_topic;
CREATE INDEX events_by_topic ON events (topic_id, start_date, id);
DROP INDEX events_by_type;
CREATE INDEX events_by_type ON events (type_id, start_date, id);
DROP INDEX events_by_pillar;
CREATE INDEX events_by_pillar ON events (pillar_id, start_date, id);
DROP INDEX events_by_hotspot;
CREATE INDEX events_by_hotspot ON events (hotspot_id, start_date, id);
DROP INDEX events_by_city;
CREATE INDEX events_by_city ON events (city_slug, start_date, id);
DROP INDEX events_by_country;
CREATE INDEX events_by_country ON events (country_code, start_date, id);
-- Online or in-person keeps a large share of events either way: events_public serves it.
DROP INDEX events_by_visio;

-- The longest event, in days: `from` keeps events that end at or after it, and an event that ends after
-- `from` starts after `from` minus the longest duration, a range the start_date indexes can seek to.
CREATE INDEX events_by_span ON events ((julianday(coalesce(end_date, start_date)) - julianday(start_date)));
