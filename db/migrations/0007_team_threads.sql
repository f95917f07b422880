-- Issue #13: an Overlord campaign in Discord.

-- The private thread of each Team of a table (team: the engine's Team name, e.g. "Team Able"),
-- created in the table's channel when the game starts. thread_id NULL: the bot could not create it
-- (it lacks the permission); the row remembers that it tried and said so, so it is said only once.
-- Not part of the log (it says where things are shown, not what happened).
CREATE TABLE team_threads (
    table_id   INTEGER NOT NULL REFERENCES game_tables (id),
    team       TEXT    NOT NULL,
    thread_id  INTEGER,
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, team)
);
