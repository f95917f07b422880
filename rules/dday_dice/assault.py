"""Atlantikwall Phase 7: the Assault in the Final Bunker.

After Phase 6, each Unit that survived in a Final Bunker (not a Bunker in
the middle of a map) compares its forces with the German's: Soldiers plus
1 per Specialist on each side.

- More Allied forces: the German player loses, the game ends.
- More German forces: the Unit is destroyed. While other Units are on the
  map the game goes on and the German draws 1 Award at random (a war
  trophy); with none left the German wins.
- A tie goes to the side with more Specialists, and then to the German.

Several Units in the Final Bunker(s) at once (Gold Beach's two Bunkers are
one here) assault in the order the Allies chose in Phase 5
(``assault unit2 unit1``, asked of the first of them); the Units chosen go
first, the others follow in seat order.
"""

from __future__ import annotations

from itertools import permutations

from rules.dday_dice import awards
from rules.dday_dice.actions import Assault
from rules.dday_dice.context import Working, assault_chooser, final_bunker, refuse, said
from rules.dday_dice.state import GERMAN

RULE = "Atlantikwall: Phase 7 Assault"


def inside(g: Working) -> list[str]:
    return [u.seat for u in g.active() if final_bunker(g, u.sector)]


def orders(g: Working) -> list[tuple[str, ...]]:
    here = inside(g)
    return list(permutations(here)) if len(here) <= 4 else [tuple(here)]


def choose_order(g: Working, seat: str, a: Assault, text: str) -> None:
    if assault_chooser(g) != seat:
        raise refuse(text, "the order of the Assault is decided when several Units wait in the Final Bunker.", RULE,
                     key="dice-no-order-assault-decided-when-several")
    if tuple(sorted(a.order)) != tuple(sorted(inside(g))):
        raise refuse(text, f"name every Unit in the Final Bunker once, e.g. 'assault {' '.join(inside(g))}'.", RULE,
                     key="dice-no-name-every-unit-final-bunker", args={"join": ' '.join(inside(g))})
    gs = g.s.german
    g.s = g.s.model_copy(update={"german": gs.model_copy(update={"assault_order": tuple(a.order)})})
    g.emit("assault_order", "The Allies will assault the Bunker in this order: "
         + ", ".join(g.name(x) for x in a.order) + ".", unit=seat,
         key="dice-ev-assault-order", args={"join": ", ".join(g.name(x) for x in a.order)})


def forces(specialists: int, soldiers: int) -> int:
    return soldiers + specialists


def winner(allied: tuple[int, int], german: tuple[int, int]) -> str:
    """'allies' or 'german' for (Soldiers, Specialists) of each side."""
    a, gm = forces(allied[1], allied[0]), forces(german[1], german[0])
    if a != gm:
        return "allies" if a > gm else GERMAN
    return "allies" if allied[1] > german[1] else GERMAN


def run(g: Working) -> None:
    gs = g.s.german
    if gs is None:
        return
    here = inside(g)
    queue = [x for x in gs.assault_order if x in here] + [x for x in here if x not in gs.assault_order]
    for seat in queue:
        if g.s.outcome is not None:
            break
        u, gs = g.unit(seat), g.s.german
        if u.status != "active":
            continue
        side = winner((u.soldiers, len(u.specialists)), (gs.soldiers, len(gs.specialists)))
        mine, theirs = forces(len(u.specialists), u.soldiers), forces(len(gs.specialists), gs.soldiers)
        g.emit("assault", f"Phase 7 Assault: {g.name(seat)} ({mine}) against the German player ({theirs}).",
             unit=seat, allied=mine, german=theirs,
             key="dice-ev-assault", args={"unit": g.who(seat), "mine": mine, "theirs": theirs})
        if side == "allies":
            reason = f"Victory on turn {g.s.turn}: {g.name(seat)} stormed the Final Bunker; the German player loses."
            g.s = g.s.model_copy(update={"outcome": {"winners": [x.seat for x in g.s.units
                                                                  if x.status != "destroyed"], "reason": reason},
                                         "phase": 7})
            g.emit("game_over", reason, key="dice-ev-game-over",
                 args={"reason": said("dice-end-stormed", {"turn": g.s.turn, "unit": g.who(seat)})})
            return
        _destroy(g, seat)
        if g.active():
            g.emit("war_trophy", "The German player draws an Award as a war trophy.", key="dice-ev-war-trophy")
            awards.draw(g, 1, "a war trophy")
    gs = g.s.german
    g.s = g.s.model_copy(update={"german": gs.model_copy(update={"assault_order": ()})})


def _destroy(g: Working, seat: str) -> None:
    u = g.unit(seat)
    ranking = tuple(x for x in u.specialists if g.d.specialists[x].kind == "ranking")
    g.s = g.s.model_copy(update={"ranking_reserve": g.s.ranking_reserve + ranking})
    g.put(u.model_copy(update={"status": "destroyed", "done": True, "queue": (), "owed": ()}))
    gs = g.s.german
    g.s = g.s.model_copy(update={"german": gs.model_copy(update={"destroyed": gs.destroyed + (seat,)})})
    g.emit("destroyed", f"{g.name(seat)} is destroyed in the Final Bunker.", unit=seat,
         key="dice-ev-destroyed", args={"unit": g.who(seat)})
