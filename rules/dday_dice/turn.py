"""The turn: six phases, every active Unit acting in the same phase at once.

Phases 1, 2, 4 and 5 wait for every active Unit that has not finished
(``done``); when the last one answers, the phase resolves and the next
begins. Phases 3 (resources) and 6 (combat, conquest, defeat) need no
decision. A Unit with nothing to decide in Phase 2 or 4 is finished at once;
in Phase 5 a Unit that must move and has a single way to go moves by itself.

Whole-turn answers: the parts of a ``;``-separated answer that reach past the
Unit's current phase wait in its ``queue`` and are applied, in order, to its
next decisions. A queued part that no longer fits (the dice fell otherwise)
is dropped with the rest of the queue and the Unit is asked again.

Atlantikwall: the German player (:mod:`.german`) plays the same phases at
the same time; a Unit that owes a loss the German inflicted picks it first
(:mod:`.german_losses`); several Units in the Final Bunker order their
Assault at the end of Phase 5 (:mod:`.assault`).
"""

from __future__ import annotations

from rules.core.errors import RuleError
from rules.dday_dice import (
    advance,
    assault,
    badges,
    battle_conditions,
    bonuses,
    combat,
    fire,
    german,
    german_losses,
    german_solo,
    rally,
    resources,
    roll,
    skulls,
    trading,
    victory,
)
from rules.dday_dice import items as items_rules
from rules.dday_dice.actions import Assault, BuyBadge, Done, Find, Give, Observe, RaidOrder, Rally, Sacrifice, Use
from rules.dday_dice.context import Working, reason, refuse
from rules.dday_dice.notation import parse_action
from rules.dday_dice.pending import waiting
from rules.dday_dice.state import GERMAN, TurnFlags


def begin_turn(g: Working) -> None:
    s = g.s
    g.s = s.model_copy(update={"turn": s.turn + 1, "phase": 1})
    for u in g.active():
        g.put(u.model_copy(update={"flags": TurnFlags(), "orders": (), "claims": (), "done": False}))
    g.emit("turn", f"Turn {g.s.turn} begins: every Unit rolls its dice.", turn=g.s.turn,
         key="dice-ev-turn", args={"turn": g.s.turn})
    battle_conditions.draw(g)
    badges.new_turn(g)
    g.campaign.on_phase(g, 1)  # a Raid rule's start of Phase 1, as of every other phase (Overlord only)
    roll.start(g)
    german.begin_turn(g)


def step(g: Working, seat: str, a, text: str) -> None:
    """Apply one step of ``seat`` in the current phase."""
    phase = g.s.phase
    if seat == GERMAN:
        german.step(g, a, text)
        return
    if g.unit(seat).owed[:1] == ("observe",):
        battle_conditions.reorder(g, seat, a, text)
        return
    if g.unit(seat).owed:
        german_losses.choose(g, seat, a, text)
        return
    if isinstance(a, Sacrifice):
        battle_conditions.sacrifice(g, seat, a, text)
        return
    if isinstance(a, Observe):
        battle_conditions.observe(g, seat, a, text)
        return
    if isinstance(a, Assault):
        assault.choose_order(g, seat, a, text)
        return
    if isinstance(a, RaidOrder):
        g.campaign.apply_order(g, seat, a, text)
        return
    if g.s.campaign is not None:
        owed = g.campaign.owed_refusal(g, g.unit(seat), text)
        if owed is not None:
            raise owed
    if a.kind == "redraw" and g.unit(seat).status == "active":
        g.campaign.redraw(g, seat, text)
    elif phase == 1 and g.unit(seat).status == "down":
        g.campaign.apply_retreat(g, seat, a, text)
    elif phase == 1 and g.campaign.carry_pending(g, seat):
        g.campaign.apply_carry(g, seat, a, text)
    elif phase == 1:
        roll.apply(g, seat, a, text)
    elif phase == 2:
        if a.kind == "share":
            g.campaign.share(g, seat, a.colour, a.to, text)
        elif isinstance(a, Use):
            items_rules.use(g, seat, a, text)
        elif a.kind == "cancel" or (a.kind == "done"):
            skulls.apply(g, seat, a, text)
        else:
            bonuses.apply(g, seat, a, text)
    elif phase == 4:
        if isinstance(a, Rally):
            rally.order(g, seat, a, text)
        elif isinstance(a, Find):
            items_rules.order(g, seat, a, text)
        elif isinstance(a, Use):
            items_rules.use(g, seat, a, text)
        elif isinstance(a, Give):
            trading.give(g, seat, a, text)
        elif isinstance(a, Done):
            g.update(seat, done=True)
        elif isinstance(a, BuyBadge):
            badges.buy(g, seat, text)
        else:
            raise refuse(text, "in Phase 4 you rally, find, use, give, or say 'done'.", "Phase 4",
                         key="dice-no-phase-4-you-rally-find")
    elif phase == 5:
        if isinstance(a, Use):
            items_rules.use(g, seat, a, text)
        elif a.kind in ("stay", "move"):
            advance.apply(g, seat, a, text)
        else:
            raise refuse(text, "in Phase 5 you 'stay', 'move SECTOR' or use an Item.", "Phase 5",
                         key="dice-no-phase-5-you-stay-move")
    else:  # pragma: no cover - no prompt outside these phases
        raise refuse(text, "nothing is decided in this phase.", key="dice-no-nothing-decided-this-phase")


def _start_phase(g: Working, phase: int) -> None:
    g.s = g.s.model_copy(update={"phase": phase})
    for u in g.active():
        g.put(u.model_copy(update={"done": False}))
    german.start_phase(g, phase)
    g.campaign.on_phase(g, phase)
    if phase == 2:
        _open_phase2(g)
    elif phase == 3:
        resources.gain(g)
        battle_conditions.phase3(g)
    elif phase == 4:
        _open_phase4(g)
    elif phase == 5 and german_solo.solo(g):
        german_solo.move(g)
    elif phase == 5:
        fire.phase5(g)
        advance.start(g)
    elif phase == 6:
        combat.fight(g)


def _open_phase2(g: Working) -> None:
    """A Unit with nothing to claim, cancel, share or use in Phase 2 is finished at once."""
    g.campaign.open_phase2(g)
    for u in g.active():
        if not bonuses.claimable(g, u) and not bonuses.straight_ok(g, u) and skulls.cancels_left(g, u) == 0 \
                and not items_rules.usable(g, u) and not g.campaign.givable(g, u) and not _raid_orders(g, u):
            g.put(u.model_copy(update={"done": True}))


def _open_phase4(g: Working) -> None:
    """A Unit that could not rally, find, use or trade in Phase 4 is finished at once."""
    for u in g.active():
        if not rally.rally_choices(g, u) and not items_rules.find_choices(g, u) and not items_rules.usable(g, u) \
                and not trading.partners(g, u) and not battle_conditions.observers(g, u) and not _raid_orders(g, u):
            g.put(u.model_copy(update={"done": True}))


def _raid_orders(g: Working, u) -> bool:
    """A Raid order (Overlord) is owed by ``u``, or open and keeps it waiting: the Unit is not finished at once."""
    return g.s.campaign is not None and (bool(g.campaign.owed(g, u)) or g.campaign.waits(g, u))


def _run_queues(g: Working) -> bool:
    """Apply one queued part for a waiting Unit; True if something was applied or dropped."""
    for seat in waiting(g):
        queue = queue_of(g, seat)
        if not queue:
            continue
        head, rest = queue[0], queue[1:]
        set_queue(g, seat, rest)
        try:
            step(g, seat, parse_action(head), head)
        except RuleError as err:
            set_queue(g, seat, ())
            if seat == GERMAN:
                g.emit("queue_dropped", "The German player: a queued answer no longer fits; a new answer is needed.",
                     key="dice-ev-queue-dropped-german")
                g.emit("queue_dropped_private", f"Your queued '{head}' no longer fits ({err.message}).", seat=GERMAN,
                     key="dice-ev-queue-dropped-private", args={"head": head, "message": reason(err)})
                return True
            u = g.unit(seat)
            words = head.split()
            if words[:1] == ["use"] and words[1:2] and words[1] in u.medals and g.d.rule("medals_secret"):
                g.emit("queue_dropped", f"{g.name(seat)}: a queued answer no longer fits; a new answer is needed.",
                     unit=seat, key="dice-ev-queue-dropped-unit", args={"unit": g.who(seat)})
                g.emit("queue_dropped_private", f"Your queued '{head}' no longer fits ({err.message}).", seat=seat,
                     key="dice-ev-queue-dropped-private", args={"head": head, "message": reason(err)})
            else:
                g.emit("queue_dropped", f"{g.name(seat)}: the answer '{head}' waiting for this phase no longer fits "
                     f"({err.message}); a new answer is needed.", unit=seat,
                     key="dice-ev-queue-dropped-unit-why", args={"unit": g.who(seat), "head": head, "message": reason(err)})
        return True
    return False


def queue_of(g: Working, seat: str) -> tuple[str, ...]:
    return g.s.german.queue if seat == GERMAN and g.s.german is not None else g.unit(seat).queue


def set_queue(g: Working, seat: str, queue: tuple[str, ...]) -> None:
    if seat == GERMAN:
        g.s = g.s.model_copy(update={"german": g.s.german.model_copy(update={"queue": queue})})
    else:
        g.update(seat, queue=queue)


def advance_game(g: Working) -> None:
    """Resolve phases until the rules wait for a decision or the game ends."""
    for _ in range(1000):
        victory.check(g)
        if g.s.outcome is not None:
            return
        if g.s.phase in (1, 2, 4, 5) and waiting(g):
            if _run_queues(g):
                continue
            return
        phase = g.s.phase
        if phase == 2:
            bonuses.finish(g)
        elif phase == 4:
            rally.resolve_orders(g)
        if phase in (1, 2, 3, 4, 5):
            _start_phase(g, phase + 1)
            if phase + 1 == 6:
                victory.check(g)
                if g.s.outcome is None:
                    begin_turn(g)
            continue
        begin_turn(g)
    raise AssertionError("the turn did not settle")  # pragma: no cover
