"""Playing a card and the cancellation window (rulebook "Cancelling a Card"): cards go on a stack,
the opponent may answer (cancel, or change the Unit limit), then the stack resolves top down.
"""

from __future__ import annotations

from rules.pegasus_bridge.cards import CardEffect
from rules.pegasus_bridge.common import NAMES, PLAYED_AS_TYPE, GameBase, responders, sign
from rules.pegasus_bridge.pending import RespondDecision
from rules.pegasus_bridge.state import other
from rules.pegasus_bridge.state_parts import CardChoice, Fight, FightCard, StackEntry, TableEntry


class WindowRules(GameBase):
    """Playing cards, the response window and resolving card effects."""

    __slots__ = ()

    def play_card(self, seat: str, card: str, as_: str, front: int | None, sac: tuple[str, ...] = ()) -> None:
        self.take_card("hand", seat, card)
        for u in sac:
            self.take_card("hand", seat, u)
            self.to_discard(seat, u)
        if seat == "german" and not self.rec(card).heroic:
            self.replace(played=(*self.s.played, card))
        entry = StackEntry(card=card, seat=seat, played_as=as_, front=front, windowed=False, sacrificed=tuple(sac) or None)
        self.replace(stack=(*self.s.stack, entry))
        where = ""
        if front is not None and self.s.assault and len(self.s.assault.fronts) > 1:
            where = f" on {self.rec(self.s.assault.fronts[front].terrain).name}"
        how = {"unit": "", "action": " as a Combat Action", "ca": "", "event": ""}[as_]
        extra = f", giving up {', '.join(self.lab(u) for u in sac)}" if sac else ""
        self.ev("played", f"The {NAMES[seat]} played {self.lab(card)}{how}{where}{extra}.", who=seat, card=card,
                played_as=as_, front=front, sacrificed=list(sac), key="pb-ev-played",
                args={"seat": seat, "card": self.lab(card), "action": as_ == "action", "on": bool(where),
                      "wherename": self.nm(self.s.assault.fronts[front].terrain) if where else "",
                      "gives": bool(sac), "given": [self.lab(u) for u in sac]})

    def window_for(self, entry: StackEntry) -> bool:
        """Whether the opponent gets a cancellation window after ``entry``: only public facts decide."""
        opp = other(entry.seat)
        if self.s.settings.get(opp) != "always" or not self.s.hand[opp]:
            return False
        return any(self.can_answer(c, entry, opp) for c in responders(self.t, self.s.scenario, opp))

    def can_answer(self, card: str, entry: StackEntry, seat: str) -> bool:
        r = self.rec(card)
        target = self.rec(entry.card)
        if self.ca_banned(seat, entry.front if self.s.assault else None, card):
            return False
        if r.effect.cancel and not target.heroic and PLAYED_AS_TYPE[entry.played_as] in r.effect.cancel:
            return True
        if r.effect.answers_limit and entry.played_as == "ca" and sign(target.effect.unit_limit) == sign(r.effect.answers_limit):
            return entry.front is not None
        return False

    def run_stack(self) -> bool:
        top = self.s.stack[-1]
        if not top.windowed:
            top = top.evolve(windowed=True)
            self.replace(stack=(*self.s.stack[:-1], top))
            if self.window_for(top):
                return self.wait(RespondDecision(seats=(other(top.seat),), card=top.card))
        self.replace(stack=self.s.stack[:-1])
        if top.cancels and self.s.stack and self.s.stack[-1].seat != top.seat:
            target = self.s.stack[-1]
            self.replace(stack=self.s.stack[:-1])
            self.cancelled(target, top)
        else:
            self.resolve(top)
        return False

    def cancelled(self, target: StackEntry, by: StackEntry) -> None:
        self.to_discard(target.seat, target.card)
        self.to_discard(by.seat, by.card)
        self.ev("cancelled", f"{self.lab(by.card)} cancelled {self.lab(target.card)}: it is discarded without effect.",
                card=target.card, by=by.card, key="pb-ev-cancelled",
                args={"by": self.lab(by.card), "card": self.lab(target.card)})

    def resolve(self, e: StackEntry) -> None:
        card, seat, as_ = e.card, e.seat, e.played_as
        r = self.rec(card)
        if as_ == "event":
            self.ev("resolved", f"{self.lab(card)} takes effect.", card=card, key="pb-ev-resolved",
                    args={"card": self.lab(card)})
            self.one_shot(r.effect, seat, None, r.heroic)
            self.to_discard(seat, card)
            if r.effect.choice:
                self.replace(choice=CardChoice(seat=seat, card=card, front=None, event=True))
            return
        i = e.front
        f = self.front(i)
        if as_ == "unit":
            table = (*f.table, TableEntry(card=card, side=seat, played_as="unit", state="fighting"))
            if seat == "german":
                self.front_note(i, table=table, units=f.units + 1,
                                fight=Fight(german=card, british=None, turn="g_init", cards={"british": (), "german": ()},
                                            tokens={"british": 0, "german": 0}, banned=()))
                f = self.front(i)
                self.ev("unit", f"{self.lab(card)} defends {self.rec(f.terrain).name} "
                        f"(German Unit {f.units} of {self.limit(f)}).", card=card, front=i, key="pb-ev-defends",
                        args={"card": self.lab(card), "name": self.nm(f.terrain), "n": f.units, "limit": self.limit(f)})
            else:
                self.front_note(i, table=table)
                self.fight_note(i, british=card, turn="british")
                self.report(i)
            self.one_shot(r.effect, seat, i, r.heroic, unit=True)
            return
        self.front_note(i, table=(*f.table, TableEntry(card=card, side=seat, played_as=as_)))
        fight = f.fight
        in_fight = fight is not None
        if in_fight:
            played = FightCard(card=card, played_as=as_, sacrificed=e.sacrificed)
            self.fight_note(i, cards={**fight.cards, seat: (*fight.cards[seat], played)})
        if as_ == "ca":
            self.one_shot(r.effect, seat, i, r.heroic)
            if r.effect.choice:
                self.replace(choice=CardChoice(seat=seat, card=card, front=i, event=False, in_fight=in_fight))
        if in_fight and not r.effect.choice:
            self.report(i)

    def one_shot(self, eff: CardEffect, seat: str, i: int | None, heroic: bool, unit: bool = False) -> None:
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
                pool = [c for c in self.s.hand[opp] if not self.rec(c).heroic]
                if not pool:
                    break
                c = pool[self.rand(len(pool)) - 1]
                self.take_card("hand", opp, c)
                self.to_discard(opp, c, public=False)
                self.ev("discarded", f"The {NAMES[opp]} discarded a card at random.", who=opp,
                        key="pb-ev-discarded", args={"seat": opp})
                self.ev("discarded_card", f"You discarded {self.lab(c)} at random.", seat=opp, card=c,
                        key="pb-ev-discarded-card", args={"card": self.lab(c)})
        if eff.retrieve:
            pile = self.s.discard[seat]
            for k in range(len(pile) - 1, -1, -1):
                c = pile[k]
                if eff.retrieve == "any" or self.rec(c).type == eff.retrieve:
                    self.set_cards("discard", seat, pile[:k] + pile[k + 1:])
                    self.add_cards("hand", seat, c)
                    self.ev("retrieved", f"The {NAMES[seat]} took a card back from their discard pile.", who=seat,
                            key="pb-ev-retrieved", args={"seat": seat})
                    self.ev("retrieved_card", f"You took back {self.lab(c)}.", seat=seat, card=c,
                            key="pb-ev-retrieved-card", args={"card": self.lab(c)})
                    break
            else:
                self.ev("retrieved", f"The {NAMES[seat]} had nothing to take back from their discard pile.", who=seat,
                        key="pb-ev-retrieved-none", args={"seat": seat})
        if eff.unit_limit and i is not None and not unit:
            self.front_note(i, mod=self.front(i).mod + eff.unit_limit)
            f = self.front(i)
            self.ev("limit", f"German Units allowed on {self.rec(f.terrain).name}: now {self.limit(f)} "
                    f"({f.units} played).", front=i, limit=self.limit(f), key="pb-ev-limit",
                    args={"name": self.nm(f.terrain), "limit": self.limit(f), "played": f.units})
        if eff.ban_tokens and i is not None and not unit:
            fight = self.front(i).fight
            if fight is not None and other(seat) not in fight.banned:
                self.fight_note(i, banned=(*fight.banned, other(seat)))
                self.ev("ban", f"The {NAMES[other(seat)]} may not toss tokens for the rest of this fight.",
                        key="pb-ev-ban", args={"seat": other(seat)})
