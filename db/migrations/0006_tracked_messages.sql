-- Issue #11: a channel people can read.

-- The Discord messages the bot keeps up to date for a table, one per role: `live` is the latest
-- phase message, the one whose buttons are live and which the moves inside its phase edit.
-- Not part of the log (it says where things were shown, not what happened), so it is updated
-- in place; `seq` is the log version the message was posted for, and a row only ever moves forward.
CREATE TABLE messages (
    table_id   INTEGER NOT NULL REFERENCES game_tables (id),
    role       TEXT    NOT NULL,
    message_id INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, role)
);
