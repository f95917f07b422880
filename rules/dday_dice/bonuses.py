"""Phase 2 bonuses: RWB bonuses (one red, one white, one blue die with the same face) and the Straight.

- ``rwb FACE OPTION``: claim the nation's bonus for that face with one of its
  options (values per nation in ``data/nations.json``). ``hold`` claims it
  without taking its effect, to give it up for a Sector condition in Phase 5.
- ``straight``: six different faces in the Final Tally (Skull included);
  draws ``straight_medals`` Medals. Its Skull does not cancel.
- No die counts in two bonuses, nor in a bonus and the Straight. The Skulls of
  a Skull RWB (Ultimate Gift) cancel nothing.
- A Captain (``wild_rwb``) lets one RWB a turn use two dice of the same colour.
- Bonuses are claimed before any Active Skull cancels a die (:mod:`.skulls`).
- Badges (Module 3): Battle Cry may draw a Badge instead (``rwb courage badge``);
  the Military Medic Badge makes a Skull RWB with two colours (:mod:`.badges`).
- Effects are applied as the bonus is claimed; results a bonus adds
  (Leadership) join the Final Tally at once and may form another bonus.
"""

from __future__ import annotations

from itertools import combinations

from rules.core.words import count
from rules.dday_dice import badges, medals
from rules.dday_dice.actions import ClaimRWB, ClaimStraight, Use
from rules.dday_dice.context import Working, passive, refuse
from rules.dday_dice.effects import available, dice_effect, gains
from rules.dday_dice.records import FACES
from rules.dday_dice.state import Claim, Unit
from rules.dday_dice.why import Why

RULE = "Phase 2: RWB bonuses and Straights"
BADGE_LABEL = "draw a Badge at random (Badges)"


def rwb_dice(g: Working, u: Unit, face: str) -> tuple[tuple[int, ...], bool] | None:
    """Dice for an RWB of ``face`` (and whether the Captain's two-colour help is needed), or None."""
    free = [i for i in available(u.dice) if u.dice[i - 1].face == face]
    by_colour: dict[str, int] = {}
    for i in free:
        by_colour.setdefault(u.dice[i - 1].colour, i)
    if len(by_colour) == 3:
        return (by_colour["red"], by_colour["white"], by_colour["blue"]), False
    if face == "skull" and len(free) >= 3 and len(by_colour) == 2 and badges.medic(g, u):
        for trio in combinations(free, 3):
            if len({u.dice[i - 1].colour for i in trio}) >= 2:
                return tuple(trio), True
    if len(free) >= 3 and len(by_colour) == 2 and passive(g, u, "wild_rwb") and not u.flags.wild_used:
        for trio in combinations(free, 3):
            if len({u.dice[i - 1].colour for i in trio}) >= 2:
                return tuple(trio), True
    return None


def claimable(g: Working, u: Unit) -> list[str]:
    if u.flags.cancels:
        return []
    return [f for f in FACES if rwb_dice(g, u, f) is not None]


def straight_dice(u: Unit) -> tuple[int, ...] | None:
    free = available(u.dice)
    picked: list[int] = []
    for f in FACES:
        i = next((i for i in free if u.dice[i - 1].face == f), None)
        if i is None:
            return None
        picked.append(i)
    return tuple(sorted(picked))


def straight_ok(g: Working, u: Unit) -> bool:
    return not u.flags.cancels and not any(c.face == "straight" for c in u.claims) and straight_dice(u) is not None


def option_keys(g: Working, u: Unit, face: str) -> list[str]:
    extra = ["badge"] if face == "courage" and badges.can_draw(g, u) else []
    extra += g.campaign.rwb_options(g, u, face)
    return [o.key for o in g.d.nations[u.nation].rwb[face].options] + extra + ["hold"]


def option_label(g: Working, u: Unit, face: str, key: str) -> Why:
    """An RWB option in words: its printed label in English, what it does in another language (``dice-rwb-option``
    says one or the other)."""
    found = g.campaign.rwb_option_label(g, u, face, key)
    if found is not None:
        return found
    if key == "badge":
        return Why(BADGE_LABEL, "dice-rwb-badge")
    found = next((o for o in g.d.nations[u.nation].rwb[face].options if o.key == key), None)
    if found is None:
        return Why("keep it to give up for a condition", "dice-rwb-hold")
    return Why(found.label, "dice-rwb-option", option={"printed": found.label, "effect": found.effect.describe().message()})


def finish(g: Working) -> None:
    """End of Phase 2: report what each Unit kept from its Final Tally."""
    for u in g.active():
        cancelled = sum(1 for d in u.dice if d.role == "cancelled")
        if cancelled:
            g.emit("skulls", f"{g.name(u.seat)}: Active Skulls cancelled {g.counted(cancelled, 'die', 'dice', was='die/dice')}.",
                 unit=u.seat, key="dice-ev-skulls", args={"unit": g.who(u.seat), "count": cancelled})


def claim(g: Working, seat: str, a: ClaimRWB, text: str) -> None:
    u = g.unit(seat)
    if u.flags.cancels:
        raise refuse(text, "bonuses are claimed before the Skulls cancel dice.", RULE,
                     key="dice-no-bonuses-are-claimed-before-skulls")
    found = rwb_dice(g, u, a.face)
    if found is None:
        raise refuse(text, f"you have no red, white and blue {a.face} free for an RWB.", RULE,
                     key="dice-no-you-have-no-red-white", args={"face": a.face})
    bonus = g.d.nations[u.nation].rwb[a.face]
    keys = option_keys(g, u, a.face)
    if a.option == "badge" and a.face == "courage" and badges.refusal(g, u):
        raise refuse(text, badges.refusal(g, u), badges.RULE, key="dice-no-reason-badge", args={"refusal": badges.refusal(g, u)})
    if a.option not in keys:
        raise refuse(text, f"{bonus.name} options are: {', '.join(keys)}.", RULE,
                     key="dice-no-options-are", args={"name": bonus.name, "join": ', '.join(keys)})
    dice_ids, wild = found
    if g.campaign.claim_rwb(g, seat, a, dice_ids, text):
        return
    effect = None if a.option in ("hold", "badge") else next(o.effect for o in bonus.options if o.key == a.option)
    if effect is not None and len(a.results) != effect.add_results:
        raise refuse(text, f"{bonus.name} adds {count(effect.add_results, 'result')}: name them, e.g. "
                     f"'rwb {a.face} {a.option} red-courage'.", RULE,
                     key="dice-no-adds-name-them-rwb-red", args={"name": bonus.name, "add_results": effect.add_results,
                     "face": a.face, "option": a.option})
    if effect is None and a.results:
        raise refuse(text, "a held bonus adds nothing.", RULE, key="dice-no-held-bonus-adds-nothing")
    dice = tuple(d.model_copy(update={"role": "bonus"}) if i in dice_ids else d for i, d in enumerate(u.dice, 1))
    u = g.put(u.model_copy(update={"dice": dice, "claims": u.claims + (Claim(face=a.face, option=a.option,
                                                                             dice=dice_ids),)}))
    medic = badges.medic(g, u) if wild and a.face == "skull" else None
    if medic:
        badges.used(g, seat, medic)
    elif wild:
        g.flags(seat, wild_used=True)
    label = (Why(BADGE_LABEL, "dice-rwb-badge") if a.option == "badge" else Why("held to give up later", "dice-rwb-held")
             if effect is None else option_label(g, u, a.face, a.option))
    g.emit("rwb", f"{g.name(seat)} claimed {bonus.name} (RWB of {a.face}): {label}.", unit=seat, face=a.face,
         option=a.option,
         key="dice-ev-rwb", args={"unit": g.who(seat), "name": bonus.name, "face": {"rwb": a.face}, "label": label})
    if a.option == "badge":
        badges.draw(g, seat, bonus.name)
    if effect is not None:
        if effect.touches_dice():
            dice_effect(g, seat, effect, Use(what=a.face, results=a.results), bonus.name)
        gains(g, seat, effect, bonus.name)


def claim_straight(g: Working, seat: str, text: str) -> None:
    u = g.unit(seat)
    if not straight_ok(g, u):
        raise refuse(text, "a Straight needs six different faces free in your Final Tally, once a turn, "
                     "before the Skulls cancel.", RULE, key="dice-no-straight-needs-six-different-faces")
    ids = straight_dice(u)
    dice = tuple(d.model_copy(update={"role": "straight"}) if i in ids else d for i, d in enumerate(u.dice, 1))
    g.put(u.model_copy(update={"dice": dice, "claims": u.claims + (Claim(face="straight", option="medal", dice=ids),)}))
    g.emit("straight", f"{g.name(seat)} rolled a Straight.", unit=seat,
         key="dice-ev-straight", args={"unit": g.who(seat)})
    medals.draw(g, seat, int(g.d.rule("straight_medals")), Why("Straight", "dice-why-straight"))


def apply(g: Working, seat: str, a, text: str) -> None:
    if isinstance(a, ClaimRWB):
        claim(g, seat, a, text)
    elif isinstance(a, ClaimStraight):
        claim_straight(g, seat, text)
    else:
        raise refuse(text, "in Phase 2 you claim bonuses ('rwb ...', 'straight'), cancel dice with Active Skulls "
                     "('cancel N'), use dice Items, then say 'done'.", RULE, key="dice-no-phase-2-you-claim-bonuses")
