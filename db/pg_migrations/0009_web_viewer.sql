-- PostgreSQL counterpart of db/migrations/0009_web_viewer.sql: each table's web address (an
-- unguessable token, replaced on request) with its players' display names, and the per-server
-- switch that turns the web viewer off.
CREATE TABLE web_links (
    table_id   BIGINT  PRIMARY KEY REFERENCES game_tables (id),
    token      TEXT    NOT NULL UNIQUE,
    names_json TEXT    NOT NULL,
    created_at TEXT    NOT NULL
);

CREATE TABLE guild_settings (
    guild_id   BIGINT  PRIMARY KEY,
    web_off    INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT    NOT NULL
);
