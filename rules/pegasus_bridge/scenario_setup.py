"""Setting up a scenario (scenario booklet, "Setup"): decks, hands, the mulligan, heroic cards;
scenario 2's approach and scenario 3's Terrain piles.
"""

from __future__ import annotations

from rules.core.words import PLURAL
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.common import NAMES, GameBase, msg
from rules.pegasus_bridge.pending import ApproachDecision, BuildDecision, HeroicDecision, MulliganDecision, PileDecision
from rules.pegasus_bridge.state import SEATS
from rules.pegasus_bridge.state_parts import Flags, HeroicPick, TerrainNotes


class SetupRules(GameBase):
    """Setup steps: from the scenario booklet to the first turn."""

    __slots__ = ()

    def setup_scenario(self) -> None:
        t, scen = self.t, self.scen
        letter = scen.letter
        for seat in SEATS:
            deck = t.deck(seat, letter)
            self.shuffle(deck)
            self.set_cards("draw", seat, deck)
            for field in ("hand", "discard", "seen", "removed", "lost"):
                self.set_cards(field, seat, ())
            self.set_cards("heroic", seat, [] if scen.id == "1A" else t.heroics(seat, letter))
            slots = list(self.s.heroic[seat])
            self.shuffle(slots)
            self.set_cards("slots", seat, slots)
            self.replace(tokens={**self.s.tokens, seat: {"normal": SC.START_TOKENS, "plus3": 0, "plus3h": 0, "thornton": 0}})
        self.replace(reserve=SC.RESERVE - 2 * SC.START_TOKENS)
        self.replace(specials=dict(scen.specials))
        self.replace(pe=scen.pe)
        self.replace(face=scen.turn_face)
        self.replace(sturn=0)
        self.replace(objectives={"british": (), "german": ()})
        self.replace(counters={"parachutistes_fought": 0})
        self.replace(counter_pile=())
        self.replace(played=())
        self.replace(current=())
        self.replace(revealed=())
        self.replace(last_winner=None)
        self.replace(assault=None)
        self.replace(stack=())
        self.replace(choice=None)
        self.replace(flags=Flags())
        self.replace(mulligan={"british": True, "german": True})
        self.replace(phase="setup")
        if scen.letter == "P":
            pool = [c for c in t.terrains("P") if c not in (SC.BENOUVILLE, SC.RANVILLE) and c not in SC.P_LATE]
            self.shuffle(pool)
            unused, rest = pool[: SC.P_DROP], pool[SC.P_DROP:]
            late = rest[: SC.P_LATE_RANDOM] + list(SC.P_LATE)
            early = rest[SC.P_LATE_RANDOM:]
            self.shuffle(late)
            self.replace(terrain=TerrainNotes.model_validate({
                "pile": late + early, "discard": [], "unused": unused,
                "ranville": SC.RANVILLE if scen.id == "1B" else None,
                "benouville_taken": False,
            }))
        elif scen.letter == "M":
            all_m = t.terrains("M")
            approach = list(SC.M_APPROACH)
            objectives = list(SC.M_OBJECTIVES)
            battery = list(all_m)
            for c in approach + objectives:
                battery.remove(c)
            self.shuffle(approach)
            self.shuffle(objectives)
            self.shuffle(battery)
            self.replace(terrain=TerrainNotes.model_validate({"approach": approach, "objectives": objectives,
                                                              "battery": battery, "discard": [], "out": [],
                                                              "next": "objectives"}))
        else:
            pool = [c for c in t.terrains("D") if c not in SC.D_BRIDGES]
            self.replace(terrain=TerrainNotes.model_validate({"pool": pool, "piles": {}, "order": [], "done": [],
                                                              "active": None, "pt": 0, "discard": []}))
        self.ev("setup", f"Scenario {scen.id}, \"{scen.name}\": each side shuffled its deck "
                f"({len(self.s.draw['british'])} British and {len(self.s.draw['german'])} German cards); "
                f"{self.s.reserve} tokens in the Reserve, 2 each"
                + (f", {self.s.pe} British Strength Points" if self.s.pe is not None else "") + ".",
                scenario=scen.id, british_deck=len(self.s.draw["british"]), german_deck=len(self.s.draw["german"]),
                key="pb-ev-setup", args={"scenario": scen.id, "title": msg(f"pb-scenario-title-{scen.id.lower()}"),
                                         "british": len(self.s.draw["british"]), "german": len(self.s.draw["german"]),
                                         "reserve": self.s.reserve, "pe": -1 if self.s.pe is None else self.s.pe})

    def step_start(self) -> bool:
        self.setup_scenario()
        if self.scen.letter == "D":
            self.replace(step="build")
        else:
            self.replace(step="hands")
            self.flag(mull_then="heroic_start" if self.scen.heroic_start else "turn_start")
        return False

    def step_build(self) -> bool:
        return self.wait(BuildDecision(seats=("german",)))

    def step_hands(self) -> bool:
        n = self.scen.hand
        for seat in SEATS:
            self.draw_cards(seat, n, "start")
        self.flag(mull=())
        self.replace(step="mulligan")
        return False

    def step_mulligan(self) -> bool:
        left = [x for x in SEATS if self.s.mulligan.get(x) and x not in self.s.flags.mull]
        if left:
            return self.wait(MulliganDecision(seats=tuple(left)))
        self.replace(step=self.unflag("mull_then"))
        return False

    def do_mulligan(self, seat: str) -> None:
        n = len(self.s.hand[seat])
        self.reshuffle_hand(seat)
        self.replace(mulligan={**self.s.mulligan, seat: False})
        self.ev("mulligan", f"The {NAMES[seat]} was not satisfied and took a new starting hand.", who=seat,
                key="pb-ev-mulligan", args={"seat": seat})
        self.draw_cards(seat, n, "restart")

    def step_heroic_start(self) -> bool:
        self.flag(hp=HeroicPick(seats=tuple(self.scen.heroic_start), exclude=tuple(self.scen.heroic_start_exclude),
                                then="approach"))
        self.replace(step="heroic")
        return False

    def heroic_pick(self) -> HeroicPick:
        """The heroic-card pick under way (the flags' pending step)."""
        hp = self.s.flags.hp
        assert hp is not None, "no heroic pick under way"
        return hp

    def heroic_choices(self, seat: str) -> list[str]:
        hp = self.s.flags.hp
        barred = hp.exclude if hp is not None else ()
        return [c for c in self.s.heroic[seat] if c not in barred]

    def step_heroic(self) -> bool:
        hp = self.heroic_pick()
        left = tuple(x for x in hp.seats if self.heroic_choices(x))
        self.flag(hp=hp.evolve(seats=left))
        if left:
            return self.wait(HeroicDecision(seats=left))
        self.unflag("hp")
        self.replace(step=hp.then)
        return False

    def slot_letters(self, seat: str) -> dict[str, str]:
        """Letter -> card of the heroic cards ``seat`` may choose now."""
        options = set(self.heroic_choices(seat))
        return {chr(65 + i): c for i, c in enumerate(self.s.slots[seat]) if c in options}

    def take_heroic(self, seat: str, letter: str | None) -> None:
        options = self.heroic_choices(seat)
        if letter is None:
            card = options[self.rand(len(options)) - 1]
        else:
            card = self.slot_letters(seat)[letter]
        self.take_card("heroic", seat, card)
        self.add_cards("hand", seat, card)
        hp = self.heroic_pick()
        self.flag(hp=hp.evolve(seats=tuple(x for x in hp.seats if x != seat)))
        self.ev("heroic", f"The {NAMES[seat]} took a heroic card into their hand.", who=seat, key="pb-ev-heroic",
                args={"seat": seat})
        self.ev("heroic_card", f"You took the heroic card {self.lab(card)}.", seat=seat, card=card,
                key="pb-ev-heroic-card", args={"card": self.lab(card)})

    def step_approach(self) -> bool:
        if not self.s.revealed:
            card = self.terrain_pop("approach")
            self.replace(revealed=(card,))
            self.flag(approach_swaps=1)
            self.ev("reveal", f"The British revealed the Approach Terrain {self.lab(card)} at random.", card=card,
                    key="pb-ev-reveal-approach", args={"card": self.lab(card)})
        if self.s.flags.approach_swaps:
            return self.wait(ApproachDecision(seats=("british",)))
        return self.approach_done()

    def approach_redraw(self, unit: str) -> None:
        self.take_card("hand", "british", unit)
        self.to_discard("british", unit)
        *kept, old = self.s.revealed
        self.terrain_add("battery", old)
        card = self.terrain_pop("approach")
        self.replace(revealed=(*kept, card))
        self.flag(approach_swaps=0)
        self.ev("redraw", f"The British discarded {self.lab(unit)} to reveal another Approach Terrain: {self.lab(card)}.",
                unit=unit, card=card, key="pb-ev-redraw", args={"unit": self.lab(unit), "card": self.lab(card)})

    def approach_done(self) -> bool:
        self.unflag("approach_swaps", None)
        *kept, card = self.s.revealed
        self.replace(revealed=tuple(kept))
        self.terrain_add("battery", *self.s.terrain.approach)
        self.terrain_note(approach=[])
        self.terrain_shuffle("battery")
        n = len(self.s.terrain.battery)
        self.ev("battery", f"The other Approach Terrains were shuffled into the Battery pile "
                f"({self.counted(n, 'card', was=PLURAL)}).", key="pb-ev-battery", args={"count": n})
        self.new_turn()
        self.enter([card])
        return False

    def step_pile_pick(self) -> bool:
        left = [b for b in self.s.terrain.order if b not in self.s.terrain.done]
        if len(self.s.terrain.done) == 0:
            self.activate_pile(left[self.rand(len(left)) - 1], "at random", "random")
            return False
        if len(left) == 1:
            self.activate_pile(left[0], "the last one", "last")
            return False
        return self.wait(PileDecision(seats=("british",)))

    def pile_positions(self) -> list[int]:
        return [i + 1 for i, b in enumerate(self.s.terrain.order) if b not in self.s.terrain.done]

    def activate_pile(self, bridge: str, how: str, how_key: str) -> None:
        """Pile of ``bridge`` is played now; ``how`` says how it was chosen (``how_key``: random, last, chosen)."""
        self.terrain_note(active=bridge)
        self.terrain_note(pt=0)
        pos = self.s.terrain.order.index(bridge) + 1
        self.ev("pile", f"The British took Terrain pile {pos} ({how}); the German revealed its objective bridge: "
                f"{self.lab(bridge)}.", position=pos, bridge=bridge, key="pb-ev-pile",
                args={"position": pos, "how": how_key, "card": self.lab(bridge)})
        self.flag(hp=HeroicPick(seats=SEATS, exclude=(), then="turn_start"))
        self.replace(step="heroic")
