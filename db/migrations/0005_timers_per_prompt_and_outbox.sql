-- Issue #15: time that holds.

-- Each open prompt of each seat has its own reminder and deadline: `prompt` is the kind of
-- decision a timer waits for (NULL on rows written before; the next plan adopts them), and
-- `last_at` is when its last reminder went out (the next one counts from there).
ALTER TABLE timers ADD COLUMN prompt TEXT;
ALTER TABLE timers ADD COLUMN last_at REAL;
CREATE INDEX timers_open_by_table ON timers (table_id, done_at);

-- Every notice a timer commits (a reminder, a default applied, a deadline without default) is
-- queued here in the same transaction, delivered by the bot, and marked sent once posted: a crash
-- or a failed post loses none, and none goes out twice.
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id   INTEGER NOT NULL REFERENCES game_tables (id),
    channel_id INTEGER NOT NULL,
    dm_user_id INTEGER,
    kind       TEXT    NOT NULL,    -- reminder, deadline, no-default
    seat       TEXT,
    post_json  TEXT    NOT NULL,    -- the Post without its attachments
    image      BLOB,
    file       BLOB,
    created_at REAL    NOT NULL,
    sent_at    REAL,
    failed_at  REAL,                -- set when delivery was given up (channel gone, no access)
    attempts   INTEGER NOT NULL DEFAULT 0,
    last_error TEXT
);
CREATE INDEX outbox_pending ON outbox (sent_at, failed_at, id);
