-- The listing's 'language of the event' filter (eventLang=en: events whose main language is English; `lang` in
-- a listing URL is the page's language): public events by main language in listing order, with every column the
-- listing reads, as the taxonomies' indexes are (docs/query-plans.md "How the listing is indexed"). It leads when
-- no narrower filter, country or place is set (app/features/events/listing-filters.ts).
CREATE INDEX events_by_lang ON events (lang, start_date, id, end_date, status, visio) WHERE private = 0 AND status != 'draft';
