"""Phase 2 Skulls: every Skull of the Final Tally not in a bonus is Active and cancels one other die.

- The owner picks the dice (``cancel N``); a Skull cancels a non-Skull die
  (``skull_cancels_skull``), one that is not in a bonus or the Straight.
- Skull-ignoring Specialists (Sharpshooter 1, Marksman 2: ``ignore_skulls``)
  make that many Active Skulls cancel nothing.
- ``done`` closes Phase 2 once every Active Skull has cancelled a die (or no
  target is left).
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice.actions import Cancel, Done
from rules.dday_dice.context import Working, passive, refuse
from rules.dday_dice.effects import available
from rules.dday_dice.roll import die_arg, die_text
from rules.dday_dice.state import Unit

RULE = "Phase 2: Active Skulls"


def active_skulls(g: Working, u: Unit) -> int:
    skulls = sum(1 for i in available(u.dice) if u.dice[i - 1].face == "skull")
    return max(0, skulls - passive(g, u, "ignore_skulls"))


def targets(g: Working, u: Unit) -> list[int]:
    any_face = bool(g.d.rule("skull_cancels_skull"))
    return [i for i in available(u.dice) if any_face or u.dice[i - 1].face != "skull"]


def cancels_left(g: Working, u: Unit) -> int:
    return max(0, min(active_skulls(g, u) - u.flags.cancels, len(targets(g, u))))


def cancel(g: Working, seat: str, a: Cancel, text: str) -> None:
    u = g.unit(seat)
    if cancels_left(g, u) == 0:
        raise refuse(text, "you have no Active Skull left to cancel a die.", RULE,
                     key="dice-no-you-have-no-active-skull")
    if a.die not in targets(g, u):
        raise refuse(text, f"die {a.die} cannot be cancelled (a Skull, in a bonus, already cancelled or not in play).",
                     RULE, key="dice-no-die-not-cancellable", args={"die": a.die})
    d = u.dice[a.die - 1]
    dice = tuple(x.model_copy(update={"role": "cancelled"}) if i == a.die else x for i, x in enumerate(u.dice, 1))
    g.put(u.model_copy(update={"dice": dice, "flags": u.flags.model_copy(update={"cancels": u.flags.cancels + 1})}))
    g.emit("cancelled", f"An Active Skull cancelled {g.name(seat)}'s {die_text(d)}.", unit=seat, die=a.die,
         key="dice-ev-cancelled", args={"unit": g.who(seat), "die_text": die_arg(d)})


def done(g: Working, seat: str, text: str) -> None:
    u = g.unit(seat)
    left = cancels_left(g, u)
    if left:
        raise refuse(text, f"{count(left, 'Active Skull')} must still cancel a die ('cancel N').", RULE,
                     key="dice-no-skulls-must-cancel", args={"left": left})
    g.update(seat, done=True)


def apply(g: Working, seat: str, a, text: str) -> None:
    if isinstance(a, Cancel):
        cancel(g, seat, a, text)
    elif isinstance(a, Done):
        done(g, seat, text)
