"""Orders in one go: several actions of one player, checked together and logged as separate entries.

A batch comes as text: one action per line (the modal of ``/aa orders``), or several on one line
separated by ``;`` (``/aa do``, the console). :func:`split_orders` reads it the same way everywhere.
:func:`check_batch` applies the lines one after the other in memory, each against the state the
previous one produced; the first refused line refuses the whole batch (:class:`BatchRefusedError`,
naming the line, the rule's reason and a few legal actions) and nothing is written.
:func:`submit_batch` then appends every line as its own log entry (history, undo and export see each)
in ONE unit of work of the store, and returns ONE presentation for the whole batch.

A part of :class:`~bot.service.core.GameService` that uses its loading, locks and store; it names
GameService only under ``TYPE_CHECKING``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.service.common import SNAPSHOT_EVERY, Applied, Committed, Loaded, Post, clip, event_dict, mention
from bot.service.errors import BatchRefusedError, InvalidInputError, ServiceError, StaleVersionError
from db.contract import Append, EventRow, Op, TableRow
from rules.core import Choice, Event, GameEngine, RuleError
from rules.core.contract import active_seats, asked

if TYPE_CHECKING:
    from bot.service.core import GameService

MAX_LINES = 40
"""The most actions one batch may hold (a whole A&A move phase of twenty units fits easily)."""
MAX_ORDERS_TEXT = 4000  # = bot.service.edge.MAX_ORDERS, checked at the edge
"""The longest batch text: what a Discord modal's paragraph field holds."""
MAX_LINE = 1000
"""The longest single action (as for one typed action)."""
LEGAL_SHOWN = 5
"""How many legal actions a refusal suggests."""


# -- reading the text -------------------------------------------------------------------------------


def _parses(engine: GameEngine, seats: Sequence[str], text: str) -> bool:
    """True if ``text`` (maybe after a ``seat:`` prefix) reads as one action of ``engine``."""
    head, sep, rest = text.partition(":")
    body = rest.strip() if sep and head.strip().lower() in seats else text
    try:
        engine.parse_action(body)
    except RuleError:
        return False
    return True


def split_orders(engine: GameEngine, seats: Sequence[str], text: str) -> list[str]:
    """Return the actions of ``text``: one per line, and a line's parts separated by ``;``.

    A ``;`` that belongs to one action (A&A ``hits 30: 1 inf; 31: 1 art``, D-Day Dice's
    ``lock 1 2; reroll 3 4; keep``) is kept: a line that reads as one action whole stays one, and a
    part that is no action by itself but continues the previous one is joined to it. Blank lines and
    lines starting with ``#`` are skipped.
    """
    out: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if ";" not in line or _parses(engine, seats, line):
            out.append(line)
            continue
        parts: list[str] = []
        for chunk in (c.strip() for c in line.split(";")):
            if not chunk:
                continue
            if parts and not _parses(engine, seats, chunk) and _parses(engine, seats, f"{parts[-1]}; {chunk}"):
                parts[-1] = f"{parts[-1]}; {chunk}"
            else:
                parts.append(chunk)
        out.extend(parts)
    return out


def check_text(lines: Sequence[str]) -> None:
    """Refuse a batch that is empty, too long, or has a line too long (typed, before anything is read)."""
    if not lines:
        raise InvalidInputError(
            "There is no action in those orders: write one action per line (or separate them with ;)."
        )
    if len(lines) > MAX_LINES:
        raise InvalidInputError(f"Those orders have {len(lines)} actions; send at most {MAX_LINES} at once.")
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise InvalidInputError(f"Line {number} is too long: at most {MAX_LINE} characters, not {len(line)}.")


# -- checking ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Checked:
    """One line of an accepted batch: the position before it and what applying it gave."""

    number: int
    line: str
    before: Loaded
    applied: Applied


def _legal_hint(svc: GameService, loaded: Loaded, user_id: int, line: str) -> str:
    """A few legal actions for the user now, those with the refused line's verb first."""
    engine, state = loaded.engine, loaded.state
    waiting = active_seats(engine, state)
    seats = [s for s in svc._user_seats(loaded, user_id) if s in waiting]
    if not seats or engine.outcome(state) is not None:
        return ""
    head, sep, rest = line.partition(":")
    words = (rest if sep and head.strip().lower() in svc._seat_order(loaded) else line).split()
    verb = words[0].lower() if words else ""
    found: list[str] = []
    for seat in seats:
        options = [c.value for c in engine.options(state, seat, "")]
        same = [o for o in options if o.split()[:1] == [verb]]
        for value in dict.fromkeys([*same, *options]):
            found.append(f"{seat}: {value}" if len(seats) > 1 else value)
            if len(found) > LEGAL_SHOWN:
                break
    if not found:
        return ""
    more = " …" if len(found) > LEGAL_SHOWN else ""
    return " Legal now, for example: " + ", ".join(f"`{v}`" for v in found[:LEGAL_SHOWN]) + more


def check_batch(
    svc: GameService, loaded: Loaded, user_id: int, lines: Sequence[str], seat: str | None = None
) -> list[Checked]:
    """Apply ``lines`` in memory one after the other; refuse the whole batch at the first refused line."""
    check_text(lines)
    out: list[Checked] = []
    current = loaded
    for number, line in enumerate(lines, 1):
        try:
            applied = svc._resolve(current, user_id, line, seat)
        except InvalidInputError:
            raise
        except (RuleError, ServiceError) as exc:  # the rules' refusal, or the service's (not your seat, game over)
            if len(lines) == 1:
                raise  # one action: refused exactly as a single submit refuses it
            raise _refusal(svc, current, user_id, number, line, str(exc), len(lines)) from None
        out.append(Checked(number, line, current, applied))
        row = dataclasses.replace(current.table, version=current.version + 1)
        current = Loaded(row, current.engine, applied.state, current.version + 1, current.seats)
    return out


def _refusal(
    svc: GameService, loaded: Loaded, user_id: int, number: int, line: str, reason: str, total: int
) -> BatchRefusedError:
    reason = reason.rstrip()
    reason = reason if reason.endswith((".", "!", "?", ")")) else reason + "."
    earlier = f" (after the {number - 1} line{'s' if number > 2 else ''} before it)" if number > 1 else ""
    shown = (line if len(line) <= 200 else line[:199] + "…").replace("`", "'")
    text = (
        f"Line {number} of {total}, `{shown}`, was refused{earlier}: {reason} "
        f"Nothing was applied.{_legal_hint(svc, loaded, user_id, line)}"
    )
    return BatchRefusedError(clip(text, 1900, tail="…"), number=number, line=line, reason=reason)


# -- writing ----------------------------------------------------------------------------------------


async def _append_ops(svc: GameService, loaded: Loaded, user_id: int, lines: Sequence[Checked]) -> tuple[list[Op], int]:
    """The Append of every line (each its own entry, snapshots taken as a single submit takes them).

    Returns the ops and the seq of the latest snapshot once they are written.
    """
    engine, table = loaded.engine, loaded.table
    last_snap = svc._snap_seq.get(table.id)
    if last_snap is None:
        snap = await svc.store.latest_snapshot(table.id)
        last_snap = snap.seq if snap else 0
    ops: list[Op] = []
    for checked in lines:
        before, applied = checked.before, checked.applied
        seq = before.version + 1
        after_key = engine.phase_key(applied.state)
        outcome = engine.outcome(applied.state)
        boundary = engine.phase_key(before.state) != after_key or outcome is not None
        snapshot = None
        if boundary or seq - last_snap >= SNAPSHOT_EVERY:
            label, dumped = engine.phase_label(applied.state), engine.dump_state(applied.state)
            snapshot = (after_key[0], after_key[1], label, dumped, boundary)
            last_snap = seq
        ops.append(
            Append(
                table.id,
                seq,
                seat=applied.seat,
                user_id=user_id,
                kind="action",
                text=applied.text,
                events=[event_dict(e) for e in applied.events],
                snapshot=snapshot,
                status="finished" if outcome is not None else None,
                shown=applied.shown,
            )
        )
    return ops, last_snap


async def persist_batch(svc: GameService, loaded: Loaded, user_id: int, lines: Sequence[Checked]) -> Committed:
    """Append every checked line in ONE unit of work (with one re-plan of the timers); return the whole as one entry."""
    engine, table = loaded.engine, loaded.table
    final = lines[-1].applied
    seq = loaded.version + len(lines)
    outcome = engine.outcome(final.state)
    ops, last_snap = await _append_ops(svc, loaded, user_id, lines)
    timers = svc._replan_op(
        table, loaded.seats, svc._asking(engine, final.state), now=svc._clock(),
        since=seq, restart={c.applied.seat for c in lines}, why="game over" if outcome is not None else "answered",
    )
    row = table.at_version(seq, "finished" if outcome is not None else table.status)
    await svc._commit(table, *ops, timers, row=row)
    svc._cache[table.id] = (seq, final.state)
    svc._snap_seq[table.id] = last_snap
    after = Loaded(row, engine, final.state, seq, loaded.seats)
    events = [e for c in lines for e in c.applied.events]
    boundary = any(
        engine.phase_key(c.before.state) != engine.phase_key(c.applied.state) for c in lines
    ) or outcome is not None
    return Committed(
        loaded, after, user_id, final.seat, "; ".join(c.applied.text for c in lines), events, boundary,
        "; ".join(c.applied.shown for c in lines),
    )


# -- showing ----------------------------------------------------------------------------------------


def _row_event(row: EventRow) -> Event:
    return Event(kind=row.kind, text=row.text, data=row.data, dice=row.dice, seat=row.seat, phase=row.phase)


async def present_batch(svc: GameService, c: Committed, lines: Sequence[Checked]) -> list[Post]:
    """ONE message for the whole batch, then trays: as for one entry (:meth:`GameService._present_entry`).

    A phase post (a new live message, with the board and the pings) when a phase ended or someone new
    must act; otherwise the table's live message is edited to tell the phase so far.
    """
    from bot.service.dice_tray import tray_posts

    engine, before, after = c.after.engine, c.before, c.after
    fresh_asked = set(asked(engine, after.state)) - set(asked(engine, before.state))
    threads: list[Post] = []
    if c.boundary or fresh_asked:
        # The phase before the batch, from the log (one read), then everything the batch did.
        old, earlier = await svc.store.story(after.table.id, "live", before.version, base=before.version + 1)
        story = [_row_event(r) for r in earlier] + c.events
        track = await svc._new_live(after, old)
        fresh = None if c.boundary else {s for s, _ in fresh_asked}
        first = await svc._phase_post(after, story, actor=c.user_id, new_prompts=True, track=track, fresh=fresh)
        first = first.model_copy(update={"content": clip(_orders_line(c, lines) + "\n" + first.content)})
        threads = await svc._thread_posts(after)
    else:
        first = await svc._progress_post(c)
    return [first, *threads, *await svc._in_threads(after, await tray_posts(c, svc._render))]


def _orders_line(c: Committed, lines: Sequence[Checked]) -> str:
    who = mention(c.user_id) if c.user_id is not None else "The bot"
    seats = ", ".join(dict.fromkeys(x.applied.seat for x in lines))
    listed = "; ".join(f"`{x.applied.shown}`" for x in lines)
    return clip(f"{who} ({seats}) gave {len(lines)} orders: {listed}", 900, tail="…")


# -- the entry point --------------------------------------------------------------------------------


async def submit_batch(
    svc: GameService,
    channel_id: int,
    user_id: int,
    orders: str,
    expected_version: int | None,
    seat: str | None,
    table_id: int | None,
) -> list[Post]:
    """Check every line, then log them all at once and show the result once (see the module docstring)."""

    async def run(table: TableRow) -> tuple[Committed, list[Checked]]:
        svc._check_table(table, table_id)
        loaded = await svc._load(table)
        if expected_version is not None and expected_version != loaded.version:
            raise StaleVersionError("The game moved on since you looked; look at the latest board and try again.")
        lines = split_orders(loaded.engine, svc._seat_order(loaded), orders)
        checked = check_batch(svc, loaded, user_id, lines, seat)
        if len(checked) == 1:  # one action: written and shown exactly as a single submit is
            one = checked[0].applied
            committed = await svc._persist(
                loaded, user_id, one.seat, one.text, one.state, list(one.events), waiting=one.waiting, shown=one.shown
            )
            return committed, checked
        return await persist_batch(svc, loaded, user_id, checked), checked

    async with svc._lock(channel_id):
        committed, checked = await svc._on_table(channel_id, run)
        if len(checked) == 1:
            return await svc._present(committed)
        return await present_batch(svc, committed, checked)


@dataclass(frozen=True)
class OrdersForm:
    """What the orders form (a Discord modal) of a channel's game shows, for one player."""

    table_id: int
    title: str
    placeholder: str
    """A few legal actions now, one per line's worth (at most 100 characters: Discord's limit)."""


PLACEHOLDER = 100
"""Discord: a text input's placeholder holds at most 100 characters."""


def orders_form(svc: GameService, loaded: Loaded, user_id: int) -> OrdersForm:
    """The form of ``user_id``'s orders: refused for someone who holds no seat, or a game that is over."""
    from bot.service.errors import NotPlayerError

    mine = svc._user_seats(loaded, user_id)
    if not mine:
        raise NotPlayerError("You are not playing in this game, so you have no orders to give.")
    engine, state = loaded.engine, loaded.state
    if engine.outcome(state) is not None:
        raise ServiceError("This game is over.")
    waiting = active_seats(engine, state)
    examples: list[str] = []
    for seat in (s for s in mine if s in waiting):
        for choice in engine.options(state, seat, ""):
            if choice.value != "done" and choice.value not in examples and len(examples) < 3:
                examples.append(choice.value)
    examples.append("done")
    placeholder = ""
    for example in examples:
        longer = f"{placeholder} / {example}" if placeholder else f"e.g. {example}"
        if len(longer) <= PLACEHOLDER:
            placeholder = longer
    title = f"Orders: {engine.spec.name}"
    return OrdersForm(loaded.table.id, title if len(title) <= 45 else "Your orders", placeholder)


def complete_orders(svc: GameService, loaded: Loaded, user_id: int, current: str) -> list[Choice]:
    """Autocomplete of ``a; b; c…``: the legal actions after ``a`` and ``b``, each offered with them in front.

    The earlier parts are checked as a batch would check them; if one is refused, nothing is offered.
    """
    head, _, tail = current.rpartition(";")
    try:
        checked = check_batch(svc, loaded, user_id, split_orders(loaded.engine, svc._seat_order(loaded), head))
    except (RuleError, ServiceError):
        return []
    state = checked[-1].applied.state
    prefix = "; ".join(c.line for c in checked) + "; "
    waiting = active_seats(loaded.engine, state)
    found: dict[str, Choice] = {}
    for seat in (s for s in svc._user_seats(loaded, user_id) if s in waiting):
        for choice in loaded.engine.options(state, seat, tail.strip()):
            value = prefix + choice.value
            found.setdefault(value, Choice(value=value, label="…; " + choice.value))
    return list(found.values())


def batch_lines(engine: GameEngine, seats: Sequence[str], orders: str) -> list[str]:
    """The actions a batch text holds, bounded (for callers that only want to count or show them)."""
    lines = split_orders(engine, seats, orders)
    check_text(lines)
    return lines
