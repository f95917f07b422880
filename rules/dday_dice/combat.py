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

Battle Conditions change every DEF and add their losses (:mod:`.battle_conditions`).
Atlantikwall: the German's losses come first (:mod:`.german_losses`: his
missing Soldiers lower every DEF, a DEF below 0 gives Soldiers), inactive
MGF does not fire (:mod:`.defences`), and a Unit surviving in the Final
Bunker goes to the Phase 7 Assault (:mod:`.assault`) instead of conquering.
"""

from __future__ import annotations

from rules.dday_dice import assault, battle_conditions, german_losses, german_solo, why
from rules.dday_dice.context import Working, final_bunker, passive
from rules.dday_dice.defences import mgf_count, remove_silenced
from rules.dday_dice.losses import lose_specialists, take_losses
from rules.dday_dice.rally import tie_order
from rules.dday_dice.state import Unit


def defence(g: Working, u: Unit) -> int:
    return max(0, net_defence(g, u))


def _reduced_defence(g: Working, u: Unit) -> int:
    sec = g.sector(u)
    if sec.single_combat and sec.id in u.fought:
        return 0
    value = sec.defence[min(u.marker, len(sec.defence)) - 1] + battle_conditions.def_change(g)
    if u.flags.def_zero and not sec.bunker:
        return 0
    value -= u.flags.def_reduce + passive(g, u, "def_reduce")
    if sec.bunker:
        value -= int(g.d.rule("bunker_help")) * len(g.s.bunker_pool.get(sec.id, ()))
    value += g.campaign.defence_change(g, u)
    return max(0, value)


def net_defence(g: Working, u: Unit) -> int:
    """The DEF the Unit fights, less the German's missing Soldiers (Atlantikwall): below 0 it gains Soldiers."""
    deficit = g.s.german.deficit if g.s.german is not None else 0
    return _reduced_defence(g, u) - deficit


def fight(g: Working) -> None:
    if german_solo.solo(g):
        german_solo.phase6(g)
        return
    g.campaign.on_combat(g)
    german_losses.phase6(g)
    battle_conditions.phase6(g)
    for u in tie_order(g.active()):
        if g.campaign.sits_out(g, u):
            continue
        sec = g.sector(u)
        net = net_defence(g, u)
        loss = max(0, net)
        g.emit("combat", f"{g.name(u.seat)} fights in {sec.label}: DEF {loss}.", unit=u.seat, defence=loss,
             key="dice-ev-combat", args={"unit": g.who(u.seat), "label": sec.label, "loss": loss})
        if sec.single_combat:
            g.update(u.seat, fought=u.fought + (sec.id,))
        if net < 0:
            german_losses.gain_from_deficit(g, u.seat, -net, sec.label)
        take_losses(g, u.seat, loss, why.defence_of(sec.label))
        firing = mgf_count(g, sec)
        mgf = max(0, firing - u.flags.silence_mgf - passive(g, u, "silence_mgf"))
        remove_silenced(g, u, sec, firing)
        if sec.mgf and u.flags.ignore_mgf:
            g.emit("mgf_ignored", f"{g.name(u.seat)} ignores the Machine Gun Fire.", unit=u.seat,
                 key="dice-ev-mgf-ignored", args={"unit": g.who(u.seat)})
            mgf = 0
        table = list(g.d.rule("mgf_loss"))
        special = int(g.d.rule("mgf_special"))
        for _ in range(mgf):
            if g.unit(u.seat).status != "active":
                break
            (v,) = g.roll(1)
            lost = table[min(v, len(table)) - 1]
            g.emit("mgf", f"Machine Gun Fire on {g.name(u.seat)}: rolled {v}.", unit=u.seat, dice=(v,),
                 key="dice-ev-mgf", args={"unit": g.who(u.seat), "v": v})
            take_losses(g, u.seat, lost, why.MACHINE_GUN_FIRE)
            if v >= special and g.unit(u.seat).status == "active" and not g.campaign.on_special_damage(g, u.seat):
                gone = lose_specialists(g, u.seat, 1, why.SPECIAL_DAMAGE)
                if not gone:
                    take_losses(g, u.seat, 1, why.SPECIAL_DAMAGE)
        u = g.unit(u.seat)
        if u.status == "active" and u.soldiers <= 0 and not u.specialists:
            take_losses(g, u.seat, 0, "")
        u = g.unit(u.seat)
        if u.status == "active" and sec.bunker and not (g.s.german is not None and final_bunker(g, sec.id)):
            helping = u.specialists if g.campaign.bunker_helpers(g) else ()
            pool = dict(g.s.bunker_pool)
            pool[sec.id] = pool.get(sec.id, ()) + helping
            g.s = g.s.model_copy(update={"bunker_pool": pool})
            g.put(u.model_copy(update={"status": "conquered", "bunker": sec.id, "done": True, "queue": ()}))
            helpers = ", ".join(g.d.specialists[x].name for x in helping)
            g.emit("conquered", f"{g.name(u.seat)} conquered the {sec.label} with {g.res(u.soldiers, 'soldiers')}"
                 + (f"; {helpers} wait next to it to help the others." if helpers else "."), unit=u.seat,
                 key="dice-ev-conquered", args={"unit": g.who(u.seat), "label": sec.label, "soldiers": u.soldiers,
                 "helpers": helpers, "if_helpers": bool(helpers)})
            g.campaign.on_conquered(g, u.seat)
    assault.run(g)
