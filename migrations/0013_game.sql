-- The word game (docs/product.md §7 "Game", docs/architecture.md §2) and the live banner's flag on events.

-- A player is 'u:<user id>' when logged in, else 'a:<id of the anonymous game_player cookie>'. One score per
-- player and day: the unique index is the constraint (POST /game/score answers 409 on a second one), and it
-- also serves the player's statistics (their scores by day).
ALTER TABLE game_scores ADD COLUMN player TEXT;
UPDATE game_scores SET player = 'u:' || user_id WHERE user_id IS NOT NULL;
UPDATE game_scores SET player = 'a:' || id WHERE player IS NULL;
CREATE UNIQUE INDEX game_scores_one_per_day ON game_scores (player, day);

-- The guesses the server checked, per player and day: a game can only be scored once it is finished here,
-- with the tries and the outcome the server saw, and only a player who won may name themselves on the board.
-- `guesses` holds the accepted words in order, space-separated; at most 6 (the update's condition).
CREATE TABLE game_rounds (
  day TEXT NOT NULL,
  player TEXT NOT NULL,
  guesses TEXT NOT NULL DEFAULT '',
  tries INTEGER NOT NULL DEFAULT 0 CHECK (tries BETWEEN 0 AND 6),
  won INTEGER NOT NULL DEFAULT 0 CHECK (won IN (0, 1)),
  started_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  finished_at TEXT,
  PRIMARY KEY (day, player)
);

-- An event flagged live (set by an admin or the seed) is shown by the live banner (GET /strevda/live)
-- while it happens. Few events are live: the partial index holds only them.
ALTER TABLE events ADD COLUMN live INTEGER NOT NULL DEFAULT 0 CHECK (live IN (0, 1));
CREATE INDEX events_live ON events (start_date) WHERE live = 1;
