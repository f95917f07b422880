"""One Raid's row of boards as one Battle Map, and Scatter! (Overlord, "General Orders").

- Each board of the row keeps its Sectors, their ids prefixed by the Column (``A-5``, ``B-B``, ``C-B1``),
  and is drawn beside the others (Able on the left).
- Scatter!: a Unit may move sideways into the neighbouring Column. The lines between Columns are our
  reconstruction (the printed Battle Maps are not available): in every row both boards have, the
  outermost Sector facing the other board is joined to the facing one. Such a move is an Advance:
  it costs the Courage printed on the Sector entered, never less than 1, less Advance discounts,
  free with an effect that makes an Advance free (Battle Cry).
- The Gold Beach note: in a campaign only Bunker 1 of the base game's Gold Beach counts; its Bunker 2
  (above Sector 11) is abandoned and cannot be entered.
"""

from __future__ import annotations

from pydantic import Field

from rules.dday_dice.campaign_state import CampaignState
from rules.dday_dice.maps import BattleMap, Edge, Sector
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.overlord.records import campaigns
from rules.dday_dice.overrides import DiceData

WIDTH = 6
"""Grid units of one board."""
PREFIX = {"able": "A", "baker": "B", "charlie": "C"}
COLUMN_OF_PREFIX = {v: k for k, v in PREFIX.items()}
ABANDONED = {"gold-beach": ("B2",)}
"""Battle Map notes: Bunkers that do not count and cannot be entered in a campaign."""
NO_COMMAND_POST = {("b1", "mission-detroit"): ("12",), ("b1s", "mission-detroit"): ("12",)}
"""Battle Map notes of a Raid: (Raid, board) -> Sectors whose Command Post does not count (Detroit's Sector 12 in
B-1; in B-1S the Lost Equipment rule replaces it). Their other features (a Single Combat DEF) stay."""
BUNKER_LINES = ("b2s",)
"""Raids where a Scatter line joins the Bunkers of neighbouring boards (Leap Toward Tonga, B-2S: the leap from
the first Bunker to Baker's; our reconstruction)."""
SIDE_DOORS = ("operation-tonga",)
"""Boards whose Bunker is also reached from the neighbouring Columns: a Scatter line joins it to the top Sector
of each neighbouring board (our reconstruction of Minophobia's "move into an adjacent Column to avoid the Land
Mines" on Operation Tonga; the printed board is not available)."""


class RaidSector(Sector):
    id: str = Field(pattern=r"^[ABC]-([1-9][0-9]?|B[1-9]?)$")
    col: int = Field(ge=0, le=WIDTH * 3 - 1)


class RaidMap(BattleMap):
    number: str = ""
    sectors: tuple[RaidSector, ...] = Field(min_length=2)
    boards: tuple[tuple[str, str], ...] = ()
    """(Column, board id), left to right."""
    scatter_lines: frozenset[frozenset[str]] = frozenset()

    def scatter(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.scatter_lines


def column_of(sector_id: str) -> str:
    """``able``, ``baker`` or ``charlie`` for a Raid Sector id (``B-9`` -> ``baker``)."""
    return COLUMN_OF_PREFIX[sector_id.split("-", 1)[0]]


def local_id(sector_id: str) -> str:
    """The Sector's number on its own board (``B-9`` -> ``9``)."""
    return sector_id.split("-", 1)[1]


def raid_boards(c: CampaignState, raid: int | None = None) -> tuple[tuple[str, str], ...]:
    row = c.rows[c.raid if raid is None else raid]
    grid = campaigns()[c.campaign].versions[c.version][row]
    return tuple((col, grid[col]) for col in c.board_columns)


_CACHE: dict[tuple[str, tuple[tuple[str, str], ...], str], RaidMap] = {}


def raid_map(d: DiceData, c: CampaignState, raid: int | None = None) -> RaidMap:
    boards = raid_boards(c, raid)
    key = (d.hash, boards, c.raids[c.raid if raid is None else raid])
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE.setdefault(key, compose(d, boards, key[2]))
    return found


def compose(d: DiceData, boards: tuple[tuple[str, str], ...], raid_id: str) -> RaidMap:
    from rules.dday_dice.overlord.records import raid_record

    sectors: list[RaidSector] = []
    edges: list[Edge] = []
    maps = [(col, board(d, bid)) for col, bid in boards]
    for i, (col, m) in enumerate(maps):
        p = PREFIX[col]
        dead = ABANDONED.get(m.id, ())
        no_post = NO_COMMAND_POST.get((raid_id, m.id), ())
        for s in m.sectors:
            data = s.model_dump(by_alias=True)
            data.update(id=f"{p}-{s.id}", col=s.col + WIDTH * i, start=s.start)
            if s.id in dead:
                data["impassable"] = True
            if s.id in no_post:
                data["command_post"] = False
            sectors.append(RaidSector.model_validate(data))
        for e in m.edges:
            edges.append(Edge(a=f"{p}-{e.a}", b=f"{p}-{e.b}", mines=tuple(f"{p}-{x}" for x in e.mines),
                              barrier=tuple(f"{p}-{x}" for x in e.barrier)))
    lines: set[frozenset[str]] = set()
    for (lc, left), (rc, right) in zip(maps, maps[1:]):
        for a, b in _facing(left, right):
            a, b = f"{PREFIX[lc]}-{a}", f"{PREFIX[rc]}-{b}"
            edges.append(Edge(a=a, b=b))
            lines.add(frozenset((a, b)))
    doors = _side_doors(maps) + (_bunker_lines(maps) if raid_id in BUNKER_LINES else [])
    for a, b in doors:
        edges.append(Edge(a=a, b=b))
        lines.add(frozenset((a, b)))
    first = maps[0][1]
    return RaidMap(id="raid-" + raid_id, number="", name=raid_record(raid_id).label, place=first.place,
                   provenance="reconstruction", reason="A row of boards joined by the Scatter! lines (our reconstruction).",
                   start_resources=first.start_resources, special_items=(), sectors=tuple(sectors), edges=tuple(edges),
                   boards=boards, scatter_lines=frozenset(lines))


def _facing(left: BattleMap, right: BattleMap) -> list[tuple[str, str]]:
    """Pairs (left Sector, right Sector): per row, the right-most of ``left`` and the left-most of ``right``."""
    out = []
    rows = {s.row for s in left.sectors if not s.bunker} & {s.row for s in right.sectors if not s.bunker}
    for r in sorted(rows):
        a = max((s for s in left.sectors if s.row == r and not s.bunker), key=lambda s: s.col + s.span)
        b = min((s for s in right.sectors if s.row == r and not s.bunker), key=lambda s: s.col)
        out.append((a.id, b.id))
    return out


def _side_doors(maps: list[tuple[str, BattleMap]]) -> list[tuple[str, str]]:
    """Scatter lines into a :data:`SIDE_DOORS` board's Bunker from the top Sector facing it on each neighbour."""
    out = []
    for i, (col, m) in enumerate(maps):
        if m.id not in SIDE_DOORS:
            continue
        bunker = next(s for s in m.sectors if s.bunker)
        for j in (i - 1, i + 1):
            if not 0 <= j < len(maps):
                continue
            ncol, n = maps[j]
            top = max(s.row for s in n.sectors if not s.bunker)
            row = [s for s in n.sectors if s.row == top and not s.bunker]
            near = max(row, key=lambda s: s.col + s.span) if j < i else min(row, key=lambda s: s.col)
            out.append((f"{PREFIX[ncol]}-{near.id}", f"{PREFIX[col]}-{bunker.id}"))
    return out


def _bunker_lines(maps: list[tuple[str, BattleMap]]) -> list[tuple[str, str]]:
    out = []
    for (lc, left), (rc, right) in zip(maps, maps[1:]):
        a = next(s for s in left.sectors if s.bunker)
        b = next(s for s in right.sectors if s.bunker)
        out.append((f"{PREFIX[lc]}-{a.id}", f"{PREFIX[rc]}-{b.id}"))
    return out
