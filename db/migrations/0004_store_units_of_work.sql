-- A table whose channel is gone (or no longer readable by the bot) is paused: its timers stop
-- and no default is applied until a post gets through again.
ALTER TABLE game_tables ADD COLUMN paused_why TEXT;
ALTER TABLE game_tables ADD COLUMN post_failures INTEGER NOT NULL DEFAULT 0;

-- Undo and the phase post look for the last phase-end snapshot before a seq: one index probe.
CREATE INDEX snapshots_boundaries ON snapshots (table_id, boundary, seq);
