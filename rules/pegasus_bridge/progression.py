"""The start of a turn and the Progression phase (rulebook "Turn Sequence", "Progression"): Fate and
Turn tokens, revealing and choosing the Terrain, cards entering play, the blue token.
"""

from __future__ import annotations

from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.common import NAMES, GameBase
from rules.pegasus_bridge.pending import BlueDecision, TerrainDecision
from rules.pegasus_bridge.state_parts import Flags


class ProgressionRules(GameBase):
    """Turn start and the Progression phase."""

    __slots__ = ()

    def new_turn(self) -> None:
        self.replace(sturn=self.s.sturn + 1)
        self.replace(turn=self.s.turn + 1)
        self.replace(flags=Flags())
        self.replace(played=())
        self.replace(current=())
        self.replace(revealed=())
        self.replace(phase="progression")

    def step_turn_start(self) -> bool:
        letter = self.scen.letter
        self.new_turn()
        if letter == "P":
            if self.s.sturn <= SC.APPROACH_TURNS:
                self.replace(revealed=(*self.s.revealed, self.terrain_pop("pile"), self.terrain_pop("pile")))
                chooser = "british" if self.s.sturn == 1 else self.loser()
                return self.reveal_for(chooser)
            if self.s.sturn == SC.APPROACH_TURNS + 1:
                cards = [SC.BENOUVILLE] + ([self.s.terrain.ranville] if self.s.terrain.ranville else [])
                self.ev("bridges", "The British reached " + " and ".join(self.lab(c) for c in cards)
                        + ": a new turn begins there, without a Progression Phase.", key="pb-ev-bridges",
                        args={"cards_and": [self.lab(c) for c in cards]})
                self.enter(cards, progression=False)
                return False
            self.ev("counter_attack", f"Last turn on {self.lab(SC.PEGASUS)}: the German counter-attack.",
                    key="pb-ev-counter-attack", args={"card": self.lab(SC.PEGASUS)})
            self.enter([SC.PEGASUS], progression=False)
            return False
        if letter == "M":
            nxt = self.s.terrain.next
            if nxt == "battery" and not self.s.terrain.battery:
                nxt = "objectives"
            if nxt == "choice" and not self.s.terrain.objectives:
                nxt = "objectives"
            if nxt == "objectives":
                card = self.terrain_pop("objectives")
                self.ev("reveal", f"The German revealed the top Objectives Terrain: {self.lab(card)}.", card=card,
                        key="pb-ev-reveal-objective", args={"card": self.lab(card)})
                self.enter([card])
                return False
            if nxt == "choice":
                self.replace(revealed=(*self.s.revealed, *sorted(set(self.s.terrain.objectives))))
                self.flag(from_objectives=True)
                return self.reveal_for("british", quiet=True)
            if len(self.s.terrain.battery) == 1:
                card = self.terrain_pop("battery")
                self.ev("reveal", f"The German revealed the last Battery Terrain: {self.lab(card)}.", card=card,
                        key="pb-ev-reveal-battery", args={"card": self.lab(card)})
                self.enter([card])
                return False
            self.replace(revealed=(*self.s.revealed, self.terrain_pop("battery"), self.terrain_pop("battery")))
            return self.reveal_for(self.loser())
        # scenario 3
        pt = self.s.terrain.pt
        pile = self.s.terrain.piles[self.s.terrain.active]
        if pt < 2:
            self.replace(revealed=(*self.s.revealed, *pile[2 * pt: 2 * pt + 2]))
            if pt == 0:
                up, die = self.toss()
                self.replace(face="german" if up else "british")
                self.ev("turn_token", f"The German tossed the Turn token: it shows the {NAMES[self.s.face]} face, "
                        f"so the {NAMES[self.s.face]} chooses the Terrain.", dice=(die,), face=self.s.face,
                        key="pb-ev-turn-token", args={"face": self.s.face})
                chooser = self.s.face
            else:
                chooser = self.s.last_winner or "british"
            return self.reveal_for(chooser)
        self.ev("bridge", f"The Assault now takes place on the objective bridge {self.lab(self.s.terrain.active)}.",
                key="pb-ev-bridge", args={"card": self.lab(self.s.terrain.active)})
        self.enter([self.s.terrain.active], progression=False)
        return False

    def loser(self) -> str:
        """Who chooses the next Terrain: the loser of the previous Assault (the German if there was none)."""
        last = self.s.last_winner
        if not self.scen.loser_chooses:
            return last or "british"
        return "british" if last == "german" else "german"

    def reveal_for(self, chooser: str, quiet: bool = False) -> bool:
        if not quiet:
            self.ev("reveal", "The German revealed " + " and ".join(self.lab(c) for c in self.s.revealed)
                    + f"; the {NAMES[chooser]} chooses where the British advances.", cards=list(self.s.revealed),
                    key="pb-ev-reveal", args={"cards_and": [self.lab(c) for c in self.s.revealed], "chooser": chooser})
        else:
            self.ev("choose_objective", f"The {NAMES[chooser]} may pick any Terrain of the Objectives pile.",
                    key="pb-ev-choose-objective", args={"chooser": chooser})
        self.flag(chooser=chooser)
        self.replace(step="progression")
        return False

    def step_progression(self) -> bool:
        return self.wait(TerrainDecision(seats=(self.s.flags.chooser,), among=tuple(sorted(set(self.s.revealed)))))

    def choose_terrain(self, seat: str, card: str) -> None:
        others = list(self.s.revealed)
        others.remove(card)
        self.replace(revealed=())
        letter = self.scen.letter
        self.ev("terrain", f"The {NAMES[seat]} chose {self.lab(card)}.", who=seat, card=card, key="pb-ev-terrain",
                args={"seat": seat, "card": self.lab(card)})
        if letter == "M":
            if self.unflag("from_objectives", False):
                self.terrain_take("objectives", card)
                self.terrain_shuffle("objectives")
            else:
                for c in others:
                    self.terrain_under("battery", c)
                if others:
                    self.ev("battery", "The other Terrain went back under the Battery pile.", key="pb-ev-battery-back")
        else:
            for c in others:
                self.terrain_add("discard", c)
                if letter == "D" and c == SC.D_ROBEHOMME:
                    self.add_cards("objectives", "german", c)
                    self.ev("objective", f"{self.lab(c)} was not attacked, so it stays face up with the German.",
                            key="pb-ev-not-attacked", args={"card": self.lab(c)})
            if letter == "D":
                self.terrain_note(pt=self.s.terrain.pt + 1)
        self.enter([card])
        if letter == "D":
            self.check_dives()

    def enter(self, cards: list[str], progression: bool = True) -> None:
        self.replace(current=tuple(cards))
        for c in cards:
            te = self.rec(c).terrain_effect
            for seat, n in te.on_enter_tokens.items():
                self.take_tokens(seat, n, card=c)
            for seat, n in te.on_enter_draw.items():
                self.draw_cards(seat, n, card=c)
        self.replace(step="blue" if (progression and self.s.campaign is not None) else "british")

    def step_blue(self) -> bool:
        b = self.s.blue
        card = self.s.current[0]
        te = self.rec(card).terrain_effect
        if b is not None and b.german > 0 and card not in SC.BLUE_FORBIDDEN and not te.no_assault and not b.on:
            return self.wait(BlueDecision(seats=("german",)))
        self.replace(step="british")
        return False
