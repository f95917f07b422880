"""Time that holds: when each seat's reminder and deadline fall due.

Pure functions over plain values (no discord, no store, no clock of their own),
so every rule here is tested with made-up instants:

- a seat's clock counts only the time it is *present*: vacations are gaps in
  that clock, never a shift of a due time (:func:`active_until`);
- a reminder never falls inside the player's quiet hours, read on the player's
  own wall clock; a wall time that a daylight-saving night skips means the
  instant the clock jumps, one it repeats means its first occurrence
  (:func:`wall_instant`, ``zoneinfo`` fold), so every quiet span is one
  interval of real time and its end is never in the past (:func:`quiet_window`);
- each open prompt of each seat has its own reminder and deadline, and after
  every log entry the timers are re-planned from the prompts the rules wait
  for (:func:`plan_timers`);
- a hand-off that no new message announced (issue #46) is a reminder whose first message is the hand-off
  ping (:data:`HANDOFF_PENDING`): it falls due a few minutes after the ask, the player's own delay
  (:func:`handoff_hours`), so a player answering within that time is not pinged for each step of an
  exchange; quiet hours and vacations hold it back as they hold back a reminder.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import cache
from typing import NamedTuple
from zoneinfo import ZoneInfo, available_timezones

from i18n import has, t

HOUR = 3600.0
DAY = 86400.0
GROWTH = 2
"""Each further reminder waits this many times longer than the one before."""
HANDOFF_PENDING = -1
"""A reminder's ``attempt`` while its hand-off ping is still to go out (then 0: the reminders proper follow)."""
HANDOFF_MINUTES = 3
"""A player's default delay before a hand-off ping (``/prefs handoff``): 0 pings at once, at most 10."""
HANDOFF_MAX = 10


def handoff_minutes(prefs: dict[str, object]) -> int:
    """The player's delay before a hand-off ping, in minutes (their preference, else the default)."""
    chosen = prefs.get("handoff")
    return chosen if isinstance(chosen, int) and 0 <= chosen <= HANDOFF_MAX else HANDOFF_MINUTES


def handoff_hours(prefs: dict[str, object]) -> float:
    """:func:`handoff_minutes` in hours, as the timers' ``hours`` per kind take it (key ``"handoff"``)."""
    return handoff_minutes(prefs) / 60

Span = tuple[float, float]
"""A stretch of real time ``[start, end)`` in Unix seconds."""

_NOT_ZONES = frozenset({"localtime", "factory", "posixrules"})
"""Files the tz database ships that are not places: ``localtime`` silently means the server's zone."""


@cache
def _zone_names() -> dict[str, str]:
    names = {}
    for name in available_timezones():
        low = name.lower()
        if low in _NOT_ZONES or low.startswith(("posix/", "right/")):
            continue
        names[low] = name
    return names


def check_zone(text: str) -> str:
    """Return the IANA name for ``text`` (any letter case); raise ValueError for anything else."""
    name = _zone_names().get(text.strip().lower())
    if name is None:
        raise ValueError(t("err-time-zone", zone=text.strip()))
    return name


def whole_number(key: str, value: object, low: int, high: int, meaning: str) -> int:
    """Return ``value`` as an int within [low, high]; raise ValueError with a player-facing sentence."""
    number: int | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and value.strip().lstrip("+-").isdigit():
        number = int(value.strip())
    said = f"timer-meaning-{key.replace('_', '-')}"  # the setting's meaning in the reader's words, when it has some
    meaning = t(said) if has(said) else meaning
    if number is None:
        raise ValueError(t("err-whole-number", key=key, meaning=meaning, low=str(low), high=str(high), value=_short(value)))
    if not low <= number <= high:
        raise ValueError(t("err-number-range", key=key, meaning=meaning, low=str(low), high=str(high), value=_short(number)))

    return number


def _short(value: object) -> str:
    text = str(value)
    return text if len(text) <= 20 else text[:18] + "…"


# -- wall clocks ---------------------------------------------------------------


def wall_instant(day: date, minute: int, zone: ZoneInfo, *, last: bool = False) -> float:
    """Return the instant the wall clock of ``zone`` reads ``day`` at ``minute`` after midnight.

    A repeated time (fall-back night) is its first occurrence (``fold=0``), or its
    last one with ``last=True``. A skipped time (spring-forward night) is the
    instant the gap ends, the first moment the clock reads that time or later:
    02:30 on a night that jumps from 02:00 to 03:00 means 03:00, not 03:30.
    """
    naive = datetime(day.year, day.month, day.day, minute // 60, minute % 60)
    first = naive.replace(tzinfo=zone, fold=0).timestamp()
    second = naive.replace(tzinfo=zone, fold=1).timestamp()
    if datetime.fromtimestamp(first, zone).replace(tzinfo=None) == naive:
        return max(first, second) if last else min(first, second)
    # Skipped: fold=1 reads it with the offset after the jump (an instant before the gap),
    # fold=0 with the offset before it (an instant after). The jump lies between.
    lo, hi = sorted((second, first))
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if datetime.fromtimestamp(mid, zone).replace(tzinfo=None) >= naive:
            hi = mid
        else:
            lo = mid
    return float(hi)


@dataclass(frozen=True)
class Quiet:
    """A player's quiet hours: minutes after local midnight (``start == end`` is never stored)."""

    start: int | None
    end: int | None
    tz: str = "UTC"

    @property
    def on(self) -> bool:
        return self.start is not None and self.end is not None and self.start != self.end


def quiet_window(quiet: Quiet, at: float) -> Span | None:
    """Return the quiet span ``[start, end)`` that contains instant ``at``, else None.

    Each night's span runs from the first instant the wall clock reads ``start`` to
    the last instant it reads ``end``: while the wall clock shows a quiet time, it
    is quiet, even in the repeated hour of a fall-back night, and an end time the
    spring-forward night skips ends the span when the clock jumps.
    """
    if not quiet.on:
        return None
    assert quiet.start is not None and quiet.end is not None
    zone = ZoneInfo(quiet.tz)
    today = datetime.fromtimestamp(at, zone).date()
    for day in (today - timedelta(days=1), today):
        begin = wall_instant(day, quiet.start, zone)
        end_day = day if quiet.end > quiet.start else day + timedelta(days=1)
        end = wall_instant(end_day, quiet.end, zone, last=True)
        if begin <= at < end:
            return begin, end
    return None


def is_quiet(quiet: Quiet, at: float) -> bool:
    return quiet_window(quiet, at) is not None


# -- a seat's own clock ---------------------------------------------------------


def merged(spans: Iterable[Span]) -> list[Span]:
    """Return the spans sorted and merged where they overlap or touch; empty ones dropped."""
    out: list[Span] = []
    for start, end in sorted(s for s in spans if s[1] > s[0]):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def away_between(start: float, end: float, away: Sequence[Span]) -> float:
    """Return how many seconds of ``[start, end)`` fall inside the spans ``away``."""
    return sum(max(0.0, min(e, end) - max(s, start)) for s, e in merged(away))


def active_until(start: float, seconds: float, away: Sequence[Span]) -> float:
    """Return the instant a clock started at ``start`` has counted ``seconds`` of presence.

    Time inside ``away`` is not counted; the result is never inside an away span
    (a clock that runs out as a vacation begins waits for its end).
    """
    if not away:  # the common case: never away
        return start + seconds
    cursor, remaining = start, seconds
    for s, e in merged(away):
        if e <= cursor:
            continue
        if s <= cursor:
            cursor = e
            continue
        if cursor + remaining < s:
            return cursor + remaining
        remaining -= s - cursor
        cursor = e
    return cursor + remaining


def settle(at: float, away: Sequence[Span], quiet: Quiet) -> float:
    """Return the first instant at or after ``at`` outside both the away spans and quiet hours."""
    if not away and not quiet.on:  # the common case: nothing to wait for
        return at
    spans = merged(away)
    for _ in range(64):  # each step moves forward to the end of a span; a few always suffice
        moved = False
        window = quiet_window(quiet, at)
        if window is not None:
            at, moved = window[1], True
        for s, e in spans:
            if s <= at < e:
                at, moved = e, True
        if not moved:
            return at
    return at


# -- timers ---------------------------------------------------------------------


class Timer(NamedTuple):
    """One open timer as the plan sees it: a reminder or a deadline of one seat's prompt.

    A named tuple, not a dataclass: every submit builds a few inside its unit of work.
    """

    id: int
    kind: str
    seat: str
    prompt: str | None
    """The kind of decision it waits for (None on rows written before prompts were tracked)."""
    asked_at: float
    attempt: int = 0
    """Reminders already sent for this wait."""
    last_at: float | None = None
    """When the last reminder went out."""


def reminder_due(timer: Timer, hours: float, away: Sequence[Span], quiet: Quiet) -> float:
    """Reminder ``n`` comes ``hours * GROWTH**n`` of presence after the one before (the first after the ask)."""
    if timer.attempt == 0 or timer.last_at is None:
        wait = hours * HOUR * (GROWTH ** (timer.attempt + 1) - 1) / (GROWTH - 1)
        start = timer.asked_at
    else:
        wait, start = hours * HOUR * GROWTH**timer.attempt, timer.last_at
    return settle(active_until(start, wait, away), away, quiet)


def deadline_due(timer: Timer, hours: float, away: Sequence[Span]) -> float:
    """The deadline falls after ``hours`` of presence since the seat was asked (quiet hours do not stop it)."""
    return active_until(timer.asked_at, hours * HOUR, away)


def due_at(timer: Timer, hours: dict[str, float], away: Sequence[Span], quiet: Quiet) -> float:
    """Return when ``timer`` falls due, given the table's hours per kind, the seat's time away and quiet hours.

    A reminder whose hand-off ping is pending falls due ``hours["handoff"]`` after the ask (the seat's player's
    delay; the default when absent)."""
    if timer.kind == "reminder" and timer.attempt == HANDOFF_PENDING:
        wait = hours.get("handoff", HANDOFF_MINUTES / 60) * HOUR
        return settle(active_until(timer.asked_at, wait, away), away, quiet)
    if timer.kind == "reminder":
        return reminder_due(timer, hours["reminder"], away, quiet)
    return deadline_due(timer, hours["deadline"], away)


class Plan(NamedTuple):
    """How the open timers of one table change after a log entry (or a restart)."""

    close: tuple[tuple[int, str], ...] = ()
    """(timer id, why)."""
    restart: tuple[tuple[int, str], ...] = ()
    """(timer id, prompt): the seat was asked again now; its clock starts over."""
    add: tuple[tuple[str, str, str], ...] = ()
    """(kind, seat, prompt) of new timers, asked now."""
    adopt: tuple[tuple[int, str], ...] = ()
    """(timer id, prompt): a row from before prompts were tracked, keeping its clock."""

    def __bool__(self) -> bool:
        return bool(self.close or self.restart or self.add or self.adopt)


def plan_timers(
    open_timers: Sequence[Timer],
    asked: Iterable[tuple[str, str]],
    kinds: Iterable[str],
    *,
    restart: Iterable[str] = (),
    why: str = "answered",
) -> Plan:
    """Plan the timers so each (seat, prompt) in ``asked`` has exactly one timer of each of ``kinds``.

    A timer whose prompt is still asked keeps its clock, unless its seat is in
    ``restart`` (the seat just acted, or a default acted for it: whatever it is
    asked now is a new decision). Timers of prompts no longer asked close with
    ``why``; rows from before prompts were tracked are adopted by their seat's
    prompt. Nothing here looks at due times: those follow from the result.
    """
    wanted_set = set(asked)
    wanted = sorted(wanted_set)
    enabled = tuple(kinds)
    again = set(restart)
    close: list[tuple[int, str]] = []
    restarted: list[tuple[int, str]] = []
    adopted: list[tuple[int, str]] = []
    covered: set[tuple[str, str, str]] = set()
    for timer in sorted(open_timers, key=lambda t: (t.prompt is None, t.id)):
        key = None
        if timer.prompt is not None and (timer.seat, timer.prompt) in wanted_set:
            key = (timer.kind, timer.seat, timer.prompt)
        elif timer.prompt is None:
            free = [(timer.kind, s, p) for s, p in wanted if s == timer.seat and (timer.kind, s, p) not in covered]
            key = free[0] if free else None
        if key is None or key in covered:
            close.append((timer.id, why if key is None else "duplicate"))
            continue
        if timer.kind not in enabled:
            close.append((timer.id, "off"))
            continue
        covered.add(key)
        if timer.seat in again:
            restarted.append((timer.id, key[2]))
        elif timer.prompt is None:
            adopted.append((timer.id, key[2]))
    add = tuple((kind, s, p) for s, p in wanted for kind in enabled if (kind, s, p) not in covered)
    return Plan(close=tuple(close), restart=tuple(restarted), add=add, adopt=tuple(adopted))
