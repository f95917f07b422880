-- PostgreSQL counterpart of db/migrations/0007_team_threads.sql: each Team's private thread of a
-- table (thread_id NULL: the bot could not create it, and said so once).
CREATE TABLE team_threads (
    table_id   BIGINT NOT NULL REFERENCES game_tables (id),
    team       TEXT   NOT NULL,
    thread_id  BIGINT,
    updated_at TEXT   NOT NULL,
    PRIMARY KEY (table_id, team)
);
