-- Issue #27: a game you can open in a browser.

-- The web address of a table: one unguessable token per table (the page is /g/TOKEN), made the first
-- time someone asks for the link and replaced when a server manager or the game's creator asks for a
-- new one (the old address is then refused). names_json: the seated players' display names as the
-- server knew them when the link was last asked for (user id -> name), shown on the page instead of ids.
-- Not part of the log (it says how the game is shown, not what happened).
CREATE TABLE web_links (
    table_id   INTEGER PRIMARY KEY REFERENCES game_tables (id),
    token      TEXT    NOT NULL UNIQUE,
    names_json TEXT    NOT NULL,
    created_at TEXT    NOT NULL
);

-- Per server (Discord guild): web_off 1 when a manager turned the web viewer off for every game there.
CREATE TABLE guild_settings (
    guild_id   INTEGER PRIMARY KEY,
    web_off    INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT    NOT NULL
);
