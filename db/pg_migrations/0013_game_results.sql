-- PostgreSQL counterpart of db/migrations/0013_game_results.sql: each ended game's result, per seat.
CREATE TABLE game_results (
    table_id BIGINT           NOT NULL REFERENCES game_tables (id),
    seat     TEXT             NOT NULL,
    user_id  BIGINT           NOT NULL,
    side     TEXT             NOT NULL,
    result   TEXT             NOT NULL,
    turns    INTEGER          NOT NULL DEFAULT 0,
    waited   DOUBLE PRECISION NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX game_results_by_user ON game_results (user_id, table_id);
