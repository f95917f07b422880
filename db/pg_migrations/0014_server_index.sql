-- PostgreSQL counterpart of db/migrations/0014_server_index.sql: a server's public index and its public channels.
CREATE TABLE server_indexes (
    guild_id   BIGINT PRIMARY KEY,
    token      TEXT   NOT NULL UNIQUE,
    lang       TEXT   NOT NULL,
    created_at TEXT   NOT NULL
);
CREATE TABLE public_channels (
    guild_id   BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    name       TEXT   NOT NULL,
    added_at   TEXT   NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);
