-- What an event offers people with disabilities (docs/product.md §5 "Accessibility"): the bits of its features
-- (app/features/events/accessibility.ts: 1 step-free access, 2 accessible toilets, 4 induction loop, 8 sign
-- language, 16 quiet space) and the organizer's note, one text in the event's main language like the cover's
-- alternative text. An integer and a NULL cost a row two bytes.
ALTER TABLE events ADD COLUMN accessibility INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN accessibility_note TEXT;

-- The listing's 'accessible en fauteuil' filter (stepFree=true) on its own (docs/query-plans.md "Step-free"), as
-- events_online serves online events (migrations/0021): public step-free events with every column the listing
-- reads, the bits among them so SQLite reads this index alone. The listing writes `e.accessibility & 1 = 1` as a
-- literal when this filter leads, so the planner can prove the index's condition.
CREATE INDEX events_step_free ON events (start_date, id, end_date, status, visio, makesense, private, accessibility)
  WHERE private = 0 AND status != 'draft' AND accessibility & 1 = 1;
