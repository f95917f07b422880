"""Each ended game's result, per seat (issue #50): the write op, the row read back, and the time each seat took.

:class:`RecordResults` goes in the same ``Store.run(...)`` call as the log entry that ends the game (or, for a game
that ended before migration 0013, in one of its own), so a game is never over without its result. The store works
out each seat's time to act from the table's log in that same transaction (:func:`act_times`), so it is the same
whichever process wrote it and however often it is written again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import NamedTuple

RESULTS = ("won", "lost", "drew", "resigned", "aborted")
"""What a seat's ``result`` may be (resigned is a loss; an aborted game is counted, never rated)."""


@dataclass(frozen=True)
class RecordResults:
    """Write (or write again) the result of every seat of an ended table: ``rows`` of (seat, user id, side, result).

    The store adds each seat's answers in the log and the seconds they took (:func:`act_times`)."""

    table_id: int
    rows: tuple[tuple[str, int, str, str], ...]

    def __post_init__(self) -> None:
        for row in self.rows:
            if row[3] not in RESULTS:
                raise ValueError(f"{row[3]!r} is not a result ({', '.join(RESULTS)})")


class ResultRow(NamedTuple):
    """One seat's result in an ended game, with what the lists need of its table."""

    table_id: int
    guild_id: int | None
    channel_id: int
    game: str
    options_json: str
    ended_at: str
    seat: str
    user_id: int
    side: str
    result: str
    turns: int
    waited: float


RESULT_COLUMNS = (
    "game_tables.id AS table_id, game_tables.guild_id, game_tables.channel_id, game_tables.game,"
    " game_tables.options_json, COALESCE(game_tables.ended_at, '') AS ended_at, game_results.seat,"
    " game_results.user_id, game_results.side, game_results.result, game_results.turns, game_results.waited"
)
"""The selected columns a :class:`ResultRow` is made from (``game_results`` joined with ``game_tables``)."""


def act_times(entries: Iterable[tuple[str | None, int | None, str, str]]) -> dict[tuple[str, int], tuple[int, float]]:
    """(seat, user) -> (answers, seconds in all), from a table's log entries (seat, user id, kind, ISO time) in order.

    The log does not say when a seat was asked, only when each entry was made. A seat's answer is the first of a run
    of its entries (its player's actions one after another); it took the time since the entry before the run (the
    start, or whoever acted last). The later entries of a run are the same sitting and are not counted again. Where
    several seats are asked at once (simultaneous phases), an answer is timed from the latest entry of another seat,
    so it can only be shorter than the true wait, never longer. Resignations and aborts are not answers.
    """
    out: dict[tuple[str, int], tuple[int, float]] = {}
    before: tuple[str | None, int | None, float] | None = None
    for seat, user, kind, at in entries:
        when = datetime.fromisoformat(at).timestamp()
        if before is not None and kind == "action" and seat is not None and user is not None \
                and (before[0], before[1]) != (seat, user):
            turns, waited = out.get((seat, user), (0, 0.0))
            out[(seat, user)] = (turns + 1, waited + max(0.0, when - before[2]))
        before = (seat, user, when)
    return out


def result_values(op: RecordResults, times: dict[tuple[str, int], tuple[int, float]]) -> list[tuple[object, ...]]:
    """The rows :data:`db.sql.Statements.RECORD_RESULT` writes for ``op``."""
    return [(op.table_id, seat, user, side, result, *times.get((seat, user), (0, 0.0)))
            for seat, user, side, result in op.rows]
