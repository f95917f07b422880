-- PostgreSQL counterpart of db/migrations/0006_tracked_messages.sql: the Discord message each table
-- keeps up to date, per role (`live`: the latest phase message). Updated in place; never moves back.
CREATE TABLE messages (
    table_id   BIGINT NOT NULL REFERENCES game_tables (id),
    role       TEXT   NOT NULL,
    message_id BIGINT NOT NULL,
    seq        BIGINT NOT NULL,
    updated_at TEXT   NOT NULL,
    PRIMARY KEY (table_id, role)
);
