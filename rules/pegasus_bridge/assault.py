"""The Assault (rulebook "Assault"): fronts, the German Unit limit, raises with Combat Actions and
tokens, totals, winning a front (the Ranville bridge included) and the end of the Assault.
"""

from __future__ import annotations

from typing import Any

from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.cards import CardEffect
from rules.pegasus_bridge.common import NAMES, GameBase, has_limit_cards, msg
from rules.pegasus_bridge.pending import DestroyedDecision, PlaceBritishDecision, PlaceGermanDecision, RaiseDecision
from rules.pegasus_bridge.state_parts import Assault, Front


class AssaultRules(GameBase):
    """The Assault, front by front."""

    __slots__ = ()

    def front_kind(self, index: int, card: str) -> str:
        if self.s.scenario in ("1A", "1B") and self.s.sturn > SC.APPROACH_TURNS:
            return "ranville" if card in (SC.RANVILLE, SC.HORSA_BRIDGE) else "hold"
        return "normal"

    def start_assault(self, unit: str | None) -> None:
        fronts = []
        for i, card in enumerate(self.s.current):
            smod = 0
            if self.s.scenario == "1B" and card == SC.PEGASUS:
                smod = 1 if self.s.terrain.ranville == SC.RANVILLE else -1
            fronts.append(Front(terrain=card, kind=self.front_kind(i, card), mod=0, smod=smod, units=0, german_fought=0,
                                british_fought=0, closed=None, fight=None, table=(), destroyed_won=False))
        self.replace(assault=Assault(fronts=tuple(fronts), out={"british": {}, "german": {}}, round="german"))
        self.replace(phase="assault")
        self.replace(step="assault")
        if unit is None:
            self.close(0, "british", "The German played no Unit", msg("pb-why-no-unit"))
        else:
            self.play_card("german", unit, "unit", 0)

    def limit(self, f: Front) -> int:
        return (self.rec(f.terrain).terrain.size or 0) + f.mod + f.smod

    def step_assault(self) -> bool:
        """One round: the German places on every open front (each followed by his initiative), then the
        British answers on each, then the fights are resolved in order; then a new round."""
        open_ = [i for i, f in enumerate(self.s.assault.fronts) if not f.closed]
        if not open_:
            self.end_assault()
            return False
        rnd = self.assault.round
        if rnd == "german":
            for i in open_:
                f = self.front(i)
                if f.fight is None:
                    return self.need_german(i)
                if f.fight.turn == "g_init":
                    if not self.can_raise("german", i):
                        self.fight_note(i, turn="b_place")
                        continue
                    return self.wait(RaiseDecision(seats=("german",), front=i))
            self.assault_note(round="british")
            return False
        if rnd == "british":
            for i in open_:
                fight = self.front(i).fight
                if fight is not None and fight.turn == "b_place":
                    return self.wait(PlaceBritishDecision(seats=("british",), front=i))
            self.assault_note(round="fight")
            return False
        for i in open_:
            fight = self.front(i).fight
            if fight is not None and fight.turn in ("british", "german"):
                side = fight.turn
                if not self.can_raise(side, i):
                    self.do_pass(side, i, auto=True)
                    return False
                return self.wait(RaiseDecision(seats=(side,), front=i))
        self.assault_note(round="german")
        return False

    def need_german(self, i: int) -> bool:
        """Front ``i`` has no German Unit in a fight: ask the German (or close the front); True if waiting."""
        f = self.s.assault.fronts[i]
        if not self.s.hand["german"]:
            self.close(i, "british", "The German has no card left to play a Unit", msg("pb-why-no-card"))
            return False
        if f.destroyed_won:
            return self.wait(DestroyedDecision(seats=("british",), front=i))
        if f.units >= self.limit(f):
            if f.german_fought > 0 and has_limit_cards(self.t, self.s.scenario, "german", 1):
                return self.wait(PlaceGermanDecision(seats=("german",), front=i))
            self.close(i, "british", f"The German has played as many Units as {self.rec(f.terrain).name} allows",
                       msg("pb-why-limit", name=self.nm(f.terrain)))
            return False
        return self.wait(PlaceGermanDecision(seats=("german",), front=i))

    def can_raise(self, side: str, i: int) -> bool:
        """Whether ``side`` could possibly act in its raise turn (public facts only: hand count, tokens)."""
        if self.s.hand[side]:
            return True
        return any(self.token_kinds(side, i))

    def token_kinds(self, side: str, i: int) -> list[str]:
        """Token kinds ``side`` may toss now in the fight on front ``i`` ("normal", "plus3", "thornton")."""
        f = self.s.assault.fronts[i]
        fight = f.fight
        if fight is None:
            return []
        te = self.rec(f.terrain).terrain_effect
        if side in te.no_tokens or side in fight.banned:
            return []
        if side == "british" and fight.british is None:
            return []
        toks = self.s.tokens[side]
        unit_ban = side == "british" and self.rec(fight.german).effect.ban_tokens
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
        fight = self.s.assault.fronts[i].fight
        return bool(fight and self.rec(fight.german).effect.ban_combat_actions and not self.rec(card).heroic)

    def as_action_bonus(self, card: str, i: int) -> int:
        r = self.rec(card)
        if r.type != "unit":
            return 0
        te = self.rec(self.s.assault.fronts[i].terrain).terrain_effect
        return max(r.effect.as_combat_action or 0, te.units_as_combat_action or 0)

    def counter(self, name: str, f: Front) -> int:
        if name == "german_fought_here":
            return f.german_fought
        if name == "british_fought_here":
            return f.british_fought
        return self.s.counters.get(name, 0)

    def effect_bonus(self, eff: CardEffect, f: Front, enemy: str | None) -> int:
        total = eff.combat
        pc = eff.per_count
        if pc is not None:
            n = self.counter(pc.counter, f) * pc.value
            total += min(n, pc.max) if pc.max is not None else n
        if eff.vs is not None and enemy is not None and (self.rec(enemy).value or 0) >= eff.vs.min_value:
            total += eff.vs.bonus
        return total

    def total(self, side: str, i: int) -> int | None:
        f = self.s.assault.fronts[i]
        fight = f.fight
        unit = fight.german if side == "german" else fight.british
        if unit is None:
            return None
        enemy = fight.british if side == "german" else fight.german
        r = self.rec(unit)
        te = self.rec(f.terrain).terrain_effect
        value = te.base_value.get(side, r.value or 0)
        value += self.effect_bonus(r.effect, f, enemy)
        for e in fight.cards[side]:
            if e.played_as == "action":
                value += self.as_action_bonus(e.card, i)
                continue
            er = self.rec(e.card)
            value += self.effect_bonus(er.effect, f, enemy)
            if e.option:
                opt = next(o for o in er.effect.choice if o.key == e.option)
                value += self.effect_bonus(opt.effect, f, enemy)
            if e.sacrificed and er.effect.sacrifice:
                value += er.effect.sacrifice.per * len(e.sacrificed)
        value += fight.tokens[side]
        value += te.combat.get(side, 0)
        if te.turn_face_combat is not None and self.s.face is not None:
            value += getattr(te.turn_face_combat, self.s.face).get(side, 0)
        return value

    def report(self, i: int) -> None:
        f = self.s.assault.fronts[i]
        fight = f.fight
        if fight is None or fight.british is None:
            return
        g, b = self.total("german", i), self.total("british", i)
        self.ev("values", f"Combat values: British {b}, German {g}.", british=b, german=g, front=i,
                key="pb-ev-values", args={"british": b, "german": g})

    def apply_choice(self, key: str) -> None:
        ch = self.s.choice
        assert ch is not None, "no card choice pending"
        r = self.rec(ch.card)
        opt = next(o for o in r.effect.choice if o.key == key)
        self.replace(choice=None)
        self.ev("chose", f"The {NAMES[ch.seat]} chose for {r.name}: {opt.label}.", card=ch.card, option=key,
                key="pb-ev-chose", args={"seat": ch.seat, "cardname": self.nm(ch.card),
                                         "option": msg(f"pb-option-{ch.card}-{key}", label=opt.label)})
        i = ch.front
        if i is not None and ch.in_fight:
            fight = self.front(i).fight
            if fight is not None:
                cards = list(fight.cards[ch.seat])
                for k in range(len(cards) - 1, -1, -1):
                    e = cards[k]
                    if e.card == ch.card and not e.option:
                        cards[k] = e.evolve(option=key)
                        self.fight_note(i, cards={**fight.cards, ch.seat: tuple(cards)})
                        break
        self.one_shot(opt.effect, ch.seat, i, r.heroic)
        if i is not None and ch.in_fight:
            self.report(i)

    def do_toss(self, side: str, i: int, kind: str, n: int) -> None:
        for _ in range(n):
            if kind == "thornton":
                self.add_tokens(side, "thornton", -1)
                self.add_out(side, "thornton", 1)
                self.add_tok(side, i, 1)
                self.ev("toss", f"The {NAMES[side]} tossed a Thornton token: +1.", who=side, token=kind, result=1,
                        key="pb-ev-toss-thornton", args={"seat": side})
                continue
            if kind == "plus3":
                unit_ban = side == "british" and self.rec(self.front(i).fight.german).effect.ban_tokens
                key = "plus3h" if (unit_ban or not self.s.tokens[side].get("plus3")) else "plus3"
                self.add_tokens(side, key, -1)
                up, die = self.toss()
                if up:
                    self.add_out(side, key, 1)
                    self.add_tok(side, i, 3)
                    self.ev("toss", f"The {NAMES[side]} tossed a +3 token: +3.", dice=(die,), who=side, token=kind, result=3,
                            key="pb-ev-toss-plus3", args={"seat": side, "up": True})
                else:
                    self.add_to("specials", "plus3", 1)
                    self.ev("toss", f"The {NAMES[side]} tossed a +3 token: failure.", dice=(die,), who=side, token=kind,
                            result=0, key="pb-ev-toss-plus3", args={"seat": side, "up": False})
                continue
            self.add_tokens(side, "normal", -1)
            up, die = self.toss()
            if up:
                self.add_out(side, "normal", 1)
                self.add_tok(side, i, 1)
                self.ev("toss", f"The {NAMES[side]} tossed a token: +1.", dice=(die,), who=side, token=kind, result=1,
                        key="pb-ev-toss", args={"seat": side, "up": True})
            else:
                self.replace(reserve=self.s.reserve + 1)
                self.ev("toss", f"The {NAMES[side]} tossed a token: failure, back to the Reserve.", dice=(die,),
                        who=side, token=kind, result=0, key="pb-ev-toss", args={"seat": side, "up": False})
        self.report(i)

    def add_tok(self, side: str, i: int, n: int) -> None:
        """Add ``n`` to what ``side``'s tokens give in the fight on front ``i``."""
        tok = self.front(i).fight.tokens
        self.fight_note(i, tokens={**tok, side: tok[side] + n})

    def do_pass(self, side: str, i: int, auto: bool = False) -> None:
        if self.front(i).fight.turn == "g_init":
            self.fight_note(i, turn="b_place")
            return
        g, b = self.total("german", i), self.total("british", i)
        assert g is not None and b is not None
        if auto:
            self.ev("auto_pass", f"The {NAMES[side]} has no card and no usable token: they stop.", who=side,
                    key="pb-ev-auto-pass", args={"seat": side})
        if side == "british":
            if b >= g:
                self.fight_note(i, turn="german")
            else:
                self.fight_over(i, "german")
        else:
            if g > b:
                self.fight_note(i, turn="british")
            else:
                self.fight_over(i, "british")

    def mark(self, i: int, card: str, seat: str, st: str) -> None:
        """The last fighting Unit ``card`` of ``seat`` on front ``i``'s table is now ``st`` (won, destroyed...)."""
        table = self.front(i).table
        for k in range(len(table) - 1, -1, -1):
            e = table[k]
            if e.card == card and e.side == seat and e.played_as == "unit" and e.state == "fighting":
                self.front_note(i, table=(*table[:k], e.evolve(state=st), *table[k + 1:]))
                return

    def unit_fought(self, i: int, side: str, card: str) -> None:
        f = self.front(i)
        if side == "british":
            self.front_note(i, british_fought=f.british_fought + 1)
            if self.rec(card).unit_type == "Parachutiste":
                self.add_to("counters", "parachutistes_fought", 1)
        else:
            self.front_note(i, german_fought=f.german_fought + 1)

    def fight_over(self, i: int, winner: str) -> None:
        f = self.front(i)
        fight = f.fight
        g, b = self.total("german", i), self.total("british", i)
        tname = self.rec(f.terrain).name
        if winner == "british":
            self.mark(i, fight.german, "german", "destroyed")
            self.mark(i, fight.british, "british", "won")
            self.unit_fought(i, "german", fight.german)
            self.unit_fought(i, "british", fight.british)
            self.front_note(i, fight=None)
            self.ev("destroyed", f"{self.lab(fight.british)}, at {b}, destroyed {self.lab(fight.german)}, at {g}; "
                    "the German turns it sideways.", winner="british", front=i, british=b, german=g,
                    key="pb-ev-destroyed-german", args={"unit": self.lab(fight.british), "value": b,
                                                        "victim": self.lab(fight.german), "against": g})
            if (self.s.settings["british"] == "always" and self.s.hand["british"] and self.s.hand["german"]
                    and f.units < self.limit(self.front(i))
                    and has_limit_cards(self.t, self.s.scenario, "british", -1)):
                self.front_note(i, destroyed_won=True)
            return
        self.mark(i, fight.british, "british", "destroyed")
        self.mark(i, fight.german, "german", "won")
        self.unit_fought(i, "british", fight.british)
        self.ev("destroyed", f"{self.lab(fight.german)}, at {g}, destroyed {self.lab(fight.british)}, at {b}.",
                winner="german", front=i, british=b, german=g, key="pb-ev-destroyed-british",
                args={"unit": self.lab(fight.german), "value": g, "victim": self.lab(fight.british), "against": b})
        if f.kind == "normal":
            self.front_note(i, fight=None)
            self.close(i, "german", f"The German holds {tname}", msg("pb-why-holds", name=self.nm(f.terrain)))
            self.lose_pe()
        elif f.kind == "hold":
            self.unit_fought(i, "german", fight.german)
            self.front_note(i, fight=None)
            self.lose_pe(" — the Assault goes on", goes_on=True)
        else:
            self.front_note(i, fight=None)
            self.close(i, "german", f"The German holds {tname} (no Strength Point lost)",
                       msg("pb-why-holds-free", name=self.nm(f.terrain)))

    def close(self, i: int, winner: str, why: str, why_words: dict[str, Any]) -> None:
        """Front ``i`` is over, won by ``winner``; ``why`` says why in English, ``why_words`` names its message."""
        f = self.front(i)
        if f.closed:
            return
        self.front_note(i, closed=winner, fight=None, destroyed_won=False)
        name = self.rec(f.terrain).name
        self.ev("front", f"{why}: the {NAMES[winner]} wins the Assault on {name}.", winner=winner, front=i,
                key="pb-ev-front", args={"why": why_words, "winner": winner, "name": self.nm(f.terrain)})
        if f.kind == "ranville":
            if winner == "british":
                self.terrain_note(ranville=SC.HORSA_BRIDGE)
                self.replace(current=(*self.s.current[:i], SC.HORSA_BRIDGE, *self.s.current[i + 1:]))
                self.front_note(i, terrain=SC.HORSA_BRIDGE)
                self.ev("ranville", f"The British took the Ranville bridge: the card turns to {self.lab(SC.HORSA_BRIDGE)}; "
                        "one German Unit fewer on the Bénouville bridge and in the counter-attack.",
                        key="pb-ev-ranville-taken", args={"card": self.lab(SC.HORSA_BRIDGE)})
            else:
                self.ev("ranville", "The German holds the Ranville bridge: one more German Unit on the Bénouville bridge "
                        "and in the counter-attack.", key="pb-ev-ranville-held")
            delta = -1 if winner == "british" else 1
            if not self.front(0).closed:
                self.front_note(0, smod=self.front(0).smod + delta)
                main = self.front(0)
                self.ev("limit", f"German Units allowed on {self.rec(main.terrain).name}: now {self.limit(main)} "
                        f"({main.units} played).", front=0, limit=self.limit(main), key="pb-ev-limit",
                        args={"name": self.nm(main.terrain), "limit": self.limit(main), "played": main.units})

    def end_assault(self) -> None:
        a = self.s.assault
        winner = a.fronts[0].closed
        for f in a.fronts:
            for e in f.table:
                self.to_discard(e.side, e.card)
        for out in a.out.values():
            self.replace(reserve=self.s.reserve + out.get("normal", 0))
            self.add_to("specials", "plus3", out.get("plus3", 0) + out.get("plus3h", 0))
            if out.get("thornton"):
                self.add_to("specials", "thornton", out["thornton"])
        self.replace(assault=None)
        self.flag(winner=winner)
        self.replace(last_winner=winner)
        self.ev("assault_won", f"The {NAMES[winner]} won the Assault.", winner=winner, key="pb-ev-assault-won",
                args={"winner": winner})
        self.take_tokens(winner, 2, "assault")
        if self.scen.reward_card:
            self.draw_cards(winner, 1, "assault")
        b = self.s.blue
        if b is not None and b.on:
            side = "british" if winner == "german" else "lost"
            self.replace(blue=b.evolve(**{side: getattr(b, side) + 1}))
            if winner == "german":
                self.ev("blue", "The German won where they had placed a blue token: it goes to the British (-1 VP).",
                        key="pb-ev-blue-won")
            else:
                self.ev("blue", "The German lost where they had placed a blue token: it is set aside.",
                        key="pb-ev-blue-lost")
            self.replace(blue=self.s.blue.evolve(on=""))
        self.replace(step="end_turn")
