"""Board data of A&A D-Day: the pydantic schema of ``data/board.json`` and fast lookups.

Everything the rules need about the map is read once from ``data/board.json``
(which records the provenance of every value) and turned into plain Python
tuples, dicts and sets in :data:`BOARD`, so that the rules never touch pydantic
objects in their inner loops.

Unit keys are ``"<nation>:<type>"``; nations ``de``, ``uk``, ``us``; types
``inf``, ``art``, ``tank``, ``bh``, ``fighter``, ``bomber``.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

# --------------------------------------------------------------------------- units

NATIONS = ("de", "uk", "us")
ALLIED = ("uk", "us")
LAND_TYPES = ("inf", "art", "tank", "bh")
MOBILE_TYPES = ("inf", "art", "tank")
AIR_TYPES = ("fighter", "bomber")
TYPES = LAND_TYPES + AIR_TYPES
TYPE_ORDER = {t: i for i, t in enumerate(TYPES)}
NATION_ORDER = {None: 0, "de": 0, "uk": 1, "us": 2}

NATION_ADJ = {"de": "German", "uk": "U.K.", "us": "U.S."}
TYPE_NAMES = {
    "inf": ("infantry", "infantry"),
    "art": ("artillery", "artillery"),
    "tank": ("tank", "tanks"),
    "bh": ("blockhouse", "blockhouses"),
    "fighter": ("fighter", "fighters"),
    "bomber": ("bomber", "bombers"),
}

#: Combat strengths (rulebook, "The Combat Units"): hits on this number or less.
ATTACK = {"inf": 1, "art": 2, "tank": 3, "bh": 3}
DEFENCE_AXIS = {"inf": 2, "art": 2, "tank": 3, "bh": 1}
DEFENCE_ALLIES = {"inf": 2, "art": 2, "tank": 2}

#: Which seat decides for which nation. Two-player game: the Allies seat runs
#: both the U.K. and the U.S.; three-player game: each power has its own seat.
#: This is the only place that maps nations to seats.
NATION_SEAT = {
    "2": {"de": "axis", "uk": "allies", "us": "allies"},
    "3": {"de": "axis", "uk": "uk", "us": "us"},
}
NATION_SEAT_2P = NATION_SEAT["2"]
SEATS_BY_PLAYERS = {"2": ("axis", "allies"), "3": ("axis", "uk", "us")}
ALLIED_SEATS = {"2": ("allies",), "3": ("uk", "us")}
#: The decider that stands for "the Allies" as a whole: in the three-player
#: game it is not a seat but a joint decision of the U.K. and U.S. seats.
JOINT = "allies"


def seat_of(nation: str, players: str = "2") -> str:
    """Return the seat that decides for ``nation``."""
    return NATION_SEAT[players][nation]


@lru_cache(maxsize=64)
def nations_of(seat: str, players: str = "2") -> tuple[str, ...]:
    """Return the nations whose units ``seat`` decides for (``allies`` in a 3-player game: both).

    Fixed by the board data: worked out once per (seat, player count), the rules ask it all the time.
    """
    if players == "3" and seat == JOINT:
        return ALLIED
    return tuple(n for n in NATIONS if NATION_SEAT[players][n] == seat)


def side_of(nation: str) -> str:
    """``"axis"`` or ``"allies"`` (the side, regardless of who sits where)."""
    return "axis" if nation == "de" else "allies"


@lru_cache(maxsize=4096)
def unit_phrase(n: int, key: str) -> str:
    """``"2 U.K. infantry"``, ``"1 German tank"`` (the few dozen of a game are formatted once)."""
    nation, typ = key.split(":")
    single, plural = TYPE_NAMES[typ]
    return f"{n} {NATION_ADJ[nation]} {single if n == 1 else plural}"


def units_phrase(units: Mapping[str, int]) -> str:
    """``"2 U.K. infantry, 1 U.K. tank"`` in canonical order ("nothing" when empty)."""
    items = [(k, v) for k, v in units.items() if v > 0]
    if not items:
        return "nothing"
    if len(items) > 1:  # (most moves and losses are of one kind: nothing to order)
        items.sort(key=lambda kv: unit_sort_key(kv[0]))
    return ", ".join([unit_phrase(v, k) for k, v in items])


def unit_sort_key(key: str) -> tuple[int, int]:
    nation, typ = key.split(":")
    return (NATION_ORDER[nation], TYPE_ORDER[typ])


def short_units(units: Mapping[str, int]) -> str:
    """Compact canonical text (``"2 inf, 1 uk tank"``) as used in action texts."""
    items = [(k, v) for k, v in units.items() if v > 0]
    items.sort(key=lambda kv: unit_sort_key(kv[0]))
    out = []
    for k, v in items:
        nation, typ = k.split(":")
        out.append(f"{v} {typ}" if nation == "de" else f"{v} {nation} {typ}")
    return ", ".join(out)


# --------------------------------------------------------------------------- schema

Prov = Literal["rulebook", "reconstruction"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ZoneProvenance(_Strict):
    name: Prov
    center: Prov
    coastal: Prov
    victory_city: Prov
    marker: Prov


class ZoneData(_Strict):
    id: int = Field(ge=1)
    name: str
    long_name: str
    center: tuple[int, int]
    coastal: bool
    victory_city: bool
    marker: Literal["rennes", "chartres", "rouen"] | None
    provenance: ZoneProvenance


class BeachheadData(_Strict):
    id: str
    name: str
    nation: Literal["uk", "us"]
    capacity: int = Field(ge=1)
    lands_in: int
    start: dict[Literal["inf", "art", "tank"], int]
    provenance: Prov


class AirborneData(_Strict):
    id: str
    name: str
    nation: Literal["uk", "us"]
    zone: int
    start: dict[Literal["inf"], int]
    provenance: Prov


class BlockhouseData(_Strict):
    zone: int
    count: int = Field(ge=1)
    fires_at: tuple[str, ...]
    provenance: Prov


class ChartUnitData(_Strict):
    row: int
    type: Literal["inf", "art", "tank"]
    unit: str
    only: tuple[str, ...] | None = None


class ChartData(_Strict):
    name: str
    nation: Literal["de", "uk", "us"]
    provenance: Prov
    units: tuple[ChartUnitData, ...]


class AirData(_Strict):
    uk: dict[Literal["fighter", "bomber"], int]
    us: dict[Literal["fighter", "bomber"], int]
    provenance: Prov


class PieceTotals(_Strict):
    provenance: Prov
    de: dict[Literal["inf", "art", "tank", "bh"], int]
    uk: dict[Literal["inf", "art", "tank", "fighter", "bomber"], int]
    us: dict[Literal["inf", "art", "tank", "fighter", "bomber"], int]


class BoardData(_Strict):
    game: Literal["aa-dday"]
    about: str
    decisions: tuple[str, ...]
    zones: tuple[ZoneData, ...]
    adjacency: dict[str, tuple[int, ...]]
    adjacency_provenance: Prov
    victory_cities: dict[str, int]
    beachheads: tuple[BeachheadData, ...]
    airborne: tuple[AirborneData, ...]
    blockhouses: tuple[BlockhouseData, ...]
    axis_setup: dict[str, dict[Literal["inf", "art", "tank", "bh"], int]]
    axis_setup_provenance: Prov
    reinforcement_entry: dict[str, tuple[int, ...]]
    reinforcements: dict[str, ChartData]
    air: AirData
    piece_totals: PieceTotals
    stacking_limit: int
    fighter_patrol_limit: int


def load_board_data() -> BoardData:
    """Read and validate ``data/board.json``."""
    text = resources.files("rules.aa_dday").joinpath("data/board.json").read_text(encoding="utf-8")
    return BoardData.model_validate(json.loads(text))


# --------------------------------------------------------------------------- lookups


def normalize_name(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form of a place name."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    for ch in ".-'/_,()":
        text = text.replace(ch, " ")
    return " ".join(text.split())


class Board:
    """Plain-Python lookups derived from :class:`BoardData` (built once)."""

    def __init__(self, data: BoardData) -> None:
        self.data = data
        self.limit = data.stacking_limit
        self.patrol_limit = data.fighter_patrol_limit
        self.zone_ids: tuple[str, ...] = tuple(str(z.id) for z in data.zones)
        self.zone_set = frozenset(self.zone_ids)
        self.zone_name = {str(z.id): z.name for z in data.zones}
        self.zone_label = {str(z.id): f"{z.name} ({z.id})" for z in data.zones}
        self.coastal = {str(z.id): z.coastal for z in data.zones}
        self.marker = {str(z.id): z.marker for z in data.zones}
        self.victory = {str(z.id): z.victory_city for z in data.zones}
        self.adj: dict[str, tuple[str, ...]] = {
            k: tuple(str(v) for v in vs) for k, vs in data.adjacency.items()
        }
        self.adj_set = {k: frozenset(v) for k, v in self.adj.items()}
        self.cities: tuple[str, ...] = tuple(str(v) for v in data.victory_cities.values())
        # beachhead boxes
        self.beach_ids: tuple[str, ...] = tuple(b.id for b in data.beachheads)
        self.beach = {b.id: b for b in data.beachheads}
        self.beach_zone = {b.id: str(b.lands_in) for b in data.beachheads}
        self.beach_capacity = {b.id: b.capacity for b in data.beachheads}
        self.beach_nation = {b.id: b.nation for b in data.beachheads}
        self.beaches_of = {n: tuple(b.id for b in data.beachheads if b.nation == n) for n in ALLIED}
        # airborne boxes
        self.airborne_ids: tuple[str, ...] = tuple(a.id for a in data.airborne)
        self.airborne = {a.id: a for a in data.airborne}
        self.airborne_zone = {a.id: str(a.zone) for a in data.airborne}
        self.box_ids = self.beach_ids + self.airborne_ids
        self.box_name = {b.id: b.name for b in data.beachheads}
        self.box_name.update({a.id: a.name for a in data.airborne})
        # blockhouse arcs: zone -> boxes it fires at
        self.arcs: dict[str, tuple[str, ...]] = {str(b.zone): b.fires_at for b in data.blockhouses}
        self.arc_zones = tuple(z for z, boxes in self.arcs.items() if boxes)
        # reinforcement charts, in chart order
        self.chart_ids: tuple[str, ...] = ("uk", "us", "rennes-chartres", "rouen-chartres")
        self.charts = data.reinforcements
        self.chart_types = {c: tuple(u.type for u in data.reinforcements[c].units) for c in self.chart_ids}
        self.chart_only = {
            c: tuple(u.only for u in data.reinforcements[c].units) for c in self.chart_ids
        }
        self.chart_len = {c: len(self.chart_types[c]) for c in self.chart_ids}
        self.chart_nation = {c: data.reinforcements[c].nation for c in self.chart_ids}
        self.entry = {c: tuple(str(z) for z in zs) for c, zs in data.reinforcement_entry.items()}
        self.allied_charts = ("uk", "us")
        self.axis_charts = ("rennes-chartres", "rouen-chartres")
        # names -> location keys (zones and boxes)
        self.names: dict[str, str] = {}
        self._build_names()

    def _build_names(self) -> None:
        seen: dict[str, set[str]] = {}

        def add(name: str, key: str) -> None:
            seen.setdefault(normalize_name(name), set()).add(key)

        for z in self.data.zones:
            key = str(z.id)
            add(z.name, key)
            add(z.long_name, key)
            for part in z.long_name.split("/"):
                add(part, key)
        for a in self.data.airborne:
            add(a.id, a.id)
            add(a.name, a.id)
        for b in self.data.beachheads:
            add(b.id, b.id)
            add(b.name, b.id)
            add(b.name + " beach", b.id)
        for name, keys in seen.items():
            if len(keys) == 1 and name:
                self.names[name] = next(iter(keys))

    def loc_label(self, loc: str) -> str:
        if loc in self.zone_label:
            return self.zone_label[loc]
        return self.box_name.get(loc, loc)


@lru_cache(maxsize=1)
def get_board() -> Board:
    return Board(load_board_data())


BOARD = get_board()
