"""Applying an :class:`~rules.dday_dice.records.Effect` once (an Item, a Medal, an RWB option).

Gains are added at once; turn flags last until the end of the turn; credits
(a free Item, a free Specialist) wait for Phase 4; dice primitives change the
Final Tally and are checked by :func:`check_dice` first (Phase 2 only).
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice import medals
from rules.dday_dice.actions import Use
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.records import Effect
from rules.dday_dice.roll import FACE_OF_VALUE, dice_arg, die_arg, die_text, tally_arg, tally_text
from rules.dday_dice.state import GERMAN, Die
from rules.dday_dice.why import Said, Why


def available(dice: tuple[Die, ...]) -> list[int]:
    """Dice (1-based) that still count: not in a bonus, not cancelled, rolled."""
    return [i for i, d in enumerate(dice, 1) if d.role == ""]


def resources_said(g: Working, got: dict[str, int]) -> Said:
    """Resources gained ("6 Soldiers, 1 Courage"), each said by ``dice-res``."""
    return Said([Why(g.res(v, k), "dice-res", what=k, n=v) for k, v in got.items()], sep=", ")


def gains(g: Working, seat: str, e: Effect, why: str) -> None:
    u = g.unit(seat)
    got = {k: getattr(e, k) for k in ("soldiers", "courage", "stars", "ip") if getattr(e, k)}
    if got:
        g.put(u.model_copy(update={k: getattr(u, k) + v for k, v in got.items()}))
        g.emit("gain", f"{g.name(seat)} gained " + ", ".join(g.res(v, k) for k, v in got.items()) + f" ({why}).",
             unit=seat, **got,
             key="dice-ev-gains", args={"unit": g.who(seat), "join": resources_said(g, got),
             "why": why})
    if e.medal:
        medals.draw(g, seat, e.medal, why)
    f = g.unit(seat).flags
    upd: dict = {}
    if e.free_item_max:
        upd["free_item_max"] = max(f.free_item_max, e.free_item_max)
    if e.free_specialist:
        upd["free_specialist"] = f.free_specialist + 1
    for key in ("ignore_conditions", "free_advance", "def_zero", "ignore_mgf", "cross_barrier", "ignore_mines",
                "trade_anywhere"):
        if getattr(e, key):
            upd[key] = True
    for key in ("advance_discount", "def_reduce", "silence_mgf"):
        if getattr(e, key):
            upd[key] = getattr(f, key) + getattr(e, key)
    if upd:
        g.flags(seat, **upd)
    if e.extra_stay:
        targets = g.campaign.all_units(g, seat) if e.all_units else [seat]
        for t in targets:
            g.update(t, stay_bonus=g.unit(t).stay_bonus + e.extra_stay)
        who = g.campaign.all_units_label(g, seat) if e.all_units else g.name(seat)
        g.emit("stay_bonus", f"{who} may stay {g.counted(e.extra_stay, 'more turn')} in its Sector ({why}).", unit=seat,
             key="" if e.all_units else "dice-ev-stay-bonus",
             args={"unit": g.who(seat), "count": e.extra_stay, "why": why})


def check_dice(g: Working, seat: str, e: Effect, a: Use, text: str) -> None:
    """Refuse a dice effect whose arguments do not fit (before anything changes)."""
    u = g.unit(seat)
    free = available(u.dice)
    if len(a.results) != e.add_results:
        raise refuse(text, f"name {count(e.add_results, 'result')} to add, e.g. red-courage." if e.add_results
                     else "this adds no result of your choice.",
                     key="dice-no-add-results", args={"add_results": e.add_results, "if_add_results": bool(e.add_results)})
    if len(a.changes) != e.change_die:
        raise refuse(text, f"name {count(e.change_die, 'die change')}, e.g. d3=star." if e.change_die
                     else "this changes no die.",
                     key="dice-no-change-die", args={"change_die": e.change_die, "if_change_die": bool(e.change_die)})
    for d, _face in a.changes:
        if d not in free:
            raise refuse(text, f"die {d} is not in play (used in a bonus, cancelled or not rolled).",
                         key="dice-no-die-not-play-used-bonus", args={"d": d})
    if e.reroll_dice:
        if not 1 <= len(a.dice) <= e.reroll_dice:
            raise refuse(text, f"name 1 to {e.reroll_dice} dice to reroll, e.g. d3.",
                         key="dice-no-name-1-dice-reroll-d3", args={"reroll_dice": e.reroll_dice})
        for d in a.dice:
            if d not in free or u.dice[d - 1].locked:
                raise refuse(text, f"die {d} cannot be rerolled (locked, used or not in play).",
                             key="dice-no-die-cannot-be-rerolled-locked", args={"d": d})
    elif a.dice and not e.trade_die:
        raise refuse(text, "this rerolls no die.", key="dice-no-this-rerolls-no-die")
    if (e.trade_die or e.steal_die) and a.target == GERMAN and g.s.german is not None:
        if g.s.phase != 2 or a.target_die is None or a.target_die not in available(g.s.german.dice):
            raise refuse(text, "name one of the German's dice still in play, in Phase 2, e.g. 'german:d5'.",
                         key="dice-no-name-one-german-dice-still")
        if e.trade_die and (len(a.dice) != 1 or a.dice[0] not in free):
            raise refuse(text, "name one of your dice and one of the German's, e.g. 'd3 german:d5'.",
                         key="dice-no-name-one-your-dice-one")
        if e.steal_die and a.dice:
            raise refuse(text, "name only the die you take, e.g. 'german:d5'.", key="dice-no-name-only-die-you-take")
        return
    if e.give_results or e.trade_die or e.steal_die:
        if a.target is None or a.target == seat or a.target not in g.s.seats:
            raise refuse(text, f"name another Unit, e.g. {next((s for s in g.s.seats if s != seat), 'unit2')}:blue-courage.",
                         key="dice-no-name-another-unit-blue-courage",
                         args={"next": next((s for s in g.s.seats if s != seat), 'unit2')})
        other = g.unit(a.target)
        if other.status != "active" or g.s.phase != 2:
            raise refuse(text, f"{g.name(a.target)} is no longer on the map, or Phase 2 is over.",
                         key="dice-no-no-longer-on-map-phase", args={"unit": g.who(a.target)})
        if e.give_results and len(a.target_results) != e.give_results:
            raise refuse(text, f"name {count(e.give_results, 'result')} for {g.name(a.target)}, e.g. {a.target}:red-star.",
                         key="dice-no-name-for-red-star", args={"give_results": e.give_results,
                         "unit": g.who(a.target), "target": a.target})
        if e.trade_die or e.steal_die:
            if other.sector != u.sector:
                raise refuse(text, "dice are traded or taken with a Unit in your Sector only.",
                             key="dice-no-dice-are-traded-taken-with")
            if a.target_die is None or a.target_die not in available(other.dice):
                raise refuse(text, f"name one of {g.name(a.target)}'s dice still in play, e.g. '{a.target}:d5'.",
                             key="dice-no-name-one-dice-still-play", args={"unit": g.who(a.target), "target": a.target})
        if e.trade_die and (len(a.dice) != 1 or a.dice[0] not in free):
            raise refuse(text, f"name one of your dice and one of theirs, e.g. 'd3 {a.target}:d5'.",
                         key="dice-no-name-your-die-and-theirs", args={"target": a.target})
        if e.steal_die and a.dice:
            raise refuse(text, f"name only the die you take, e.g. '{a.target}:d5'.",
                         key="dice-no-name-only-their-die", args={"target": a.target})
    elif a.target is not None:
        raise refuse(text, "this does nothing to another Unit.", key="dice-no-this-does-nothing-another-unit")


def _with_german(g: Working, seat: str, e: Effect, a: Use, dice: list[Die], why: str) -> None:
    """Atlantikwall: a die taken from (or traded with) the German's Final Tally; his black dice turn blue."""
    gs = g.s.german
    theirs = gs.dice[a.target_die - 1]
    gd = list(gs.dice)
    if e.trade_die:
        mine = dice[a.dice[0] - 1]
        dice[a.dice[0] - 1] = theirs
        gd[a.target_die - 1] = mine
    else:
        gd[a.target_die - 1] = theirs.model_copy(update={"role": "off"})
        dice.append(theirs.model_copy(update={"added": True, "locked": False}))
    reopen = gs.done and g.s.phase == 2
    g.s = g.s.model_copy(update={"german": gs.model_copy(update={"dice": tuple(gd),
                                                                  "done": False if reopen else gs.done})})
    black = "black" if theirs.colour == "blue" else theirs.colour
    g.emit("die_taken", f"{g.name(seat)} took the German player's {black} die ({why}); it is {die_text(theirs)} "
         "in its Final Tally.", unit=seat, other=GERMAN,
         key="dice-ev-die-taken", args={"unit": g.who(seat), "black": black, "why": why, "die_text": die_arg(theirs)})


def dice_effect(g: Working, seat: str, e: Effect, a: Use, why: str) -> None:
    u = g.unit(seat)
    dice = list(u.dice)
    for r in a.results:
        dice.append(Die(colour=r.colour, face=r.face, added=True))
    for d, face in a.changes:
        dice[d - 1] = dice[d - 1].model_copy(update={"face": face})
    values: tuple[int, ...] = ()
    if e.reroll_dice and a.dice:
        g.put(u)
        values = g.roll(len(a.dice))
        for d, v in zip(a.dice, values):
            dice[d - 1] = dice[d - 1].model_copy(update={"face": FACE_OF_VALUE[v]})
        u = g.unit(seat)
    if (e.trade_die or e.steal_die) and a.target == GERMAN:
        _with_german(g, seat, e, a, dice, why)
    elif e.trade_die and a.target:
        other = g.unit(a.target)
        mine, theirs = dice[a.dice[0] - 1], other.dice[a.target_die - 1]
        dice[a.dice[0] - 1] = theirs
        od = list(other.dice)
        od[a.target_die - 1] = mine
        g.put(other.model_copy(update={"dice": tuple(od)}))
        g.emit("dice_traded", f"{g.name(seat)} traded its {die_text(mine)} for {g.name(a.target)}'s {die_text(theirs)} "
             f"({why}).", unit=seat, other=a.target,
             key="dice-ev-dice-traded", args={"unit": g.who(seat), "die_text": die_arg(mine),
             "unit2": g.who(a.target), "die_text2": die_arg(theirs), "why": why})
    if e.steal_die and a.target and a.target != GERMAN:
        other = g.unit(a.target)
        taken = other.dice[a.target_die - 1]
        od = tuple(x.model_copy(update={"role": "off"}) if i == a.target_die else x for i, x in enumerate(other.dice, 1))
        g.put(other.model_copy(update={"dice": od}))
        dice.append(taken.model_copy(update={"added": True, "locked": False}))
        g.emit("die_taken", f"{g.name(seat)} took {g.name(a.target)}'s {die_text(taken)} ({why}).", unit=seat,
             other=a.target,
             key="dice-ev-die-taken-from-unit", args={"unit": g.who(seat), "unit2": g.who(a.target),
             "die_text": die_arg(taken), "why": why})
    u = g.put(g.unit(seat).model_copy(update={"dice": tuple(dice)}))
    if e.give_results and a.target:
        other = g.unit(a.target)
        added = tuple(Die(colour=r.colour, face=r.face, added=True) for r in a.target_results)
        g.put(other.model_copy(update={"dice": other.dice + added}))
        g.emit("results_given", f"{g.name(seat)} added " + ", ".join(die_text(x) for x in added)
             + f" to {g.name(a.target)}'s Final Tally ({why}).", unit=seat, other=a.target,
             key="dice-ev-results-given", args={"unit": g.who(seat), "join": dice_arg(added),
             "unit2": g.who(a.target), "why": why})
    changed = [f"{die_text(x)}" for x in dice[len(dice) - len(a.results):]] if a.results else []
    if changed or a.changes or values:
        g.emit("tally_changed", f"{g.name(seat)}'s Final Tally is now {tally_text(u.dice)} ({why}).", unit=seat,
             dice=values,
             key="dice-ev-tally-changed", args={"unit": g.who(seat), "tally_text": tally_arg(u.dice), "why": why})
