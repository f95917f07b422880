"""``dday export --html PAGE --record RECORD.json`` (issue #49): the web page of a game record, without its database.

A record (``/game export``, ``dday console --export``) is first verified (:func:`bot.service.export.verify_export`:
every roll and event replays, the final state hashes as recorded), so a page is only ever made of a game the rules
reproduce. Its log is then written into a throwaway SQLite database as the bot would have written it (the table,
its seats, each entry with its events, a snapshot at each phase end computed by replaying the log), and the page is
made from there by the same code as ``/game export format:html``. A record of a game still in progress holds only
the seed's hash: give the seed (``--seed``), as ``dday verify`` takes it.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.service import GameService, Post, ServiceError
from bot.service.export import verify_export
from db.contract import AddSeat, Append, CreateTable
from rules.core import find_game
from rules.core.engine import start_state

CHANNEL = 1
"""The channel the record's game is written under in the throwaway database."""


def entries(record: dict[str, Any], seed: int, table_id: int) -> list[Append]:
    """The record's log as the service's writes, with a snapshot at the start and at each phase end (replayed)."""
    engine = find_game(record["game"])
    seats = engine.seats_for(record["options"])
    state, _ = start_state(engine, str(record["ruleset_version"]), seats, record["options"], seed,
                           record.get("dice_script") or [])
    states: dict[int, Any] = {}
    out: list[Append] = []
    ended = {"finished": "finished", "aborted": "aborted"}.get(str(record.get("status")))
    rows = record.get("actions") or []
    for i, row in enumerate(rows):
        seq, kind = int(row["seq"]), str(row["kind"])
        before = state
        if kind == "action":
            state = engine.apply(state, row["seat"], engine.parse_action(row["text"])).state
        elif kind == "undo":
            state = states[int(str(row["text"]).rsplit("#", 1)[1])]
        states[seq] = state
        key = engine.phase_key(state)
        ends = seq == 0 or (kind == "action" and (engine.phase_key(before) != key or engine.outcome(state) is not None))
        snapshot = (key[0], key[1], engine.phase_label(state), engine.dump_state(state), ends) if ends or kind == "undo" else None
        last = i == len(rows) - 1
        status = "active" if seq == 0 else (ended if last else None)
        out.append(Append(table_id, seq, seat=row.get("seat"), user_id=row.get("user_id"), kind=kind, text=str(row["text"]),
                          events=list(row.get("events") or []), snapshot=snapshot, status=status))
    return out


async def page_of_record(record: dict[str, Any], seed: int | None, render: Callable[[Any], Any]) -> Post:
    """The record's web page as an attached file (its ``file``), or a refusal saying why not."""
    checked = verify_export(record, seed)
    if not checked.ok:
        raise ServiceError(f"the record does not verify, so no page is made of it: {checked.message}")
    seed = int(record["seed"]) if record.get("seed") is not None else int(seed or 0)
    with tempfile.TemporaryDirectory(prefix="dday-record-page-") as tmp:
        service = await GameService.open(str(Path(tmp) / "record.sqlite3"), render=render)
        try:
            creator = next((int(u) for u in record["seats"].values() if u is not None), 0)
            (table,) = await service.store.run(CreateTable(
                CHANNEL, None, record["game"], str(record["ruleset_version"]), dict(record["options"]), creator, seed,
                tuple(record.get("dice_script") or ())))
            ops: list[Any] = [AddSeat(table.id, seat, int(user)) for seat, user in record["seats"].items()]
            ops += entries(record, seed, table.id)
            await service.store.run(*ops)
            return await service.export_html_file(CHANNEL)
        finally:
            await service.close()
