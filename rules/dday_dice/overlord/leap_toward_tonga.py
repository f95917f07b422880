"""Leap Toward Tonga (Overlord, Raid B-2S): two Bunkers, in order: Able's or Charlie's first, then Baker's.

- Objective: until the first Bunker is taken only the Able and Charlie Bunkers may be entered; then only
  Baker's (Operation Tonga).
- Our reading of how the Unit goes on after its first Bunker (the printed boards are not available): it
  stays in the Raid, in the Bunker it took, and must leave it at its next Phase 5 by the Scatter! line that
  joins that Bunker to Baker's in this Raid (:data:`.battle_map.BUNKER_LINES`), an Advance into Baker's
  Bunker paid as usual. A Unit that cannot pay it is eliminated as any Unit that must move and cannot
  (Keep Going! then applies).
- The first Bunker scores as a Bunker taken (5 PP, the solo Honor table's line), the second through the
  usual line.
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working
from rules.dday_dice.overlord import raid_flags as RF
from rules.dday_dice.overlord.honor import SOLO
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RULE = "Leap Toward Tonga"
FIRST = ("A-B", "C-B")
LAST = "B-B"


def first_taken(g: Working) -> str | None:
    return RF.value(g, "leap:")


def _objective(g: Working, u: Unit, bunker: str) -> str | None:
    done = first_taken(g)
    if done is None and bunker not in FIRST:
        label = g.map.sector(LAST).label
        return Why(f"{RULE}: take the Able or the Charlie Bunker first, then {label}", "dice-raid-why-leap-first",
                   label=label)
    if done is not None and bunker != LAST:
        label = g.map.sector(LAST).label
        return Why(f"{RULE}: your second Bunker must be the {label}", "dice-raid-why-leap-second", label=label)
    return None


def _conquered(g: Working, seat: str) -> None:
    u = g.unit(seat)
    if first_taken(g) is not None or u.bunker not in FIRST:
        return
    RF.add(g, "leap:" + u.bunker)
    u = g.put(u.model_copy(update={"status": "active", "bunker": None}))
    sec = g.sector(u)
    limit = (sec.max_stay if sec.max_stay is not None else int(g.d.rule("stay_limit"))) + u.stay_bonus
    g.update(seat, marker=limit)
    g.emit("raid_rule", f"{RULE}: {g.name(seat)} holds the {g.map.sector(first_taken(g)).label} and must leap on to "
         f"the {g.map.sector(LAST).label} at its next move.", unit=seat,
         key="dice-ev-leap-toward-tonga", args={"unit": g.who(seat), "label": g.map.sector(first_taken(g)).label,
         "label2": g.map.sector(LAST).label})


def _leave(g: Working, u: Unit) -> bool:
    return first_taken(g) == u.sector


def _score(g: Working) -> list[ScoreLine]:
    if first_taken(g) is None:
        return []
    team = g.s.campaign.teams[0]
    pp, text = SOLO["bunker"]
    return [ScoreLine(team=team.number, pp=pp, text=f"{text} ({RULE}: the first)", seat=team.seats[0])]


register(RaidRule(RULE, ("b2s",), objective=_objective, conquered=_conquered, leave=_leave, score=_score))
