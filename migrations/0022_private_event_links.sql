-- A private event opens to whoever holds its share link (docs/product.md §6 "Who sees an event"): the link carries
-- this secret, 128 random bits that the slug does not give away. Only private events hold one (public rows stay
-- lean); an event made private gets a new one, an event made public again loses it, so making an event private a
-- second time never reopens an old link. The triggers keep that rule for every writer (the organizer's form, the
-- admin's hide, the seed); the organizer's 'new link' button replaces the secret itself.
ALTER TABLE events ADD COLUMN share_key TEXT;

UPDATE events SET share_key = lower(hex(randomblob(16))) WHERE private = 1;

CREATE TRIGGER events_share_key_on_insert AFTER INSERT ON events WHEN NEW.private = 1 AND NEW.share_key IS NULL
BEGIN
  UPDATE events SET share_key = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;

CREATE TRIGGER events_share_key_made_private AFTER UPDATE OF private ON events WHEN NEW.private = 1 AND NEW.share_key IS NULL
BEGIN
  UPDATE events SET share_key = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;

CREATE TRIGGER events_share_key_made_public AFTER UPDATE OF private ON events WHEN NEW.private = 0 AND NEW.share_key IS NOT NULL
BEGIN
  UPDATE events SET share_key = NULL WHERE id = NEW.id;
END;
