"""Action text: reading (lenient) and writing (canonical) A&A D-Day actions.

Grammar (see the project brief; the console, Discord layer and history use it):

- ``done``
- ``move <units> from <zone> to <zone>`` / ``move <units> from <zone> via <zone> to <zone>``
- ``land <units> from <box>``
- ``patrol <units> to <zone>`` / ``patrol as last turn`` (the previous turn's patrols, then done)
- ``bomb <nation> to <zone>``
- ``hits <location>: <units>[; <location>: <units>]``
- ``place <chart> <n> in <location>``

Advanced game and standing orders:

- ``land <units> from <box> to <zone>`` (fortune 10 "Coordinated Landing")
- ``orders <kind> <value>`` / ``orders <kind> ask`` / ``orders <kind> default`` / ``orders all ask``
- ``tactic use`` / ``tactic pass``
- ``choose <zones, nations>`` (what a fortune or tactics card asks for, e.g. ``choose 30``, ``choose uk 30 us 31``)
- ``reroll <chart> <die>`` (fortune 14/15), ``split uk <n> us <m>`` (three players, naval bombardment)
- ``confirm`` / ``refuse`` (three players: the other Allied player's proposal); ``propose <action>`` is
  the same as sending ``<action>``

``<units>`` is a comma-separated list of ``[N] [nation] type`` items, or ``all``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from rules.aa_dday import orders as orders_mod
from rules.aa_dday.actions import (
    Action,
    Bomb,
    Choose,
    Confirm,
    Done,
    Hits,
    Land,
    Move,
    Orders,
    Patrol,
    PatrolAgain,
    Place,
    Refuse,
    Reroll,
    Split,
    Tactic,
    UnitItem,
    Units,
)
from rules.aa_dday.board import BOARD, NATION_ORDER, TYPE_ORDER, normalize_name
from rules.core.errors import InvalidActionError

TYPE_ALIASES = {
    "inf": "inf", "infs": "inf", "infantry": "inf", "infantries": "inf", "infantryman": "inf",
    "art": "art", "arts": "art", "arty": "art", "artillery": "art", "artilleries": "art",
    "tank": "tank", "tanks": "tank", "armor": "tank", "armors": "tank", "armour": "tank",
    "armours": "tank", "armored": "tank", "armoured": "tank",
    "bh": "bh", "bhs": "bh", "blockhouse": "bh", "blockhouses": "bh",
    "fighter": "fighter", "fighters": "fighter", "ftr": "fighter", "ftrs": "fighter",
    "bomber": "bomber", "bombers": "bomber", "bmb": "bomber",
}
NATION_ALIASES = {
    "uk": "uk", "u.k.": "uk", "u.k": "uk", "british": "uk", "brit": "uk", "gb": "uk", "britain": "uk",
    "us": "us", "u.s.": "us", "u.s": "us", "usa": "us", "american": "us", "americans": "us",
    "de": None, "ger": None, "german": None, "germans": None, "germany": None, "axis": None,
}
CHART_ALIASES = {
    "uk": "uk", "u.k.": "uk", "british": "uk",
    "us": "us", "u.s.": "us", "usa": "us", "american": "us",
    "rennes-chartres": "rennes-chartres", "rennes/chartres": "rennes-chartres",
    "rennes chartres": "rennes-chartres", "rennes": "rennes-chartres",
    "rouen-chartres": "rouen-chartres", "rouen/chartres": "rouen-chartres",
    "rouen chartres": "rouen-chartres", "rouen": "rouen-chartres",
}
MAX_COUNT = 99

_MOVE = re.compile(r"^move\s+(?P<units>.+?)\s+from\s+(?P<frm>.+?)(?:\s+via\s+(?P<via>.+?))?\s+to\s+(?P<to>.+)$")
_LAND = re.compile(r"^land\s+(?P<units>.+?)\s+from\s+(?P<frm>.+?)(?:\s+(?:to|into|in)\s+(?P<to>.+))?$")
PATROL_AGAIN = "patrol as last turn"
PATROL_AGAIN_TEXTS = frozenset({PATROL_AGAIN, "patrol again", "patrol like last turn", "patrol as before"})
_PATROL = re.compile(r"^patrol\s+(?P<units>.+?)\s+(?:to|in|over|at)\s+(?P<to>.+)$")
_BOMB = re.compile(r"^bomb\s+(?P<nation>\S+?)(?:\s+bombers?)?\s+(?:to|on|in|at)\s+(?P<to>.+)$")
_PLACE = re.compile(
    r"^place\s+(?P<chart>.+?)\s+(?:(?P<n>\d+)\s+)?(?:units?\s+)?(?:in|on|to|at|into)\s+(?P<where>.+)$"
)
_HITS = re.compile(r"^(?:hits?|casualties|targets?)\s*:?\s+(?P<rest>.+)$")
_DONE = {"done", "end", "pass", "finish", "finished", "stop", "done.", "keep"}
_SPLIT = re.compile(r"^split\s+uk\s+(?P<uk>\d)\s*,?\s*us\s+(?P<us>\d)$")
CHOOSE_NATIONS = {"uk": "uk", "u.k.": "uk", "british": "uk", "us": "us", "u.s.": "us", "american": "us", "usa": "us"}
CHOOSE_TYPES = {"fighter": "fighter", "fighters": "fighter", "bomber": "bomber", "bombers": "bomber"}


def _bad(text: str, why: str) -> InvalidActionError:
    return InvalidActionError(f"Could not read '{text}': {why}", key="aa-err-could-not-read", params={"text": text, "detail": why})


def loc_sort_key(loc: str) -> tuple[int, int]:
    if loc.isdigit():
        return (0, int(loc))
    if loc in BOARD.box_ids:
        return (1, BOARD.box_ids.index(loc))
    return (2, 0)


def parse_location(raw: str, text: str, *, boxes: bool = True) -> str:
    """Read a zone number/name or a beachhead box name; return its location key."""
    s = raw.strip().rstrip(".").strip()
    if s.startswith("zone "):
        s = s[5:].strip()
    if s.isdigit():
        if s.lstrip("0") in BOARD.zone_set:
            return s.lstrip("0")
        raise _bad(text, f"there is no zone {s}; zones are numbered 1 to {len(BOARD.zone_ids)}.")
    key = BOARD.names.get(normalize_name(s))
    if key is None:
        raise _bad(text, f"'{raw.strip()}' is not a zone or beach I know.")
    if not boxes and not key.isdigit():
        raise _bad(text, f"'{raw.strip()}' is a beachhead box, not a zone.")
    return key


def normalize_units(items: list[UnitItem] | tuple[UnitItem, ...]) -> Units:
    """Merge equal items and sort them canonically (German, U.K., U.S.; inf art tank bh fighter bomber)."""
    merged: dict[tuple[str | None, str], int] = {}
    for it in items:
        key = (it.nation if it.nation != "de" else None, it.type)
        merged[key] = merged.get(key, 0) + it.n
    keys = sorted(merged, key=lambda k: (NATION_ORDER[k[0]], TYPE_ORDER[k[1]]))
    return tuple(UnitItem(merged[k], k[0], k[1]) for k in keys)


_UNITS_READ: dict[tuple[str, bool], Units | None] = {}
"""Unit texts read without error (the same few come back in every option list), bounded by :data:`_UNITS_READ_MAX`."""

_UNITS_READ_MAX = 4096


def parse_units(raw: str, text: str, *, allow_all: bool = False) -> Units | None:
    s = raw.strip()
    key = (s, allow_all)
    if key in _UNITS_READ:
        return _UNITS_READ[key]
    units = _parse_units(s, text, allow_all)
    if len(_UNITS_READ) >= _UNITS_READ_MAX:
        _UNITS_READ.clear()
    _UNITS_READ[key] = units
    return units


def _parse_units(s: str, text: str, allow_all: bool) -> Units | None:
    if s in ("all", "everything", "all units"):
        if allow_all:
            return None
        raise _bad(text, "say which units (for example '2 uk fighter').")
    items: list[UnitItem] = []
    parts = [p for p in re.split(r",|\band\b|\+", s) if p.strip()]
    if not parts:
        raise _bad(text, "no units given.")
    for part in parts:
        toks = part.split()
        n = 1
        if toks and re.fullmatch(r"\d+x?", toks[0]):
            n = int(toks[0].rstrip("x"))
            toks = toks[1:]
        nation: str | None = None
        if toks and toks[0] in NATION_ALIASES and len(toks) > 1:
            nation = NATION_ALIASES[toks[0]]
            toks = toks[1:]
        typ = TYPE_ALIASES.get(" ".join(toks))
        if typ is None:
            raise _bad(
                text,
                f"'{part.strip()}' is not a unit; use inf, art, tank, bh, fighter or bomber, "
                "optionally with a count and uk/us.",
            )
        if n < 1 or n > MAX_COUNT:
            raise _bad(text, f"'{part.strip()}' has an impossible count.")
        if typ in ("fighter", "bomber") and nation is None and toks and toks[0] in ("de",):
            raise _bad(text, "only the Allies have aircraft.")
        items.append(UnitItem(n, nation, typ))
    for it in items:
        if it.type == "bh" and it.nation is not None:
            raise _bad(text, "only the Axis has blockhouses.")
    return normalize_units(items)


def parse_action(text: str) -> Action:
    """Read an action; raise :class:`InvalidActionError` (echoing ``text``) when it is not one.

    Actions are immutable values, so a text read once is remembered (bounded): the
    same orders come back turn after turn, from players and from standing orders.
    """
    if not isinstance(text, str):
        raise InvalidActionError(f"Could not read {text!r}: an action is a line of text.", key="aa-err-could-not-read-an-action", params={"v": text})
    return _parse_text(text)


@lru_cache(maxsize=4096)
def _parse_text(text: str) -> Action:
    s = " ".join(text.strip().lower().split())
    if not s:
        raise InvalidActionError("Could not read an empty action.", key="aa-err-could-not-read-an-empty")
    if s in _DONE:
        return Done()
    verb = s.split(" ", 1)[0]
    if verb == "move":
        m = _MOVE.match(s)
        if not m:
            raise _bad(text, "write 'move <units> from <zone> to <zone>' (tanks may add 'via <zone>').")
        units = parse_units(m["units"], text, allow_all=True)
        frm = parse_location(m["frm"], text)
        to = parse_location(m["to"], text)
        via = parse_location(m["via"], text) if m["via"] else None
        return Move(units, frm, to, via)
    if verb == "land":
        m = _LAND.match(s)
        if not m:
            raise _bad(text, "write 'land <units> from <beach>'.")
        units = parse_units(m["units"], text, allow_all=True)
        frm = parse_location(m["frm"], text)
        to = parse_location(m["to"], text, boxes=False) if m["to"] else None
        return Land(units, frm, to)
    if verb == "propose":
        rest = s[len("propose"):].strip()
        if not rest or rest.split(" ", 1)[0] in ("propose", "confirm", "refuse", "orders"):
            raise _bad(text, "write 'propose <action>', e.g. 'propose split uk 4 us 2'.")
        return parse_action(rest)
    if s in ("confirm", "agree", "yes", "accept", "ok"):
        return Confirm()
    if s in ("refuse", "disagree", "no", "reject"):
        return Refuse()
    if verb == "orders" or verb == "order":
        toks = s.split(" ", 2)
        if len(toks) < 3:
            raise _bad(text, "write 'orders <kind> <value>' or 'orders <kind> ask'; kinds: "
                       + ", ".join(orders_mod.KINDS) + ".")
        kind = orders_mod.KIND_ALIASES.get(toks[1])
        if kind is None:
            raise _bad(text, f"'{toks[1]}' is not a kind of standing order; kinds: {', '.join(orders_mod.KINDS)}.")
        return Orders(kind, orders_mod.parse_value(kind, toks[2], text))
    if verb in ("tactic", "tactics"):
        rest = s.split(" ", 1)[1] if " " in s else ""
        if rest in ("use", "play", "yes"):
            return Tactic(True)
        if rest in ("pass", "no", "skip"):
            return Tactic(False)
        raise _bad(text, "write 'tactic use' or 'tactic pass'.")
    if verb == "choose":
        return Choose(parse_choose_args(s[len("choose"):], text))
    if verb == "reroll":
        toks = s.split()
        if len(toks) != 3 or not toks[2].isdigit():
            raise _bad(text, "write 'reroll <chart> <die>', e.g. 'reroll uk 2'.")
        chart = CHART_ALIASES.get(toks[1])
        if chart is None:
            raise _bad(text, "the chart is one of uk, us, rennes-chartres, rouen-chartres.")
        die = int(toks[2])
        if not 1 <= die <= 6:
            raise _bad(text, "a die shows 1 to 6.")
        return Reroll(chart, die)
    if verb == "split":
        m = _SPLIT.match(s)
        if not m:
            raise _bad(text, "write 'split uk <n> us <m>' with n + m = 6.")
        uk, us = int(m["uk"]), int(m["us"])
        if uk + us != 6:
            raise _bad(text, "the six naval bombardment dice are split: the two numbers add up to 6.")
        return Split(uk, us)
    if verb == "patrol" and s in PATROL_AGAIN_TEXTS:
        return PatrolAgain()
    if verb == "patrol":
        m = _PATROL.match(s)
        if not m:
            raise _bad(text, "write 'patrol <fighters> to <zone>'.")
        units = parse_units(m["units"], text)
        assert units is not None
        return Patrol(units, parse_location(m["to"], text))
    if verb == "bomb":
        m = _BOMB.match(s)
        if not m or m["nation"] not in NATION_ALIASES or NATION_ALIASES[m["nation"]] is None:
            raise _bad(text, "write 'bomb uk to <zone>' or 'bomb us to <zone>'.")
        return Bomb(NATION_ALIASES[m["nation"]], parse_location(m["to"], text))  # type: ignore[arg-type]
    if verb in ("hits", "hit", "casualties", "target", "targets"):
        m = _HITS.match(s)
        if not m:
            raise _bad(text, "write 'hits <location>: <units>' (several separated by ';').")
        assign: dict[str, Units] = {}
        for chunk in m["rest"].split(";"):
            if not chunk.strip():
                continue
            if ":" not in chunk:
                raise _bad(text, "write 'hits <location>: <units>' (several separated by ';').")
            loc_raw, units_raw = chunk.split(":", 1)
            loc = parse_location(loc_raw, text)
            if loc in assign:
                raise _bad(text, f"{BOARD.loc_label(loc)} is listed twice.")
            units = parse_units(units_raw, text)
            assert units is not None
            assign[loc] = units
        if not assign:
            raise _bad(text, "no hits given.")
        return Hits(tuple(sorted(assign.items(), key=lambda kv: loc_sort_key(kv[0]))))
    if verb == "place":
        m = _PLACE.match(s)
        if not m:
            raise _bad(text, "write 'place <chart> <n> in <location>'.")
        chart = CHART_ALIASES.get(m["chart"].strip())
        if chart is None:
            raise _bad(text, "the chart is one of uk, us, rennes-chartres, rouen-chartres.")
        n = int(m["n"]) if m["n"] else 1
        if n < 1 or n > MAX_COUNT:
            raise _bad(text, "place at least one unit.")
        return Place(chart, n, parse_location(m["where"], text))
    raise _bad(text, "actions are done, move, land, patrol, bomb, hits, place, tactic, choose, reroll, split, "
               "confirm, refuse and orders.")


def parse_choose_args(raw: str, text: str) -> tuple[str, ...]:
    """Tokens of a ``choose``: nations (uk/us), aircraft types and locations (several words allowed)."""
    words = [w for w in re.split(r"[\s,;]+", raw.strip()) if w]
    if not words:
        raise _bad(text, "say what you choose, e.g. 'choose 30'.")
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if w in CHOOSE_NATIONS:
            out.append(CHOOSE_NATIONS[w])
            i += 1
            continue
        if w in CHOOSE_TYPES:
            out.append(CHOOSE_TYPES[w])
            i += 1
            continue
        for j in range(min(len(words), i + 4), i, -1):
            try:
                out.append(parse_location(" ".join(words[i:j]), text))
            except InvalidActionError:
                if j == i + 1:
                    raise
                continue
            i = j
            break
    return tuple(out)


def format_units(units: Units | None) -> str:
    if units is None:
        return "all"
    return ", ".join(f"{u.n} {u.nation} {u.type}" if u.nation else f"{u.n} {u.type}" for u in units)


def format_action(action: Action) -> str:
    """Canonical text of an action; ``parse_action(format_action(a)) == a``."""
    if isinstance(action, Done):
        return "done"
    if isinstance(action, Move):
        via = f" via {action.via}" if action.via else ""
        return f"move {format_units(action.units)} from {action.frm}{via} to {action.to}"
    if isinstance(action, Land):
        to = f" to {action.to}" if action.to else ""
        return f"land {format_units(action.units)} from {action.frm}{to}"
    if isinstance(action, Orders):
        return f"orders {action.order} {action.value}"
    if isinstance(action, Tactic):
        return "tactic use" if action.use else "tactic pass"
    if isinstance(action, Choose):
        return "choose " + " ".join(action.args)
    if isinstance(action, Reroll):
        return f"reroll {action.chart} {action.die}"
    if isinstance(action, Split):
        return f"split uk {action.uk} us {action.us}"
    if isinstance(action, Confirm):
        return "confirm"
    if isinstance(action, Refuse):
        return "refuse"
    if isinstance(action, Patrol):
        return f"patrol {format_units(action.units)} to {action.to}"
    if isinstance(action, PatrolAgain):
        return PATROL_AGAIN
    if isinstance(action, Bomb):
        return f"bomb {action.nation} to {action.to}"
    if isinstance(action, Hits):
        return "hits " + "; ".join(f"{loc}: {format_units(u)}" for loc, u in action.assign)
    if isinstance(action, Place):
        return f"place {action.chart} {action.n} in {action.where}"
    raise TypeError(f"not an A&A D-Day action: {action!r}")


def units_from_dict(units: Mapping[str, int]) -> Units:
    """Unit items (canonical) from a ``{"uk:inf": 2}`` dict."""
    items = []
    for key, n in units.items():
        if n > 0:
            nation, typ = key.split(":")
            items.append(UnitItem(n, None if nation == "de" else nation, typ))
    return normalize_units(items)
