-- Issue #50: the server-wide lists (/game mine, /game list) and the daily digest. A player's games are found by their seats, a server's
-- tables by their server and status, and a game that ended keeps when it ended (the time of its last log entry,
-- written by a trigger whenever its status becomes finished or aborted, so no writer has to remember it).
ALTER TABLE game_tables ADD COLUMN ended_at TEXT;
UPDATE game_tables SET ended_at = (
    SELECT created_at FROM actions WHERE actions.table_id = game_tables.id ORDER BY seq DESC LIMIT 1
) WHERE status IN ('finished', 'aborted');
CREATE TRIGGER game_tables_ended AFTER UPDATE OF status ON game_tables
    WHEN NEW.status IN ('finished', 'aborted') AND OLD.status NOT IN ('finished', 'aborted')
BEGIN
    UPDATE game_tables SET ended_at = (
        SELECT created_at FROM actions WHERE actions.table_id = NEW.id ORDER BY seq DESC LIMIT 1
    ) WHERE id = NEW.id;
END;
CREATE INDEX seats_by_user ON seats (user_id, table_id);
CREATE INDEX game_tables_by_guild ON game_tables (guild_id, status, id);
-- A player's daily digest of the games waiting for them: at `digest` minutes after their local midnight (NULL: none),
-- next due at `digest_at` (Unix time; claimed by moving it on, so one process sends each).
ALTER TABLE player_prefs ADD COLUMN digest INTEGER;
ALTER TABLE player_prefs ADD COLUMN digest_at REAL;
CREATE INDEX player_prefs_digest ON player_prefs (digest_at);
