-- The organizer dashboard counts the views of an event's page (docs/product.md §7 GET /events/{id}/dashboard):
-- the analytics events named 'Front - View event' (app/features/events/event-page-view.ts) whose data names
-- the event in `eventId`. Only those rows are in the index, by event, so a count reads one event's entries
-- whatever the size of the analytics history. The dashboard's query repeats the name as a literal, as a
-- partial index requires.
CREATE INDEX analytics_event_page_views ON analytics_events (json_extract(data, '$.eventId')) WHERE name = 'Front - View event';
