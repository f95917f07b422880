-- PostgreSQL counterpart of db/migrations/0015_queued_plays.sql: plays a player queued for later (issue #46).
CREATE TABLE queued_plays (
    table_id   BIGINT NOT NULL REFERENCES game_tables (id),
    seat       TEXT   NOT NULL,
    user_id    BIGINT NOT NULL,
    lines      TEXT   NOT NULL,
    since      BIGINT NOT NULL,
    updated_at TEXT   NOT NULL,
    PRIMARY KEY (table_id, seat)
);
