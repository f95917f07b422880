-- Reminders, deadlines, vacations, player preferences, undo and seat-replacement requests.

-- Per-game settings chosen at /game new: reminder_hours, deadline_hours (0 = off), vacation_days.
ALTER TABLE game_tables ADD COLUMN settings_json TEXT NOT NULL DEFAULT '{}';

-- A player's own preferences, for every game they play.
CREATE TABLE player_prefs (
    user_id     INTEGER PRIMARY KEY,
    tz          TEXT    NOT NULL DEFAULT 'UTC',
    quiet_start INTEGER,            -- minutes after local midnight, or NULL for no quiet hours
    quiet_end   INTEGER,
    dm          INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT    NOT NULL
);

-- Durable timers, fired by one background task. A timer belongs to the seat's wait that
-- started at log version `since`; a newer wait replaces it.
CREATE TABLE timers (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id   INTEGER NOT NULL REFERENCES game_tables (id),
    kind       TEXT    NOT NULL CHECK (kind IN ('reminder', 'deadline')),
    seat       TEXT    NOT NULL,
    since      INTEGER NOT NULL,
    started_at REAL    NOT NULL,
    due_at     REAL    NOT NULL,
    attempt    INTEGER NOT NULL DEFAULT 0,
    done_at    REAL,
    done_why   TEXT
);
CREATE INDEX timers_open ON timers (done_at, due_at);
CREATE INDEX timers_by_table ON timers (table_id, seat, kind, done_at);

CREATE TABLE vacations (
    table_id   INTEGER NOT NULL REFERENCES game_tables (id),
    user_id    INTEGER NOT NULL,
    start_at   REAL    NOT NULL,
    end_at     REAL    NOT NULL,
    days       INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, user_id, start_at)
);

-- Requests that wait for another person's button: undo (opponents approve) and replacing a seat
-- (the current holder consents).
CREATE TABLE requests (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    INTEGER NOT NULL REFERENCES game_tables (id),
    kind        TEXT    NOT NULL CHECK (kind IN ('undo', 'replace')),
    requester   INTEGER NOT NULL,
    seat        TEXT    NOT NULL,
    target      INTEGER NOT NULL,   -- undo: the seq to go back to; replace: the new user's id
    at_version  INTEGER NOT NULL,
    approvers   TEXT    NOT NULL,   -- JSON list of user ids who must say yes
    status      TEXT    NOT NULL CHECK (status IN ('pending', 'approved', 'refused', 'stale')),
    approved_by TEXT    NOT NULL DEFAULT '[]',
    decided_by  INTEGER,
    created_at  TEXT    NOT NULL
);
