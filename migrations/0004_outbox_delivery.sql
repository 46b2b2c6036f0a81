-- Delivery of the outbox by the HTTP sender (MAIL_TRANSPORT=http, docs/decisions/009-email-delivery.md).
-- The outbox row is the record and the queue: a deliverer claims due rows for a short lease, sends them,
-- then marks them sent, schedules a retry or gives up. Dates are ISO-8601 UTC text, like every other column.
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;   -- sends tried so far
ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;                  -- null: due now
ALTER TABLE outbox ADD COLUMN claimed_until TEXT;                    -- lease of the deliverer sending it
ALTER TABLE outbox ADD COLUMN last_error TEXT;                       -- short reason of the last failed attempt
ALTER TABLE outbox ADD COLUMN failed_at TEXT;                        -- gave up: not sent, never retried

-- Only rows still to deliver: sent and failed ones (nearly all of the table) stay out of the index, so the
-- claim of outbox-delivery.db.server.ts reads a few entries whatever the size of the history. In created_at
-- order, the claim's oldest-first order, with the due and lease columns checked from the index itself;
-- without it the planner walks outbox_recent, the whole history, to avoid a sort.
CREATE INDEX outbox_pending ON outbox (created_at, next_attempt_at, claimed_until, id) WHERE sent_at IS NULL AND failed_at IS NULL;
