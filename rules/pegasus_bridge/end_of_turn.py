"""The end of a turn (rulebook "End of Turn"): per-scenario end-of-turn effects, the guns, dives,
reserve tokens and the new hand.
"""

from __future__ import annotations

from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.common import NAMES, GameBase, msg
from rules.pegasus_bridge.pending import ReserveDecision
from rules.pegasus_bridge.state import SEATS, other
from rules.pegasus_bridge.state_parts import HeroicPick

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


class EndOfTurnRules(GameBase):
    """End of turn and the next hand."""

    __slots__ = ()

    def step_end_turn(self) -> bool:
        self.replace(phase="end")
        winner = self.s.flags.winner
        if winner is None:
            self.replace(last_winner=None)
        letter = self.scen.letter
        if letter == "P":
            self.end_turn_p(winner)
        elif letter == "M":
            self.end_turn_m(winner)
        else:
            self.end_turn_d(winner)
        if self.s.outcome is None and self.s.step == "end_turn":
            self.replace(step="after_turn")
        return False

    def end_turn_p(self, winner: str | None) -> None:
        if self.s.sturn <= SC.APPROACH_TURNS:
            self.terrain_add("discard", *self.s.current)
            return
        if self.s.sturn == SC.APPROACH_TURNS + 1:
            if winner != "british":
                self.finish("german", "The British did not take the Bénouville bridge.", msg("pb-end-benouville-lost"))
                return
            self.terrain_note(benouville_taken=True)
            if self.s.scenario == "1A":
                self.finish("british", "The British took the Bénouville bridge.", msg("pb-end-benouville-taken"))
                return
            self.ev("pegasus", f"The British took the Bénouville bridge: it turns to {self.lab(SC.PEGASUS)}. "
                    "The German counter-attack comes next.", key="pb-ev-pegasus", args={"card": self.lab(SC.PEGASUS)})
            return
        if winner == "british":
            self.terrain_note(pegasus_held=True)
            self.finish("british", "The British held Pegasus Bridge against the counter-attack.",
                        msg("pb-end-pegasus-held"))
        else:
            self.finish("german", "The German retook Pegasus Bridge.", msg("pb-end-pegasus-retaken"))

    def end_turn_m(self, winner: str | None) -> None:
        card = self.s.current[0]
        if self.s.sturn == 1:
            if winner == "british":
                self.terrain_add("discard", card)
            else:
                self.terrain_under("battery", card)
                self.ev("battery", f"{self.rec(card).name} goes under the Battery pile.", key="pb-ev-under-battery",
                        args={"name": self.nm(card), "back": False})
            self.terrain_note(next="objectives")
            return
        if card in SC.M_OBJECTIVES:
            if not self.has_assault():
                self.terrain_add("out", card)
                self.ev("removed", f"{self.rec(card).name} is removed from the game.", key="pb-ev-removed",
                        args={"name": self.nm(card)})
                self.terrain_note(next="objectives")
                return
            if winner == "british":
                if card in SC.M_GUNS:
                    self.add_cards("objectives", "british", card)
                    guns = self.guns()
                    self.ev("gun", f"The British destroyed {self.rec(card).name}: {self.counted(guns, 'gun')} "
                            "destroyed.", guns=guns, key="pb-ev-gun", args={"card": self.rec(card).name, "guns": guns})
                    need = 4 if self.s.campaign is not None else SC.M_GUNS_TO_WIN
                    if guns >= need:
                        self.finish("british", f"The British destroyed {guns} guns of the Merville battery.",
                                    msg("pb-end-guns", guns=guns))
                        return
                elif card == SC.M_BUNKER and self.s.campaign is not None:
                    self.add_cards("objectives", "british", card)
                    self.ev("bunker", "The British took the command bunker.", key="pb-ev-bunker")
                else:
                    self.terrain_add("out", card)
                    self.ev("removed", f"{self.rec(card).name} is removed from the game.", key="pb-ev-removed",
                            args={"name": self.nm(card)})
                self.terrain_note(next="choice" if card == SC.M_ENTRANCE else "battery")
            else:
                self.terrain_add("objectives", card)
                self.terrain_shuffle("objectives")
                self.ev("objectives", f"{self.rec(card).name} is shuffled back into the Objectives pile.",
                        key="pb-ev-objectives-back", args={"name": self.nm(card)})
                self.terrain_note(next="objectives" if card == SC.M_ENTRANCE else "battery")
            return
        if winner == "british":
            self.terrain_add("out", card)
            self.ev("removed", f"{self.rec(card).name} is removed from the game.", key="pb-ev-removed",
                    args={"name": self.nm(card)})
        else:
            self.terrain_under("battery", card)
            self.ev("battery", f"{self.rec(card).name} goes back under the Battery pile.", key="pb-ev-under-battery",
                    args={"name": self.nm(card), "back": True})
        self.terrain_note(next="objectives")

    def guns(self) -> int:
        return sum(SC.M_GUNS.get(c, 0) for c in self.s.objectives["british"])

    def end_turn_d(self, winner: str | None) -> None:
        card = self.s.current[0]
        if card in SC.D_OBJECTIVES:
            w = winner or "british"
            self.add_cards("objectives", w, card)
            self.ev("objective", f"The {NAMES[w]} places {self.lab(card)} in front of them.", who=w, card=card,
                    key="pb-ev-objective", args={"seat": w, "card": self.lab(card)})
        else:
            self.terrain_add("discard", card)
        if card == self.s.terrain.active:
            self.terrain_add("done", card)
            self.terrain_note(active=None)
            for seat in SEATS:
                heroes = [c for c in self.s.hand[seat] if self.rec(c).heroic]
                for c in heroes:
                    self.take_card("hand", seat, c)
                    self.add_cards("lost", seat, c)
                if heroes:
                    self.ev("heroic_lost", f"The {NAMES[seat]} removed {self.counted(len(heroes), 'unplayed heroic card')}"
                            " from the game.", who=seat, count=len(heroes), key="pb-ev-heroic-lost",
                            args={"seat": seat, "count": len(heroes)})
                    self.ev("heroic_lost_cards", "You removed " + ", ".join(self.lab(c) for c in heroes) + ".", seat=seat,
                            key="pb-ev-heroic-lost-cards", args={"cards": [self.lab(c) for c in heroes]})
                self.return_tokens(seat)
                self.take_tokens(seat, SC.START_TOKENS, "bridge")
            self.flag(next_pile=True)
        self.check_dives()

    def check_dives(self) -> None:
        if self.s.outcome is not None:
            return
        ob = self.s.objectives
        if self.s.campaign is not None:
            if len(self.s.terrain.done) == len(SC.D_BRIDGES) and self.s.step in ("end_turn", "after_turn"):
                self.finish("british" if len(ob["british"]) >= SC.D_BRITISH_NEEDS else "german",
                            "Every objective bridge on the Dives has been assaulted.", msg("pb-end-dives-assaulted"))
            return
        if len(ob["british"]) >= SC.D_BRITISH_NEEDS:
            self.finish("british", f"The British destroyed {len(ob['british'])} objective bridges.",
                        msg("pb-end-bridges-destroyed", count=len(ob["british"])))
        elif len(ob["german"]) >= SC.D_GERMAN_NEEDS:
            self.finish("german", f"The German protected {len(ob['german'])} objective bridges.",
                        msg("pb-end-bridges-protected", count=len(ob["german"])))

    def step_after_turn(self) -> bool:
        scen = self.scen
        if self.s.scenario == "1B" and self.s.sturn <= SC.APPROACH_TURNS and not self.s.flags.reserved:
            self.flag(reserved=True)
            if self.s.played:  # public: the cards he played this turn (whether still in his discard pile is not)
                return self.wait(ReserveDecision(seats=("german",)))
        if (scen.heroic_by_turn_token and self.s.face and not self.s.flags.hpicked
                and not (scen.letter == "P" and self.s.sturn > SC.APPROACH_TURNS)):
            self.flag(hpicked=True, hp=HeroicPick(seats=(self.s.face,),
                                                  exclude=tuple(scen.heroic_start_exclude) if scen.id == "2" else (),
                                                  then="after_turn"))
            self.replace(step="heroic")
            return False
        if self.s.face is not None:
            self.replace(face=other(self.s.face))
            self.ev("flip", f"The Turn token is flipped to its {NAMES[self.s.face]} face.", face=self.s.face, key="pb-ev-flip",
                    args={"face": self.s.face})
        if self.unflag("next_pile", False):
            self.replace(step="new_hand")
            return False
        self.replace(step="turn_start")
        return False

    def reservable(self) -> list[str]:
        pile = list(self.s.discard["german"])
        out = []
        for c in self.s.played:
            if c in pile:
                pile.remove(c)
                out.append(c)
        return out

    def do_reserve(self, cards: tuple[str, ...]) -> None:
        for c in cards:
            self.take_card("discard", "german", c)
            self.replace(counter_pile=(*self.s.counter_pile, c))
        if cards:
            if self.s.ruleset == "pegasus-bridge/1":  # the words its games were logged with (replayed exactly)
                shown = f"{len(cards)} card(s) to the British and set them"
            else:
                n = len(cards)
                shown = f"the British {NUMBER_WORDS.get(n, n)} card{'s' if n > 1 else ''} and set {'them' if n > 1 else 'it'}"
            self.ev("reserve", f"The German showed {shown} face down "
                    f"for their counter-attack ({len(self.s.counter_pile)} in that pile).", count=len(cards),
                    key="pb-ev-reserve", args={"count": len(cards), "pile": len(self.s.counter_pile)})
            text = ", ".join(self.lab(c) for c in cards)
            shown_cards = [self.lab(c) for c in cards]
            self.ev("reserve_cards", f"Set aside for the counter-attack: {text}.", seat="german", cards=list(cards),
                    key="pb-ev-reserve-mine", args={"cards": shown_cards})
            self.ev("reserve_cards", f"The German showed you the cards set aside for the counter-attack: {text}.",
                    seat="british", cards=list(cards), key="pb-ev-reserve-shown", args={"cards": shown_cards})
        else:
            self.ev("reserve", "The German set no card aside for the counter-attack.", count=0, key="pb-ev-reserve-none")

    def step_new_hand(self) -> bool:
        for seat in SEATS:
            n = len(self.s.hand[seat])
            self.reshuffle_hand(seat)
            self.ev("new_hand", f"The {NAMES[seat]} shuffled their {self.counted(n, 'card')} in hand into their draw "
                    "pile.", who=seat, key="pb-ev-new-hand", args={"seat": seat, "count": n})
            self.replace(mulligan={**self.s.mulligan, seat: True})
        self.replace(phase="setup")
        self.replace(turn=self.s.turn + 1)
        self.flag(mull_then="pile_pick")
        self.replace(step="hands")
        return False
