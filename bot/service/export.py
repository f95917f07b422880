"""Game records you can check: export a table's log as JSON, and verify one by replaying it.

An export holds the game, options, ruleset version, seats, every logged entry
with its seq, author and events (dice included) and, once the game is over,
the dice seed. ``verify_export`` replays the record with the engine: every
roll and every event must come out identical, and the final state must hash
to the recorded value. The first entry that differs is named.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from db.contract import ActionRow, EventRow, TableRow
from rules.core import Event, RuleError, find_game
from rules.core.dice import seed_commitment
from rules.core.engine import start_state

FORMAT = "dday-export/1"


def state_hash(engine: Any, state: Any) -> str:
    return hashlib.sha256(engine.dump_state(state).encode()).hexdigest()


def event_record(event: Event | dict[str, Any]) -> dict[str, Any]:
    """An event as a record holds it. ``text`` is its English line; an event whose engine named its message
    (issue #28) also holds ``key`` and ``args`` (JSON values), so a reader can choose its words in another
    language. Records of events without a key are as before (no ``key``), and older records still verify."""
    e = event if isinstance(event, dict) else event.model_dump()
    out = {
        "kind": e["kind"],
        "text": e["text"],
        "data": e.get("data") or {},
        "dice": list(e.get("dice") or ()),
        "seat": e.get("seat"),
        "phase": e.get("phase") or "",
    }
    if e.get("key"):
        out["key"] = e["key"]
        out["args"] = json.loads(json.dumps(e.get("args") or {}))  # tuples as lists: as stored and read back
    return out


def game_record(
    table: TableRow, seats: dict[str, int], actions: Sequence[ActionRow], events: Sequence[EventRow], *, reveal: bool
) -> dict[str, Any]:
    """The table's log as a ``dday-export/1`` record.

    ``reveal``: with the seed, every action's own text and the private events (a game that is over, or the
    operator's copy of a database); without, what any player may see (the seed stays committed only).
    """
    by_seq: dict[int, list[dict[str, Any]]] = {}
    for row in events:
        if row.seat is None or reveal:
            by_seq.setdefault(row.seq, []).append(
                event_record({"kind": row.kind, "text": row.text, "data": row.data, "dice": list(row.dice),
                              "seat": row.seat, "phase": row.phase, "key": row.key, "args": row.args})
            )
    return {
        "format": FORMAT,
        "game": table.game,
        "ruleset_version": table.ruleset_version,
        "options": table.options,
        "seats": seats,
        "status": table.status,
        "created_at": table.created_at,
        "seed_commitment": seed_commitment(table.seed),
        "seed": table.seed if reveal else None,
        "dice_script": list(table.dice_script),
        "actions": [
            {"seq": a.seq, "kind": a.kind, "seat": a.seat, "user_id": a.user_id,
             "text": a.text if reveal else a.public, "created_at": a.created_at, "events": by_seq.get(a.seq, [])}
            for a in actions
        ],
    }


@dataclass
class VerifyResult:
    ok: bool
    message: str
    checked: int = 0
    dice: int = 0


def _same(recorded: list[dict[str, Any]], produced: list[dict[str, Any]]) -> str | None:
    """Return why two event lists differ (None if they are the same).

    Events the service adds (kind ``service:…``, e.g. "the deadline passed") are not the engine's and are
    skipped; hidden events are compared only when the record has them (it does once the game is over). An
    event's message name (``key``/``args``) is not compared: it says how the line is worded, not what happened,
    and a later version may rename a message without changing a game.
    """
    public_recorded = [e for e in recorded if not e["kind"].startswith("service:")]
    public_produced = [e for e in produced if e["seat"] is None] if len(produced) != len(recorded) else produced
    if len(public_recorded) != len(public_produced):
        return f"{len(public_recorded)} events were recorded but the replay produced {len(public_produced)}"
    for i, (a, b) in enumerate(zip(public_recorded, public_produced, strict=True)):
        if a["dice"] != b["dice"]:
            return f"event {i} rolled {b['dice']} on replay but the record says {a['dice']} ({a['text']})"
        if (a["kind"], a["text"]) != (b["kind"], b["text"]):
            return f"event {i} reads {b['text']!r} on replay but the record says {a['text']!r}"
    return None


def verify_export(record: dict[str, Any], seed: int | None = None) -> VerifyResult:
    """Replay an export; return whether every entry and the final state match.

    ``seed``: the dice seed of a game still in progress (its record holds only the seed's commitment),
    known to whoever chose it, e.g. with ``dday console --seed``; it must match that commitment.
    """
    if record.get("format") != FORMAT:
        return VerifyResult(False, f"not a {FORMAT} file (format is {record.get('format')!r})")
    try:
        engine = find_game(record["game"])
    except RuleError as exc:
        return VerifyResult(False, str(exc))
    ruleset = str(record.get("ruleset_version"))
    if not engine.spec.plays(ruleset):
        return VerifyResult(
            False, f"the record was played under {ruleset}, this engine is {engine.spec.ruleset_version}"
            + (f" (and replays {', '.join(engine.spec.replays)})" if engine.spec.replays else "")
        )
    recorded = record.get("seed")
    if recorded is not None and seed is not None and int(recorded) != seed:
        return VerifyResult(False, f"the record was played with seed {recorded}, not {seed}")
    seed = seed if recorded is None else int(recorded)
    if seed is None:
        return VerifyResult(
            False,
            "the record has no seed: the seed is revealed only once the game is over "
            "(for a game in progress whose seed you chose, give it: dday verify FILE --seed N)",
        )
    if seed_commitment(int(seed)) != record.get("seed_commitment"):
        which = "the seed given" if recorded is None else "the seed"
        return VerifyResult(False, f"{which} does not match the commitment published at the start")
    entries = record.get("actions") or []
    if not entries or entries[0].get("kind") != "start":
        return VerifyResult(False, "entry #0 is not the start of the game")
    try:
        seats = engine.seats_for(record["options"])
        state, events = start_state(engine, ruleset, seats, record["options"], int(seed), record.get("dice_script") or [])
    except RuleError as exc:
        return VerifyResult(False, f"entry #0 (start) cannot be replayed: {exc}")
    checked, dice = 0, 0
    why = _same(entries[0]["events"], [event_record(e) for e in events])
    if why:
        return VerifyResult(False, f"entry #0 (start) does not match: {why}")
    dice += sum(len(e.dice) for e in events)
    states: dict[int, Any] = {0: state}
    for entry in entries[1:]:
        seq = entry.get("seq")
        if entry.get("kind") == "undo":
            target = int(str(entry["text"]).rsplit("#", 1)[1])
            if target not in states:
                return VerifyResult(False, f"entry #{seq} goes back to #{target}, which is not in the record", checked, dice)
            state = states[target]
            states[seq] = state
            continue
        if entry.get("kind") != "action":
            states[seq] = state
            continue
        try:
            step = engine.apply(state, entry["seat"], engine.parse_action(entry["text"]))
        except RuleError as exc:
            return VerifyResult(False, f"entry #{seq} ({entry['seat']}: {entry['text']}) is refused on replay: {exc}", checked, dice)
        why = _same(entry["events"], [event_record(e) for e in step.events])
        if why:
            return VerifyResult(False, f"entry #{seq} ({entry['seat']}: {entry['text']}) does not match: {why}", checked, dice)
        state = step.state
        states[seq] = state
        checked += 1
        dice += sum(len(e.dice) for e in step.events)
    expected = record.get("final_state_sha256")
    if expected and expected != state_hash(engine, state):
        return VerifyResult(False, "every entry matched, but the final state differs from the recorded one", checked, dice)
    so_far = "" if record.get("status") in (None, "finished", "aborted") else " (the game is still in progress)"
    return VerifyResult(True, f"verified: {checked} actions and {dice} dice replay exactly{so_far}", checked, dice)


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, indent=1, ensure_ascii=False, sort_keys=False)
