"""Campaign B, The Longest Night, Raids B-1 and B-1S: Battle Map Notes, Lost Equipment, One Slip and It's Over.

(Late Arrivals: :mod:`.raid_starts`; Lost Officers: :mod:`.lost_officers`; Lost Paras: :mod:`.lost_paras`.)

- Battle Map Notes (B-1): Sector 12 of Mission Detroit has no Command Post in this Raid but keeps its Single
  Combat DEF (:data:`.battle_map.NO_COMMAND_POST`). Mission Boston's Command Post would lift "A Handful of
  Warriors" on its board: that rule belongs to the base game's airborne boards, which this game does not have
  (no rule, no Sector feature of that name in our data), so the note changes nothing here.
- Battle Map Notes (B-1S): the Command Post of Detroit's Sector 12 gives none of its usual perks; Lost
  Equipment replaces them.
- Lost Equipment (B-1S): at the start 6 Regular Items drawn at random from the reserve go to a lost pile
  (``lost-item:`` flags), unavailable. Activating the Command Post of Detroit's Sector 12 frees them back to
  the reserve: with the Postscript to an Order, a Unit activates it by surviving a Phase 6 in that Sector;
  it is checked at the start of the next Phase 2, before anything can be found. With Chaotic Supply, the
  Items freed go under its shorter deck.
- One Slip and It's Over (B-1S): one Bunker, of any Column, is the objective; the Raid is over when it is
  taken.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Unit

NOTES = "Battle Map Notes"
EQUIPMENT = "Lost Equipment"
SLIP = "One Slip and It's Over"
DETROIT_CP = "C-12"
LOST_ITEMS = 6
HANDFUL = "handful_of_warriors"
"""The rule "A Handful of Warriors" would be this key of the game's rules data: it is not there."""


def _notes_b1(g: Working) -> None:
    sec = g.map.sector(DETROIT_CP)
    g.emit("raid_rule", f"Battle Map Notes: {sec.label} has no Command Post in this Raid (it keeps its Single Combat "
         "DEF). Mission Boston's Command Post lifts 'A Handful of Warriors', a rule this game does not have.",
         key="dice-ev-map-notes-no-command-post", args={"label": sec.label})


def _notes_b1s(g: Working) -> None:
    g.emit("raid_rule", f"Battle Map Notes: the Command Post of {g.map.sector(DETROIT_CP).label} gives none of its usual "
         "perks; it frees the Lost Equipment instead.",
         key="dice-ev-map-notes-command-post-frees", args={"label": g.map.sector(DETROIT_CP).label})


def lost_items(g: Working) -> list[str]:
    return [f.split(":", 1)[1] for f in g.s.campaign.raid_flags if f.startswith("lost-item:")]


def _equipment_start(g: Working) -> None:
    pool = [x for x in g.s.items_reserve if g.d.items[x].kind == "regular"]
    lost = []
    for _ in range(min(LOST_ITEMS, len(pool))):
        (v,) = g.roll(1, len(pool)) if len(pool) > 1 else (1,)
        lost.append(pool.pop(v - 1))
    reserve = list(g.s.items_reserve)
    for x in lost:
        reserve.remove(x)
    c = g.s.campaign
    g.s = g.s.model_copy(update={"items_reserve": tuple(reserve), "campaign": c.model_copy(
        update={"raid_flags": c.raid_flags + tuple("lost-item:" + x for x in lost)})})
    g.emit("raid_rule", "Lost Equipment: " + ", ".join(g.d.items[x].name for x in lost) + " are lost until a Unit "
         f"activates the Command Post of {g.map.sector(DETROIT_CP).label}.",
         key="dice-ev-lost-equipment", args={"join": ", ".join(g.d.items[x].name for x in lost),
         "label": g.map.sector(DETROIT_CP).label})


def _equipment_phase(g: Working, n: int) -> None:
    if n != 2 or not lost_items(g):
        return
    c = g.s.campaign
    who = next((u for u in g.active() if u.sector == DETROIT_CP and u.seat not in c.unproven), None)
    if who is None:
        return
    items = lost_items(g)
    g.s = g.s.model_copy(update={"items_reserve": g.s.items_reserve + tuple(items), "campaign": c.model_copy(
        update={"raid_flags": tuple(f for f in c.raid_flags if not f.startswith("lost-item:"))})})
    _to_decks(g, items)
    g.emit("raid_rule", f"Lost Equipment: {g.name(who.seat)} activates the Command Post of "
         f"{g.map.sector(DETROIT_CP).label}; " + ", ".join(g.d.items[x].name for x in items)
         + " are back in the reserve.", unit=who.seat,
         key="dice-ev-lost-equipment-back", args={"unit": g.who(who.seat), "label": g.map.sector(DETROIT_CP).label,
         "join": ", ".join(g.d.items[x].name for x in items)})


def _to_decks(g: Working, items: list[str]) -> None:
    """With Chaotic Supply, each freed Item goes under the shorter deck (else it could never be found)."""
    if not g.s.supply:
        return
    decks = [list(d) for d in g.s.supply]
    for x in items:
        min(decks, key=len).append(x)
    g.s = g.s.model_copy(update={"supply": tuple(tuple(d) for d in decks)})


def _any_bunker(g: Working, u: Unit, bunker: str) -> str | None:
    return None


register(RaidRule(NOTES, ("b1",), start=_notes_b1))
register(RaidRule(NOTES, ("b1s",), start=_notes_b1s))
register(RaidRule(EQUIPMENT, ("b1s",), start=_equipment_start, phase=_equipment_phase))
register(RaidRule(SLIP, ("b1s",), objective=_any_bunker))
