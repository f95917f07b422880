"""The results of ended games and the ratings they make (issue #50): pure functions, no store, no words.

**Each seat's result** (:func:`seat_results`, stored when the game ends, :mod:`db.result_ops`). Seats are grouped
into *sides*, who win or lose together (``GameExtension.sides``: a Team of an Overlord game; the Allies of a
three-player A&A game, U.K. and U.S.; the Units against the German player in Atlantikwall; otherwise each seat is its
own side). A side wins when one of its seats is among the rules' winners (``GameEngine.outcome``); when no side or
every side wins a game of several sides, all drew (a Pegasus Bridge campaign's status quo). In a game of one side
(D-Day Dice solo or co-op) the side wins or loses against the game. A player who resigns loses (``resigned``), and so
does every seat of their side (``lost``); every other side wins. An aborted game is ``aborted``: counted, never rated.

**The ratings** (:func:`rate`): Glicko-2 (:mod:`bot.service.glicko`), one rating per person per game, because it says
how sure it is (the RD falls as a player plays and is shown beside the rating) and it is the system lichess and
many online game sites use. The rules:

- the ratings are a pure function of the set of ended games, taken in the order (ended_at, table id), so every
  process, and every rebuild, gets the same numbers from the same games;
- each game is one rating period for the people in it (as online sites rate one game at a time); a player who
  does not play is not touched (their RD does not grow with time: the ratings move only when games end);
- each person is rated against every other side whose result differs from their side's (a win 1, a draw 0.5, a
  loss 0), that side taken as ONE opponent whose rating is the mean of its people's ratings and whose RD is the
  root mean square of their RDs. So a two-player game is one game against one opponent; Overlord is Team against
  Team; A&A for three is the Axis against the Allies as a pair (each of U.K. and U.S. against the Axis, the Axis
  against the two of them); Atlantikwall with a German player is the German against the Units' side; a three-Team
  Overlord game rates each Team against each other Team it finished above or below;
- sides of the same result are not compared (the winners of a game did not play each other);
- not rated: a game of one side (solo, co-op: no human opponent; it is only counted), an aborted game, and a game
  where one person held seats on two opposing sides (they played themselves);
- a computer seat (its reserved user id) is rated like a person, in the same pool, so beating a strong computer
  counts as such (as lichess rates its BOT accounts); its rating is listed apart, labelled Computer, and never in
  the people's ranking.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.service.common import is_computer
from bot.service.extensions import extension_of
from bot.service.glicko import Glicko, update
from db.result_ops import RecordResults, ResultRow
from rules.core import find_game
from rules.core.errors import RuleError

RANK = {"won": 2, "drew": 1, "lost": 0, "resigned": 0}
"""A side's standing in a game: higher beats lower; two sides that drew score 0.5 each."""


def seat_results(
    seats: Mapping[str, int], sides: Mapping[str, str], winners: Collection[str] | None, *,
    resigned: Collection[str] = (), aborted: bool = False,
) -> tuple[tuple[str, int, str, str], ...]:
    """(seat, user id, side, result) of every held seat of an ended game (see the module docstring).

    ``winners``: the rules' winning seats (None when the game did not end by the rules); ``resigned``: the seats of
    the player who resigned; ``aborted``: the game was aborted."""
    side_of = {s: sides.get(s, s) for s in seats}
    every = set(side_of.values())
    if aborted:
        result = dict.fromkeys(seats, "aborted")
    elif resigned:
        losing = {side_of[s] for s in resigned if s in side_of}
        result = {s: "resigned" if s in resigned else "lost" if side_of[s] in losing else "won" for s in seats}
    else:
        won = {side_of[s] for s in winners or () if s in side_of}
        if len(every) > 1 and (not won or won == every):
            result = dict.fromkeys(seats, "drew")
        else:
            result = {s: "won" if side_of[s] in won else "lost" for s in seats}
    return tuple((s, seats[s], side_of[s], result[s]) for s in sorted(seats))


def result_op(
    table_id: int, game: str, options: Mapping[str, str], seats: Mapping[str, int], *,
    winners: Collection[str] | None = None, resigned: Collection[str] = (), aborted: bool = False,
) -> RecordResults:
    """The write of an ended game's results (:func:`seat_results`, each seat's side from the game's extension), made
    in the same unit of work as the entry that ends it."""
    engine: Any
    try:
        engine = find_game(game)
    except RuleError:  # a game this bot no longer has: each seat is its own side
        engine = None
    sides = extension_of(game).sides(engine, options, list(seats)) if engine is not None else {}
    return RecordResults(table_id, seat_results(seats, sides, winners, resigned=resigned, aborted=aborted))


@dataclass
class Rated:
    """One player's rating in one game: the Glicko-2 figures and their record in rated games."""

    user_id: int
    glicko: Glicko = field(default_factory=Glicko)
    games: int = 0
    won: int = 0
    lost: int = 0
    drew: int = 0
    seat: str = ""
    """The seat they held last (a computer is labelled by it)."""


@dataclass(frozen=True)
class Game:
    """One ended game's results, grouped: its order key and each seat's (seat, user, side, result)."""

    ended_at: str
    table_id: int
    seats: tuple[tuple[str, int, str, str], ...]


def games_of(rows: Iterable[ResultRow]) -> list[Game]:
    """The rows of :meth:`GameStore.game_results` as games, in the rating order (ended_at, table id)."""
    grouped: dict[int, tuple[str, list[tuple[str, int, str, str]]]] = {}
    for r in rows:
        grouped.setdefault(r.table_id, (r.ended_at, []))[1].append((r.seat, r.user_id, r.side, r.result))
    return sorted((Game(at, tid, tuple(sorted(seats))) for tid, (at, seats) in grouped.items()),
                  key=lambda g: (g.ended_at, g.table_id))


def _sides(game: Game) -> dict[str, tuple[int, list[int]]] | None:
    """side -> (its standing, its people) of a game that is rated; None for one that is not."""
    sides: dict[str, tuple[int, list[int]]] = {}
    for _seat, user, side, result in game.seats:
        if result not in RANK:
            return None  # aborted
        rank, people = sides.setdefault(side, (RANK[result], []))
        sides[side] = (max(rank, RANK[result]), people)
        if user not in people:
            people.append(user)
    seen: dict[int, str] = {}
    for side, (_rank, people) in sides.items():
        for user in people:
            if seen.setdefault(user, side) != side:
                return None  # one person on two opposing sides
    return sides if len(sides) > 1 else None


def _score(mine: int, theirs: int) -> float | None:
    if mine == theirs:
        return 0.5 if mine == RANK["drew"] else None
    return 1.0 if mine > theirs else 0.0


def rate(games: Iterable[Game]) -> dict[int, Rated]:
    """Every player's rating after ``games`` (sorted here by (ended_at, table id); see the module docstring)."""
    table: dict[int, Rated] = {}
    for game in sorted(games, key=lambda g: (g.ended_at, g.table_id)):
        sides = _sides(game)
        if sides is None:
            continue
        before = {u: table.setdefault(u, Rated(u)).glicko for _r, people in sides.values() for u in people}
        opponent = {side: _composite([before[u] for u in people]) for side, (_r, people) in sides.items()}
        for side, (rank, people) in sides.items():
            matches: list[tuple[float, float, float]] = []
            for other, (theirs, _people) in sides.items():
                score = _score(rank, theirs) if other != side else None
                if score is not None:
                    matches.append((*opponent[other], score))
            if not matches:
                continue
            for user in people:
                rated = table[user]
                rated.glicko = update(before[user], matches)
                rated.games += 1
                if rank == RANK["won"]:
                    rated.won += 1
                elif rank == RANK["drew"]:
                    rated.drew += 1
                else:
                    rated.lost += 1
        for seat, user, _side, _result in game.seats:
            if user in table:
                table[user].seat = seat
    return table


def _composite(members: Sequence[Glicko]) -> tuple[float, float]:
    """A side as one opponent: the mean of its ratings, the root mean square of its RDs."""
    return (sum(m.rating for m in members) / len(members),
            math.sqrt(sum(m.rd * m.rd for m in members) / len(members)))


def ranking(table: Mapping[int, Rated], computers: bool) -> list[Rated]:
    """The people (or, ``computers``, the computer seats) of ``table`` best first: rating, then RD, then user id."""
    chosen = [r for r in table.values() if is_computer(r.user_id) == computers]
    return sorted(chosen, key=lambda r: (-round(r.glicko.rating, 6), round(r.glicko.rd, 6), r.user_id))


__all__ = ["Game", "Rated", "games_of", "rate", "ranking", "result_op", "seat_results"]
