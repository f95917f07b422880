"""Carrying out a legal action: one handler per action class (:data:`HANDLERS`), chosen by the action's type.

:func:`perform` changes the working copy ``g`` (a :class:`~.flow.Game` on the state it writes anew) for ``seat``'s action
and leaves the rest to :meth:`~.flow.Game.advance`. The action has been checked against the legal ones
(:func:`.moves.legal`): a handler only tells apart the decisions that offer its class (``Keep`` answers the
mulligan and scenario 2's approach, ``Play`` every decision a card can be played in). ``Setting`` is not here: it
is answered at any time (``PegasusEngine._setting``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.pegasus_bridge.actions import (
    Absorb,
    Action,
    Blue,
    BuildPiles,
    Choose,
    ChoosePile,
    ChooseTerrain,
    Done,
    Keep,
    Mulligan,
    NoUnit,
    Pass,
    Play,
    Redraw,
    Reserve,
    Retreat,
    Spend,
    Stand,
    TakeHeroic,
    Toss,
)
from rules.pegasus_bridge.common import NAMES, msg
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.pending import (
    ApproachDecision,
    DestroyedDecision,
    MulliganDecision,
    PhaseDecision,
    PlaceBritishDecision,
    PlaceGermanDecision,
    RaiseDecision,
    RespondDecision,
)
from rules.pegasus_bridge.piles import build


def perform(g: Game, seat: str, action: Action) -> None:
    """Carry out ``seat``'s legal ``action`` on the working copy ``g`` (no legality check, no advance)."""
    HANDLERS[type(action)](g, seat, action)


def _unexpected(g: Game, action: Action) -> AssertionError:  # pragma: no cover - legality is checked first
    return AssertionError(f"{type(action).__name__} does not answer {g.s.pending!r}")


def _keep(g: Game, seat: str, a: Keep) -> None:
    p = g.s.pending
    if isinstance(p, MulliganDecision):
        g.flag(mull=(*g.s.flags.mull, seat))
        g.ev("keep", f"The {NAMES[seat]} kept their starting hand.", who=seat, key="pb-ev-keep", args={"seat": seat})
    elif isinstance(p, ApproachDecision):
        g.flag(approach_swaps=0)
        g.ev("keep", "The British kept this Approach Terrain.", key="pb-ev-keep-approach")
    else:
        raise _unexpected(g, a)


def _mulligan(g: Game, seat: str, a: Mulligan) -> None:
    g.flag(mull=(*g.s.flags.mull, seat))
    g.do_mulligan(seat)


def _heroic(g: Game, seat: str, a: TakeHeroic) -> None:
    g.take_heroic(seat, a.value)


def _build(g: Game, seat: str, a: BuildPiles) -> None:
    build(g, a)


def _pile(g: Game, seat: str, a: ChoosePile) -> None:
    g.activate_pile(g.s.terrain.order[a.n - 1], "the British player's choice", "chosen")


def _terrain(g: Game, seat: str, a: ChooseTerrain) -> None:
    g.choose_terrain(seat, a.card)


def _redraw(g: Game, seat: str, a: Redraw) -> None:
    g.approach_redraw(a.card)


def _blue(g: Game, seat: str, a: Blue) -> None:
    if a.value == "place":
        g.replace(blue=g.s.blue.evolve(german=g.s.blue.german - 1, on=g.s.current[0]))
        g.ev("blue", f"The German placed a blue campaign token on {g.rec(g.s.current[0]).name}.",
             key="pb-ev-blue-placed", args={"name": g.nm(g.s.current[0])})
    g.replace(step="british")


def _choose(g: Game, seat: str, a: Choose) -> None:
    g.apply_choice(a.value)


def _reserve(g: Game, seat: str, a: Reserve) -> None:
    g.do_reserve(a.cards)


def _spend(g: Game, seat: str, a: Spend) -> None:
    g.flag(**{"spent_" + seat: True})
    g.add_tokens(seat, "normal", -a.n)
    g.replace(reserve=g.s.reserve + a.n)
    g.ev("spend", f"The {NAMES[seat]} spent {g.counted(a.n, 'token')} to draw "
         f"{'as many cards' if g.counted.old or a.n != 1 else 'a card'}.", who=seat, count=a.n,
         key="pb-ev-spend", args={"seat": seat, "count": a.n})
    g.draw_cards(seat, a.n)


def _done(g: Game, seat: str, a: Done) -> None:
    g.ev("phase_end", f"The {NAMES[seat]} ended their phase.", key="pb-ev-phase-end", args={"seat": seat})
    g.replace(step="german" if seat == "british" else "end_turn")


def _no_unit(g: Game, seat: str, a: NoUnit) -> None:
    p = g.s.pending
    if isinstance(p, PhaseDecision):
        g.ev("no_unit", "The German played no Unit.", key="pb-ev-no-unit")
        g.start_assault(None)
    elif isinstance(p, PlaceGermanDecision):
        g.close(p.front, "british", "The German played no more Units", msg("pb-why-no-more"))
    elif isinstance(p, PlaceBritishDecision):
        g.concede(p.front)
    else:
        raise _unexpected(g, a)


def _retreat(g: Game, seat: str, a: Retreat) -> None:
    g.retreat()


def _absorb(g: Game, seat: str, a: Absorb) -> None:
    p = g.s.pending
    if not isinstance(p, PlaceBritishDecision):
        raise _unexpected(g, a)
    g.absorb(p.front)


def _stand(g: Game, seat: str, a: Stand) -> None:
    top = g.s.stack[-1].card
    g.ev("stand", f"The {NAMES[seat]} let {g.lab(top)} stand.", key="pb-ev-stand",
         args={"seat": seat, "card": g.lab(top)})


def _pass(g: Game, seat: str, a: Pass) -> None:
    p = g.s.pending
    if isinstance(p, DestroyedDecision):
        g.front_note(p.front, destroyed_won=False)
    elif isinstance(p, RaiseDecision):
        g.ev("pass", f"The {NAMES[seat]} passed.", key="pb-ev-pass", args={"seat": seat})
        g.do_pass(seat, p.front)
    else:
        raise _unexpected(g, a)


def _toss(g: Game, seat: str, a: Toss) -> None:
    p = g.s.pending
    if not isinstance(p, RaiseDecision):
        raise _unexpected(g, a)
    g.do_toss(seat, p.front, a.value, a.n)


def _play(g: Game, seat: str, a: Play) -> None:
    p = g.s.pending
    if isinstance(p, PhaseDecision):
        if g.rec(a.card).type == "unit":
            g.start_assault(a.card)
        else:
            g.play_card(seat, a.card, "event", None)
    elif isinstance(p, PlaceGermanDecision):
        g.play_card("german", a.card, "unit" if g.rec(a.card).type == "unit" else "ca", p.front)
    elif isinstance(p, PlaceBritishDecision):
        g.play_card("british", a.card, "unit", p.front)
    elif isinstance(p, DestroyedDecision):
        g.front_note(p.front, destroyed_won=False)
        g.play_card("british", a.card, "ca", p.front)
    elif isinstance(p, RespondDecision):
        top = g.s.stack[-1]
        cancels = bool(g.rec(a.card).effect.cancel) and not g.rec(top.card).heroic
        g.play_card(seat, a.card, "ca", top.front)
        g.replace(stack=(*g.s.stack[:-1], g.s.stack[-1].evolve(cancels=cancels)))
    elif isinstance(p, RaiseDecision):
        g.play_card(seat, a.card, "action" if a.value == "action" else "ca", p.front, a.cards)
    else:
        raise _unexpected(g, a)


HANDLERS: dict[type, Callable[[Game, str, Any], None]] = {
    Keep: _keep, Mulligan: _mulligan, TakeHeroic: _heroic, BuildPiles: _build, ChoosePile: _pile,
    ChooseTerrain: _terrain, Redraw: _redraw, Blue: _blue, Choose: _choose, Reserve: _reserve, Spend: _spend,
    Done: _done, NoUnit: _no_unit, Retreat: _retreat, Absorb: _absorb, Stand: _stand, Pass: _pass, Toss: _toss,
    Play: _play,
}
"""The handler of each action class (every class but ``Setting``, which is answered out of turn)."""
