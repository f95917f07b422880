-- Issue #8: fewer database pages written by each submit (each page is one more frame in the WAL
-- before the commit's sync).

-- Every submit restarts the acting seat's timer, so its due time changes in every transaction.
-- Indexing open timers by due time made each submit write one more index page. The pass that
-- looks for due timers runs once a minute and reads the open timers (a few per game in play)
-- just as well through done_at alone, so the due time leaves the index.
DROP INDEX timers_open;
CREATE INDEX timers_open ON timers (done_at);

-- Events are only ever read by their key (table, seq, idx). Stored in a table of their own plus
-- a separate key index, each submit wrote both; kept in key order (WITHOUT ROWID) it writes one.
CREATE TABLE events_by_key (
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
) WITHOUT ROWID;
INSERT INTO events_by_key (table_id, seq, idx, kind, text, data_json, dice_json, seat, phase)
    SELECT table_id, seq, idx, kind, text, data_json, dice_json, seat, phase FROM events;
DROP TABLE events;
ALTER TABLE events_by_key RENAME TO events;
