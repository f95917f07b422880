"""Tactical retreat and Strength Points (rulebook "Tactical Retreat", "Strength Points"): retreating,
absorbing a fight with a Strength Point, conceding the Ranville bridge.
"""

from __future__ import annotations

from rules.pegasus_bridge.common import GameBase, msg


class RetreatRules(GameBase):
    """Retreat and the loss of Strength Points."""

    __slots__ = ()

    def absorb(self, i: int) -> None:
        fight = self.front(i).fight
        self.mark(i, fight.german, "german", "absorbed")
        self.unit_fought(i, "german", fight.german)
        self.front_note(i, fight=None)
        self.ev("absorb", f"Instead of playing a Unit against {self.lab(fight.german)}, the British loses a Strength Point.",
                front=i, key="pb-ev-absorb", args={"unit": self.lab(fight.german)})
        self.lose_pe()

    def concede(self, i: int) -> None:
        """The British plays no Unit on the Ranville bridge: the German holds it, no Strength Point lost."""
        self.mark(i, self.front(i).fight.german, "german", "won")
        self.close(i, "german", "The British played no Unit there", msg("pb-why-conceded"))

    def lose_pe(self, why: str = "", goes_on: bool = False) -> None:
        if self.s.pe is None:
            return
        self.replace(pe=self.s.pe - 1)
        self.ev("pe", f"The British lost a Strength Point ({self.s.pe} left){why}.", pe=self.s.pe, key="pb-ev-pe",
                args={"left": self.s.pe, "goes_on": goes_on})
        if self.s.pe <= 0:
            self.finish("german", "The British lost their last Strength Point.", msg("pb-end-last-pe"))

    def retreat(self) -> None:
        self.ev("retreat", "The British made a tactical retreat.", key="pb-ev-retreat")
        for i, f in enumerate(self.s.assault.fronts):
            if not f.closed:
                self.front_note(i, closed="german", fight=None)
        self.assault_note(retreat=True)
        self.lose_pe()
