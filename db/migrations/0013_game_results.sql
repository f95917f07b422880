-- Issue #50: each ended game's result, per seat, written in the same unit of work as the game's last log entry
-- (bot/service/standings.py reads it for /game stats and /game leaderboard). `side` is who the seat played with
-- (a Team, the Allies of a three-player A&A game, the Units against the German player); `result` is won, lost,
-- drew, resigned (a loss) or aborted (never rated); `turns` counts the seat's answers in the log (each run of its
-- entries after another's) and `waited` the seconds they took in all. Tables that ended before this migration
-- are filled in from their final states on first use (bot/service/standings.py) or by `dday ratings rebuild`.
CREATE TABLE game_results (
    table_id INTEGER NOT NULL REFERENCES game_tables (id),
    seat     TEXT    NOT NULL,
    user_id  INTEGER NOT NULL,
    side     TEXT    NOT NULL,
    result   TEXT    NOT NULL,
    turns    INTEGER NOT NULL DEFAULT 0,
    waited   REAL    NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX game_results_by_user ON game_results (user_id, table_id);
