"""Atlantikwall: the German player's turn (option ``german=player``; seat ``german``).

He follows the same phases as the Units, at the same time, but never moves:

- Setup: 4 Soldiers and the Unteroffizier, 3 Courage per Allied Unit after
  the first, the German Reserve (Specialists, Items) and the shuffled Award
  deck. Blind Start, German style (``german_start=blind``): 1d6 per Allied
  Unit, one die (his pick: ``start N``) gives his Soldiers, the others added
  give his Courage; against one Unit, the single die gives his Soldiers.
- Phase 1: red, white and black dice (6: two of each), lock 2, reroll twice.
- Phase 2: RBN bonuses (one red, one white, one black die with the same
  face; the six bonuses of ``data/german_rules.json``), the Straight (the
  Award of his choice, then the deck is shuffled), Active Skulls cancelling
  his own dice, the Unteroffizier's reroll of an unlocked die.
- Phase 3: Soldiers, Stars, Item Points (Tool table) from his dice; each MGF
  face gives Courage; his passive Specialists' gains; the Allied Sniper and
  SOE Agent take theirs (``vs_german``).
- Phase 4: rally a German Specialist (Stars), find a German Item (Item
  Points; Ingenuity adds a find), draw Awards for 5 Courage each (any
  number), play Items, Awards and the Scharfschütze.
- Phase 5: he does not move; he may play Items and Awards.
- Phase 6: his losses (:mod:`.german_losses`) and Phase 7 (:mod:`.assault`).

Before anything else he settles what waits for him (``pending``): the Blind
Start pick, a Black Award, a Specialist to lose, an Award to pick, Awards to
put back. Effects on "Units" never reach him (he is not a Unit).
"""

from __future__ import annotations

from rules.core.errors import RuleError
from rules.core.words import PLURAL, count
from rules.dday_dice import awards, battle_conditions, german_losses, german_pending, german_solo, resources, why
from rules.dday_dice import items as items_rules
from rules.dday_dice import roll as roll_rules
from rules.dday_dice.actions import (
    Cancel,
    ClaimRWB,
    ClaimStraight,
    Done,
    DrawAward,
    Find,
    Keep,
    Lock,
    Observe,
    Rally,
    Reroll,
    Use,
)
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.effects import available
from rules.dday_dice.german_phase4 import SOLO_POOL, _draw, _find, _rally, find_choices, rally_choices
from rules.dday_dice.german_records import GermanEffect, german_data
from rules.dday_dice.german_waits import BlindPick
from rules.dday_dice.records import FACES
from rules.dday_dice.roll import FACE_OF_VALUE
from rules.dday_dice.state import COLOUR_OF_DIE, GERMAN, Claim, Die, GermanFlags, GermanSide
from rules.dday_dice.why import Why

RULE = "Atlantikwall: the German player"
SOLO_CHANGED = ("waffen-ss", "observer")
"""Solitaire: Specialists whose solitaire rule replaces their usual (placeholder) effect."""
SOLO_OBSERVER_IP = 2
FACE_LABEL = {"soldier1": "1 Soldier", "soldier2": "2 Soldiers", "star": "Star", "courage": "MGF",
              "tool": "Tool", "skull": "Skull"}
WHERE = {"award": "Award", "item": "Item", "ability": "Specialist"}


def colour_name(colour: str) -> str:
    return "black" if colour == "blue" else colour


def die_text(d: Die) -> str:
    return f"{colour_name(d.colour)} {FACE_LABEL[d.face]}"


def tally_text(dice: tuple[Die, ...]) -> str:
    return ", ".join(f"{i}:{die_text(d)}{' (locked)' if d.locked else ''}" for i, d in enumerate(dice, 1)
                     if d.role != "off")


def die_arg(d: Die) -> dict[str, str]:
    """A German die as a message's argument (:func:`die_text` in words): blue is black, Courage is MGF."""
    return {"colour": colour_name(d.colour), "face": "mgf" if d.face == "courage" else d.face}


def tally_arg(dice: tuple[Die, ...]) -> dict[str, list[dict[str, object]]]:
    return roll_rules.tally_arg(dice, die_arg)


side = awards.side
put = awards.put


# -- setup and the turn ---------------------------------------------------------------------


def setup(g: Working, units: int, blind: bool) -> None:
    gd = german_data()
    start = ("unteroffizier",)
    gs = GermanSide(data_hash=gd.hash, soldiers=gd.rule("german_start_soldiers"),
                    courage=gd.rule("german_courage_per_unit") * (units - 1), specialists=start,
                    reserve=tuple(k for k in gd.specialists if k not in start), item_reserve=tuple(gd.items),
                    blind_start=blind)
    g.s = g.s.model_copy(update={"german": gs})
    put(g, award_deck=awards.shuffled(g, tuple(gd.awards)))
    g.emit("german_setup", f"The German player defends from the Bunker with {g.res(gs.soldiers, 'soldiers')}, "
         f"{gs.courage} Courage and the Unteroffizier; {len(gd.awards)} Awards are shuffled into a deck.",
         key="dice-ev-german-setup", args={"soldiers": gs.soldiers, "courage": gs.courage, "awards": len(gd.awards)})
    if blind:
        values = g.roll(units)
        if units == 1:
            put(g, soldiers=values[0], courage=0)
            g.emit("blind_start", f"Blind Start: the German player starts with {g.res(values[0], 'soldiers')}.",
                 dice=values, key="dice-ev-blind-start", args={"soldiers": values[0]})
        else:
            put(g, blind=values, pending=(BlindPick(),), soldiers=0, courage=0)
            g.emit("blind_start", "Blind Start: the German player rolled " + ", ".join(map(str, values))
                 + "; they pick the die that gives their Soldiers, the others give their Courage.", dice=values,
                 key="dice-ev-blind-start-rolled", args={"join": ", ".join(map(str, values))})


def begin_turn(g: Working) -> None:
    if g.s.german is None:
        return
    values = g.roll(6)
    dice = tuple(Die(colour=COLOUR_OF_DIE[i], face=FACE_OF_VALUE[v]) for i, v in enumerate(values))
    put(g, dice=dice, rolls=1, claims=(), flags=GermanFlags(), done=False, played=(), deficit=0)
    g.emit("german_rolled", f"The German player rolled: {tally_text(dice)}.", dice=values,
         key="dice-ev-german-rolled", args={"tally_text": tally_arg(dice)})


def start_phase(g: Working, phase: int) -> None:
    if g.s.german is None:
        return
    put(g, done=False)
    if phase == 3:
        gain(g)
    if phase in (3, 6) or (phase in (2, 4, 5) and not _has_decision(g, phase)):
        put(g, done=True)


def _has_decision(g: Working, phase: int) -> bool:
    gs = side(g)
    if gs.awards or gs.items:
        return True
    if phase == 2:
        return bool(claimable(g) or straight_ok(g) or cancels_left(g) or _abilities(g))
    if phase == 4:
        return bool(rally_choices(g) or find_choices(g) or _abilities(g) or
                    gs.courage >= german_data().rule("award_cost"))
    return False


# -- dice (Phases 1 and 2) ----------------------------------------------------------------


def max_rolls(g: Working) -> int:
    return 1 + int(g.d.rule("rerolls"))


def must_lock(gs: GermanSide) -> bool:
    return gs.rolls == 1 and not any(d.locked for d in gs.dice)


def rbn_dice(gs: GermanSide, face: str) -> tuple[int, ...] | None:
    by_colour: dict[str, int] = {}
    for i in available(gs.dice):
        if gs.dice[i - 1].face == face:
            by_colour.setdefault(gs.dice[i - 1].colour, i)
    if len(by_colour) == 3:
        return by_colour["red"], by_colour["white"], by_colour["blue"]
    return None


def claimable(g: Working) -> list[str]:
    gs = side(g)
    if gs.flags.cancels:
        return []
    return [f for f in FACES if rbn_dice(gs, f) is not None]


def straight_dice(gs: GermanSide) -> tuple[int, ...] | None:
    free = available(gs.dice)
    picked = []
    for f in FACES:
        i = next((i for i in free if gs.dice[i - 1].face == f), None)
        if i is None:
            return None
        picked.append(i)
    return tuple(sorted(picked))


def straight_ok(g: Working) -> bool:
    gs = side(g)
    return not gs.flags.cancels and not any(c.face == "straight" for c in gs.claims) and \
        straight_dice(gs) is not None


def skull_targets(gs: GermanSide) -> list[int]:
    return [i for i in available(gs.dice) if gs.dice[i - 1].face != "skull"]


def cancels_left(g: Working) -> int:
    gs = side(g)
    skulls = sum(1 for i in available(gs.dice) if gs.dice[i - 1].face == "skull")
    if gs.solo and "waffen-ss" in gs.specialists:
        skulls -= 1
    return max(0, min(skulls - gs.flags.cancels, len(skull_targets(gs))))


def _roll_step(g: Working, a, text: str) -> None:
    gs = side(g)
    if isinstance(a, Keep):
        put(g, done=True)
        g.emit("german_tally", f"The German player's Final Tally: {tally_text(gs.dice)}.",
             key="dice-ev-german-tally", args={"tally_text": tally_arg(gs.dice)})
        return
    if isinstance(a, Lock):
        if not must_lock(gs) or len(a.dice) != int(g.d.rule("lock_count")) or any(not 1 <= i <= 6 for i in a.dice):
            raise refuse(text, f"lock exactly {g.d.rule('lock_count')} dice, once, right after the first roll.", RULE,
                         key="dice-no-lock-exactly-dice-once-right", args={"rule": g.d.rule('lock_count')})
        put(g, dice=tuple(d.model_copy(update={"locked": True}) if i in a.dice else d
                          for i, d in enumerate(gs.dice, 1)))
        g.emit("german_locked", "The German player locked " + " and ".join(die_text(gs.dice[i - 1]) for i in a.dice)
             + ".", key="dice-ev-german-locked", args={"join": roll_rules.dice_arg([gs.dice[i - 1] for i in a.dice], "and", die_arg)})
        return
    if isinstance(a, Reroll):
        if must_lock(gs):
            raise refuse(text, "lock 2 dice first (e.g. 'lock 1 2').", RULE, key="dice-no-lock-2-dice-first-lock")
        if gs.rolls >= max_rolls(g):
            raise refuse(text, "you have no reroll left; 'keep' your Final Tally.", RULE,
                         key="dice-no-you-have-no-reroll-left")
        if not a.dice or any(not 1 <= i <= 6 or gs.dice[i - 1].locked for i in a.dice):
            raise refuse(text, "reroll unlocked dice of your roll only.", RULE,
                         key="dice-no-reroll-unlocked-dice-your-roll")
        _reroll(g, a.dice)
        put(g, rolls=side(g).rolls + 1)
        if side(g).rolls >= max_rolls(g):
            _roll_step(g, Keep(), "keep")
        return
    raise refuse(text, "in Phase 1 you lock, reroll or keep your dice.", RULE, key="dice-no-phase-1-you-lock-reroll")


def _reroll(g: Working, which: tuple[int, ...]) -> None:
    values = g.roll(len(which))
    dice = list(side(g).dice)
    for i, v in zip(which, values):
        dice[i - 1] = dice[i - 1].model_copy(update={"face": FACE_OF_VALUE[v]})
    put(g, dice=tuple(dice))
    g.emit("german_rerolled", f"The German player rerolled {g.counted(len(which), 'die', 'dice', was='dice')}: "
         f"{tally_text(tuple(dice))}.", dice=values, key="dice-ev-german-rerolled",
         args={"count": len(which), "tally": tally_arg(tuple(dice))})


def _claim(g: Working, a: ClaimRWB, text: str) -> None:
    gs = side(g)
    if gs.flags.cancels:
        raise refuse(text, "bonuses are claimed before the Skulls cancel dice.", RULE,
                     key="dice-no-bonuses-are-claimed-before-skulls")
    found = rbn_dice(gs, a.face)
    bonus = german_data().rbn[a.face]
    if found is None:
        raise refuse(text, f"you have no red, white and black {FACE_LABEL[a.face]} free for {bonus.name}.", RULE,
                     key="dice-no-german-no-three-colours", args={"face_label": FACE_LABEL[a.face], "name": bonus.name})
    opt = next((o for o in bonus.options if o.key == a.option), None)
    if opt is None:
        raise refuse(text, f"{bonus.name} options are: {', '.join(o.key for o in bonus.options)}.", RULE,
                     key="dice-no-options-are", args={"name": bonus.name,
                     "join": ', '.join(o.key for o in bonus.options)})
    e = opt.effect
    if len(a.results) != e.add_results or any(r.colour != "blue" for r in a.results):
        raise refuse(text, f"{bonus.name} adds {count(e.add_results, 'black result')}: name them, e.g. "
                     f"'rwb {a.face} {a.option} black-courage'." if e.add_results else "this bonus adds no result.",
                     RULE,
                     key="dice-no-german-bonus-results", args={"name": bonus.name, "add_results": e.add_results, "face": a.face,
                     "option": a.option, "if_add_results": bool(e.add_results)})
    dice = tuple(d.model_copy(update={"role": "bonus"}) if i in found else d for i, d in enumerate(gs.dice, 1))
    dice += tuple(Die(colour="blue", face=r.face, added=True) for r in a.results)
    put(g, dice=dice, claims=gs.claims + (Claim(face=a.face, option=a.option, dice=found),))
    g.emit("german_rbn", f"The German player claimed {bonus.name}: {opt.label}.", face=a.face, option=a.option,
         key="dice-ev-german-rbn", args={"name": bonus.name, "label": opt.label})
    if gs.solo and "observer" in gs.specialists:
        put(g, ip=side(g).ip + SOLO_OBSERVER_IP)
        g.emit("german_gain", f"The Observer gives the German {SOLO_OBSERVER_IP} Item Points for the RBN.",
             key="dice-ev-observer-item-points", args={"solo_observer_ip": SOLO_OBSERVER_IP})
    awards.apply_effect(g, e.model_copy(update={"add_results": 0}), bonus.name)


def _straight(g: Working, text: str) -> None:
    if not straight_ok(g):
        raise refuse(text, "a Straight needs six different faces free in your Final Tally, once a turn, before the "
                     "Skulls cancel.", RULE, key="dice-no-straight-needs-six-different-faces")
    gs = side(g)
    ids = straight_dice(gs)
    put(g, dice=tuple(d.model_copy(update={"role": "straight"}) if i in ids else d for i, d in enumerate(gs.dice, 1)),
        claims=gs.claims + (Claim(face="straight", option="award", dice=ids),))
    g.emit("german_straight", "The German player rolled a Straight: they take the Award of their choice.",
         key="dice-ev-german-straight")
    awards.apply_effect(g, GermanEffect(pick_award=True), "Straight")


def _cancel(g: Working, a: Cancel, text: str) -> None:
    gs = side(g)
    if not cancels_left(g):
        raise refuse(text, "you have no Active Skull left to cancel a die.", RULE,
                     key="dice-no-you-have-no-active-skull")
    if a.die not in skull_targets(gs):
        raise refuse(text, f"die {a.die} cannot be cancelled (a Skull, in a bonus or already cancelled).", RULE,
                     key="dice-no-die-cannot-be-cancelled-skull", args={"die": a.die})
    d = gs.dice[a.die - 1]
    put(g, dice=tuple(x.model_copy(update={"role": "cancelled"}) if i == a.die else x
                      for i, x in enumerate(gs.dice, 1)),
        flags=gs.flags.model_copy(update={"cancels": gs.flags.cancels + 1}))
    g.emit("german_cancelled", f"An Active Skull cancelled the German player's {die_text(d)}.",
         key="dice-ev-german-cancelled", args={"die_text": die_arg(d)})


# -- Phase 3 ------------------------------------------------------------------------------------


def gain(g: Working) -> None:
    gs = side(g)
    gd = german_data()
    t = resources.tally(g, gs.dice)
    got = {"soldiers": t["soldiers"], "courage": t["courage"] * gd.rule("mgf_face_courage"), "stars": t["stars"],
           "ip": g.d.tools.points(t["tools"])}
    for sid in gs.specialists:
        rec = gd.specialists[sid]
        if not rec.active and not (gs.solo and sid in SOLO_CHANGED):
            for k in got:
                got[k] += getattr(rec.effect, k)
    put(g, **{k: getattr(gs, k) + v for k, v in got.items()})
    g.emit("german_resources", f"The German player gained {g.res(got['soldiers'], 'soldiers')}, {got['courage']} "
         f"Courage, {g.res(got['stars'], 'stars')} and {g.res(got['ip'], 'ip')}.", **got,
         key="dice-ev-german-resources", args=dict(got))
    for u in g.active():
        for sid in u.specialists:
            vs = gd.vs_german.get(sid)
            if vs is not None and vs.when == "phase3":
                awards.hit(g, vs, why.owned(g.name(u.seat), g.who(u.seat), g.d.specialists[sid].name))


# -- playing cards --------------------------------------------------------------------------


def _abilities(g: Working) -> list[str]:
    gs = side(g)
    return [x for x in gs.specialists if german_data().specialists[x].active and x not in gs.flags.abilities_used]


def card(g: Working, what: str) -> tuple[str, str, GermanEffect] | None:
    gs = side(g)
    gd = german_data()
    if what in gs.awards and not gd.awards[what].black:
        return "award", gd.awards[what].name, gd.awards[what].effect
    if what in gs.items:
        return "item", gd.items[what].name, gd.items[what].effect
    if what in _abilities(g):
        return "ability", gd.specialists[what].name, gd.specialists[what].effect
    return None


def phase_refusal(g: Working, e: GermanEffect, what: str = "") -> str | None:
    if side(g).solo and what == "close-combat-clasp" and (side(g).claims or side(g).flags.cancels):
        return "the Close Combat Clasp is played before any bonus or cancel of Phase 2."
    if side(g).solo and what in (*SOLO_POOL, "close-combat-clasp"):
        return None if g.s.phase == 2 else "it feeds your Final Tally: play it in Phase 2."
    if side(g).solo and what in ("sniper-badge", "scharfschutze"):
        return None if g.s.phase in (2, 4, 5) else "play it in Phase 2, 4 or 5."
    if e.touches_dice():
        if g.s.phase != 2:
            return "it acts on a Final Tally: play it in Phase 2."
        if e.steal_die and not any(available(u.dice) for u in g.active()):
            return "no Allied die is left to take."
        return None
    if g.s.phase not in (2, 4, 5):
        return "play it in Phase 2, 4 or 5."
    return None


def usable(g: Working) -> list[str]:
    gs = side(g)
    out = []
    for what in (*gs.awards, *gs.items, *_abilities(g)):
        found = card(g, what)
        if found is not None and phase_refusal(g, found[2], what) is None:
            out.append(what)
    return list(dict.fromkeys(out))


def _check_use(g: Working, e: GermanEffect, a: Use, text: str) -> None:
    gs = side(g)
    free = available(gs.dice)
    if e.reroll_dice:
        if not 1 <= len(a.dice) <= e.reroll_dice or any(d not in free or gs.dice[d - 1].locked for d in a.dice):
            raise refuse(text, f"name 1 to {e.reroll_dice} unlocked dice of your Final Tally still in play, e.g. d3.",
                         RULE, key="dice-no-name-1-unlocked-dice-your", args={"reroll_dice": e.reroll_dice})
    elif a.dice:
        raise refuse(text, "this rerolls no die.", RULE, key="dice-no-this-rerolls-no-die")
    if len(a.results) != e.add_results or any(r.colour != "blue" for r in a.results):
        raise refuse(text, f"name {count(e.add_results, 'black result')}, e.g. black-star." if e.add_results
                     else "this adds no result.", RULE,
                     key="dice-no-german-add-results", args={"add_results": e.add_results, "if_add_results": bool(e.add_results)})
    if e.steal_die or e.unit_loses:
        if a.target is None or a.target not in g.s.seats or g.unit(a.target).status != "active":
            raise refuse(text, "name an Allied Unit still on the map, e.g. 'use NAME unit1'"
                         + (" with its die, e.g. unit1:d5." if e.steal_die else "."), RULE,
                         key="dice-no-name-allied-unit-still-on", args={"if_steal_die": bool(e.steal_die)})
        if e.steal_die and (a.target_die is None or a.target_die not in available(g.unit(a.target).dice)):
            raise refuse(text, f"name one of {g.name(a.target)}'s dice still in play, e.g. {a.target}:d5.", RULE,
                         key="dice-no-name-their-die-unquoted", args={"unit": g.who(a.target), "target": a.target})
    elif a.target is not None:
        raise refuse(text, "this names no Allied Unit.", RULE, key="dice-no-this-names-no-allied-unit")
    if a.changes or a.target_results or (a.target_die is not None and not e.steal_die):
        raise refuse(text, "this takes nothing more after its name.", RULE, key="dice-no-this-takes-nothing-more-after")


def _solo_use(g: Working, a: Use, text: str) -> bool:
    """The cards the solitaire changes; True when ``a`` was one of them."""
    gs = side(g)
    if not gs.solo or card(g, a.what) is None:
        return False
    if a.what in SOLO_POOL:
        if g.s.phase != 2:
            raise refuse(text, "the trade pool feeds your Final Tally: play it in Phase 2.", RULE,
                         key="dice-no-trade-pool-feeds-your-final")
        german_solo.take_from_pool(g, a.dice, SOLO_POOL[a.what], text)
    elif a.what == "close-combat-clasp":
        why = phase_refusal(g, GermanEffect(), a.what)
        if why:
            raise refuse(text, why, RULE, key="dice-no-reason-german", args={"why": why})
        german_solo.clasp(g)
    elif a.what == "sniper-badge":
        pass
    elif a.what == "scharfschutze":
        if g.s.phase not in (2, 4, 5):
            raise refuse(text, "use him in Phase 2, 4 or 5.", RULE, key="dice-no-use-him-in-phases")
    else:
        return False
    _spend(g, a.what)
    if a.what == "sniper-badge":
        german_solo.sniper_badge(g)
    elif a.what == "scharfschutze":
        german_solo.scharfschutze_used(g)
    return True


def _spend(g: Working, what: str) -> None:
    kind, name, e = card(g, what)
    gs = side(g)
    if kind == "award":
        hand = list(gs.awards)
        hand.remove(what)
        put(g, awards=tuple(hand), award_discard=gs.award_discard + (what,), played=gs.played + (what,))
    elif kind == "item":
        items = list(gs.items)
        items.remove(what)
        put(g, items=tuple(items), used_items=gs.used_items + (what,))
    else:
        put(g, flags=gs.flags.model_copy(update={"abilities_used": gs.flags.abilities_used + (what,)}))
    g.emit("german_played", f"The German player played {'their' if kind == 'ability' else 'the'} {WHERE[kind]} {name}.",
         what=what,
         key="dice-ev-german-played", args={"if_kind": bool(kind == 'ability'), "where": Why(WHERE[kind], f"dice-card-kind-{kind}"), "name": name})


def use(g: Working, a: Use, text: str) -> None:
    if _solo_use(g, a, text):
        return
    found = card(g, a.what)
    if found is None:
        raise refuse(text, f"you have no '{a.what}' to play now (an Award or Item in hand, or a Specialist's "
                     "once-a-turn ability).", RULE, key="dice-no-you-have-no-play-now", args={"what": a.what})
    kind, name, e = found
    why = phase_refusal(g, e)
    if why:
        raise refuse(text, f"the {name}: {why}", RULE, key="dice-no-card-why", args={"name": name, "why": why})
    _check_use(g, e, a, text)
    gs = side(g)
    if kind == "award":
        hand = list(gs.awards)
        hand.remove(a.what)
        put(g, awards=tuple(hand), award_discard=gs.award_discard + (a.what,), played=gs.played + (a.what,))
    elif kind == "item":
        items = list(gs.items)
        items.remove(a.what)
        put(g, items=tuple(items), used_items=gs.used_items + (a.what,))
    else:
        put(g, flags=gs.flags.model_copy(update={"abilities_used": gs.flags.abilities_used + (a.what,)}))
    g.emit("german_played", f"The German player played {'their' if kind == 'ability' else 'the'} {WHERE[kind]} "
         f"{name}: {e.describe(g.counted)}.", what=a.what,
         key="dice-ev-german-played-described", args={"if_kind": bool(kind == 'ability'), "where": Why(WHERE[kind], f"dice-card-kind-{kind}"), "name": name,
         "describe": e.describe(g.counted)})
    if e.reroll_dice:
        _reroll(g, a.dice)
    if e.add_results:
        put(g, dice=side(g).dice + tuple(Die(colour="blue", face=r.face, added=True) for r in a.results))
    if e.steal_die:
        _take_die(g, a.target, a.target_die, name)
    awards.apply_effect(g, e.model_copy(update={"reroll_dice": 0, "add_results": 0, "steal_die": False}), name,
                        target=a.target)


def _take_die(g: Working, seat: str, die: int, why: str) -> None:
    u = g.unit(seat)
    taken = u.dice[die - 1]
    g.put(u.model_copy(update={"dice": tuple(x.model_copy(update={"role": "off"}) if i == die else x
                                             for i, x in enumerate(u.dice, 1))}))
    put(g, dice=side(g).dice + (taken.model_copy(update={"added": True, "locked": False}),))
    g.emit("german_took_die", f"The German player took {g.name(seat)}'s {roll_rules.die_text(taken)} ({why}); "
         f"in their tally it is a {die_text(taken)}.", unit=seat,
         key="dice-ev-german-took-die", args={"unit": g.who(seat), "die_text": roll_rules.die_arg(taken), "why": why,
         "die_text2": die_arg(taken)})
    items_rules.reopen(g, seat)


# -- dispatch --------------------------------------------------------------------------------


def step(g: Working, a, text: str) -> None:
    """Apply one step of the German player."""
    if german_pending.settle(g, a, text):
        return
    phase = g.s.phase
    if isinstance(a, Use):
        use(g, a, text)
    elif isinstance(a, Observe):
        battle_conditions.german_observe(g, a, text)
    elif phase == 1:
        _roll_step(g, a, text)
    elif phase == 2 and isinstance(a, ClaimRWB):
        _claim(g, a, text)
    elif phase == 2 and isinstance(a, ClaimStraight):
        _straight(g, text)
    elif phase == 2 and isinstance(a, Cancel):
        _cancel(g, a, text)
    elif phase == 4 and isinstance(a, Rally):
        _rally(g, a, text)
    elif phase == 4 and isinstance(a, Find):
        _find(g, a, text)
    elif phase == 4 and isinstance(a, DrawAward):
        _draw(g, a, text)
    elif isinstance(a, Done) and phase in (2, 4, 5):
        if phase == 2 and cancels_left(g):
            raise refuse(text, f"{count(cancels_left(g), 'Active Skull')} must still cancel a die ('cancel N').", RULE,
                         key="dice-no-must-still-cancel-die-cancel", args={"cancels_left": cancels_left(g)})
        put(g, done=True)
    else:
        raise refuse(text, {1: "in Phase 1 you lock, reroll or keep your dice.",
                            2: "in Phase 2 you claim RBN bonuses ('rwb ...'), a 'straight', 'cancel N', 'use', 'done'.",
                            4: "in Phase 4 you 'rally', 'find', draw Awards ('award N'), 'use', then 'done'.",
                            5: "the German player does not move: 'use' an Item or Award, or 'done'."}.get(
                                phase, "nothing is decided now."), RULE,
                     key="dice-no-german-phase",
                     args={"get": {1: "in Phase 1 you lock, reroll or keep your dice.",
                            2: "in Phase 2 you claim RBN bonuses ('rwb ...'), a 'straight', 'cancel N', 'use', 'done'.",
                            4: "in Phase 4 you 'rally', 'find', draw Awards ('award N'), 'use', then 'done'.",
                            5: "the German player does not move: 'use' an Item or Award, or 'done'."}.get(
                                phase, "nothing is decided now.")})


def solo_setup(g: Working) -> None:
    """Atlantikwall solitaire: the listed Awards and Items leave the decks; the automated Unit lands."""
    gd = german_data()
    gs = side(g)
    put(g, solo=True, award_deck=tuple(a for a in gs.award_deck if not gd.awards[a].solo_removed),
        item_reserve=tuple(i for i in gs.item_reserve if not gd.items[i].solo_removed))
    g.emit("solo_setup", "Solitaire: the German plays against one automated Allied Unit; "
         + f"{g.counted(len(gs.award_deck) - len(side(g).award_deck), 'Award', was=PLURAL)} and "
         + f"{g.counted(len(gs.item_reserve) - len(side(g).item_reserve), 'Item', was=PLURAL)} are out of this game.",
         key="dice-ev-solo-setup", args={"n": len(gs.award_deck) - len(side(g).award_deck),
         "n2": len(gs.item_reserve) - len(side(g).item_reserve)})
    german_solo.place(g)


def check_data(gs: GermanSide) -> None:
    if gs.data_hash != german_data().hash:
        raise RuleError(f"this game was started with Atlantikwall data {gs.data_hash}, but the packaged German "
                        f"records now give {german_data().hash}; it cannot be replayed with this version",
                        key="dice-err-this-game-was-started-with", params={"data_hash": gs.data_hash,
                        "hash": german_data().hash})


__all__ = ["GERMAN", "setup", "step", "begin_turn", "start_phase", "usable", "german_losses"]
