"""Orders in one go: several actions of one player, checked together and logged as separate entries.

A batch comes as text: one action per line (the modal of ``/aa orders``), or several on one line
separated by ``;`` (``/aa do``, the console). :func:`read_orders` splits it the same way everywhere and reads each line once (its ``seat:`` prefix and its
action, :func:`bot.service.command.read`). :func:`check_batch` applies the orders one after the other in memory,
each against the state the previous one produced; the first refused line refuses the whole batch
(:class:`BatchRefusedError`, naming the line, the rule's reason and a few legal actions) and nothing is written.
:func:`write_orders` gives :meth:`Play.run <bot.service.play.Play.run>` the steps, which it appends as one log
entry each (history, undo and export see each) in ONE unit of work of the store, and presents once.

Its functions take the service's :class:`~bot.service.entries.Entries` part (which holds the tables and
the posts): lines resolve and write through it, the one write and present path of play.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.service.command import Order, read
from bot.service.common import Applied, Loaded, Post, clip
from bot.service.errors import BatchRefusedError, InvalidInputError, ServiceError
from bot.service.game_words import game_title
from bot.service.queued import check_lines, queue_keeps, queued_note, waiting_seat
from db.contract import Op, SetQueue
from i18n import t, t_or
from rules.core import Choice, GameEngine, RuleError

if TYPE_CHECKING:
    from bot.service.entries import Entries

MAX_LINES = 40
"""The most actions one batch may hold (a whole A&A move phase of twenty units fits easily)."""
MAX_ORDERS_TEXT = 4000  # = bot.service.edge.MAX_ORDERS, checked at the edge
"""The longest batch text: what a Discord modal's paragraph field holds."""
MAX_LINE = 1000
"""The longest single action (as for one typed action)."""
LEGAL_SHOWN = 5
"""How many legal actions a refusal suggests."""


# -- reading the text -------------------------------------------------------------------------------


def read_orders(engine: GameEngine, seats: Sequence[str], text: str, seat: str | None = None) -> list[Order]:
    """The actions of ``text``, each read once (:func:`bot.service.command.read`): one per line, and a line's parts
    separated by ``;``.

    A ``;`` that belongs to one action (A&A ``hits 30: 1 inf; 31: 1 art``, D-Day Dice's
    ``lock 1 2; reroll 3 4; keep``) is kept: a line that reads as one action whole stays one, and a
    part that is no action by itself but continues the previous one is joined to it. Blank lines and
    lines starting with ``#`` are skipped. ``seat``: the seat the command names (its lines' prefixes then name none).
    """
    read_: dict[str, Order] = {}

    def order(line: str) -> Order:  # each line read once, whether to split it or to play it
        found = read_.get(line)
        if found is None:
            found = read_[line] = read(engine, seats, line)
        return found

    def parses(line: str) -> bool:
        return order(line).error is None

    out: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if ";" not in line or parses(line):
            out.append(line)
            continue
        parts: list[str] = []
        for chunk in (c.strip() for c in line.split(";")):
            if not chunk:
                continue
            if parts and not parses(chunk) and parses(f"{parts[-1]}; {chunk}"):
                parts[-1] = f"{parts[-1]}; {chunk}"
            else:
                parts.append(chunk)
        out.extend(parts)
    if seat is not None:  # the command names the seat: a line is read whole, as a single submit reads it
        return [read(engine, seats, line, seat) for line in out]
    return [order(line) for line in out]


def split_orders(engine: GameEngine, seats: Sequence[str], text: str) -> list[str]:
    """The lines of ``text`` as :func:`read_orders` splits them."""
    return [o.line for o in read_orders(engine, seats, text)]


def orders_of(engine: GameEngine, seats: Sequence[str], lines: Sequence[str]) -> list[Order]:
    """``lines``, each already one action (a planner's draft), read."""
    return [read(engine, seats, line) for line in lines]


def check_text(orders: Sequence[Order]) -> None:
    """Refuse a batch that is empty, too long, or has a line too long (typed, before anything is played)."""
    lines = [o.line for o in orders]
    if not lines:
        raise InvalidInputError(
            t("err-orders-empty")
        )
    if len(lines) > MAX_LINES:
        raise InvalidInputError(t("err-orders-many", count=str(len(lines)), most=str(MAX_LINES)))
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise InvalidInputError(t("err-orders-line-long", number=str(number), most=str(MAX_LINE), length=str(len(line))))


# -- checking ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Checked:
    """One line of an accepted batch: the position before it and what applying it gave."""

    number: int
    order: Order
    before: Loaded
    applied: Applied


def _legal_hint(entries: Entries, loaded: Loaded, user_id: int, order: Order) -> str:
    """A few legal actions for the user now, those with the refused line's verb first."""
    engine, state = loaded.engine, loaded.state
    waiting = engine.active_seats(state)
    seats = [s for s in entries.tables.user_seats(loaded, user_id) if s in waiting]
    if not seats or engine.outcome(state) is not None:
        return ""
    words = order.body.split()
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
    return " " + t("post-legal-now", actions=", ".join(f"`{v}`" for v in found[:LEGAL_SHOWN])) + more


def check_batch(
    entries: Entries, loaded: Loaded, user_id: int, orders: Sequence[Order], *, until_waiting: bool = False,
) -> list[Checked]:
    """Apply ``orders`` in memory one after the other; refuse the whole batch at the first refused one.

    ``until_waiting``: stop, without refusing, at the first line that would wait for another seat (it and the
    lines after it are queued, :mod:`bot.service.queued`, in a game that keeps queues)."""
    check_text(orders)
    out: list[Checked] = []
    current = loaded
    for number, order in enumerate(orders, 1):
        if until_waiting and waiting_seat(entries, current, user_id, order) is not None:
            break
        try:
            applied = entries.resolve(current, user_id, order)
        except InvalidInputError:
            raise
        except (RuleError, ServiceError) as exc:  # the rules' refusal, or the service's (not your seat, game over)
            if len(orders) == 1:
                raise  # one action: refused exactly as a single submit refuses it
            raise _refusal(entries, current, user_id, number, order, refusal_words(exc), len(orders)) from None
        out.append(Checked(number, order, current, applied))
        current = _after(out[-1])
    return out


def refusal_words(exc: Exception) -> str:
    """A refusal's sentence in the reader's words (a rule's refusal that names its message), else its own."""
    if isinstance(exc, RuleError) and exc.key:
        try:
            words = t_or(exc.key, exc.message, **exc.params)
        except KeyError:  # a name the catalogue lacks: the English sentence (the catalogue tests catch it)
            return str(exc)
        return words if exc.rule is None else f"{words} ({exc.rule})"
    return str(exc)


def _refusal(
    entries: Entries, loaded: Loaded, user_id: int, number: int, order: Order, reason: str, total: int
) -> BatchRefusedError:
    line = order.line
    reason = reason.rstrip()
    reason = reason if reason.endswith((".", "!", "?", ")")) else reason + "."
    earlier = " " + t("err-batch-after", count=number - 1, before=str(number - 1)) if number > 1 else ""
    shown = (line if len(line) <= 200 else line[:199] + "…").replace("`", "'")
    text = t(
        "err-batch-refused", number=str(number), total=str(total), line=shown, earlier=earlier, reason=reason
    ) + _legal_hint(entries, loaded, user_id, order)
    return BatchRefusedError(clip(text, 1900, tail="…"), number=number, line=line, reason=reason)


# -- the entry point --------------------------------------------------------------------------------


def write_orders(
    entries: Entries, loaded: Loaded, user_id: int, text: str, seat: str | None, notes: list[Post]
) -> tuple[list[tuple[object, Applied]], list[Op]]:
    """A batch's lines checked (see the module docstring): the steps to write, and the queue a game that keeps
    queues sets for the lines that must wait for another seat (its private note added to ``notes``)."""
    orders = read_orders(loaded.engine, entries.tables.seat_order(loaded), text, seat)
    checked = check_batch(entries, loaded, user_id, orders, until_waiting=True)
    queue: list[Op] = []
    if len(checked) < len(orders):  # the rest waits for another seat: kept as the seat's queue (issue #46)
        position = loaded if not checked else _after(checked[-1])
        owner = waiting_seat(entries, position, user_id, orders[len(checked)])
        assert owner is not None  # check_batch stopped there for that reason
        kept = check_lines(position, owner, orders[len(checked):], len(checked) + 1)
        queue = [SetQueue(loaded.table.id, owner, user_id, kept, loaded.version + len(checked))]
        notes.append(queued_note(loaded.seat_names.get(owner, owner), kept, queue_keeps(loaded.table.game)))
    return [(c.before.state, c.applied) for c in checked], queue


def _after(checked: Checked) -> Loaded:
    """The position a checked line leads to."""
    before = checked.before
    row = dataclasses.replace(before.table, version=before.version + 1)
    return Loaded(row, before.engine, checked.applied.state, before.version + 1, before.seats)


@dataclass(frozen=True)
class OrdersForm:
    """What the orders form (a Discord modal) of a channel's game shows, for one player."""

    table_id: int
    title: str
    placeholder: str
    """A few legal actions now, one per line's worth (at most 100 characters: Discord's limit)."""


PLACEHOLDER = 100
"""Discord: a text input's placeholder holds at most 100 characters."""


def form_of(entries: Entries, loaded: Loaded, user_id: int) -> OrdersForm:
    """The form of ``user_id``'s orders: refused for someone who holds no seat, or a game that is over."""
    from bot.service.errors import NotPlayerError

    mine = entries.tables.user_seats(loaded, user_id)
    if not mine:
        raise NotPlayerError(t("err-no-orders"))
    engine, state = loaded.engine, loaded.state
    if engine.outcome(state) is not None:
        raise ServiceError(t("err-game-over"))
    waiting = engine.active_seats(state)
    examples: list[str] = []
    for seat in (s for s in mine if s in waiting):
        for choice in engine.options(state, seat, ""):
            if choice.value != "done" and choice.value not in examples and len(examples) < 3:
                examples.append(choice.value)
    examples.append("done")
    placeholder = ""
    for example in examples:
        longer = f"{placeholder} / {example}" if placeholder else t("ui-orders-example", example=example)
        if len(longer) <= PLACEHOLDER:
            placeholder = longer
    title = t("ui-orders-title", game=game_title(engine.spec))
    return OrdersForm(loaded.table.id, title if len(title) <= 45 else t("ui-orders-yours"), placeholder)



def complete_orders(entries: Entries, loaded: Loaded, user_id: int, current: str) -> list[Choice]:
    """Autocomplete of ``a; b; c…``: the legal actions after ``a`` and ``b``, each offered with them in front.

    The earlier parts are checked as a batch would check them; if one is refused, nothing is offered.
    """
    head, _, tail = current.rpartition(";")
    try:
        checked = check_batch(entries, loaded, user_id, read_orders(loaded.engine, entries.tables.seat_order(loaded), head))
    except (RuleError, ServiceError):
        return []
    state = checked[-1].applied.state
    prefix = "; ".join(c.order.line for c in checked) + "; "
    waiting = loaded.engine.active_seats(state)
    found: dict[str, Choice] = {}
    for seat in (s for s in entries.tables.user_seats(loaded, user_id) if s in waiting):
        for choice in loaded.engine.options(state, seat, tail.strip()):
            value = prefix + choice.value
            found.setdefault(value, Choice(value=value, label="…; " + choice.value))
    return list(found.values())
