"""The SQL statements both stores run, written once (issue #23).

SQLite and PostgreSQL run the same statements for nearly everything: the log, the seats, the timers,
the outbox, the messages. They are written here once, in a neutral form, and each store takes them in
its own dialect: :data:`SQLITE` (``?``) for :mod:`db.store` and its mixins, :data:`PG` (``$1``, ``$2``
...) for :mod:`db.pg_store` and its mixins, both made when this module is imported.

The neutral form:

- ``?`` marks one argument, in order; a value used twice is passed twice (both stores pass the
  same arguments to the same statement);
- ``{table_columns}`` stands for a table row with its log version and its seats
  (:data:`TABLE_COLUMNS`), the one fragment the dialects write differently.

What only one dialect has (PostgreSQL's leases and advisory locks, its timer context in one round
trip, SQLite's ``IS NOT`` against PostgreSQL's ``IS DISTINCT FROM``) stays with its store.
``tests/service/test_sql.py`` checks every conversion and that both stores use every statement.
"""

from __future__ import annotations

from db.result_ops import RESULT_COLUMNS
from db.rows import REQUEST_COLUMNS, TIMER_COLUMNS, VACATION_COLUMNS

TABLE_COLUMNS = {
    "sqlite": (
        "*, (SELECT MAX(seq) FROM actions WHERE actions.table_id = game_tables.id) AS version,"
        " (SELECT json_group_object(seat, user_id) FROM seats WHERE seats.table_id = game_tables.id) AS seats_json"
    ),
    "postgresql": (
        "*, (SELECT MAX(seq) FROM actions WHERE actions.table_id = game_tables.id) AS version,"
        " (SELECT json_object_agg(seat, user_id) FROM seats WHERE seats.table_id = game_tables.id)::text AS seats_json"
    ),
}
"""A table row together with its log version and its seats (as a JSON object), in one query."""
FRAGMENTS = {
    "table_columns": TABLE_COLUMNS,
    "ids_in": {
        "sqlite": "SELECT value FROM json_each(?)",
        "postgresql": "SELECT value::bigint FROM jsonb_array_elements_text(?::jsonb)",
    },
    "texts_in": {
        "sqlite": "SELECT value FROM json_each(?)",
        "postgresql": "SELECT jsonb_array_elements_text(?::jsonb)",
    },
}
"""What the dialects write differently, by the name it has in a neutral statement (``{name}``): the table row, and
a list of numbers or texts given as ONE argument, a JSON array (``x IN ({ids_in})``), so that a statement has a
fixed number of arguments however long the list."""


class Statements:
    """Every shared statement, in the neutral form (see the module's docstring)."""

    # -- migrations ----------------------------------------------------------------
    CREATE_MIGRATIONS = (
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"
    )
    ADD_MIGRATION = "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)"
    SCHEMA_VERSION = "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"

    # -- tables and seats --------------------------------------------------------------
    CREATE_TABLE = (
        "INSERT INTO game_tables (channel_id, guild_id, game, ruleset_version, options_json, creator_id,"
        " seed, dice_script, status, created_at, settings_json)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?)"
    )
    TABLE = "SELECT {table_columns} FROM game_tables WHERE id = ?"
    LATEST_TABLE = (
        "SELECT {table_columns} FROM game_tables WHERE channel_id = ?"
        " ORDER BY status IN ('lobby', 'active') DESC, id DESC LIMIT 1"
    )
    TABLE_STATUS = "SELECT status FROM game_tables WHERE id = ?"
    SET_STATUS = "UPDATE game_tables SET status = ? WHERE id = ?"
    SET_PAUSED = "UPDATE game_tables SET paused_why = ?, post_failures = ? WHERE id = ?"
    POST_FAILURES = "SELECT post_failures FROM game_tables WHERE id = ?"
    PAUSED_CHANNELS = (
        "SELECT channel_id FROM game_tables WHERE paused_why IS NOT NULL AND status = 'active' ORDER BY id"
    )
    ACTIVE_TABLES = "SELECT id, channel_id FROM game_tables WHERE status = 'active' ORDER BY id"
    TABLES_OF = (
        "SELECT DISTINCT game_tables.id, game_tables.channel_id FROM seats"
        " JOIN game_tables ON game_tables.id = seats.table_id"
        " WHERE seats.user_id = ? AND game_tables.status = 'active' ORDER BY game_tables.id"
    )
    HELD_SEATS = "SELECT seat, user_id FROM seats WHERE table_id = ?"
    SEATS = "SELECT seat, user_id FROM seats WHERE table_id = ? ORDER BY joined_at, seat"
    ADD_SEAT = "INSERT INTO seats (table_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)"
    REPLACE_SEAT = "UPDATE seats SET user_id = ? WHERE table_id = ? AND seat = ?"
    REPLACE_SEAT_HELD_BY = "UPDATE seats SET user_id = ? WHERE table_id = ? AND seat = ? AND user_id = ?"
    LAST_SEEN = (
        "SELECT MAX(t) FROM (SELECT MAX(created_at) AS t FROM actions WHERE table_id = ? AND user_id = ?"
        " UNION ALL SELECT MAX(joined_at) FROM seats WHERE table_id = ? AND user_id = ?) AS seen"
    )

    # -- the log ---------------------------------------------------------------------------
    ADD_ACTION = (
        "INSERT INTO actions (table_id, seq, seat, user_id, kind, text, created_at, shown)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
    )
    ADD_EVENT = (
        "INSERT INTO events (table_id, seq, idx, kind, text, data_json, dice_json, seat, phase, msg_key, args_json)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    )
    ADD_SNAPSHOT = (
        "INSERT INTO snapshots (table_id, seq, phase_turn, phase_num, label, boundary, state_json)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)"
    )
    BARE_ACTION = (
        "INSERT INTO actions (table_id, seq, seat, user_id, kind, text, created_at)"
        " VALUES (?, ?, NULL, NULL, 'bench', '', '')"
    )
    VERSION = "SELECT MAX(seq) FROM actions WHERE table_id = ?"
    ACTIONS_AFTER = "SELECT * FROM actions WHERE table_id = ? AND seq > ? ORDER BY seq"
    ACTIONS_BETWEEN = "SELECT * FROM actions WHERE table_id = ? AND seq > ? AND seq <= ? ORDER BY seq"
    ACTIONS_AFTER_NEWEST_FIRST = "SELECT * FROM actions WHERE table_id = ? AND seq > ? ORDER BY seq DESC"
    EVENTS_AFTER = "SELECT * FROM events WHERE table_id = ? AND seq > ? ORDER BY seq, idx"
    EVENTS_BETWEEN = "SELECT * FROM events WHERE table_id = ? AND seq > ? AND seq <= ? ORDER BY seq, idx"
    SNAPSHOT_AT_OR_BEFORE = "SELECT * FROM snapshots WHERE table_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1"
    LATEST_SNAPSHOT = "SELECT * FROM snapshots WHERE table_id = ? ORDER BY seq DESC LIMIT 1"
    SNAPSHOT_AFTER_PHASE = (
        "SELECT * FROM snapshots WHERE table_id = ? AND (phase_turn > ? OR (phase_turn = ? AND phase_num > ?))"
        " ORDER BY seq LIMIT 1"
    )
    SNAPSHOTS = "SELECT * FROM snapshots WHERE table_id = ? ORDER BY seq"
    LAST_BOUNDARY_BEFORE = "SELECT MAX(seq) FROM snapshots WHERE table_id = ? AND boundary = 1 AND seq < ?"

    # -- players' preferences, vacations, requests -------------------------------------------
    SET_PREFS = (
        "INSERT INTO player_prefs (user_id, tz, quiet_start, quiet_end, dm, handoff, digest, digest_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET tz = excluded.tz, quiet_start = excluded.quiet_start,"
        " quiet_end = excluded.quiet_end, dm = excluded.dm, handoff = excluded.handoff, digest = excluded.digest,"
        " digest_at = excluded.digest_at, updated_at = excluded.updated_at"
    )
    PREFS = "SELECT * FROM player_prefs WHERE user_id = ?"
    ADD_VACATION = (
        "INSERT INTO vacations (table_id, user_id, start_at, end_at, days, created_at) VALUES (?, ?, ?, ?, ?, ?)"
    )
    END_VACATION = "UPDATE vacations SET end_at = ? WHERE table_id = ? AND user_id = ? AND end_at > ?"
    VACATIONS = f"SELECT {VACATION_COLUMNS} FROM vacations WHERE table_id = ? ORDER BY start_at"
    VACATIONS_OF = f"SELECT {VACATION_COLUMNS} FROM vacations WHERE table_id = ? AND user_id = ? ORDER BY start_at"
    ADD_REQUEST = (
        "INSERT INTO requests (table_id, kind, requester, seat, target, at_version, approvers, status, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)"
    )
    UPDATE_REQUEST = "UPDATE requests SET status = ?, approved_by = ?, decided_by = ? WHERE id = ?"
    UPDATE_REQUEST_IN = "UPDATE requests SET status = ?, approved_by = ?, decided_by = ? WHERE id = ? AND status = ?"
    REQUEST = f"SELECT {REQUEST_COLUMNS} FROM requests WHERE id = ?"

    # -- timers and the outbox ------------------------------------------------------------------
    OPEN_TIMERS = f"SELECT {TIMER_COLUMNS} FROM timers WHERE table_id = ? AND done_at IS NULL ORDER BY id"
    NEW_TIMER = (
        "INSERT INTO timers (table_id, kind, seat, prompt, since, started_at, due_at, attempt)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
    )
    SET_TIMER = (
        "UPDATE timers SET due_at = ?, attempt = ?, last_at = ?, started_at = ?, prompt = ?,"
        " since = COALESCE(?, since) WHERE id = ? AND done_at IS NULL"
    )
    SET_TIMER_AT_ATTEMPT = (
        "UPDATE timers SET due_at = ?, attempt = ?, last_at = ?, started_at = ?, prompt = ?,"
        " since = COALESCE(?, since) WHERE id = ? AND done_at IS NULL AND attempt = ?"
    )
    CLAIM_TIMER = "UPDATE timers SET done_at = ?, done_why = ? WHERE id = ? AND done_at IS NULL"
    ADD_NOTICE = (
        "INSERT INTO outbox (table_id, channel_id, dm_user_id, kind, seat, post_json, image, file, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
    )
    NOTICE_SENT = "UPDATE outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ? AND sent_at IS NULL"
    NOTICE_FAILED = "UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ? WHERE id = ?"
    DROP_REMINDERS = (
        "UPDATE outbox SET failed_at = ?, last_error = 'superseded' WHERE table_id = ? AND seat = ?"
        " AND kind IN ('reminder', 'handoff') AND sent_at IS NULL AND failed_at IS NULL"
    )
    NOTICES = "SELECT * FROM outbox ORDER BY id"
    NOTICES_OF = "SELECT * FROM outbox WHERE table_id = ? ORDER BY id"

    # -- messages and Team threads ------------------------------------------------------------------
    SET_MESSAGE = (
        "INSERT INTO messages (table_id, role, message_id, seq, updated_at)"
        " SELECT id, ?, ?, ?, ? FROM game_tables WHERE id = ? AND channel_id = ?"
        " ON CONFLICT (table_id, role) DO UPDATE SET"
        "  message_id = excluded.message_id, seq = excluded.seq, updated_at = excluded.updated_at"
        " WHERE excluded.seq >= messages.seq"
    )
    MESSAGE = "SELECT * FROM messages WHERE table_id = ? AND role = ?"
    SET_TEAM_THREAD = (
        "INSERT INTO team_threads (table_id, team, thread_id, updated_at)"
        " SELECT id, ?, ?, ? FROM game_tables WHERE id = ? AND channel_id = ?"
        " ON CONFLICT (table_id, team) DO UPDATE SET thread_id = excluded.thread_id, updated_at = excluded.updated_at"
    )
    THREAD_HOME = (
        "SELECT g.channel_id, t.team FROM team_threads t JOIN game_tables g ON g.id = t.table_id"
        " WHERE t.thread_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.id DESC LIMIT 1"
    )
    TEAM_THREADS = "SELECT team, thread_id FROM team_threads WHERE table_id = ? ORDER BY team"
    # -- plays a player queued for later (issue #46) ---------------------------------------------------------------
    SET_QUEUE = (
        "INSERT INTO queued_plays (table_id, seat, user_id, lines, since, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (table_id, seat) DO UPDATE SET user_id = excluded.user_id, lines = excluded.lines,"
        " since = excluded.since, updated_at = excluded.updated_at"
    )
    DROP_QUEUE = "DELETE FROM queued_plays WHERE table_id = ? AND seat = ?"
    QUEUES = "SELECT table_id, seat, user_id, lines, since FROM queued_plays WHERE table_id = ? ORDER BY seat"
    TABLES_WITH_QUEUES = (
        "SELECT DISTINCT q.table_id, t.channel_id FROM queued_plays q JOIN game_tables t ON t.id = q.table_id"
        " WHERE t.status = 'active' ORDER BY q.table_id"
    )

    # -- the web viewer (issue #27) ---------------------------------------------------------------
    ADD_WEB_LINK = (
        "INSERT INTO web_links (table_id, token, names_json, created_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (table_id) DO NOTHING"
    )
    KEEP_WEB_LINK = (
        "INSERT INTO web_links (table_id, token, names_json, created_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (table_id) DO UPDATE SET names_json = excluded.names_json"
    )
    NEW_WEB_LINK = (
        "INSERT INTO web_links (table_id, token, names_json, created_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (table_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at"
    )
    WEB_LINK = "SELECT * FROM web_links WHERE table_id = ?"
    WEB_LINK_BY_TOKEN = "SELECT * FROM web_links WHERE token = ?"
    SET_WEB_OFF = (
        "INSERT INTO guild_settings (guild_id, web_off, updated_at) VALUES (?, ?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET web_off = excluded.web_off, updated_at = excluded.updated_at"
    )
    WEB_OFF = "SELECT web_off FROM guild_settings WHERE guild_id = ?"
    # -- the server-wide lists (issue #50) ------------------------------------------------
    GAMES_OF = (
        "SELECT {table_columns} FROM game_tables"
        " WHERE id IN (SELECT table_id FROM seats WHERE user_id = ?) AND (CAST(? AS BIGINT) IS NULL OR guild_id = ?)"
        " AND (status IN ('lobby', 'active') OR (status IN ('finished', 'aborted') AND ended_at >= ?))"
        " ORDER BY id DESC LIMIT ?"
    )
    WAITS_OF = (
        "SELECT table_id, seat, kind, started_at, due_at FROM timers"
        " WHERE done_at IS NULL AND table_id IN ({ids_in}) ORDER BY table_id, started_at, id"
    )
    GUILD_TABLES = (
        "SELECT {table_columns} FROM game_tables"
        " WHERE guild_id = ? AND channel_id IN ({ids_in}) AND (CAST(? AS TEXT) IS NULL OR game = ?)"
        " AND status IN ({texts_in}) AND (status IN ('lobby', 'active') OR ended_at >= ?)"
        " ORDER BY CASE status WHEN 'lobby' THEN 0 WHEN 'active' THEN 1 ELSE 2 END, COALESCE(ended_at, '') DESC, id DESC"
        " LIMIT ? OFFSET ?"
    )
    GUILD_COUNTS = (
        "SELECT status, COUNT(*) AS n FROM game_tables"
        " WHERE guild_id = ? AND channel_id IN ({ids_in}) AND (CAST(? AS TEXT) IS NULL OR game = ?)"
        " AND status IN ({texts_in}) AND (status IN ('lobby', 'active') OR ended_at >= ?) GROUP BY status"
    )
    OPEN_INDEX = (
        "INSERT INTO server_indexes (guild_id, token, lang, created_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (guild_id) DO NOTHING"
    )
    INDEX_TOKEN = "SELECT token FROM server_indexes WHERE guild_id = ?"
    INDEX_BY_TOKEN = "SELECT guild_id, lang FROM server_indexes WHERE token = ?"
    ADD_PUBLIC_CHANNEL = (
        "INSERT INTO public_channels (guild_id, channel_id, name, added_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (guild_id, channel_id) DO UPDATE SET name = excluded.name"
    )
    DROP_PUBLIC_CHANNEL = "DELETE FROM public_channels WHERE guild_id = ? AND channel_id = ?"
    PUBLIC_CHANNELS = "SELECT channel_id, name FROM public_channels WHERE guild_id = ? ORDER BY name, channel_id"
    DIGESTS_DUE = "SELECT * FROM player_prefs WHERE digest_at <= ? ORDER BY digest_at, user_id LIMIT ?"
    CLAIM_DIGEST = "UPDATE player_prefs SET digest_at = ? WHERE user_id = ? AND digest_at = ?"
    # -- each ended game's result (issue #50: /game stats, /game leaderboard, dday ratings rebuild) -----------------
    RESULT_ENTRIES = "SELECT seat, user_id, kind, created_at FROM actions WHERE table_id = ? ORDER BY seq"
    RECORD_RESULT = (
        "INSERT INTO game_results (table_id, seat, user_id, side, result, turns, waited) VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (table_id, seat) DO UPDATE SET user_id = excluded.user_id, side = excluded.side,"
        " result = excluded.result, turns = excluded.turns, waited = excluded.waited"
    )
    UNRECORDED = (
        "SELECT id FROM game_tables WHERE status IN ('finished', 'aborted')"
        " AND NOT EXISTS (SELECT 1 FROM game_results WHERE game_results.table_id = game_tables.id)"
        " AND EXISTS (SELECT 1 FROM actions WHERE actions.table_id = game_tables.id) ORDER BY id LIMIT ?"
    )
    ENDED_TABLES = (
        "SELECT id FROM game_tables WHERE status IN ('finished', 'aborted')"
        " AND EXISTS (SELECT 1 FROM actions WHERE actions.table_id = game_tables.id) ORDER BY id"
    )
    RESULTS_MARK = (
        "SELECT COUNT(*) AS n, MAX(ended_at) AS last, MAX(id) AS top FROM game_tables"
        " WHERE guild_id = ? AND game = ? AND status IN ('finished', 'aborted') AND channel_id IN ({ids_in})"
    )
    GAME_RESULTS = (
        f"SELECT {RESULT_COLUMNS} FROM game_tables JOIN game_results ON game_results.table_id = game_tables.id"
        " WHERE game_tables.guild_id = ? AND game_tables.game = ? AND game_tables.status IN ('finished', 'aborted')"
        " AND game_tables.channel_id IN ({ids_in}) ORDER BY game_tables.ended_at, game_tables.id, game_results.seat"
    )
    USER_RESULTS = (
        f"SELECT {RESULT_COLUMNS} FROM game_results JOIN game_tables ON game_tables.id = game_results.table_id"
        " WHERE game_results.user_id = ? AND game_tables.guild_id = ? AND game_tables.channel_id IN ({ids_in})"
        " AND (CAST(? AS TEXT) IS NULL OR game_tables.game = ?) ORDER BY game_tables.ended_at, game_tables.id"
    )
    ALL_RESULTS = (
        f"SELECT {RESULT_COLUMNS} FROM game_tables JOIN game_results ON game_results.table_id = game_tables.id"
        " ORDER BY game_tables.ended_at, game_tables.id, game_results.seat"
    )
    BOUNDARY_SNAPSHOTS = (
        "SELECT seq, phase_turn, phase_num, label FROM snapshots WHERE table_id = ? AND boundary = 1 ORDER BY seq"
    )


def shared_names() -> list[str]:
    """The names of the shared statements, in the order they are written."""
    return [name for name, value in vars(Statements).items() if name.isupper() and isinstance(value, str)]


def numbered(sql: str) -> str:
    """``sql`` with its ``?`` marks numbered ``$1``, ``$2``, ... (PostgreSQL); a quoted ``?`` is left alone."""
    out: list[str] = []
    count, quoted = 0, False
    for char in sql:
        if char == "'":
            quoted = not quoted
        elif char == "?" and not quoted:
            count += 1
            out.append(f"${count}")
            continue
        out.append(char)
    return "".join(out)


def in_dialect(sql: str, name: str) -> str:
    """``sql`` (neutral) with each fragment of :data:`FRAGMENTS` as dialect ``name`` writes it (marks unnumbered)."""
    for fragment, texts in FRAGMENTS.items():
        sql = sql.replace("{" + fragment + "}", texts[name])
    return sql


def _dialect(name: str, marks: bool) -> type[Statements]:
    """The statements in one dialect: the fragment filled in, ``?`` numbered if ``marks``."""
    converted = {}
    for key in shared_names():
        converted[key] = numbered(in_dialect(getattr(Statements, key), name)) if marks else in_dialect(
            getattr(Statements, key), name)
    return type(f"{name.capitalize()}Statements", (Statements,), converted)


SQLITE = _dialect("sqlite", marks=False)
"""The shared statements as SQLite runs them (``?``)."""
PG = _dialect("postgresql", marks=True)
"""The shared statements as PostgreSQL runs them (``$1``, ``$2``, ...)."""
