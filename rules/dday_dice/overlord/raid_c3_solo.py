"""Raid C-3S, FUBAR (solo): Extra Equipment, Quartermaster's Nightmare, This Way!, No, That Way!.

(Lieutenant LeLOSER is in :mod:`.lieutenant_leloser`.)

- Extra Equipment: the Special Item of every board of the row joins the reserve (3 in all instead of
  the starting Column's one). Each of our boards lists at most one, so there is nothing to choose.
- Quartermaster's Nightmare (solo): the Regular and Special Items are shuffled into two face-up piles;
  only the top of each can be found (:func:`.raid_c3.piles_start`; no Legendary Items in this game).
- This Way!: at the start a Column other than the starting one (Baker) is drawn; a green token marks its
  Sector 10, which the Unit must reach.
- No, That Way!: on reaching the token, a Bunker outside the Unit's current Column is drawn: the one it
  must conquer, with all its usual conditions. No Bunker may be entered before.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.overlord import reserves
from rules.dday_dice.overlord.battle_map import PREFIX, column_of
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.overlord.raid_c3 import piles_start
from rules.dday_dice.overlord.raid_flags import add as _add
from rules.dday_dice.overlord.raid_flags import flags as _flags
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RAID = "c3s"
GOAL_SECTOR = "10"


def _extra_equipment(g: Working) -> None:
    home = g.s.campaign.team_of(g.s.units[0].seat).column
    extra = tuple(k for col, bid in g.map.boards if col != home for k in board(g.d, bid).special_items[:1])
    reserves.give_back(g, g.s.units[0].seat, "items", extra)
    if extra:
        g.emit("raid_rule", "Extra Equipment: " + ", ".join(g.d.items[k].name for k in extra)
             + " join the Items that can be found.",
             key="dice-ev-extra-equipment", args={"join": ", ".join(g.d.items[k].name for k in extra)})


def token(g: Working) -> str | None:
    return next((s for s, k in g.s.campaign.raid_tokens if k == "this-way"), None)


def target(g: Working) -> str | None:
    return next((f.split(":", 1)[1] for f in _flags(g) if f.startswith("that-way:")), None)


def _this_way(g: Working) -> None:
    home = g.s.campaign.team_of(g.s.units[0].seat).column
    cols = [c for c in g.s.campaign.board_columns if c != home]
    col = cols[g.roll(1, len(cols))[0] - 1]
    spot = f"{PREFIX[col]}-{GOAL_SECTOR}"
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": c.raid_tokens + ((spot, "this-way"),)})})
    g.emit("raid_rule", f"This Way!: your new commander wants you in {g.map.sector(spot).label} first (a green token).",
         key="dice-ev-this-way", args={"label": g.map.sector(spot).label})


def _that_way(g: Working, seat: str) -> None:
    u = g.unit(seat)
    spot = token(g)
    if spot is None or u.sector != spot:
        return
    bunkers = [x.id for x in g.map.sectors if x.bunker and not x.impassable and column_of(x.id) != column_of(spot)]
    pick = bunkers[g.roll(1, len(bunkers))[0] - 1]
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={
        "raid_tokens": tuple(t for t in c.raid_tokens if t != (spot, "this-way"))})})
    _add(g, f"that-way:{pick}")
    g.emit("raid_rule", f"No, That Way!: your commander changes his mind: attack the {g.map.sector(pick).label}.",
         unit=seat, key="dice-ev-no-that-way", args={"label": g.map.sector(pick).label})


def _objective(g: Working, u: Unit, bunker: str) -> str | None:
    pick = target(g)
    if pick is None:
        spot = token(g)
        where = g.map.sector(spot).label if spot else "the green token"
        return Why(f"This Way!: reach {where} first; your commander will then name the Bunker", "dice-raid-why-this-way",
                   label=where)
    if bunker != pick:
        label = g.map.sector(pick).label
        return Why(f"No, That Way!: your objective is the {label}", "dice-raid-why-that-way", label=label)
    return None


register(RaidRule("Extra Equipment", (RAID,), start=_extra_equipment))
register(RaidRule("Quartermaster's Nightmare", (RAID,), start=lambda g: piles_start(g, "Quartermaster's Nightmare")))
register(RaidRule("This Way!", (RAID,), start=_this_way))
register(RaidRule("No, That Way!", (RAID,), arrive=_that_way, objective=_objective))
