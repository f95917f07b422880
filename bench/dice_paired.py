"""Two runs of the Overlord bench compared game for game (issue #51): what a change to the computer won and lost.

With ``DDAY_BENCH_LOG`` set, :mod:`bench.ai_dice` prints one line per Overlord game as it ends (:func:`game_line`).
The computer's play is fixed by its knowledge and the game's seed, so the same games played before and after a
change differ only where the change made them differ; comparing them pair by pair (:func:`compare`) shows which
games turned, and in which Raid and seat, where the two rates alone hide it in the luck of the dice. Save a run's
stderr once and compare every variant with it::

    DDAY_BENCH_LOG=1 python -m bench.ai_dice --parts=overlord --rivals=policy --tuning 2> before.log
    python -m bench.dice_paired before.log after.log

Only games with a computer Team count (the simple policy's Team played in its seat, the baseline, is left out),
and only those in both runs: a run cut short compares on the games it finished.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass

from rules.dday_dice.overlord.records import raid_record

_LINE = re.compile(r"^(?P<raid>\S+) seed (?P<seed>\d+) (?P<who>\[.*?\]) won by (?P<won>\[.*?\])"
                   r"(?P<adj> adjudicated)?; (?P<n>\d+) decisions$")


@dataclass(frozen=True)
class Game:
    """One Overlord game of the bench, as its log line gives it."""

    raid: str
    seed: int
    who: tuple[tuple[str, str], ...]
    """Each seat and its player (``ai``, ``policy``, ``random``), seats in order."""
    winners: tuple[str, ...]
    adjudicated: bool
    decisions: int

    @property
    def key(self) -> tuple[str, int, tuple[tuple[str, str], ...]]:
        return self.raid, self.seed, self.who

    @property
    def side(self) -> int | None:
        """The computer's seat (0: the first Team's, 1: the second's), or ``None`` without a computer."""
        mine = [i for i, (_, kind) in enumerate(self.who) if kind == "ai"]
        return mine[0] if len(mine) == 1 else None

    @property
    def score(self) -> float:
        """The computer's Team's result: 1 alone at the top, 0.5 sharing it, 0 below."""
        side = self.side
        if side is None:
            raise ValueError(f"{self.raid} seed {self.seed}: no computer seat")
        mine = self.who[side][0]
        return (1.0 if self.winners == (mine,) else 0.5) if mine in self.winners else 0.0


def game_line(raid: str, seed: int, who: dict[str, str], winners: Iterable[str], adjudicated: bool,
              decisions: int) -> str:
    """The line the bench logs for a game (:func:`parse_line` reads it back)."""
    return (f"{raid} seed {seed} {sorted(who.items())} won by {list(winners)}{' adjudicated' if adjudicated else ''}; "
            f"{decisions} decisions")


def parse_line(line: str) -> Game | None:
    """The game a :func:`game_line` line logs, or ``None`` for any other line."""
    m = _LINE.match(line.strip())
    if m is None:
        return None
    who = tuple((str(s), str(k)) for s, k in ast.literal_eval(m["who"]))
    winners = tuple(str(s) for s in ast.literal_eval(m["won"]))
    return Game(m["raid"], int(m["seed"]), who, winners, m["adj"] is not None, int(m["n"]))


def games(lines: Iterable[str]) -> dict[tuple[str, int, tuple[tuple[str, str], ...]], Game]:
    """The computer's games logged in ``lines`` (the first line of a game logged twice)."""
    out: dict[tuple[str, int, tuple[tuple[str, str], ...]], Game] = {}
    for line in lines:
        g = parse_line(line)
        if g is not None and g.side is not None:
            out.setdefault(g.key, g)
    return out


def compare(before: Iterable[str], after: Iterable[str]) -> list[str]:
    """The report: both runs' totals on the games they share, each Raid's by seat, and every game that turned."""
    a, b = games(before), games(after)
    shared = [k for k in a if k in b]
    if not shared:
        return ["no game in both runs"]
    total_a = sum(a[k].score for k in shared)
    total_b = sum(b[k].score for k in shared)
    out = [f"{len(shared)} games in both runs: {total_a:g} before, {total_b:g} after ({total_b - total_a:+g})"]
    for raid in sorted({k[0] for k in shared}):
        cells = []
        for side in (0, 1):
            ks = [k for k in shared if k[0] == raid and a[k].side == side]
            cells.append(f"{sum(a[k].score for k in ks):g}->{sum(b[k].score for k in ks):g} of {len(ks)}" if ks
                         else "-")
        out.append(f"  {raid_record(raid).code}: first seat {cells[0]}, second seat {cells[1]}")
    for k in sorted(shared, key=lambda k: (k[0], k[1])):
        x, y = a[k], b[k]
        if x.score != y.score:
            seat = ("first", "second")[x.side or 0]
            out.append(f"  {raid_record(k[0]).code} seed {k[1]}, {seat} seat: {x.score:g} -> {y.score:g} "
                       f"({x.decisions} -> {y.decisions} decisions)")
    return out


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: python -m bench.dice_paired BEFORE.log AFTER.log")
    with open(sys.argv[1], encoding="utf-8") as f1, open(sys.argv[2], encoding="utf-8") as f2:
        print("\n".join(compare(f1, f2)))
