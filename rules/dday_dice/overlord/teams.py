"""Teams (Overlord, "Taking Up Duty"): the setup tables, Team sizes, Columns, Neutral card sets, seats.

- Players split into Teams of 1 to 4 as evenly as possible, by the setup table for their number
  (up to 4 players: one Neutral set; 5 to 8: two; 6 to 12: three); where the table allows two Team
  counts (3 and 6-8 players) the ``teams`` option chooses, else the larger count (three Columns).
- One Neutral card set (shared reserve) for 1-4 players, otherwise one per Team.
- One Team per Column: three Teams take Able, Baker and Charlie; two Teams the two Columns of the
  Medium and Small layouts (Baker, Charlie), or the campaign's own pair (Campaign B: Able, Charlie).
- Seats are ``tCuN``: the Team's Column (1 Able, 2 Baker, 3 Charlie) and the Unit, named "Team Able, Unit 2"
  (two Teams on the Medium layout are ``t2u*`` and ``t3u*``, Teams Baker and Charlie).
"""

from __future__ import annotations

import re

from rules.core.errors import InvalidOptionError
from rules.core.words import count
from rules.dday_dice.overlord.records import COLUMN_NAMES, COLUMNS, teams_table

SEAT_RE = re.compile(r"^t([1-3])u([1-4])$")
ALL_SEATS = tuple(f"t{t}u{u}" for t in range(1, 4) for u in range(1, 5))


def team_counts(players: int) -> tuple[int, ...]:
    """The Team counts the setup table allows for ``players``."""
    row = teams_table().get(players)
    if row is None:
        raise InvalidOptionError(f"An Overlord campaign is played by 1 to 12 players, not {players}.",
                                 key="dice-err-overlord-players-range", params={"players": players})
    return row.teams


def choose_teams(players: int, wanted: str) -> int:
    """The number of Teams: the table's choice, or ``wanted`` (``auto``, ``1``, ``2``, ``3``) if it allows it."""
    allowed = team_counts(players)
    if wanted in ("", "auto"):
        return max(allowed)
    if not wanted.isdigit() or int(wanted) not in allowed:
        listed = " or ".join(str(n) for n in sorted(allowed))
        raise InvalidOptionError(f"{count(players, 'player')} play in {listed} {'Team' if listed == '1' else 'Teams'}, "
                                 f"not '{wanted}' (the setup table).",
                                 key="dice-err-play-not-setup-table", params={"players": players, "listed": listed,
                                 "if_listed": bool(listed == '1'), "wanted": wanted})
    return int(wanted)


def team_sizes(players: int, teams: int) -> tuple[int, ...]:
    """Units per Team, as even as possible, larger Teams first (7 in 3 Teams: 3, 2, 2)."""
    base, extra = divmod(players, teams)
    sizes = tuple(base + (1 if i < extra else 0) for i in range(teams))
    if max(sizes) > 4 or min(sizes) < 1:
        raise InvalidOptionError(f"{count(players, 'player')} cannot make {count(teams, 'Team')} of 1 to 4 players.",
                                 key="dice-err-cannot-make-1-4-players", params={"players": players, "teams": teams})
    return sizes


def neutral_sets(players: int, teams: int) -> int:
    """Neutral card sets (reserves): one for 1-4 players, otherwise one per Team."""
    return 1 if players <= 4 else teams


def seats(sizes: tuple[int, ...], columns: tuple[str, ...]) -> tuple[str, ...]:
    """The seats of Teams of ``sizes`` Units in ``columns``, Team by Team."""
    return tuple(f"t{COLUMNS.index(c) + 1}u{u}" for c, n in zip(columns, sizes, strict=True) for u in range(1, n + 1))


def team_of(seat: str) -> int:
    """The Team number of a seat ``tNuM`` (0 for a base-game seat)."""
    m = SEAT_RE.match(seat)
    return int(m.group(1)) if m else 0


def column_of_seat(seat: str) -> str:
    return COLUMNS[team_of(seat) - 1]


def seat_name(seat: str) -> str:
    """``"Team Able, Unit 2"``: the Team is named after its Column."""
    m = SEAT_RE.match(seat)
    if m is None:
        return seat
    return f"Team {COLUMN_NAMES[COLUMNS[int(m.group(1)) - 1]]}, Unit {m.group(2)}"


def team_name(column: str) -> str:
    return f"Team {COLUMN_NAMES[column]}"
