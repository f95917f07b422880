"""The British phase and the German phase (rulebook "British Phase", "German Phase"): playing
Units and Events, spending tokens, and whether an Assault follows.
"""

from __future__ import annotations

from rules.core.words import PLURAL
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.common import GameBase
from rules.pegasus_bridge.pending import PhaseDecision


class PhaseRules(GameBase):
    """The British and the German phase."""

    __slots__ = ()

    def has_assault(self) -> bool:
        return not self.rec(self.s.current[0]).terrain_effect.no_assault

    def step_british(self) -> bool:
        self.replace(phase="british")
        if not self.s.flags.bdraw:
            self.flag(bdraw=True)
            card = self.s.current[0]
            self.draw_cards("british", self.rec(card).terrain.draw_british)
            hero = self.rec(card).terrain_effect.fate_heroic
            if hero:
                up, die = self.toss()
                if up and hero in self.s.heroic["british"]:
                    self.take_card("heroic", "british", hero)
                    self.add_cards("hand", "british", hero)
                    self.ev("fate", f"The British tossed the Fate token: success! They take {self.lab(hero)}.",
                            dice=(die,), card=hero, key="pb-ev-fate-success", args={"card": self.lab(hero)})
                else:
                    self.ev("fate", "The British tossed the Fate token: failure.", dice=(die,), key="pb-ev-fate-failure")
        if not self.s.hand["british"] and not self.can_spend("british"):
            self.ev("phase_end", "The British has no card in hand: their phase ends.", key="pb-ev-no-card-phase",
                    args={"seat": "british"})
            self.replace(step="german")
            return False
        return self.wait(PhaseDecision(seats=("british",)))

    def can_spend(self, seat: str) -> bool:
        return (self.rec(self.s.current[0]).terrain_effect.spend_tokens_to_draw and not getattr(self.s.flags, "spent_" + seat)
                and self.s.tokens[seat].get("normal", 0) > 0)

    def step_german(self) -> bool:
        self.replace(phase="german")
        if not self.s.flags.gdraw:
            self.flag(gdraw=True)
            if self.s.scenario == "1B" and self.s.sturn == SC.APPROACH_TURNS + 2 and self.s.counter_pile:
                n = len(self.s.counter_pile)
                draw = [*self.s.draw["german"], *self.s.counter_pile]
                self.shuffle(draw)
                self.set_cards("draw", "german", draw)
                self.replace(counter_pile=())
                self.ev("counter_pile", f"The German shuffled their counter-attack pile ({self.counted(n, 'card', was=PLURAL)}) "
                        "into their draw pile.", key="pb-ev-counter-pile", args={"count": n})
            self.draw_cards("german", self.rec(self.s.current[0]).terrain.draw_german)
        if not self.s.hand["german"] and not self.can_spend("german"):
            if not self.has_assault():
                self.ev("phase_end", "The German has no card in hand: their phase ends.", key="pb-ev-no-card-phase",
                        args={"seat": "german"})
                self.replace(step="end_turn")
                return False
            self.ev("no_unit", "The German has no card in hand, so no Unit defends the Terrain.",
                    key="pb-ev-no-card-defence")
            self.start_assault(None)
            return False
        return self.wait(PhaseDecision(seats=("german",)))
