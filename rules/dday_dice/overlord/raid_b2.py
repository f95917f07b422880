"""Campaign B, The Longest Night, Raids B-2 and B-2S: Ground Start, Jacket and Pills, Tonga, Tonga, Tonga!, Minophobia.

(Air Drop Supplies: :mod:`.raid_starts`; Baptism of Fire: with the Novice Officer, elsewhere.)

- Ground Start (B-2): no die roll for the Starting Sector. Team Able starts in Sector 1 (Merville Battery);
  Team Baker in Sector 1 or 3 of Operation Tonga, whichever is closer to the Bunker the Unit took in Raid
  B-1; each Unit of Team Charlie chooses Sector 2 or 3 of Mission Albany at its first Phase 1, before
  anything else: ``land C-3``. Solo (B-2S): the Starting Sector of the whole row closest to the Bunker taken
  in B-1S. Our reading of "closer": the Raid 2 row of boards lies above the Raid 1 row, so the distance is
  measured from the middle of the Raid 1 Bunker, just below the row, to the middle of each Starting Sector
  (one Sector row counting as one board column); a Unit that took no Bunker counts from its Team's Bunker
  (in a Blitzkrieg, where no Raid 1 was played, its Column's Bunker of the Raid 1 boards).
- Jacket and Pills (B-2): no usual find, nor any effect, gives a Unit the Command Jacket or the
  Amphetamines. The Command Jacket is found for free on Sector 14 of Operation Tonga, the
  Amphetamines on Sector 6 of the Merville Battery, in Phase 4, with ``collect command-jacket`` (settled at
  the end of the phase by the tie rule, as any find); one of each for the whole game. With Chaotic Supply
  they are taken out of its decks (they would block a deck's top for ever).
- Tonga, Tonga, Tonga! (B-2): every Unit's objective is the Bunker of Operation Tonga (Column Baker), and
  only it; a Unit that takes it leaves no Specialists next to it. The Barriers above Sector 10 of Operation
  Tonga cannot be crossed at all (Wire Cutters and the Bulldozer do not help).
- Minophobia (B-2): Units of Team Baker never cross a line of Land Mines. Operation Tonga's Land Mines lie
  below its Bunker; its Bunker is also reached from the top Sector of each neighbouring board
  (:data:`.battle_map.SIDE_DOORS`, our reconstruction), the way around them.
"""

from __future__ import annotations

from rules.dday_dice.context import Working, refuse
from rules.dday_dice.defences import mines_active
from rules.dday_dice.maps import neighbours
from rules.dday_dice.overlord import carry, reserves
from rules.dday_dice.overlord.battle_map import PREFIX, column_of, compose, raid_map
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.overlord.raid_flags import add as _flag
from rules.dday_dice.overlord.raid_flags import flags as _flags
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, register
from rules.dday_dice.overlord.records import campaigns
from rules.dday_dice.state import Order as Request
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

GROUND = "Ground Start"
JACKET = "Jacket and Pills"
TONGA = "Tonga, Tonga, Tonga!"
MINOPHOBIA = "Minophobia"
TONGA_BUNKER = "B-B"
TONGA_BARRIER = "B-10"
PICK = {"command-jacket": "B-14", "amphetamines": "A-6"}
CHARLIE_STARTS = ("C-2", "C-3")


def _centre(s) -> float:
    return s.col + s.span / 2


def raid_one_bunker(g: Working, seat: str) -> str:
    """The Bunker ``seat`` took in the previous Raid; else one its Team took; else its Team's Column's."""
    c = g.s.campaign
    team = c.team_of(seat)
    own = [b for s, b in c.bunkers_taken if s == seat]
    mates = [b for s, b in c.bunkers_taken if s in team.seats]
    return (own or mates or [f"{PREFIX[team.column]}-B"])[-1]


def _raid_one_map(g: Working):
    """The previous Raid's Battle Map; in a Blitzkrieg (none played) the campaign's first row of boards."""
    c = g.s.campaign
    if c.raid > 0:
        return raid_map(g.d, c, c.raid - 1)
    grid = campaigns()[c.campaign].versions[c.version][0]
    first = campaigns()[c.campaign].raids[0].id
    return compose(g.d, tuple((col, grid[col]) for col in c.board_columns), first)


def closest_start(g: Working, seat: str, starts: list[str]) -> str:
    before = _raid_one_map(g).sector(raid_one_bunker(g, seat))
    x = _centre(before)

    def dist(sid: str) -> float:
        s = g.map.sector(sid)
        return (_centre(s) - x) ** 2 + s.row ** 2

    return min(starts, key=dist)


def _place(g: Working, seat: str, where: str) -> None:
    g.update(seat, sector=where, visited=(where,), marker=1)


def _ground_start(g: Working) -> None:
    placed = []
    for u in g.s.units:
        col = g.s.campaign.team_of(u.seat).column
        if col == "able":
            where = "A-1"
        elif col == "baker":
            where = closest_start(g, u.seat, ["B-1", "B-3"])
        else:
            where = CHARLIE_STARTS[0]
        _place(g, u.seat, where)
        placed.append(f"{g.name(u.seat)} in {g.map.sector(where).label}")
    g.emit("raid_rule", "Ground Start: no die roll; " + "; ".join(placed)
         + ". Each Unit of Team Charlie chooses Sector 2 or 3 first ('land C-3').",
         key="dice-ev-ground-start", args={"join": "; ".join(placed)})


def _solo_ground_start(g: Working) -> None:
    starts = [s.id for s in g.map.sectors if s.start]
    for u in g.s.units:
        where = closest_start(g, u.seat, starts)
        _place(g, u.seat, where)
        took = any(seat == u.seat for seat, _ in g.s.campaign.bunkers_taken)
        g.emit("raid_rule", f"Ground Start: {g.name(u.seat)} starts in {g.map.sector(where).label}, the Starting Sector "
             "closest to " + ("the Bunker it took in Raid B-1S." if took else "its Column's Bunker of Raid B-1S (it "
                              "took none)."), unit=u.seat,
             key="dice-ev-ground-start-unit", args={"unit": g.who(u.seat), "label": g.map.sector(where).label,
             "if_took": bool(took)})


def _land_owed(g: Working, u: Unit) -> bool:
    c = g.s.campaign
    return (c.team_of(u.seat).column == "charlie" and g.s.turn == c.raid_started and u.status == "active"
            and "landed:" + u.seat not in _flags(g) and not carry.pending(g, u.seat))


def _land_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [(s,) for s in CHARLIE_STARTS] if _land_owed(g, u) else []


def _land(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    if not _land_owed(g, u):
        raise refuse(text, "Ground Start: only a Unit of Team Charlie chooses its Starting Sector, at its first "
                     "Phase 1.", GROUND, key="dice-no-ground-start-only-unit-team")
    if len(words) != 1 or words[0] not in CHARLIE_STARTS:
        raise refuse(text, "Ground Start: write 'land C-2' or 'land C-3'.", GROUND,
                     key="dice-no-ground-start-write-land-c")
    _flag(g, "landed:" + seat)
    _place(g, seat, words[0])
    g.emit("raid_rule", f"{g.name(seat)} lands in {g.map.sector(words[0]).label}.", unit=seat,
         key="dice-ev-landed", args={"unit": g.who(seat), "label": g.map.sector(words[0]).label})


def found_once(g: Working, item: str) -> bool:
    return "picked:" + item in _flags(g) or any(item in u.items or item in u.used_items for u in g.s.units)


def _jacket_find(g: Working, u: Unit, item: str) -> str | None:
    if item not in PICK:
        return None
    return Why(f"Jacket and Pills: the {g.d.items[item].name} is found only for free in "
               f"{_where(g, PICK[item])}, with 'collect {item}'", "dice-raid-why-jacket-free",
               name=g.d.items[item].name, label=g.map.sector(PICK[item]).label, board=_board(g, PICK[item]), item=item)


def _where(g: Working, sid: str) -> str:
    """A Sector's label with its board's name (``Able Sector 6 (Merville Battery)``)."""
    return f"{g.map.sector(sid).label} ({_board(g, sid)})"


def _board(g: Working, sid: str) -> str:
    """The printed name of the board a Sector is on (``Merville Battery``)."""
    return board(g.d, dict(g.map.boards)[column_of(sid)]).name


def _pick_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [(item,) for item, where in PICK.items() if _pick_refusal(g, u, item) is None]


def _pick_refusal(g: Working, u: Unit, item: str) -> str | None:
    if item not in PICK:
        return Why("only the Command Jacket and the Amphetamines are picked up ('collect command-jacket')",
                   "dice-raid-why-pick-only")
    name = g.d.items[item].name
    if u.sector != PICK[item]:
        return Why(f"the {name} waits in {_where(g, PICK[item])}", "dice-raid-why-pick-where", name=name,
                   label=g.map.sector(PICK[item]).label, board=_board(g, PICK[item]))
    if found_once(g, item):
        return Why(f"the {name} has been found already: one per game", "dice-raid-why-pick-found", name=name)
    if any(o.what == item for o in u.orders):
        return Why(f"you have already asked for the {name}", "dice-raid-why-pick-asked", name=name)
    if item not in reserves.pool(g.s, g.d, u.seat, "items"):
        return Why(f"the {name} is not in the reserve", "dice-raid-why-pick-reserve", name=name)
    return None


def _pick(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    if len(words) != 1:
        raise refuse(text, "write 'collect command-jacket' or 'collect amphetamines'.", JACKET,
                     key="dice-no-write-collect-command-jacket-collect")
    why = _pick_refusal(g, u, words[0])
    if why:
        raise refuse(text, f"Jacket and Pills: {why}.", JACKET, key="dice-no-jacket-pills", args={"why": why})
    g.update(seat, orders=u.orders + (Request(kind="find", what=words[0], paid=0, free=True),))
    g.emit("find_asked", f"{g.name(seat)} looks for the {g.d.items[words[0]].name}, free here (settled at the end of "
         "Phase 4).", unit=seat, item=words[0],
         key="dice-ev-find-asked-free", args={"unit": g.who(seat), "name": g.d.items[words[0]].name})


def _jacket_phase(g: Working, n: int) -> None:
    if any(x in PICK for deck in g.s.supply for x in deck):
        # Chaotic Supply dealt them into its decks: they are never found there, so they must not block a deck.
        g.s = g.s.model_copy(update={"supply": tuple(tuple(x for x in deck if x not in PICK) for deck in g.s.supply)})
    if n == 5:
        for item in PICK:
            if "picked:" + item not in _flags(g) and found_once(g, item):
                _flag(g, "picked:" + item)


def _line(g: Working, u: Unit, sector: str):
    return next((e for n, e in neighbours(g.map, u.sector) if n == sector), None)


def _tonga_objective(g: Working, u: Unit, bunker: str) -> str | None:
    if bunker == TONGA_BUNKER:
        return None
    label = g.map.sector(TONGA_BUNKER).label
    return Why(f"Tonga, Tonga, Tonga!: every Unit's objective is the {label}", "dice-raid-why-tonga-objective",
               label=label)


def _tonga_enter(g: Working, u: Unit, sector: str) -> str | None:
    line = _line(g, u, sector)
    if u.sector == TONGA_BARRIER and line is not None and u.sector in line.barrier:
        label = g.map.sector(TONGA_BARRIER).label
        return Why(f"Tonga, Tonga, Tonga!: the Barriers above {label} cannot be crossed, not even with Wire Cutters or "
                   "a Bulldozer", "dice-raid-why-tonga-barrier", label=label)
    return None


def _minophobia_enter(g: Working, u: Unit, sector: str) -> str | None:
    if g.s.campaign.team_of(u.seat).column != "baker" or not mines_active(g):
        return None
    line = _line(g, u, sector)
    if line is not None and u.sector in line.mines:
        return Why("Minophobia: Team Baker never crosses Land Mines; go round them through a neighbouring Column",
                   "dice-raid-why-minophobia")
    return None


def _no_helpers(g: Working) -> bool:
    return False


register(RaidRule(GROUND, ("b2",), start=_ground_start,
                  orders=(Order("land", "land SECTOR", (1,), _land_legal, _land, owed=_land_owed),)))
register(RaidRule(GROUND, ("b2s",), start=_solo_ground_start))
register(RaidRule(JACKET, ("b2",), find=_jacket_find, phase=_jacket_phase,
                  orders=(Order("collect", "collect ITEM", (4,), _pick_legal, _pick),)))
register(RaidRule(TONGA, ("b2",), objective=_tonga_objective, enter=_tonga_enter, helpers=_no_helpers))
register(RaidRule(MINOPHOBIA, ("b2",), enter=_minophobia_enter))
