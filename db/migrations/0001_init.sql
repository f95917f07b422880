-- One game table per channel at a time; everything that happens is appended, never rewritten.
CREATE TABLE game_tables (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id      INTEGER NOT NULL,
    guild_id        INTEGER,
    game            TEXT    NOT NULL,
    ruleset_version TEXT    NOT NULL,
    options_json    TEXT    NOT NULL,
    creator_id      INTEGER NOT NULL,
    seed            TEXT    NOT NULL,           -- secret until the game ends
    dice_script     TEXT    NOT NULL DEFAULT '[]',
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
    created_at      TEXT    NOT NULL
);
CREATE UNIQUE INDEX one_live_table_per_channel
    ON game_tables (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX game_tables_by_channel ON game_tables (channel_id, id);

CREATE TABLE seats (
    table_id  INTEGER NOT NULL REFERENCES game_tables (id),
    seat      TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    joined_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat)
);

-- seq 0 is the start of the game; each later seq is one accepted action.
-- The primary key is what makes a concurrent double submit fail.
CREATE TABLE actions (
    table_id   INTEGER NOT NULL REFERENCES game_tables (id),
    seq        INTEGER NOT NULL,
    seat       TEXT,
    user_id    INTEGER,
    kind       TEXT    NOT NULL,
    text       TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE events (
    table_id  INTEGER NOT NULL,
    seq       INTEGER NOT NULL,
    idx       INTEGER NOT NULL,
    kind      TEXT    NOT NULL,
    text      TEXT    NOT NULL,
    data_json TEXT    NOT NULL,
    dice_json TEXT    NOT NULL,
    seat      TEXT,
    phase     TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq, idx),
    FOREIGN KEY (table_id, seq) REFERENCES actions (table_id, seq)
);

CREATE TABLE snapshots (
    table_id   INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    phase_turn INTEGER NOT NULL,
    phase_num  INTEGER NOT NULL,
    label      TEXT    NOT NULL,
    boundary   INTEGER NOT NULL DEFAULT 1,   -- 1: a phase ended here; 0: taken only to speed up loading
    state_json TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq),
    FOREIGN KEY (table_id, seq) REFERENCES actions (table_id, seq)
);
CREATE INDEX snapshots_by_phase ON snapshots (table_id, phase_turn, phase_num, seq);
