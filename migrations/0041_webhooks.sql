-- Webhooks (docs/product.md §6 "Webhooks"): an organizer registers an HTTPS address to be told, as it happens, of the
-- registrations and cancellations of their events' attendees and of every edit of their events. `secret` signs each
-- delivery (HMAC-SHA256, shown once; it must be kept to sign, as a password never is); `events`, space-separated:
-- 'attendee.registered attendee.cancelled event.updated'. Times in milliseconds since 1970.
CREATE TABLE webhooks (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  events TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX webhooks_by_user ON webhooks (user_id, created_at);

-- One row per message to one webhook: its JSON body, and the log of its delivery. The every-minute Cron Trigger
-- sends those whose `next_attempt_at` has come, and retries a failure with a growing delay; `next_attempt_at` is
-- NULL once delivered (`delivered_at`) or given up. `last_status`: the receiver's HTTP status (NULL: no answer,
-- `last_error` says why).
CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY,
  webhook_id TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  delivered_at INTEGER,
  last_status INTEGER,
  last_error TEXT
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, created_at);
-- The daily retention run deletes the log past 30 days (it holds attendees' addresses).
CREATE INDEX webhook_deliveries_by_age ON webhook_deliveries (created_at);

-- The messages are written by triggers, in the statement that makes the change: every path that registers someone
-- (attending, a guest's link, a walk-in, a promotion from the waitlist, an approval) or removes them, and every
-- edit of an event (its `updated_at` moves: an organizer's edit, a cancellation, a raised capacity, an admin
-- hiding it), is told, and nothing is told of a change that did not happen. An event deleted (retention) takes its
-- attendees with it without a message: the event is gone when its attendees' rows are. Each organizer (owner
-- and co-organizers) gets the messages of their events on each of their webhooks that asked for the kind. The
-- WHEN clause keeps the triggers to one look at an empty table where nobody has a webhook (the bench's seed).
CREATE TRIGGER attendees_webhook_registered AFTER INSERT ON attendees
WHEN EXISTS (SELECT 1 FROM webhooks)
BEGIN
  INSERT INTO webhook_deliveries (id, webhook_id, type, payload, created_at, next_attempt_at)
  SELECT lower(hex(randomblob(12))), w.id, 'attendee.registered',
    json_object('type', 'attendee.registered', 'createdAt', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'data', json_object(
      'event', json_object('id', e.id, 'slug', e.slug),
      'attendee', json_object('id', u.id, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name, 'lang', new.lang))),
    CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER), CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)
  FROM events e
  JOIN users u ON u.no = new.user_no
  JOIN event_organizers o ON o.event_id = e.id
  JOIN webhooks w ON w.user_id = o.user_id AND instr(' ' || w.events || ' ', ' attendee.registered ') > 0
  WHERE e.no = new.event_no;
END;

CREATE TRIGGER attendees_webhook_cancelled AFTER DELETE ON attendees
WHEN EXISTS (SELECT 1 FROM webhooks)
BEGIN
  INSERT INTO webhook_deliveries (id, webhook_id, type, payload, created_at, next_attempt_at)
  SELECT lower(hex(randomblob(12))), w.id, 'attendee.cancelled',
    json_object('type', 'attendee.cancelled', 'createdAt', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'data', json_object(
      'event', json_object('id', e.id, 'slug', e.slug),
      'attendee', json_object('id', u.id, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name, 'lang', old.lang))),
    CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER), CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)
  FROM events e
  JOIN users u ON u.no = old.user_no
  JOIN event_organizers o ON o.event_id = e.id
  JOIN webhooks w ON w.user_id = o.user_id AND instr(' ' || w.events || ' ', ' attendee.cancelled ') > 0
  WHERE e.no = old.event_no;
END;

CREATE TRIGGER events_webhook_updated AFTER UPDATE OF updated_at ON events
WHEN new.updated_at IS NOT old.updated_at AND EXISTS (SELECT 1 FROM webhooks)
BEGIN
  INSERT INTO webhook_deliveries (id, webhook_id, type, payload, created_at, next_attempt_at)
  SELECT lower(hex(randomblob(12))), w.id, 'event.updated',
    json_object('type', 'event.updated', 'createdAt', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'data', json_object(
      'event', json_object('id', new.id, 'slug', new.slug, 'status', new.status, 'private', json(CASE new.private WHEN 1 THEN 'true' ELSE 'false' END),
        'startDate', new.start_date, 'endDate', new.end_date, 'maxAttendees', new.max_attendees, 'attendees', new.attendees_count,
        'updatedAt', new.updated_at))),
    CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER), CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)
  FROM event_organizers o
  JOIN webhooks w ON w.user_id = o.user_id AND instr(' ' || w.events || ' ', ' event.updated ') > 0
  WHERE o.event_id = new.id;
END;
