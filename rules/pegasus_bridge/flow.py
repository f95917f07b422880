"""The rules of Opération Commando: Pegasus Bridge, as a small state machine: the progression of a turn.

:class:`Game` holds the state as far as it is built (written copy-on-write), the
card table and the list of events produced so far. :meth:`Game.advance` runs
every step that needs no decision (draws, reveals, token tosses of the Fate
and Turn tokens, resolutions, end of turn) until the rules wait for a seat,
then leaves that decision in ``state.pending``. ``state.step`` names the next
step; each step is a ``step_<name>`` method of one of the parts :class:`Game`
is made of, one file per section of the rulebook:

- :mod:`.common` -- :class:`~.common.GameBase`: events, dice, cards, tokens;
- :mod:`.scenario_setup` -- setting up a scenario (hands, mulligan, heroic
  cards, scenario 2's approach, scenario 3's piles);
- :mod:`.progression` -- the start of a turn and the Progression phase;
- :mod:`.phases` -- the British and the German phase;
- :mod:`.assault` -- the Assault: fronts, raises, tokens, totals, who wins;
- :mod:`.window` -- playing a card and the cancellation window (the stack);
- :mod:`.retreat` -- tactical retreat and Strength Points;
- :mod:`.end_of_turn` -- the end of the turn and the new hand;
- :mod:`.scenario_end` -- the end of a scenario and its victory points.

The parts never import one another: they meet only in :class:`Game` (each is
a :class:`~.common.GameBase`, so ``self`` has every step).

Nothing here names a card: Units, Events and Combat Actions act through the
primitives of :class:`~rules.pegasus_bridge.cards.CardEffect`, Terrains through
:class:`~rules.pegasus_bridge.cards.TerrainEffect`; the scenario structure
(bridges, casemates, piles) comes from :mod:`rules.pegasus_bridge.scenario`.
"""

from __future__ import annotations

from rules.pegasus_bridge.assault import AssaultRules
from rules.pegasus_bridge.end_of_turn import EndOfTurnRules
from rules.pegasus_bridge.pending import CardChoiceDecision
from rules.pegasus_bridge.phases import PhaseRules
from rules.pegasus_bridge.progression import ProgressionRules
from rules.pegasus_bridge.retreat import RetreatRules
from rules.pegasus_bridge.scenario_end import ScenarioEndRules
from rules.pegasus_bridge.scenario_setup import SetupRules
from rules.pegasus_bridge.window import WindowRules


class Game(SetupRules, ProgressionRules, PhaseRules, AssaultRules, WindowRules, RetreatRules, EndOfTurnRules,
           ScenarioEndRules):
    """A working copy of the state plus the card table and the events so far."""

    __slots__ = ()

    def advance(self) -> None:
        self.replace(pending=None)
        for _ in range(100000):
            if self.s.outcome is not None:
                self.replace(phase="over")
                self.replace(pending=None)
                return
            if self.s.choice is not None:
                self.wait(CardChoiceDecision(seats=(self.s.choice.seat,)))
                return
            if self.s.stack:
                if self.run_stack():
                    return
                continue
            if getattr(self, "step_" + self.s.step)():
                return
        raise RuntimeError("the rules did not settle")  # pragma: no cover
