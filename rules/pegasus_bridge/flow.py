"""The rules of Opération Commando: Pegasus Bridge, as a small state machine.

:class:`Game` wraps a working copy of the state (see ``state.clone``), the
card table and the list of events produced so far. :meth:`Game.advance` runs
every step that needs no decision (draws, reveals, token tosses of the Fate
and Turn tokens, resolutions, end of turn) until the rules wait for a seat,
then leaves that decision in ``state.pending``.

Nothing here names a card: Units, Events and Combat Actions act through the
primitives of :class:`~rules.pegasus_bridge.cards.CardEffect`, Terrains through
:class:`~rules.pegasus_bridge.cards.TerrainEffect`; the scenario structure
(bridges, casemates, piles) comes from :mod:`rules.pegasus_bridge.scenario`.
"""

from __future__ import annotations

from typing import Any

from rules.core.contract import Event
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.cards import CardEffect, CardRecord, CardTable
from rules.pegasus_bridge.state import SEATS, PBState, other

NAMES = {"british": "British", "german": "German"}
PHASE_NAMES = {
    "setup": "Setup",
    "progression": "Progression",
    "british": "British Phase",
    "german": "German Phase",
    "assault": "Assault",
    "end": "End of Turn",
    "over": "Game over",
}
PHASE_NUMBER = {"setup": 0, "progression": 1, "british": 2, "german": 3, "assault": 4, "end": 5, "over": 6}
PLAYED_AS_TYPE = {"unit": "unit", "action": "combat_action", "ca": "combat_action", "event": "event"}

_RESPONDERS: dict[tuple[str, str, str], tuple[str, ...]] = {}
_LIMIT_CARDS: dict[tuple[str, str, str, int], bool] = {}


def scenario_cards(t: CardTable, scen: str, seat: str) -> tuple[str, ...]:
    """Distinct numbers of every card ``seat`` can hold in ``scen`` (deck and heroic cards)."""
    letter = SC.SCENARIOS[scen].letter
    out = []
    for c in t.cards.values():
        if c.side == seat and c.count(letter) > 0 and not (c.heroic and scen == "1A"):
            out.append(c.number)
    return tuple(out)


def responders(t: CardTable, scen: str, seat: str) -> tuple[str, ...]:
    """Cards of ``seat`` in ``scen`` that can be played in a response window (public knowledge)."""
    key = (t.hash, scen, seat)
    got = _RESPONDERS.get(key)
    if got is None:
        got = tuple(
            c for c in scenario_cards(t, scen, seat) if t[c].effect.cancel or t[c].effect.answers_limit
        )
        _RESPONDERS[key] = got
    return got


def has_limit_cards(t: CardTable, scen: str, seat: str, sign: int) -> bool:
    """Whether ``seat`` has any card in ``scen`` changing the German Unit limit with this sign."""
    key = (t.hash, scen, seat, sign)
    got = _LIMIT_CARDS.get(key)
    if got is None:
        got = any(t[c].effect.unit_limit * sign > 0 for c in scenario_cards(t, scen, seat))
        _LIMIT_CARDS[key] = got
    return got


def sign(n: int) -> int:
    return (n > 0) - (n < 0)


class Game:
    """A working copy of the state plus the card table and the events so far."""

    __slots__ = ("s", "t", "events", "scen")

    def __init__(self, s: PBState, t: CardTable) -> None:
        self.s = s
        self.t = t
        self.events: list[Event] = []
        self.scen = SC.SCENARIOS[s.scenario]

    # ------------------------------------------------------------------ helpers

    def label(self) -> str:
        s = self.s
        if s.phase == "setup" or s.sturn == 0:
            return "Setup"
        return f"Turn {s.sturn} · {PHASE_NAMES.get(s.phase, s.phase)}"

    def ev(self, kind_: str, text_: str, seat: str | None = None, dice: tuple[int, ...] = (), **data: Any) -> None:
        self.events.append(Event(kind=kind_, text=text_, data=data, dice=dice, seat=seat, phase=self.label()))

    def rec(self, card: str) -> CardRecord:
        return self.t[card]

    def lab(self, card: str) -> str:
        return self.t.label(card)

    def rand(self, k: int) -> int:
        """A uniform number 1..k from the shuffle dice."""
        if k <= 1:
            return 1
        d, (v,) = self.s.deck_dice.roll(1, sides=k)
        self.s.__dict__["deck_dice"] = d
        return v

    def shuffle(self, cards: list[str]) -> None:
        """Fisher–Yates, in place, driven by the shuffle dice."""
        for i in range(len(cards) - 1, 0, -1):
            j = self.rand(i + 1) - 1
            cards[i], cards[j] = cards[j], cards[i]

    def toss(self) -> tuple[bool, int]:
        """Toss a two-faced token: die 2 is the success/+1 face, 1 the failure face."""
        d, (v,) = self.s.dice.roll(1, sides=2)
        self.s.__dict__["dice"] = d
        return v == 2, v

    def set(self, name: str, value: Any) -> None:
        self.s.__dict__[name] = value

    def wait(self, kind: str, seats: list[str], **extra: Any) -> bool:
        self.set("pending", {"kind": kind, "seats": list(seats), **extra})
        return True

    # ------------------------------------------------------------------ cards and tokens

    def draw_cards(self, seat: str, n: int, why: str = "") -> list[str]:
        pile = self.s.draw[seat]
        got: list[str] = []
        while len(got) < n and pile:
            got.append(pile.pop())
        self.s.hand[seat].extend(got)
        if got:
            self.ev("drew", f"The {NAMES[seat]} drew {len(got)} card{'s' if len(got) != 1 else ''}{why}.", seat=None,
                    who=seat, count=len(got))
            self.ev("drew_cards", f"You drew {', '.join(self.lab(c) for c in got)}.", seat=seat, cards=got)
        if len(got) < n:
            self.ev("pile_empty", f"The {NAMES[seat]}'s draw pile is empty: {n - len(got)} card(s) not drawn "
                    "(it is never reshuffled).", who=seat, missing=n - len(got))
        return got

    def to_discard(self, seat: str, card: str, *, public: bool = True) -> None:
        if self.rec(card).heroic:
            self.s.removed[seat].append(card)
        else:
            self.s.discard[seat].append(card)
            if public:
                self.s.seen[seat].append(card)

    def take_tokens(self, seat: str, n: int, why: str = "") -> int:
        k = min(n, self.s.reserve)
        self.set("reserve", self.s.reserve - k)
        self.s.tokens[seat]["normal"] = self.s.tokens[seat].get("normal", 0) + k
        if k:
            self.ev("tokens", f"The {NAMES[seat]} took {k} token{'s' if k != 1 else ''} from the Reserve{why}.",
                    who=seat, count=k)
        if k < n:
            self.ev("reserve_empty", f"The Reserve is empty: the {NAMES[seat]} could not take {n - k} token(s).", who=seat)
        return k

    def take_special(self, seat: str, kind: str, n: int, heroic: bool) -> int:
        k = min(n, self.s.specials.get(kind, 0))
        self.s.specials[kind] = self.s.specials.get(kind, 0) - k
        key = "plus3h" if (kind == "plus3" and heroic) else kind
        self.s.tokens[seat][key] = self.s.tokens[seat].get(key, 0) + k
        name = {"plus3": "yellow +3", "thornton": "green Thornton"}[kind]
        if k:
            self.ev("special_tokens", f"The {NAMES[seat]} took {k} {name} token{'s' if k != 1 else ''}.", who=seat,
                    kind=kind, count=k)
        else:
            self.ev("special_tokens", f"No {name} token was left to take.", who=seat, kind=kind, count=0)
        return k

    def return_tokens(self, seat: str) -> None:
        """Scenario 3 between bridges: every token back, then two normal tokens."""
        toks = self.s.tokens[seat]
        self.set("reserve", self.s.reserve + toks.get("normal", 0))
        self.s.specials["plus3"] = self.s.specials.get("plus3", 0) + toks.get("plus3", 0) + toks.get("plus3h", 0)
        if toks.get("thornton"):
            self.s.specials["thornton"] = self.s.specials.get("thornton", 0) + toks["thornton"]
        self.s.tokens[seat] = {"normal": 0, "plus3": 0, "plus3h": 0, "thornton": 0}

    # ------------------------------------------------------------------ the loop

    def advance(self) -> None:
        s = self.s
        self.set("pending", None)
        for _ in range(100000):
            if s.outcome is not None:
                self.set("phase", "over")
                self.set("pending", None)
                return
            if s.choice is not None:
                self.wait("choice", [s.choice["seat"]])
                return
            if s.stack:
                if self.run_stack():
                    return
                continue
            if getattr(self, "step_" + s.step)():
                return
        raise RuntimeError("the rules did not settle")  # pragma: no cover

    # ------------------------------------------------------------------ setup

    def setup_scenario(self) -> None:
        s, t, scen = self.s, self.t, self.scen
        letter = scen.letter
        for seat in SEATS:
            deck = t.deck(seat, letter)
            self.shuffle(deck)
            s.draw[seat] = deck
            s.hand[seat] = []
            s.discard[seat] = []
            s.seen[seat] = []
            s.removed[seat] = []
            s.lost[seat] = []
            s.heroic[seat] = [] if scen.id == "1A" else t.heroics(seat, letter)
            slots = list(s.heroic[seat])
            self.shuffle(slots)
            s.slots[seat] = slots
            s.tokens[seat] = {"normal": SC.START_TOKENS, "plus3": 0, "plus3h": 0, "thornton": 0}
        self.set("reserve", SC.RESERVE - 2 * SC.START_TOKENS)
        self.set("specials", dict(scen.specials))
        self.set("pe", scen.pe)
        self.set("face", scen.turn_face)
        self.set("sturn", 0)
        self.set("objectives", {"british": [], "german": []})
        self.set("counters", {"parachutistes_fought": 0})
        self.set("counter_pile", [])
        self.set("played", [])
        self.set("current", [])
        self.set("revealed", [])
        self.set("last_winner", None)
        self.set("assault", None)
        self.set("stack", [])
        self.set("choice", None)
        self.set("flags", {})
        self.set("mulligan", {"british": True, "german": True})
        self.set("phase", "setup")
        if scen.letter == "P":
            pool = [c for c in t.terrains("P") if c not in (SC.BENOUVILLE, SC.RANVILLE) and c not in SC.P_LATE]
            self.shuffle(pool)
            unused, rest = pool[: SC.P_DROP], pool[SC.P_DROP:]
            late = rest[: SC.P_LATE_RANDOM] + list(SC.P_LATE)
            early = rest[SC.P_LATE_RANDOM:]
            self.shuffle(late)
            self.set("terrain", {
                "pile": late + early, "discard": [], "unused": unused,
                "ranville": SC.RANVILLE if scen.id == "1B" else None,
                "benouville_taken": False,
            })
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
            self.set("terrain", {"approach": approach, "objectives": objectives, "battery": battery,
                                 "discard": [], "out": [], "next": "objectives"})
        else:
            pool = [c for c in t.terrains("D") if c not in SC.D_BRIDGES]
            self.set("terrain", {"pool": pool, "piles": {}, "order": [], "done": [], "active": None, "pt": 0,
                                 "discard": []})
        self.ev("setup", f"Scenario {scen.id}, \"{scen.name}\": each side shuffled its deck "
                f"({len(s.draw['british'])} British and {len(s.draw['german'])} German cards); "
                f"{s.reserve} tokens in the Reserve, 2 each"
                + (f", {s.pe} British Strength Points" if s.pe is not None else "") + ".",
                scenario=scen.id, british_deck=len(s.draw["british"]), german_deck=len(s.draw["german"]))

    def step_start(self) -> bool:
        self.setup_scenario()
        if self.scen.letter == "D":
            self.set("step", "build")
        else:
            self.set("step", "hands")
            self.s.flags["mull_then"] = "heroic_start" if self.scen.heroic_start else "turn_start"
        return False

    def step_build(self) -> bool:
        return self.wait("build", ["german"])

    def step_hands(self) -> bool:
        n = self.scen.hand
        for seat in SEATS:
            self.draw_cards(seat, n, " as a starting hand")
        self.s.flags["mull"] = []
        self.set("step", "mulligan")
        return False

    def step_mulligan(self) -> bool:
        s = self.s
        left = [x for x in SEATS if s.mulligan.get(x) and x not in s.flags.get("mull", [])]
        if left:
            return self.wait("mulligan", left)
        self.set("step", s.flags.pop("mull_then"))
        return False

    def do_mulligan(self, seat: str) -> None:
        s = self.s
        n = len(s.hand[seat])
        s.draw[seat].extend(s.hand[seat])
        s.hand[seat] = []
        self.shuffle(s.draw[seat])
        s.mulligan[seat] = False
        self.ev("mulligan", f"The {NAMES[seat]} was not satisfied and took a new starting hand.", who=seat)
        self.draw_cards(seat, n, " as a new starting hand")

    def step_heroic_start(self) -> bool:
        self.s.flags["hp"] = {"seats": list(self.scen.heroic_start), "exclude": list(self.scen.heroic_start_exclude),
                              "then": "approach"}
        self.set("step", "heroic")
        return False

    def heroic_choices(self, seat: str) -> list[str]:
        hp = self.s.flags.get("hp") or {}
        return [c for c in self.s.heroic[seat] if c not in hp.get("exclude", ())]

    def step_heroic(self) -> bool:
        hp = self.s.flags["hp"]
        left = [x for x in hp["seats"] if self.heroic_choices(x)]
        hp["seats"] = left
        if left:
            return self.wait("heroic", left)
        self.s.flags.pop("hp")
        self.set("step", hp["then"])
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
        self.s.heroic[seat].remove(card)
        self.s.hand[seat].append(card)
        self.s.flags["hp"]["seats"].remove(seat)
        self.ev("heroic", f"The {NAMES[seat]} took a heroic card into his hand.", who=seat)
        self.ev("heroic_card", f"You took the heroic card {self.lab(card)}.", seat=seat, card=card)

    # ------------------------------------------------------------------ scenario 2 approach

    def step_approach(self) -> bool:
        s = self.s
        ter = s.terrain
        if not s.revealed:
            card = ter["approach"].pop()
            s.revealed.append(card)
            s.flags["approach_swaps"] = 1
            self.ev("reveal", f"The British revealed the Approach Terrain {self.lab(card)} at random.", card=card)
        if s.flags.get("approach_swaps"):
            return self.wait("approach", ["british"])
        return self.approach_done()

    def approach_redraw(self, unit: str) -> None:
        s = self.s
        s.hand["british"].remove(unit)
        self.to_discard("british", unit)
        old = s.revealed.pop()
        s.terrain["battery"].append(old)
        card = s.terrain["approach"].pop()
        s.revealed.append(card)
        s.flags["approach_swaps"] = 0
        self.ev("redraw", f"The British discarded {self.lab(unit)} to reveal another Approach Terrain: {self.lab(card)}.",
                unit=unit, card=card)

    def approach_done(self) -> bool:
        s = self.s
        ter = s.terrain
        s.flags.pop("approach_swaps", None)
        card = s.revealed.pop()
        ter["battery"].extend(ter["approach"])
        ter["approach"] = []
        self.shuffle(ter["battery"])
        self.ev("battery", f"The other Approach Terrains were shuffled into the Battery pile ({len(ter['battery'])} cards).")
        self.new_turn()
        self.enter([card])
        return False

    # ------------------------------------------------------------------ scenario 3 piles

    def step_pile_pick(self) -> bool:
        ter = self.s.terrain
        left = [b for b in ter["order"] if b not in ter["done"]]
        if len(ter["done"]) == 0:
            self.activate_pile(left[self.rand(len(left)) - 1], "at random")
            return False
        if len(left) == 1:
            self.activate_pile(left[0], "the last one")
            return False
        return self.wait("pile", ["british"])

    def pile_positions(self) -> list[int]:
        ter = self.s.terrain
        return [i + 1 for i, b in enumerate(ter["order"]) if b not in ter["done"]]

    def activate_pile(self, bridge: str, how: str) -> None:
        ter = self.s.terrain
        ter["active"] = bridge
        ter["pt"] = 0
        pos = ter["order"].index(bridge) + 1
        self.ev("pile", f"The British took Terrain pile {pos} ({how}); the German revealed its objective bridge: "
                f"{self.lab(bridge)}.", position=pos, bridge=bridge)
        self.s.flags["hp"] = {"seats": list(SEATS), "exclude": [], "then": "turn_start"}
        self.set("step", "heroic")

    # ------------------------------------------------------------------ turns

    def new_turn(self) -> None:
        s = self.s
        self.set("sturn", s.sturn + 1)
        self.set("turn", s.turn + 1)
        self.set("flags", {k: v for k, v in s.flags.items() if k in ("chooser_next",)})
        self.set("played", [])
        self.set("current", [])
        self.set("revealed", [])
        self.set("phase", "progression")

    def step_turn_start(self) -> bool:
        s = self.s
        letter = self.scen.letter
        self.new_turn()
        ter = s.terrain
        if letter == "P":
            if s.sturn <= SC.APPROACH_TURNS:
                pile = ter["pile"]
                s.revealed.extend([pile.pop(), pile.pop()])
                chooser = "british" if s.sturn == 1 else self.loser()
                return self.reveal_for(chooser)
            if s.sturn == SC.APPROACH_TURNS + 1:
                cards = [SC.BENOUVILLE] + ([ter["ranville"]] if ter.get("ranville") else [])
                self.ev("bridges", "The British reached " + " and ".join(self.lab(c) for c in cards)
                        + ": a new turn begins there, without a Progression Phase.")
                self.enter(cards, progression=False)
                return False
            self.ev("counter_attack", f"Last turn on {self.lab(SC.PEGASUS)}: the German counter-attack.")
            self.enter([SC.PEGASUS], progression=False)
            return False
        if letter == "M":
            nxt = ter["next"]
            if nxt == "battery" and not ter["battery"]:
                nxt = "objectives"
            if nxt == "choice" and not ter["objectives"]:
                nxt = "objectives"
            if nxt == "objectives":
                card = ter["objectives"].pop()
                self.ev("reveal", f"The German revealed the top Objectives Terrain: {self.lab(card)}.", card=card)
                self.enter([card])
                return False
            if nxt == "choice":
                s.revealed.extend(sorted(set(ter["objectives"])))
                s.flags["from_objectives"] = True
                return self.reveal_for("british", quiet=True)
            battery = ter["battery"]
            if len(battery) == 1:
                card = battery.pop()
                self.ev("reveal", f"The German revealed the last Battery Terrain: {self.lab(card)}.", card=card)
                self.enter([card])
                return False
            s.revealed.extend([battery.pop(), battery.pop()])
            return self.reveal_for(self.loser())
        # scenario 3
        pt = ter["pt"]
        pile = ter["piles"][ter["active"]]
        if pt < 2:
            s.revealed.extend(pile[2 * pt: 2 * pt + 2])
            if pt == 0:
                up, die = self.toss()
                self.set("face", "german" if up else "british")
                self.ev("turn_token", f"The German tossed the Turn token: it shows the {NAMES[s.face]} face, "
                        f"so the {NAMES[s.face]} chooses the Terrain.", dice=(die,), face=s.face)
                chooser = s.face
            else:
                chooser = s.last_winner or "british"
            return self.reveal_for(chooser)
        self.ev("bridge", f"The Assault now takes place on the objective bridge {self.lab(ter['active'])}.")
        self.enter([ter["active"]], progression=False)
        return False

    def loser(self) -> str:
        """Who chooses the next Terrain: the loser of the previous Assault (the German if there was none)."""
        last = self.s.last_winner
        if not self.scen.loser_chooses:
            return last or "british"
        return "british" if last == "german" else "german"

    def reveal_for(self, chooser: str, quiet: bool = False) -> bool:
        s = self.s
        if not quiet:
            self.ev("reveal", "The German revealed " + " and ".join(self.lab(c) for c in s.revealed)
                    + f"; the {NAMES[chooser]} chooses where the British advances.", cards=list(s.revealed))
        else:
            self.ev("choose_objective", f"The {NAMES[chooser]} may pick any Terrain of the Objectives pile.")
        s.flags["chooser"] = chooser
        self.set("step", "progression")
        return False

    def step_progression(self) -> bool:
        s = self.s
        return self.wait("terrain", [s.flags["chooser"]], among=sorted(set(s.revealed)))

    def choose_terrain(self, seat: str, card: str) -> None:
        s = self.s
        ter = s.terrain
        others = list(s.revealed)
        others.remove(card)
        s.revealed.clear()
        letter = self.scen.letter
        self.ev("terrain", f"The {NAMES[seat]} chose {self.lab(card)}.", who=seat, card=card)
        if letter == "M":
            if s.flags.pop("from_objectives", False):
                ter["objectives"].remove(card)
                self.shuffle(ter["objectives"])
            else:
                for c in others:
                    ter["battery"].insert(0, c)
                if others:
                    self.ev("battery", "The other Terrain went back under the Battery pile.")
        else:
            for c in others:
                ter["discard"].append(c)
                if letter == "D" and c == SC.D_ROBEHOMME:
                    s.objectives["german"].append(c)
                    self.ev("objective", f"{self.lab(c)} was not attacked, so it stays with the German, face up by his side.")
            if letter == "D":
                ter["pt"] += 1
        self.enter([card])
        if letter == "D":
            self.check_dives()

    def enter(self, cards: list[str], progression: bool = True) -> None:
        s = self.s
        self.set("current", list(cards))
        for c in cards:
            te = self.rec(c).terrain_effect
            for seat, n in te.on_enter_tokens.items():
                self.take_tokens(seat, n, f" ({self.rec(c).name})")
            for seat, n in te.on_enter_draw.items():
                self.draw_cards(seat, n, f" ({self.rec(c).name})")
        self.set("step", "blue" if (progression and s.campaign is not None) else "british")

    def step_blue(self) -> bool:
        s = self.s
        b = s.blue or {}
        card = s.current[0]
        te = self.rec(card).terrain_effect
        if b.get("german", 0) > 0 and card not in SC.BLUE_FORBIDDEN and not te.no_assault and not b.get("on"):
            return self.wait("blue", ["german"])
        self.set("step", "british")
        return False

    def has_assault(self) -> bool:
        return not self.rec(self.s.current[0]).terrain_effect.no_assault

    def step_british(self) -> bool:
        s = self.s
        self.set("phase", "british")
        if not s.flags.get("bdraw"):
            s.flags["bdraw"] = True
            card = s.current[0]
            self.draw_cards("british", self.rec(card).terrain.draw_british)
            hero = self.rec(card).terrain_effect.fate_heroic
            if hero:
                up, die = self.toss()
                if up and hero in s.heroic["british"]:
                    s.heroic["british"].remove(hero)
                    s.hand["british"].append(hero)
                    self.ev("fate", f"The British tossed the Fate token: success! He takes {self.lab(hero)}.",
                            dice=(die,), card=hero)
                else:
                    self.ev("fate", "The British tossed the Fate token: failure.", dice=(die,))
        if not s.hand["british"] and not self.can_spend("british"):
            self.ev("phase_end", "The British has no card in hand: his phase ends.")
            self.set("step", "german")
            return False
        return self.wait("phase", ["british"])

    def can_spend(self, seat: str) -> bool:
        s = self.s
        return (self.rec(s.current[0]).terrain_effect.spend_tokens_to_draw and not s.flags.get("spent_" + seat)
                and s.tokens[seat].get("normal", 0) > 0)

    def step_german(self) -> bool:
        s = self.s
        self.set("phase", "german")
        if not s.flags.get("gdraw"):
            s.flags["gdraw"] = True
            if s.scenario == "1B" and s.sturn == SC.APPROACH_TURNS + 2 and s.counter_pile:
                n = len(s.counter_pile)
                s.draw["german"].extend(s.counter_pile)
                s.counter_pile.clear()
                self.shuffle(s.draw["german"])
                self.ev("counter_pile", f"The German shuffled his counter-attack pile ({n} cards) into his draw pile.")
            self.draw_cards("german", self.rec(s.current[0]).terrain.draw_german)
        if not s.hand["german"] and not self.can_spend("german"):
            if not self.has_assault():
                self.ev("phase_end", "The German has no card in hand: his phase ends.")
                self.set("step", "end_turn")
                return False
            self.ev("no_unit", "The German has no card in hand, so no Unit defends the Terrain.")
            self.start_assault(None)
            return False
        return self.wait("phase", ["german"])

    # ------------------------------------------------------------------ the assault

    def front_kind(self, index: int, card: str) -> str:
        s = self.s
        if s.scenario in ("1A", "1B") and s.sturn > SC.APPROACH_TURNS:
            return "ranville" if card in (SC.RANVILLE, SC.HORSA_BRIDGE) else "hold"
        return "normal"

    def start_assault(self, unit: str | None) -> None:
        s = self.s
        fronts = []
        for i, card in enumerate(s.current):
            smod = 0
            if s.scenario == "1B" and card == SC.PEGASUS:
                smod = 1 if s.terrain.get("ranville") == SC.RANVILLE else -1
            fronts.append({"t": card, "kind": self.front_kind(i, card), "mod": 0, "smod": smod, "units": 0, "gf": 0,
                           "bf": 0, "closed": None, "fight": None, "table": [], "dwin": False})
        self.set("assault", {"fronts": fronts, "out": {"british": {}, "german": {}}, "round": "german"})
        self.set("phase", "assault")
        self.set("step", "assault")
        if unit is None:
            self.close(0, "british", "The German played no Unit")
        else:
            self.play_card("german", unit, "unit", 0)

    def limit(self, f: dict[str, Any]) -> int:
        return (self.rec(f["t"]).terrain.size or 0) + f["mod"] + f["smod"]

    def step_assault(self) -> bool:
        """One round: the German places on every open front (each followed by his initiative), then the
        British answers on each, then the fights are resolved in order; then a new round."""
        s = self.s
        a = s.assault
        fronts = a["fronts"]
        open_ = [i for i, f in enumerate(fronts) if not f["closed"]]
        if not open_:
            self.end_assault()
            return False
        rnd = a.get("round", "german")
        if rnd == "german":
            for i in open_:
                f = fronts[i]
                if f["fight"] is None:
                    return self.need_german(i)
                if f["fight"]["turn"] == "g_init":
                    if not self.can_raise("german", i):
                        f["fight"]["turn"] = "b_place"
                        continue
                    return self.wait("raise", ["german"], front=i)
            a["round"] = "british"
            return False
        if rnd == "british":
            for i in open_:
                fight = fronts[i]["fight"]
                if fight is not None and fight["turn"] == "b_place":
                    return self.wait("place_b", ["british"], front=i)
            a["round"] = "fight"
            return False
        for i in open_:
            fight = fronts[i]["fight"]
            if fight is not None and fight["turn"] in ("british", "german"):
                side = fight["turn"]
                if not self.can_raise(side, i):
                    self.do_pass(side, i, auto=True)
                    return False
                return self.wait("raise", [side], front=i)
        a["round"] = "german"
        return False

    def need_german(self, i: int) -> bool:
        """Front ``i`` has no German Unit in a fight: ask the German (or close the front); True if waiting."""
        s = self.s
        f = s.assault["fronts"][i]
        if not s.hand["german"]:
            self.close(i, "british", "The German has no card left to play a Unit")
            return False
        if f["dwin"]:
            return self.wait("destroyed", ["british"], front=i)
        if f["units"] >= self.limit(f):
            if f["gf"] > 0 and has_limit_cards(self.t, s.scenario, "german", 1):
                return self.wait("place_g", ["german"], front=i)
            self.close(i, "british", f"The German has played as many Units as {self.rec(f['t']).name} allows")
            return False
        return self.wait("place_g", ["german"], front=i)

    def can_raise(self, side: str, i: int) -> bool:
        """Whether ``side`` could possibly act in its raise turn (public facts only: hand count, tokens)."""
        s = self.s
        if s.hand[side]:
            return True
        return any(self.token_kinds(side, i))

    def token_kinds(self, side: str, i: int) -> list[str]:
        """Token kinds ``side`` may toss now in the fight on front ``i`` ("normal", "plus3", "thornton")."""
        s = self.s
        f = s.assault["fronts"][i]
        fight = f["fight"]
        if fight is None:
            return []
        te = self.rec(f["t"]).terrain_effect
        if side in te.no_tokens or side in fight["ban"]:
            return []
        if side == "british" and fight.get("b") is None:
            return []
        toks = s.tokens[side]
        unit_ban = side == "british" and self.rec(fight["g"]).effect.ban_tokens
        out = []
        if toks.get("normal", 0) > 0 and not unit_ban:
            out.append("normal")
        if toks.get("plus3h", 0) > 0 or (toks.get("plus3", 0) > 0 and not unit_ban):
            out.append("plus3")
        if toks.get("thornton", 0) > 0:
            out.append("thornton")
        return out

    def ca_banned(self, side: str, i: int | None, card: str) -> bool:
        """The Peloton de défense rule: no non-heroic Combat Action against that Unit."""
        if side != "british" or i is None:
            return False
        fight = self.s.assault["fronts"][i]["fight"]
        return bool(fight and self.rec(fight["g"]).effect.ban_combat_actions and not self.rec(card).heroic)

    def as_action_bonus(self, card: str, i: int) -> int:
        r = self.rec(card)
        if r.type != "unit":
            return 0
        te = self.rec(self.s.assault["fronts"][i]["t"]).terrain_effect
        return max(r.effect.as_combat_action or 0, te.units_as_combat_action or 0)

    # -- combat values

    def counter(self, name: str, f: dict[str, Any]) -> int:
        if name == "german_fought_here":
            return f["gf"]
        if name == "british_fought_here":
            return f["bf"]
        return self.s.counters.get(name, 0)

    def effect_bonus(self, eff: CardEffect, f: dict[str, Any], enemy: str | None) -> int:
        total = eff.combat
        pc = eff.per_count
        if pc is not None:
            n = self.counter(pc.counter, f) * pc.value
            total += min(n, pc.max) if pc.max is not None else n
        if eff.vs is not None and enemy is not None and (self.rec(enemy).value or 0) >= eff.vs.min_value:
            total += eff.vs.bonus
        return total

    def total(self, side: str, i: int) -> int | None:
        s = self.s
        f = s.assault["fronts"][i]
        fight = f["fight"]
        unit = fight["g"] if side == "german" else fight.get("b")
        if unit is None:
            return None
        enemy = fight.get("b") if side == "german" else fight["g"]
        r = self.rec(unit)
        te = self.rec(f["t"]).terrain_effect
        value = te.base_value.get(side, r.value or 0)
        value += self.effect_bonus(r.effect, f, enemy)
        for e in fight["cards"][side]:
            if e["as"] == "action":
                value += self.as_action_bonus(e["c"], i)
                continue
            er = self.rec(e["c"])
            value += self.effect_bonus(er.effect, f, enemy)
            if e.get("ch"):
                opt = next(o for o in er.effect.choice if o.key == e["ch"])
                value += self.effect_bonus(opt.effect, f, enemy)
            if e.get("sac") and er.effect.sacrifice:
                value += er.effect.sacrifice.per * len(e["sac"])
        value += fight["tok"][side]
        value += te.combat.get(side, 0)
        if te.turn_face_combat is not None and s.face is not None:
            value += getattr(te.turn_face_combat, s.face).get(side, 0)
        return value

    # -- playing cards

    def play_card(self, seat: str, card: str, as_: str, front: int | None, sac: tuple[str, ...] = ()) -> None:
        s = self.s
        s.hand[seat].remove(card)
        for u in sac:
            s.hand[seat].remove(u)
            self.to_discard(seat, u)
        if seat == "german" and not self.rec(card).heroic:
            s.played.append(card)
        entry: dict[str, Any] = {"c": card, "s": seat, "as": as_, "f": front, "w": False}
        if sac:
            entry["sac"] = list(sac)
        s.stack.append(entry)
        where = ""
        if front is not None and s.assault and len(s.assault["fronts"]) > 1:
            where = f" on {self.rec(s.assault['fronts'][front]['t']).name}"
        how = {"unit": "", "action": " as a Combat Action", "ca": "", "event": ""}[as_]
        extra = f", giving up {', '.join(self.lab(u) for u in sac)}" if sac else ""
        self.ev("played", f"The {NAMES[seat]} played {self.lab(card)}{how}{where}{extra}.", who=seat, card=card,
                played_as=as_, front=front, sacrificed=list(sac))

    def window_for(self, entry: dict[str, Any]) -> bool:
        """Whether the opponent gets a cancellation window after ``entry``: only public facts decide."""
        s = self.s
        opp = other(entry["s"])
        if s.settings.get(opp) != "always" or not s.hand[opp]:
            return False
        return any(self.can_answer(c, entry, opp) for c in responders(self.t, s.scenario, opp))

    def can_answer(self, card: str, entry: dict[str, Any], seat: str) -> bool:
        r = self.rec(card)
        target = self.rec(entry["c"])
        if self.ca_banned(seat, entry["f"] if self.s.assault else None, card):
            return False
        if r.effect.cancel and not target.heroic and PLAYED_AS_TYPE[entry["as"]] in r.effect.cancel:
            return True
        if r.effect.answers_limit and entry["as"] == "ca" and sign(target.effect.unit_limit) == sign(r.effect.answers_limit):
            return entry["f"] is not None
        return False

    def run_stack(self) -> bool:
        s = self.s
        top = s.stack[-1]
        if not top["w"]:
            top["w"] = True
            if self.window_for(top):
                return self.wait("respond", [other(top["s"])], card=top["c"])
        s.stack.pop()
        if top.get("cancels") and s.stack and s.stack[-1]["s"] != top["s"]:
            target = s.stack.pop()
            self.cancelled(target, top)
        else:
            self.resolve(top)
        return False

    def cancelled(self, target: dict[str, Any], by: dict[str, Any]) -> None:
        self.to_discard(target["s"], target["c"])
        self.to_discard(by["s"], by["c"])
        self.ev("cancelled", f"{self.lab(by['c'])} cancelled {self.lab(target['c'])}: it is discarded without effect.",
                card=target["c"], by=by["c"])

    def resolve(self, e: dict[str, Any]) -> None:
        s = self.s
        card, seat, as_ = e["c"], e["s"], e["as"]
        r = self.rec(card)
        if as_ == "event":
            self.ev("resolved", f"{self.lab(card)} takes effect.", card=card)
            self.one_shot(r.effect, seat, None, r.heroic)
            self.to_discard(seat, card)
            if r.effect.choice:
                self.set("choice", {"seat": seat, "c": card, "f": None, "event": True})
            return
        i = e["f"]
        f = s.assault["fronts"][i]
        if as_ == "unit":
            f["table"].append({"c": card, "s": seat, "as": "unit", "st": "fighting"})
            if seat == "german":
                f["units"] += 1
                f["fight"] = {"g": card, "b": None, "turn": "g_init", "cards": {"british": [], "german": []},
                              "tok": {"british": 0, "german": 0}, "ban": []}
                self.ev("unit", f"{self.lab(card)} defends {self.rec(f['t']).name} "
                        f"(German Unit {f['units']} of {self.limit(f)}).", card=card, front=i)
            else:
                f["fight"]["b"] = card
                f["fight"]["turn"] = "british"
                self.report(i)
            self.one_shot(r.effect, seat, i, r.heroic, unit=True)
            return
        f["table"].append({"c": card, "s": seat, "as": as_})
        fight = f["fight"]
        in_fight = fight is not None
        if in_fight:
            entry = {"c": card, "as": as_}
            if e.get("sac"):
                entry["sac"] = e["sac"]
            fight["cards"][seat].append(entry)
        if as_ == "ca":
            self.one_shot(r.effect, seat, i, r.heroic)
            if r.effect.choice:
                self.set("choice", {"seat": seat, "c": card, "f": i, "event": False, "in_fight": in_fight})
        if in_fight and not r.effect.choice:
            self.report(i)

    def report(self, i: int) -> None:
        f = self.s.assault["fronts"][i]
        fight = f["fight"]
        if fight is None or fight.get("b") is None:
            return
        g, b = self.total("german", i), self.total("british", i)
        self.ev("values", f"Combat values: British {b}, German {g}.", british=b, german=g, front=i)

    def one_shot(self, eff: CardEffect, seat: str, i: int | None, heroic: bool, unit: bool = False) -> None:
        s = self.s
        if eff.draw:
            self.draw_cards(seat, eff.draw)
        if eff.gain_tokens is not None:
            g = eff.gain_tokens
            if g.kind == "normal":
                self.take_tokens(seat, g.count)
            else:
                self.take_special(seat, g.kind, g.count, heroic)
        if eff.opponent_discards:
            opp = other(seat)
            for _ in range(eff.opponent_discards):
                pool = [c for c in s.hand[opp] if not self.rec(c).heroic]
                if not pool:
                    break
                c = pool[self.rand(len(pool)) - 1]
                s.hand[opp].remove(c)
                self.to_discard(opp, c, public=False)
                self.ev("discarded", f"The {NAMES[opp]} discarded a card at random.", who=opp)
                self.ev("discarded_card", f"You discarded {self.lab(c)} at random.", seat=opp, card=c)
        if eff.retrieve:
            pile = s.discard[seat]
            for k in range(len(pile) - 1, -1, -1):
                c = pile[k]
                if eff.retrieve == "any" or self.rec(c).type == eff.retrieve:
                    pile.pop(k)
                    s.hand[seat].append(c)
                    self.ev("retrieved", f"The {NAMES[seat]} took a card back from his discard pile.", who=seat)
                    self.ev("retrieved_card", f"You took back {self.lab(c)}.", seat=seat, card=c)
                    break
            else:
                self.ev("retrieved", f"The {NAMES[seat]} had nothing to take back from his discard pile.", who=seat)
        if eff.unit_limit and i is not None and not unit:
            f = s.assault["fronts"][i]
            f["mod"] += eff.unit_limit
            self.ev("limit", f"German Units allowed on {self.rec(f['t']).name}: now {self.limit(f)} "
                    f"({f['units']} played).", front=i, limit=self.limit(f))
        if eff.ban_tokens and i is not None and not unit:
            fight = s.assault["fronts"][i]["fight"]
            if fight is not None and other(seat) not in fight["ban"]:
                fight["ban"].append(other(seat))
                self.ev("ban", f"The {NAMES[other(seat)]} may not toss tokens for the rest of this fight.")

    def apply_choice(self, key: str) -> None:
        s = self.s
        ch = s.choice
        r = self.rec(ch["c"])
        opt = next(o for o in r.effect.choice if o.key == key)
        self.set("choice", None)
        self.ev("chose", f"The {NAMES[ch['seat']]} chose for {r.name}: {opt.label}.", card=ch["c"], option=key)
        i = ch["f"]
        if i is not None and ch.get("in_fight"):
            fight = s.assault["fronts"][i]["fight"]
            if fight is not None:
                for e in reversed(fight["cards"][ch["seat"]]):
                    if e["c"] == ch["c"] and not e.get("ch"):
                        e["ch"] = key
                        break
        self.one_shot(opt.effect, ch["seat"], i, r.heroic)
        if i is not None and ch.get("in_fight"):
            self.report(i)

    # -- tokens

    def do_toss(self, side: str, i: int, kind: str, n: int) -> None:
        s = self.s
        fight = s.assault["fronts"][i]["fight"]
        out = s.assault["out"][side]
        toks = s.tokens[side]
        for _ in range(n):
            if kind == "thornton":
                toks["thornton"] -= 1
                out["thornton"] = out.get("thornton", 0) + 1
                fight["tok"][side] += 1
                self.ev("toss", f"The {NAMES[side]} tossed a Thornton token: +1.", who=side, token=kind, result=1)
                continue
            if kind == "plus3":
                unit_ban = side == "british" and self.rec(fight["g"]).effect.ban_tokens
                key = "plus3h" if (unit_ban or not toks.get("plus3")) else "plus3"
                toks[key] -= 1
                up, die = self.toss()
                if up:
                    out[key] = out.get(key, 0) + 1
                    fight["tok"][side] += 3
                    self.ev("toss", f"The {NAMES[side]} tossed a +3 token: +3.", dice=(die,), who=side, token=kind, result=3)
                else:
                    s.specials["plus3"] = s.specials.get("plus3", 0) + 1
                    self.ev("toss", f"The {NAMES[side]} tossed a +3 token: failure.", dice=(die,), who=side, token=kind,
                            result=0)
                continue
            toks["normal"] -= 1
            up, die = self.toss()
            if up:
                out["normal"] = out.get("normal", 0) + 1
                fight["tok"][side] += 1
                self.ev("toss", f"The {NAMES[side]} tossed a token: +1.", dice=(die,), who=side, token=kind, result=1)
            else:
                self.set("reserve", s.reserve + 1)
                self.ev("toss", f"The {NAMES[side]} tossed a token: failure, back to the Reserve.", dice=(die,),
                        who=side, token=kind, result=0)
        self.report(i)

    # -- ending fights

    def do_pass(self, side: str, i: int, auto: bool = False) -> None:
        s = self.s
        f = s.assault["fronts"][i]
        fight = f["fight"]
        if fight["turn"] == "g_init":
            fight["turn"] = "b_place"
            return
        g, b = self.total("german", i), self.total("british", i)
        assert g is not None and b is not None
        if auto:
            self.ev("auto_pass", f"The {NAMES[side]} has no card and no usable token: he stops.", who=side)
        if side == "british":
            if b >= g:
                fight["turn"] = "german"
            else:
                self.fight_over(i, "german")
        else:
            if g > b:
                fight["turn"] = "british"
            else:
                self.fight_over(i, "british")

    def mark(self, f: dict[str, Any], card: str, seat: str, st: str) -> None:
        for e in reversed(f["table"]):
            if e["c"] == card and e["s"] == seat and e["as"] == "unit" and e["st"] == "fighting":
                e["st"] = st
                return

    def unit_fought(self, f: dict[str, Any], side: str, card: str) -> None:
        if side == "british":
            f["bf"] += 1
            if self.rec(card).unit_type == "Parachutiste":
                self.s.counters["parachutistes_fought"] = self.s.counters.get("parachutistes_fought", 0) + 1
        else:
            f["gf"] += 1

    def fight_over(self, i: int, winner: str) -> None:
        s = self.s
        f = s.assault["fronts"][i]
        fight = f["fight"]
        g, b = self.total("german", i), self.total("british", i)
        tname = self.rec(f["t"]).name
        if winner == "british":
            self.mark(f, fight["g"], "german", "destroyed")
            self.mark(f, fight["b"], "british", "won")
            self.unit_fought(f, "german", fight["g"])
            self.unit_fought(f, "british", fight["b"])
            f["fight"] = None
            self.ev("destroyed", f"{self.lab(fight['b'])}, at {b}, destroyed {self.lab(fight['g'])}, at {g}; "
                    "the German turns it sideways.", winner="british", front=i, british=b, german=g)
            if (s.settings["british"] == "always" and s.hand["british"] and s.hand["german"]
                    and f["units"] < self.limit(f) and has_limit_cards(self.t, s.scenario, "british", -1)):
                f["dwin"] = True
            return
        self.mark(f, fight["b"], "british", "destroyed")
        self.mark(f, fight["g"], "german", "won")
        self.unit_fought(f, "british", fight["b"])
        self.ev("destroyed", f"{self.lab(fight['g'])}, at {g}, destroyed {self.lab(fight['b'])}, at {b}.",
                winner="german", front=i, british=b, german=g)
        if f["kind"] == "normal":
            f["fight"] = None
            self.close(i, "german", f"The German holds {tname}")
            self.lose_pe()
        elif f["kind"] == "hold":
            self.unit_fought(f, "german", fight["g"])
            f["fight"] = None
            self.lose_pe(" — the Assault goes on")
        else:
            f["fight"] = None
            self.close(i, "german", f"The German holds {tname} (no Strength Point lost)")

    def absorb(self, i: int) -> None:
        f = self.s.assault["fronts"][i]
        fight = f["fight"]
        self.mark(f, fight["g"], "german", "absorbed")
        self.unit_fought(f, "german", fight["g"])
        f["fight"] = None
        self.ev("absorb", f"Instead of playing a Unit against {self.lab(fight['g'])}, the British loses a Strength Point.",
                front=i)
        self.lose_pe()

    def concede(self, i: int) -> None:
        """The British plays no Unit on the Ranville bridge: the German holds it, no Strength Point lost."""
        f = self.s.assault["fronts"][i]
        self.mark(f, f["fight"]["g"], "german", "won")
        self.close(i, "german", "The British played no Unit there")

    def lose_pe(self, why: str = "") -> None:
        s = self.s
        if s.pe is None:
            return
        self.set("pe", s.pe - 1)
        self.ev("pe", f"The British lost a Strength Point ({s.pe} left){why}.", pe=s.pe)
        if s.pe <= 0:
            self.finish("german", "The British lost his last Strength Point.")

    def close(self, i: int, winner: str, why: str) -> None:
        s = self.s
        f = s.assault["fronts"][i]
        if f["closed"]:
            return
        f["closed"] = winner
        f["fight"] = None
        f["dwin"] = False
        name = self.rec(f["t"]).name
        self.ev("front", f"{why}: the {NAMES[winner]} wins the Assault on {name}.", winner=winner, front=i)
        if f["kind"] == "ranville":
            ter = s.terrain
            if winner == "british":
                ter["ranville"] = SC.HORSA_BRIDGE
                s.current[i] = SC.HORSA_BRIDGE
                f["t"] = SC.HORSA_BRIDGE
                self.ev("ranville", f"The British took the Ranville bridge: the card turns to {self.lab(SC.HORSA_BRIDGE)}; "
                        "one German Unit fewer on the Bénouville bridge and in the counter-attack.")
            else:
                self.ev("ranville", "The German holds the Ranville bridge: one more German Unit on the Bénouville bridge "
                        "and in the counter-attack.")
            delta = -1 if winner == "british" else 1
            main = s.assault["fronts"][0]
            if not main["closed"]:
                main["smod"] += delta
                self.ev("limit", f"German Units allowed on {self.rec(main['t']).name}: now {self.limit(main)} "
                        f"({main['units']} played).", front=0, limit=self.limit(main))

    def retreat(self) -> None:
        s = self.s
        self.ev("retreat", "The British made a tactical retreat.")
        for i, f in enumerate(s.assault["fronts"]):
            if not f["closed"]:
                f["closed"] = "german"
                f["fight"] = None
        s.assault["retreat"] = True
        self.lose_pe()

    def end_assault(self) -> None:
        s = self.s
        a = s.assault
        winner = a["fronts"][0]["closed"]
        for f in a["fronts"]:
            for e in f["table"]:
                self.to_discard(e["s"], e["c"])
        for seat, out in a["out"].items():
            self.set("reserve", s.reserve + out.get("normal", 0))
            s.specials["plus3"] = s.specials.get("plus3", 0) + out.get("plus3", 0) + out.get("plus3h", 0)
            if out.get("thornton"):
                s.specials["thornton"] = s.specials.get("thornton", 0) + out["thornton"]
        self.set("assault", None)
        s.flags["winner"] = winner
        self.set("last_winner", winner)
        self.ev("assault_won", f"The {NAMES[winner]} won the Assault.", winner=winner)
        self.take_tokens(winner, 2, " for winning the Assault")
        if self.scen.reward_card:
            self.draw_cards(winner, 1, " for winning the Assault")
        b = s.blue
        if b is not None and b.get("on"):
            if winner == "german":
                b["british"] += 1
                self.ev("blue", "The German won where he had placed a blue token: he gives it to the British (-1 VP).")
            else:
                b["lost"] += 1
                self.ev("blue", "The German lost where he had placed a blue token: it is set aside.")
            b["on"] = ""
        self.set("step", "end_turn")

    # ------------------------------------------------------------------ end of turn

    def step_end_turn(self) -> bool:
        s = self.s
        self.set("phase", "end")
        winner = s.flags.get("winner")
        if winner is None:
            self.set("last_winner", None)
        letter = self.scen.letter
        if letter == "P":
            self.end_turn_p(winner)
        elif letter == "M":
            self.end_turn_m(winner)
        else:
            self.end_turn_d(winner)
        if s.outcome is None and s.step == "end_turn":
            self.set("step", "after_turn")
        return False

    def end_turn_p(self, winner: str | None) -> None:
        s = self.s
        ter = s.terrain
        if s.sturn <= SC.APPROACH_TURNS:
            ter["discard"].extend(s.current)
            return
        if s.sturn == SC.APPROACH_TURNS + 1:
            if winner != "british":
                self.finish("german", "The British did not take the Bénouville bridge.")
                return
            ter["benouville_taken"] = True
            if s.scenario == "1A":
                self.finish("british", "The British took the Bénouville bridge.")
                return
            self.ev("pegasus", f"The British took the Bénouville bridge: it turns to {self.lab(SC.PEGASUS)}. "
                    "The German counter-attack comes next.")
            return
        if winner == "british":
            ter["pegasus_held"] = True
            self.finish("british", "The British held Pegasus Bridge against the counter-attack.")
        else:
            self.finish("german", "The German retook Pegasus Bridge.")

    def end_turn_m(self, winner: str | None) -> None:
        s = self.s
        ter = s.terrain
        card = s.current[0]
        if s.sturn == 1:
            if winner == "british":
                ter["discard"].append(card)
            else:
                ter["battery"].insert(0, card)
                self.ev("battery", f"{self.rec(card).name} goes under the Battery pile.")
            ter["next"] = "objectives"
            return
        if card in SC.M_OBJECTIVES:
            if not self.has_assault():
                ter["out"].append(card)
                self.ev("removed", f"{self.rec(card).name} is removed from the game.")
                ter["next"] = "objectives"
                return
            if winner == "british":
                if card in SC.M_GUNS:
                    s.objectives["british"].append(card)
                    guns = self.guns()
                    self.ev("gun", f"The British destroyed {self.rec(card).name}: {guns} gun(s) destroyed.", guns=guns)
                    need = 4 if s.campaign is not None else SC.M_GUNS_TO_WIN
                    if guns >= need:
                        self.finish("british", f"The British destroyed {guns} guns of the Merville battery.")
                        return
                elif card == SC.M_BUNKER and s.campaign is not None:
                    s.objectives["british"].append(card)
                    self.ev("bunker", "The British took the command bunker.")
                else:
                    ter["out"].append(card)
                    self.ev("removed", f"{self.rec(card).name} is removed from the game.")
                ter["next"] = "choice" if card == SC.M_ENTRANCE else "battery"
            else:
                ter["objectives"].append(card)
                self.shuffle(ter["objectives"])
                self.ev("objectives", f"{self.rec(card).name} is shuffled back into the Objectives pile.")
                ter["next"] = "objectives" if card == SC.M_ENTRANCE else "battery"
            return
        if winner == "british":
            ter["out"].append(card)
            self.ev("removed", f"{self.rec(card).name} is removed from the game.")
        else:
            ter["battery"].insert(0, card)
            self.ev("battery", f"{self.rec(card).name} goes back under the Battery pile.")
        ter["next"] = "objectives"

    def guns(self) -> int:
        return sum(SC.M_GUNS.get(c, 0) for c in self.s.objectives["british"])

    def end_turn_d(self, winner: str | None) -> None:
        s = self.s
        ter = s.terrain
        card = s.current[0]
        if card in SC.D_OBJECTIVES:
            w = winner or "british"
            s.objectives[w].append(card)
            self.ev("objective", f"The {NAMES[w]} places {self.lab(card)} in front of him.", who=w, card=card)
        else:
            ter["discard"].append(card)
        if card == ter["active"]:
            ter["done"].append(card)
            ter["active"] = None
            for seat in SEATS:
                heroes = [c for c in s.hand[seat] if self.rec(c).heroic]
                for c in heroes:
                    s.hand[seat].remove(c)
                    s.lost[seat].append(c)
                if heroes:
                    self.ev("heroic_lost", f"The {NAMES[seat]} removed {len(heroes)} unplayed heroic card(s) from the game.",
                            who=seat, count=len(heroes))
                    self.ev("heroic_lost_cards", "You removed " + ", ".join(self.lab(c) for c in heroes) + ".", seat=seat)
                self.return_tokens(seat)
                self.take_tokens(seat, SC.START_TOKENS, " for the next bridge")
            s.flags["next_pile"] = True
        self.check_dives()

    def check_dives(self) -> None:
        s = self.s
        if s.outcome is not None:
            return
        ob = s.objectives
        if s.campaign is not None:
            if len(s.terrain["done"]) == len(SC.D_BRIDGES) and s.step in ("end_turn", "after_turn"):
                self.finish("british" if len(ob["british"]) >= SC.D_BRITISH_NEEDS else "german",
                            "Every objective bridge on the Dives has been assaulted.")
            return
        if len(ob["british"]) >= SC.D_BRITISH_NEEDS:
            self.finish("british", f"The British destroyed {len(ob['british'])} objective bridges.")
        elif len(ob["german"]) >= SC.D_GERMAN_NEEDS:
            self.finish("german", f"The German protected {len(ob['german'])} objective bridges.")

    def step_after_turn(self) -> bool:
        s = self.s
        scen = self.scen
        if s.scenario == "1B" and s.sturn <= SC.APPROACH_TURNS and not s.flags.get("reserved"):
            s.flags["reserved"] = True
            if s.played:  # public: the cards he played this turn (whether still in his discard pile is not)
                return self.wait("reserve", ["german"])
        if (scen.heroic_by_turn_token and s.face and not s.flags.get("hpicked")
                and not (scen.letter == "P" and s.sturn > SC.APPROACH_TURNS)):
            s.flags["hpicked"] = True
            s.flags["hp"] = {"seats": [s.face], "exclude": list(scen.heroic_start_exclude) if scen.id == "2" else [],
                             "then": "after_turn"}
            self.set("step", "heroic")
            return False
        if s.face is not None:
            self.set("face", other(s.face))
            self.ev("flip", f"The Turn token is flipped to its {NAMES[s.face]} face.", face=s.face)
        if s.flags.pop("next_pile", False):
            self.set("step", "new_hand")
            return False
        self.set("step", "turn_start")
        return False

    def reservable(self) -> list[str]:
        s = self.s
        pile = list(s.discard["german"])
        out = []
        for c in s.played:
            if c in pile:
                pile.remove(c)
                out.append(c)
        return out

    def do_reserve(self, cards: tuple[str, ...]) -> None:
        s = self.s
        for c in cards:
            s.discard["german"].remove(c)
            s.counter_pile.append(c)
        if cards:
            self.ev("reserve", f"The German showed {len(cards)} card(s) to the British and set them face down "
                    f"for his counter-attack ({len(s.counter_pile)} in that pile).", count=len(cards))
            text = ", ".join(self.lab(c) for c in cards)
            self.ev("reserve_cards", f"Set aside for the counter-attack: {text}.", seat="german", cards=list(cards))
            self.ev("reserve_cards", f"The German showed you the cards set aside for the counter-attack: {text}.",
                    seat="british", cards=list(cards))
        else:
            self.ev("reserve", "The German set no card aside for the counter-attack.", count=0)

    def step_new_hand(self) -> bool:
        s = self.s
        for seat in SEATS:
            n = len(s.hand[seat])
            s.draw[seat].extend(s.hand[seat])
            s.hand[seat] = []
            self.shuffle(s.draw[seat])
            self.ev("new_hand", f"The {NAMES[seat]} shuffled his {n} card(s) in hand into his draw pile.", who=seat)
            s.mulligan[seat] = True
        self.set("phase", "setup")
        self.set("turn", s.turn + 1)
        self.s.flags["mull_then"] = "pile_pick"
        self.set("step", "hands")
        return False

    # ------------------------------------------------------------------ end of a scenario

    def finish(self, winner: str, reason: str) -> None:
        s = self.s
        self.ev("scenario_over", f"{reason} The {NAMES[winner]} wins scenario {s.scenario}.", winner=winner,
                scenario=s.scenario)
        if s.campaign is None:
            self.set("outcome", {"winners": [winner], "reason": reason})
            self.set("phase", "over")
            self.set("pending", None)
            return
        c = s.campaign
        b = s.blue
        if b is not None and b.get("on"):
            # the scenario ended during the Assault on a Terrain carrying a blue token
            b["british" if winner == "german" else "lost"] += 1
            b["on"] = ""
        vp, detail = self.scenario_vp(winner)
        c["results"].append({"scenario": s.scenario, "winner": winner, "vp": vp, "detail": detail})
        self.ev("vp", f"Campaign: the British scores {vp} Victory Points in scenario {s.scenario} ({detail}).",
                vp=vp, scenario=s.scenario)
        stage = c["stage"] + 1
        if stage < len(SC.CAMPAIGN):
            c["stage"] = stage
            self.set("turn", s.turn + 1)
            self.set("scenario", SC.CAMPAIGN[stage])
            self.scen = SC.SCENARIOS[s.scenario]
            self.set("step", "start")
            self.set("assault", None)
            self.set("stack", [])
            self.set("choice", None)
            self.set("phase", "setup")
            self.set("sturn", 0)
            return
        total = sum(r["vp"] for r in c["results"]) - (s.blue or {}).get("british", 0)
        c["total"] = total
        if total <= SC.BAND_GERMAN_MAX:
            winners, band = ["german"], "German victory: the 6th Airborne fell short of what it was sent to do"
        elif total >= SC.BAND_BRITISH_MIN:
            winners, band = ["british"], "British victory: the eastern flank of the beaches is secure"
        else:
            winners, band = [], "status quo: mixed results for the 6th Airborne Division"
        blue = (s.blue or {}).get("british", 0)
        reason = f"Campaign over: the British scored {total} Victory Points" + (
            f" ({blue} blue token(s) deducted)" if blue else "") + f" — {band}."
        c["band"] = band
        self.ev("campaign_over", reason, total=total)
        self.set("outcome", {"winners": winners, "reason": reason})
        self.set("phase", "over")
        self.set("pending", None)

    def scenario_vp(self, winner: str) -> tuple[int, str]:
        s = self.s
        ter = s.terrain
        if s.scenario == "1B":
            vp, parts = 0, []
            if ter.get("benouville_taken"):
                vp += SC.VP_BENOUVILLE
                parts.append(f"Bénouville bridge {SC.VP_BENOUVILLE}")
            if ter.get("ranville") == SC.HORSA_BRIDGE:
                vp += SC.VP_RANVILLE
                parts.append(f"Ranville bridge {SC.VP_RANVILLE}")
            if ter.get("pegasus_held"):
                extra = SC.VP_PEGASUS_BASE + (s.pe or 0)
                vp += extra
                parts.append(f"Pegasus Bridge with {s.pe} Strength Points {extra}")
            return vp, ", ".join(parts) or "no objective"
        if s.scenario == "2":
            guns = self.guns()
            vp = SC.VP_PER_GUN * guns
            parts = [f"{guns} gun(s) {vp}"]
            if SC.M_BUNKER in s.objectives["british"]:
                vp += SC.VP_BUNKER
                parts.append(f"command bunker {SC.VP_BUNKER}")
            return vp, ", ".join(parts)
        majors = sum(1 for c in s.objectives["british"] if c in SC.D_BRIDGES)
        vp = SC.VP_DIVES[majors]
        parts = [f"{majors} major bridge(s) {vp}"]
        if SC.D_ROBEHOMME in s.objectives["british"]:
            vp += SC.VP_ROBEHOMME
            parts.append(f"Robehomme bridge {SC.VP_ROBEHOMME}")
        return vp, ", ".join(parts)
