"""The decisions the rules wait for: one frozen model per kind, computed from the state.

All active Units decide in the same phase at once, so several decisions are
pending together (one per Unit that has not finished the phase). Phases 3
and 6 never wait: they resolve by themselves.

Each is a :class:`rules.core.decision.Decision` (the base A&A's and Pegasus Bridge's decisions share: frozen, told
apart by ``kind``) that names the ``seat`` it asks; none is stored, :func:`decisions` computes them from the state.
"""

from __future__ import annotations

from typing import Literal, Union

from rules.core.decision import Decision as CoreDecision
from rules.dday_dice import advance, assault, bonuses, german_losses, items, rally, roll, skulls, trading
from rules.dday_dice.context import Working, waiting
from rules.dday_dice.german_waits import GermanWait
from rules.dday_dice.legal import legal as legal_steps
from rules.dday_dice.notation import format_action
from rules.dday_dice.state import GERMAN

__all__ = ["Decision", "decisions", "waiting"]


class _P(CoreDecision):
    """A decision of one seat (a Unit, or the German player)."""

    seat: str


class RollDecision(_P):
    """Phase 1: lock (right after the first roll), reroll unlocked dice, or keep the Final Tally."""

    kind: Literal["roll"] = "roll"
    rolls: int
    max_rolls: int
    must_lock: bool
    can_mulligan: bool


class BonusDecision(_P):
    """Phase 2: claim RWB bonuses and the Straight, then let each Active Skull cancel a die."""

    kind: Literal["bonus"] = "bonus"
    claimable: tuple[str, ...]
    straight: bool
    cancels_left: int


class SpendDecision(_P):
    """Phase 4: rally Specialists, find Items, use Items or Medals, trade; then done."""

    kind: Literal["spend"] = "spend"
    can_rally: bool
    can_find: bool
    partners: tuple[str, ...]


class MoveDecision(_P):
    """Phase 5: stay (if the marker allows) or move to a neighbouring Sector."""

    kind: Literal["move"] = "move"
    forced: bool
    destinations: tuple[str, ...]


class LossDecision(_P):
    """Atlantikwall: the Specialist or Item this Unit gives up to the German (its player's pick)."""

    kind: Literal["loss"] = "loss"
    what: str
    choices: tuple[str, ...]


class AssaultDecision(_P):
    """Atlantikwall: the order in which the Units in the Final Bunker assault it (Phase 7)."""

    kind: Literal["assault"] = "assault"
    units: tuple[str, ...]


class GermanDecision(_P):
    """Atlantikwall: the German player's decision in the current phase (or what waits for him first)."""

    kind: Literal["german"] = "german"
    phase: int
    pending: tuple[GermanWait, ...]


class KeepGoingDecision(_P):
    """Overlord Keep Going!: an eliminated campaign Unit retreats to come back (or stays out)."""

    kind: Literal["keep_going"] = "keep_going"
    destinations: tuple[str, ...]
    keep: tuple[str, ...]


class CarryDecision(_P):
    """Overlord: the Specialists a Unit keeps from the previous Raid, before its first roll of the Raid."""

    kind: Literal["carry"] = "carry"
    options: tuple[str, ...]
    slots: int


Decision = Union[RollDecision, BonusDecision, SpendDecision, MoveDecision, LossDecision, AssaultDecision,
                 GermanDecision, KeepGoingDecision, CarryDecision]
PHASE_KIND = {1: "roll", 2: "bonus", 4: "spend", 5: "move"}


def decisions(g: Working) -> list[Decision]:
    out: list[Decision] = []
    for seat in waiting(g):
        if seat == GERMAN:
            out.append(GermanDecision(seat=seat, phase=g.s.phase, pending=g.s.german.pending))
            continue
        u = g.unit(seat)
        if u.owed:
            out.append(LossDecision(seat=seat, what=u.owed[0], choices=tuple(
                german_losses.choices(g, u) or [format_action(a) for a in legal_steps(g, seat)])))
        elif g.s.german is not None and u.done and g.s.phase == 5:
            out.append(AssaultDecision(seat=seat, units=tuple(assault.inside(g))))
        elif g.s.phase == 1 and u.status == "down":
            out.append(KeepGoingDecision(seat=seat, destinations=tuple(g.campaign.retreats(g, u)),
                                         keep=next(f.keep for f in g.s.campaign.fallen if f.seat == seat)))
        elif g.s.phase == 1 and g.campaign.carry_pending(g, seat):
            rec = g.campaign.carry_pending(g, seat)
            out.append(CarryDecision(seat=seat, options=rec.options, slots=rec.slots))
        elif g.s.phase == 1:
            acts = legal_steps(g, seat)
            out.append(RollDecision(seat=seat, rolls=u.rolls, max_rolls=roll.max_rolls(g, u),
                                    must_lock=roll.must_lock(g, u) and u.rolls == 1,
                                    can_mulligan=any(a.kind == "mulligan" for a in acts)))
        elif g.s.phase == 2:
            out.append(BonusDecision(seat=seat, claimable=tuple(bonuses.claimable(g, u)),
                                     straight=bonuses.straight_ok(g, u), cancels_left=skulls.cancels_left(g, u)))
        elif g.s.phase == 4:
            out.append(SpendDecision(seat=seat, can_rally=bool(rally.rally_choices(g, u)),
                                     can_find=bool(items.find_choices(g, u)), partners=tuple(trading.partners(g, u))))
        elif g.s.phase == 5:
            forced, dests = advance.options(g, u)
            out.append(MoveDecision(seat=seat, forced=forced, destinations=tuple(dests)))
    return out
