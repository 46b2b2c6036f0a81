-- Online events on their own (docs/query-plans.md "Online"). One public event in seven is online, so the capped
-- count of `visio=true` read about 7,000 entries of events_public for its 1,001 matches, and more at a million
-- events than at ten thousand, where its index pages were more often in SQLite's cache. This index holds
-- public online events only, with every column the listing reads (end date for `from`, status, makesense; online
-- and private too, which SQLite needs in the entries to read this index alone): the count reads 1,001 entries in a
-- row. The listing writes `e.visio = 1` as a literal when the online filter
-- leads, so the planner can prove this index's condition; an in-person listing keeps events_public.
CREATE INDEX events_online ON events (start_date, id, end_date, status, visio, makesense, private) WHERE private = 0 AND status != 'draft' AND visio = 1;
