"""Battle Maps as data: the schema, the graph rules and ``dday dice-map check``.

A map (``data/maps/<id>.json``) is a grid of numbered Sectors in rows (row 1 at
the beach, rising to the Bunker) and columns (``col``/``span`` in grid units,
for drawing). Moves go along listed ``edges`` only: to a higher row (an
Advance, paying the destination's ``advance`` Courage) or within a row (a
lateral move); never down, never into a Sector visited before. Land Mines and
Barriers are printed on a line but belong to one side: ``mines``/``barrier``
list the Sectors whose *leaving* across that line triggers them.

:func:`problems` checks a map beyond its schema: Sector and edge references,
connected, every Bunker reachable from the start, Specialists and Special
Items that exist. :func:`json_schema` is the published JSON schema.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from rules.core.memo import IdentityMemo
from rules.dday_dice.records import Face, Sourced

MAP_DIR = Path(__file__).with_name("data") / "maps"
COLUMN_LETTERS = {"A": "Able", "B": "Baker", "C": "Charlie"}
"""Column prefixes of Sector ids on an Overlord Battle Map row (``A-5`` is Sector 5 of Column Able)."""


class Gains(BaseModel):
    """Per-turn gains of a Sector, added in Phase 3 while a Unit is there (``tools`` count as Tools rolled)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    soldiers: int = Field(0, ge=0, le=10)
    courage: int = Field(0, ge=0, le=10)
    stars: int = Field(0, ge=0, le=10)
    tools: int = Field(0, ge=0, le=6)


class Arrival(BaseModel):
    """One-time effects when a Unit moves into the Sector."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    soldier_dice: int = Field(0, ge=0, le=3)
    """Gain the total of this many d6 in Soldiers."""
    soldiers: int = Field(0, ge=0, le=20)
    courage: int = Field(0, ge=0, le=10)
    stars: int = Field(0, ge=0, le=10)
    specialist: str | None = None
    """A Specialist rallied for free ("SCOUT here"), if the Unit still has him in hand or he is in the reserve."""
    lose_specialists: int = Field(0, ge=0, le=3)
    medal: int = Field(0, ge=0, le=2)
    vehicle: bool = False
    """Take the top... a random Vehicle from the deck, if the Unit has none."""


class Sector(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    id: str = Field(pattern=r"^([1-9][0-9]?|B[1-9]?)$")
    row: int = Field(ge=1, le=12)
    col: int = Field(ge=0, le=11)
    span: int = Field(1, ge=1, le=12)
    defence: tuple[int, ...] = Field(alias="def", min_length=1, max_length=4)
    """DEF by Unit Marker face (turn in the Sector); the last value repeats."""
    single_combat: bool = False
    """The DEF is fought once only: later Phase 6s in this Sector lose nothing from DEF."""
    advance: int = Field(0, ge=0, le=10)
    mgf: int = Field(0, ge=0, le=5)
    bunker: bool = False
    start: bool = False
    max_stay: int | None = Field(None, ge=1, le=5)
    require: tuple[str, ...] = ()
    """Specialists needed to enter (by id)."""
    give_up: tuple[Face, ...] = ()
    """RWB bonuses (by face) to give up to enter."""
    gains: Gains = Gains()
    arrival: Arrival = Arrival()
    dice: int = Field(6, ge=4, le=6)
    no_lock: bool = False
    no_find: bool = False
    command_post: bool = False
    impassable: bool = False
    escalation: bool = Field(False, exclude_if=lambda v: not v)
    """An escalation Sector (Overlord: Dog Red's Sector 8); its Units ignore Share the Pain. Left out of a dump
    when off, so the maps of the base game keep their data hash."""

    @model_validator(mode="after")
    def _def_values(self) -> Sector:
        if any(not 0 <= d <= 40 for d in self.defence):
            raise ValueError(f"Sector {self.id}: every DEF must be between 0 and 40")
        if self.bunker != self.id.rsplit("-", 1)[-1].startswith("B"):
            raise ValueError(f"Sector {self.id}: Bunkers have ids B, B1, B2 ... and only they")
        return self

    @property
    def label(self) -> str:
        column, _, sid = self.id.rpartition("-")
        text = ("Bunker" + (" " + sid[1:] if len(sid) > 1 else "")) if self.bunker else f"Sector {sid}"
        return f"{COLUMN_LETTERS[column]} {text}" if column else text


class Edge(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    a: str
    b: str
    mines: tuple[str, ...] = ()
    barrier: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _owners(self) -> Edge:
        for owner in (*self.mines, *self.barrier):
            if owner not in (self.a, self.b):
                raise ValueError(f"edge {self.a}-{self.b}: mines/barrier owner {owner} is not one of its ends")
        return self


class StartResources(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    soldiers: int = Field(ge=1, le=40)
    courage: int = Field(0, ge=0, le=20)
    stars: int = Field(0, ge=0, le=20)
    ip: int = Field(0, ge=0, le=40)


class BattleMap(Sourced):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    number: str = Field(pattern=r"^(N-[0-9]{2}[A-Z]?|R-[0-9]{2})$")
    """The printed board number; ``R-nn`` is a number we gave a board whose printed number is unknown."""
    name: str
    place: str = ""
    start_resources: StartResources
    special_items: tuple[str, ...] = ()
    sectors: tuple[Sector, ...] = Field(min_length=2)
    edges: tuple[Edge, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _shape(self) -> BattleMap:
        ids = [s.id for s in self.sectors]
        if len(set(ids)) != len(ids):
            raise ValueError("two Sectors share an id")
        if not any(s.bunker for s in self.sectors):
            raise ValueError("the map has no Bunker")
        if not any(s.start for s in self.sectors):
            raise ValueError("the map has no Starting Sector")
        return self

    def scatter(self, a: str, b: str) -> bool:
        """Whether the line a-b joins two Columns (Overlord's Scatter!); a single board has none."""
        return False

    def sector(self, sid: str) -> Sector:
        found = _SECTORS.get(_by_id, self.sectors).get(sid)
        if found is None:
            raise KeyError(sid)
        return found


_SECTORS: IdentityMemo[dict[str, Sector]] = IdentityMemo()
"""Each map's Sectors by id, by its (frozen) ``sectors`` tuple."""
_LINES: IdentityMemo[dict[str, tuple[tuple[str, Edge], ...]]] = IdentityMemo()
"""Each map's lines by Sector (:func:`neighbours`), by its (frozen) ``edges`` tuple."""


def _by_id(sectors: tuple[Sector, ...]) -> dict[str, Sector]:
    return {s.id: s for s in sectors}


def problems(m: BattleMap, specialists: Iterable[str] = (), items: Iterable[str] = ()) -> list[str]:
    """What is wrong with a schema-valid map: references, connectivity, reachability."""
    out: list[str] = []
    by_id = {s.id: s for s in m.sectors}
    seen_edges: set[frozenset[str]] = set()
    nbr: dict[str, set[str]] = {s: set() for s in by_id}
    for e in m.edges:
        for end in (e.a, e.b):
            if end not in by_id:
                out.append(f"edge {e.a}-{e.b}: there is no Sector {end}")
        if e.a == e.b:
            out.append(f"edge {e.a}-{e.b} joins a Sector to itself")
        key = frozenset((e.a, e.b))
        if key in seen_edges:
            out.append(f"edge {e.a}-{e.b} is listed twice")
        seen_edges.add(key)
        if e.a in by_id and e.b in by_id:
            nbr[e.a].add(e.b)
            nbr[e.b].add(e.a)
    if out:
        return out
    starts = [s.id for s in m.sectors if s.start]
    # connected
    todo, reach = [starts[0]], {starts[0]}
    while todo:
        for n in nbr[todo.pop()]:
            if n not in reach:
                reach.add(n)
                todo.append(n)
    for sid in by_id:
        if sid not in reach:
            out.append(f"{by_id[sid].label} is not connected to the rest of the map")
    # every Bunker reachable by legal moves (up or lateral, not through impassable Sectors)
    for start in starts:
        todo, reach = [start], {start}
        while todo:
            cur = by_id[todo.pop()]
            if cur.bunker:
                continue
            for n in nbr[cur.id]:
                dest = by_id[n]
                if n not in reach and dest.row >= cur.row and not dest.impassable:
                    reach.add(n)
                    todo.append(n)
        if not any(by_id[s].bunker for s in reach):
            out.append(f"no Bunker can be reached from the Starting Sector {start}")
    for s in m.sectors:
        if s.start and s.bunker:
            out.append(f"{s.label} cannot be both a Bunker and a Starting Sector")
    known_sp = set(specialists)
    if known_sp:
        for s in m.sectors:
            for name in (*s.require, *([s.arrival.specialist] if s.arrival.specialist else [])):
                if name not in known_sp:
                    out.append(f"{s.label}: there is no Specialist '{name}'")
    known_items = set(items)
    if known_items:
        for name in m.special_items:
            if name not in known_items:
                out.append(f"special Item '{name}' does not exist")
    return out


def neighbours(m: BattleMap, sid: str) -> list[tuple[str, Edge]]:
    """The Sectors a line joins to ``sid``, each with its line, in the map's order of lines."""
    return list(_LINES.get(_lines, m.edges).get(sid, ()))


def _lines(edges: tuple[Edge, ...]) -> dict[str, tuple[tuple[str, Edge], ...]]:
    by: dict[str, list[tuple[str, Edge]]] = {}
    for e in edges:
        by.setdefault(e.a, []).append((e.b, e))
        if e.b != e.a:
            by.setdefault(e.b, []).append((e.a, e))
    return {k: tuple(v) for k, v in by.items()}


def builtin_maps() -> dict[str, dict[str, Any]]:
    """The shipped maps as raw JSON records, by id, in number order."""
    raw = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(MAP_DIR.glob("*.json"))]
    raw.sort(key=lambda r: r.get("number", ""))
    return {r["id"]: r for r in raw}


def json_schema() -> dict[str, Any]:
    """The JSON schema of a Battle Map file (for owners entering a printed map)."""
    schema = BattleMap.model_json_schema(by_alias=True)
    schema["title"] = "D-Day Dice Battle Map"
    return schema


def check_file(path: str | Path, specialists: Iterable[str] = (), items: Iterable[str] = ()) -> list[str]:
    """Every problem of the map file at ``path`` (empty: the map is good)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return [f"cannot read {path}: {exc}"]
    try:
        m = BattleMap.model_validate(data)
    except ValidationError as exc:
        return [f"{'.'.join(str(x) for x in err['loc']) or 'map'}: {err['msg']}" for err in exc.errors()]
    return problems(m, specialists, items)
