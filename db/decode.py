"""Rows as the database drivers hand them back -> the records of :mod:`db.contract` and :mod:`db.rows`.

Both stores select the same columns (:mod:`db.sql`), and a ``sqlite3.Row`` and an asyncpg ``Record``
are both read by column name, so one function per record serves both.
"""

from __future__ import annotations

import json
from typing import Any

from db.contract import ActionRow, Boundary, EventRow, QueueRow, SnapshotRow, TableRow, WebLink
from db.rows import RequestRow


def table_row(row: Any) -> TableRow:
    keys = row.keys()
    return TableRow(
        id=row["id"],
        channel_id=row["channel_id"],
        guild_id=row["guild_id"],
        game=row["game"],
        ruleset_version=row["ruleset_version"],
        options=json.loads(row["options_json"]),
        creator_id=row["creator_id"],
        seed=int(row["seed"]),
        dice_script=tuple(json.loads(row["dice_script"])),
        status=row["status"],
        created_at=row["created_at"],
        settings=json.loads(row["settings_json"]),
        version=-1 if row["version"] is None else int(row["version"]),
        seats={seat: int(user) for seat, user in json.loads(row["seats_json"] or "{}").items()},
        paused=row["paused_why"] if "paused_why" in keys else None,
        ended_at=row["ended_at"] if "ended_at" in keys else None,
    )


def action_row(row: Any) -> ActionRow:
    return ActionRow(
        seq=row["seq"],
        seat=row["seat"],
        user_id=row["user_id"],
        kind=row["kind"],
        text=row["text"],
        created_at=row["created_at"],
        shown=row["shown"],
    )


def event_row(r: Any) -> EventRow:
    """An ``events`` row; one read from a schema before 0010 (a migration test's old store) has no message."""
    named = "msg_key" in r.keys()
    return EventRow(
        seq=r["seq"],
        idx=r["idx"],
        kind=r["kind"],
        text=r["text"],
        data=json.loads(r["data_json"]),
        dice=tuple(json.loads(r["dice_json"])),
        seat=r["seat"],
        phase=r["phase"],
        key=r["msg_key"] if named else "",
        args=json.loads(r["args_json"]) if named else {},
    )


def snapshot_row(row: Any) -> SnapshotRow:
    return SnapshotRow(
        seq=row["seq"],
        turn=row["phase_turn"],
        num=row["phase_num"],
        label=row["label"],
        boundary=bool(row["boundary"]),
        state_json=row["state_json"],
    )


def request_row(row: Any) -> RequestRow | None:
    """The request a row of :data:`db.rows.REQUEST_COLUMNS` holds (SQLite or PostgreSQL), or None."""
    if row is None:
        return None
    return RequestRow(
        id=row["id"], table_id=row["table_id"], kind=row["kind"], requester=row["requester"], seat=row["seat"],
        target=row["target"], at_version=row["at_version"], approvers=json.loads(row["approvers"]),
        status=row["status"], approved_by=json.loads(row["approved_by"]), decided_by=row["decided_by"],
    )


def web_link_row(row: Any) -> WebLink:
    """A ``web_links`` row (SQLite or PostgreSQL, read by column name) as a :class:`~db.contract.WebLink`."""
    names = {int(k): str(v) for k, v in json.loads(row["names_json"] or "{}").items()}
    return WebLink(table_id=int(row["table_id"]), token=row["token"], names=names, created_at=row["created_at"])


def queue_row(row: Any) -> QueueRow:
    """A ``queued_plays`` row (either store's) as a :class:`~db.contract.QueueRow`."""
    return QueueRow(
        table_id=int(row["table_id"]), seat=row["seat"], user_id=int(row["user_id"]),
        lines=tuple(str(x) for x in json.loads(row["lines"])), since=int(row["since"]),
    )


def boundary_row(row: Any) -> Boundary:
    """A phase-end snapshot's place (both stores select the same columns)."""
    return Boundary(seq=int(row["seq"]), turn=int(row["phase_turn"]), num=int(row["phase_num"]), label=row["label"])


def prefs_row(row: Any) -> dict[str, Any]:
    """A player's preferences as the service reads them, from their ``player_prefs`` row (either store's; None:
    the defaults). ``handoff`` None: the default delay before a hand-off ping."""
    if row is None:
        return {"tz": "UTC", "quiet_start": None, "quiet_end": None, "dm": False, "handoff": None, "digest": None,
                "digest_at": None}
    return {"tz": row["tz"], "quiet_start": row["quiet_start"], "quiet_end": row["quiet_end"], "dm": bool(row["dm"]),
            "handoff": row["handoff"], "digest": row["digest"], "digest_at": row["digest_at"]}
