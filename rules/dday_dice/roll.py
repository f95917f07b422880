"""Phase 1, the roll: roll 6 (or what the Sector allows), lock exactly 2 after the first roll, up to 2 rerolls.

The d6 value of a die gives its face (this is how scripted dice map to faces):
1 = 1 Soldier, 2 = 2 Soldiers, 3 = Star, 4 = Courage, 5 = Tool, 6 = Skull.

- A Sector with ``dice: 5`` rolls dice 1-5 only (die 6, blue, is set aside this turn).
- A ``no_lock`` Sector: nothing is locked; every rolled die may be rerolled.
- ``mulligan`` (optional Soldier Mulligan rule): before locking, pay ``mulligan_cost``
  Soldiers to reroll every die of the first roll, once a turn.
- A Battle Condition in play sets the dice and locking over the Sector's.
- ``keep`` ends the roll; after the last reroll the roll ends by itself. The
  dice are then the Final Tally.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from rules.core.words import count
from rules.dday_dice import battle_conditions
from rules.dday_dice.actions import Keep, Lock, Mulligan, Reroll
from rules.dday_dice.context import Working, passive, refuse
from rules.dday_dice.state import COLOUR_OF_DIE, Die, Unit

FACE_OF_VALUE = {1: "soldier1", 2: "soldier2", 3: "star", 4: "courage", 5: "tool", 6: "skull"}
FACE_LABEL = {"soldier1": "1 Soldier", "soldier2": "2 Soldiers", "star": "Star", "courage": "Courage",
              "tool": "Tool", "skull": "Skull"}
RULE = "Phase 1: Roll"


def die_text(d: Die) -> str:
    return f"{d.colour} {FACE_LABEL[d.face]}"


def tally_text(dice: tuple[Die, ...]) -> str:
    return ", ".join(f"{i}:{die_text(d)}{' (locked)' if d.locked else ''}" for i, d in enumerate(dice, 1)
                     if d.role != "off")


def die_arg(d: Die) -> dict[str, str]:
    """A die as a message's argument (:func:`die_text` in words: i18n/dice.py): its colour and face, by id."""
    return {"colour": d.colour, "face": d.face}


def tally_arg(dice: tuple[Die, ...], die=die_arg) -> dict[str, list[dict[str, object]]]:
    """A tally as a message's argument (:func:`tally_text` in words): each die in play by its number."""
    return {"tally": [{"n": i, **die(d), "locked": d.locked} for i, d in enumerate(dice, 1) if d.role != "off"]}


def dice_arg(dice, joined: str = "list", die=die_arg) -> dict[str, object]:
    """Several dice as a message's argument: listed (``red Star, white Tool``) or ``joined`` "and"."""
    return {"dice": [die(d) for d in dice], "joined": joined}


def faces_arg(dice: tuple[Die, ...], numbers, die=die_arg) -> dict[str, list[dict[str, object]]]:
    """Some dice by number with their faces (``1:red Star, 3:white Courage``) as a message's argument."""
    return {"tally": [{"n": i, **die(dice[i - 1]), "locked": False} for i in numbers if 0 < i <= len(dice)]}


def rolled(u: Unit) -> list[int]:
    """Numbers (1-based) of the dice in play this turn."""
    return [i for i, d in enumerate(u.dice, 1) if d.role != "off"]


def max_rolls(g: Working, u: Unit) -> int:
    return 1 + int(g.d.rule("rerolls")) + passive(g, u, "extra_reroll")


def locked_count(u: Unit) -> int:
    return sum(1 for d in u.dice if d.locked)


def must_lock(g: Working, u: Unit) -> bool:
    """True while the Unit must still lock its dice before any reroll."""
    return not battle_conditions.no_lock(g, u) and locked_count(u) == 0


def start(g: Working) -> None:
    """Roll the first roll of every active Unit (all at once; not the automated Unit of the solitaire)."""
    if g.s.german is not None and g.s.german.solo:
        return
    for u in g.active():
        roll_first(g, u)


def roll_first(g: Working, u: Unit) -> None:
    """The Unit's first roll of the turn (5 dice in some Sectors or under some Battle Conditions)."""
    n = battle_conditions.dice_count(g, u)
    values = g.roll(n)
    dice = tuple(Die(colour=COLOUR_OF_DIE[i], face=FACE_OF_VALUE[v]) for i, v in enumerate(values))
    dice += tuple(Die(colour=COLOUR_OF_DIE[i], face="skull", role="off") for i in range(n, 6))
    u = g.put(u.model_copy(update={"dice": dice, "rolls": 1, "mulligan": False, "claims": (), "done": False}))
    extra = " (5 dice here)" if n < 6 else ""
    g.emit("rolled", f"{g.name(u.seat)} rolled{extra}: {tally_text(dice)}.", dice=values, unit=u.seat,
         key="dice-ev-rolled", args={"unit": g.who(u.seat), "extra": extra, "tally_text": tally_arg(dice)})


@lru_cache(maxsize=256)
def _locks(live: tuple[int, ...], n: int) -> tuple[Lock, ...]:
    return tuple(Lock(dice=c) for c in combinations(live, n))


@lru_cache(maxsize=256)
def _rerolls(free: tuple[int, ...]) -> tuple[Reroll, ...]:
    return tuple(Reroll(dice=c) for size in range(1, len(free) + 1) for c in combinations(free, size))


def legal(g: Working, u: Unit) -> list:
    """Every legal Phase 1 step of the Unit (for prompts and autocomplete)."""
    out: list = []
    if u.done or u.rolls == 0:
        return out
    if u.rolls == 1 and not u.mulligan and locked_count(u) == 0 and (
            (g.s.mulligan and u.soldiers > int(g.d.rule("mulligan_cost"))) or g.campaign.mulligan_token_left(g, u)):
        out.append(Mulligan())
    live = rolled(u)
    if must_lock(g, u) and u.rolls == 1:
        n = int(g.d.rule("lock_count"))
        out += _locks(tuple(live), min(n, len(live)))
    elif u.rolls < max_rolls(g, u):
        free = [i for i in live if not u.dice[i - 1].locked]
        out += _rerolls(tuple(free))
    out.append(Keep())
    return out


def mulligan(g: Working, seat: str, text: str) -> None:
    u = g.unit(seat)
    cost = int(g.d.rule("mulligan_cost"))
    token = g.campaign.mulligan_tokens_in_use(g)
    if not g.s.mulligan and not token:
        raise refuse(text, "the Soldier Mulligan is an optional rule not used in this game (option mulligan=on).",
                     key="dice-no-soldier-mulligan-optional-rule-not")
    if u.rolls != 1 or u.mulligan or locked_count(u):
        raise refuse(text, "a Mulligan rerolls the first roll only, before locking, once a turn.", RULE,
                     key="dice-no-mulligan-rerolls-first-roll-only")
    if token and u.mulligan_tokens <= 0:
        raise refuse(text, "you have no Mulligan token left.", "Mulligan Tokens",
                     key="dice-no-you-have-no-mulligan-token")
    if not token and u.soldiers <= cost:
        raise refuse(text, f"a Mulligan costs {count(cost, 'Soldier')} and you would have none left.", RULE,
                     key="dice-no-mulligan-costs-you-would-have", args={"cost": cost})
    live = rolled(u)
    values = g.roll(len(live))
    dice = list(u.dice)
    for i, v in zip(live, values):
        dice[i - 1] = dice[i - 1].model_copy(update={"face": FACE_OF_VALUE[v]})
    if token:
        u = g.put(u.model_copy(update={"dice": tuple(dice), "mulligan": True, "mulligan_tokens": u.mulligan_tokens - 1}))
        g.emit("mulligan", f"{g.name(seat)} discarded a Mulligan token ({u.mulligan_tokens} left) and rolled again: "
             f"{tally_text(u.dice)}.", dice=values, unit=seat,
             key="dice-ev-mulligan-token", args={"unit": g.who(seat), "mulligan_tokens": u.mulligan_tokens,
             "tally_text": tally_arg(u.dice)})
        return
    u = g.put(u.model_copy(update={"dice": tuple(dice), "mulligan": True, "soldiers": u.soldiers - cost}))
    g.emit("mulligan", f"{g.name(seat)} paid {g.counted(cost, 'Soldier')} for a Mulligan and rolled again: "
         f"{tally_text(u.dice)}.", dice=values, unit=seat, key="dice-ev-mulligan",
         args={"unit": g.who(seat), "count": cost, "tally": tally_arg(u.dice)})


def lock(g: Working, seat: str, a: Lock, text: str) -> None:
    u = g.unit(seat)
    n = int(g.d.rule("lock_count"))
    if battle_conditions.no_lock(g, u):
        raise refuse(text, f"no dice are locked in {g.sector(u).label}; reroll any of them.", RULE,
                     key="dice-no-no-dice-are-locked-reroll", args={"label": g.sector(u).label})
    if u.rolls != 1 or locked_count(u):
        raise refuse(text, "dice are locked once, right after the first roll.", RULE,
                     key="dice-no-dice-are-locked-once-right")
    live = rolled(u)
    if len(a.dice) != min(n, len(live)) or any(i not in live for i in a.dice):
        raise refuse(text, f"lock exactly {n} of your dice {', '.join(map(str, live))}.", RULE,
                     key="dice-no-lock-exactly-your-dice", args={"n": n, "join": ', '.join(map(str, live))})
    dice = tuple(d.model_copy(update={"locked": True}) if i in a.dice else d for i, d in enumerate(u.dice, 1))
    g.put(u.model_copy(update={"dice": dice}))
    g.emit("locked", f"{g.name(seat)} locked " + " and ".join(die_text(u.dice[i - 1]) for i in a.dice) + ".",
         unit=seat, dice_locked=list(a.dice),
         key="dice-ev-locked", args={"unit": g.who(seat),
         "join": dice_arg([u.dice[i - 1] for i in a.dice], "and")})


def reroll(g: Working, seat: str, a: Reroll, text: str) -> None:
    u = g.unit(seat)
    if must_lock(g, u):
        raise refuse(text, f"lock {g.d.rule('lock_count')} dice first (e.g. 'lock 1 2').", RULE,
                     key="dice-no-lock-first", args={"rule": g.d.rule('lock_count')})
    if u.rolls >= max_rolls(g, u):
        raise refuse(text, "you have no reroll left; 'keep' your Final Tally.", RULE,
                     key="dice-no-you-have-no-reroll-left")
    live = rolled(u)
    bad = [i for i in a.dice if i not in live or u.dice[i - 1].locked]
    if bad or not a.dice:
        raise refuse(text, f"die {bad[0] if bad else '?'} cannot be rerolled (locked or not in play).", RULE,
                     key="dice-no-die-not-rerollable", args={"value": bad[0] if bad else '?'})
    values = g.roll(len(a.dice))
    dice = list(u.dice)
    for i, v in zip(a.dice, values):
        dice[i - 1] = dice[i - 1].model_copy(update={"face": FACE_OF_VALUE[v]})
    u = g.put(u.model_copy(update={"dice": tuple(dice), "rolls": u.rolls + 1}))
    left = max_rolls(g, u) - u.rolls
    g.emit("rerolled", f"{g.name(seat)} rerolled {g.counted(len(a.dice), 'die', 'dice', was='dice')}: {tally_text(u.dice)}"
         + (f" ({count(left, 'reroll')} left)." if left else "."), dice=values, unit=seat, key="dice-ev-rerolled",
         args={"unit": g.who(seat), "count": len(a.dice), "tally": tally_arg(u.dice), "left": left})
    if left == 0:
        keep(g, seat, "keep")


def keep(g: Working, seat: str, text: str) -> None:
    u = g.unit(seat)
    if u.done or u.rolls == 0:
        raise refuse(text, "your roll is already over.", RULE, key="dice-no-your-roll-already-over")
    g.put(u.model_copy(update={"done": True}))
    g.emit("final_tally", f"{g.name(seat)}'s Final Tally: {tally_text(u.dice)}.", unit=seat,
         key="dice-ev-final-tally", args={"unit": g.who(seat), "tally_text": tally_arg(u.dice)})


def apply(g: Working, seat: str, a, text: str) -> None:
    if isinstance(a, Mulligan):
        mulligan(g, seat, text)
    elif isinstance(a, Lock):
        lock(g, seat, a, text)
    elif isinstance(a, Reroll):
        reroll(g, seat, a, text)
    elif isinstance(a, Keep):
        keep(g, seat, text)
    else:
        raise refuse(text, "in Phase 1 you lock, reroll or keep your dice.", RULE,
                     key="dice-no-phase-1-you-lock-reroll")
