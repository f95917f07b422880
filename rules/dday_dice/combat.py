"""Phase 6: combat, Unit by Unit (by the tie rule), then Bunker conquest.

1. Lose the Sector's DEF for the marker face (the last value repeats; a
   Single Combat DEF only the first time), less DEF reducers (Engineer,
   Bazooka ...; a Bangalore Torpedo makes it 0 outside Bunkers) and, in a
   Bunker, ``bunker_help`` per Specialist waiting next to it. Never below 0.
2. Each Machine Gun Fire not silenced (Grenadier ...) rolls a d6: lose
   ``mgf_loss[roll]`` Soldiers; a roll of ``mgf_special`` or more is Special
   Damage: a Specialist is lost too. Ignore MGF (Flak Vest) skips this.
3. Missing Soldiers are taken from Specialists (:mod:`.losses`).
4. A Unit that survives Phase 6 in a Bunker conquers it: its surviving
   Specialists wait next to the Bunker and help the others.
"""

from __future__ import annotations

from rules.dday_dice.context import G, passive
from rules.dday_dice.losses import lose_specialists, take_losses
from rules.dday_dice.overlord import raids
from rules.dday_dice.rally import tie_order
from rules.dday_dice.state import Unit


def defence(g: G, u: Unit) -> int:
    sec = g.sector(u)
    if sec.single_combat and sec.id in u.fought:
        return 0
    value = sec.defence[min(u.marker, len(sec.defence)) - 1]
    if u.flags.def_zero and not sec.bunker:
        return 0
    value -= u.flags.def_reduce + passive(g, u, "def_reduce")
    if sec.bunker:
        value -= int(g.d.rule("bunker_help")) * len(g.s.bunker_pool.get(sec.id, ()))
    value += raids.defence_change(g, u)
    return max(0, value)


def fight(g: G) -> None:
    raids.on_combat(g)
    for u in tie_order(g.active()):
        sec = g.sector(u)
        loss = defence(g, u)
        g.ev("combat", f"{g.name(u.seat)} fights in {sec.label}: DEF {loss}.", unit=u.seat, defence=loss)
        if sec.single_combat:
            g.upd(u.seat, fought=u.fought + (sec.id,))
        take_losses(g, u.seat, loss, f"DEF of {sec.label}")
        mgf = max(0, sec.mgf - u.flags.silence_mgf - passive(g, u, "silence_mgf"))
        if sec.mgf and u.flags.ignore_mgf:
            g.ev("mgf_ignored", f"{g.name(u.seat)} ignores the Machine Gun Fire.", unit=u.seat)
            mgf = 0
        table = list(g.d.rule("mgf_loss"))
        special = int(g.d.rule("mgf_special"))
        for _ in range(mgf):
            if g.u(u.seat).status != "active":
                break
            (v,) = g.roll(1)
            lost = table[min(v, len(table)) - 1]
            g.ev("mgf", f"Machine Gun Fire on {g.name(u.seat)}: rolled {v}.", unit=u.seat, dice=(v,))
            take_losses(g, u.seat, lost, "Machine Gun Fire")
            if v >= special and g.u(u.seat).status == "active":
                gone = lose_specialists(g, u.seat, 1, "Special Damage")
                if not gone:
                    take_losses(g, u.seat, 1, "Special Damage")
        u = g.u(u.seat)
        if u.status == "active" and u.soldiers <= 0 and not u.specialists:
            take_losses(g, u.seat, 0, "")
        u = g.u(u.seat)
        if u.status == "active" and sec.bunker:
            pool = dict(g.s.bunker_pool)
            pool[sec.id] = pool.get(sec.id, ()) + u.specialists
            g.s = g.s.model_copy(update={"bunker_pool": pool})
            g.put(u.model_copy(update={"status": "conquered", "bunker": sec.id, "done": True, "queue": ()}))
            helpers = ", ".join(g.d.specialists[x].name for x in u.specialists)
            g.ev("conquered", f"{g.name(u.seat)} conquered the {sec.label} with {u.soldiers} Soldiers"
                 + (f"; {helpers} wait next to it to help the others." if helpers else "."), unit=u.seat)
