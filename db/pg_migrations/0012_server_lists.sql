-- PostgreSQL counterpart of db/migrations/0012_server_lists.sql: when a game ended (its last log entry's time, set
-- by a trigger when its status becomes finished or aborted), and the indexes of the server-wide lists.
ALTER TABLE game_tables ADD COLUMN ended_at TEXT;
UPDATE game_tables SET ended_at = (
    SELECT created_at FROM actions WHERE actions.table_id = game_tables.id ORDER BY seq DESC LIMIT 1
) WHERE status IN ('finished', 'aborted');
CREATE FUNCTION game_tables_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.ended_at := (SELECT created_at FROM actions WHERE actions.table_id = NEW.id ORDER BY seq DESC LIMIT 1);
    RETURN NEW;
END;
$$;
CREATE TRIGGER game_tables_ended BEFORE UPDATE OF status ON game_tables
    FOR EACH ROW WHEN (NEW.status IN ('finished', 'aborted') AND OLD.status NOT IN ('finished', 'aborted'))
    EXECUTE FUNCTION game_tables_ended();
CREATE INDEX seats_by_user ON seats (user_id, table_id);
CREATE INDEX game_tables_by_guild ON game_tables (guild_id, status, id);
-- A player's daily digest of the games waiting for them: at `digest` minutes after their local midnight (NULL: none),
-- next due at `digest_at` (Unix time; claimed by moving it on, so one process sends each).
ALTER TABLE player_prefs ADD COLUMN digest INTEGER;
ALTER TABLE player_prefs ADD COLUMN digest_at DOUBLE PRECISION;
CREATE INDEX player_prefs_digest ON player_prefs (digest_at);
