-- PostgreSQL counterpart of db/migrations/0004_store_units_of_work.sql.
ALTER TABLE game_tables ADD COLUMN paused_why TEXT;
ALTER TABLE game_tables ADD COLUMN post_failures INTEGER NOT NULL DEFAULT 0;
CREATE INDEX snapshots_boundaries ON snapshots (table_id, boundary, seq);
