-- Issue #46: plays a player queued for later (Pegasus Bridge: "play 1204; pass" while the opponent answers a card).
-- One row per seat that has a queue: its lines (a JSON list of action texts, next first), the player who gave them,
-- and the log version from which the queue counts what others did (only their passes keep it alive). Private: read
-- only by the service to play the lines and by the player's own /pb queue; never part of the log or an export.
CREATE TABLE queued_plays (
    table_id   INTEGER NOT NULL REFERENCES game_tables (id),
    seat       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    lines      TEXT    NOT NULL,
    since      INTEGER NOT NULL,
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat)
);
