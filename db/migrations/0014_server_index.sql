-- Issue #50: a server's public index of games (/s/TOKEN), of the channels its managers made public, and nothing else.
-- server_indexes: the index's unguessable token and the language its page speaks, made when a manager first makes
-- a channel public; public_channels: each channel made public, with the name it had then (the page shows names, not
-- ids). Not part of the log: they say what a server shows, not what happened.
CREATE TABLE server_indexes (
    guild_id   INTEGER PRIMARY KEY,
    token      TEXT    NOT NULL UNIQUE,
    lang       TEXT    NOT NULL,
    created_at TEXT    NOT NULL
);
CREATE TABLE public_channels (
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    added_at   TEXT    NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);
