-- PostgreSQL counterpart of db/migrations/0011_handoff_delay.sql: each player's delay before a hand-off ping, in
-- minutes; NULL: the default.
ALTER TABLE player_prefs ADD COLUMN handoff INTEGER;
