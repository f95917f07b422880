"""Shared by every part of the Pegasus Bridge rules: names of sides and phases, the response and limit
card lookups, and :class:`GameBase` (events, dice, drawing and discarding cards, tokens).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.core.copies import copied
from rules.core.words import count, noun
from rules.core.working import Working
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.cards import CardRecord, CardTable
from rules.pegasus_bridge.state import PBState, old_words
from rules.pegasus_bridge.state_parts import Assault, Fight, Front

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


WHY = {
    "": "",
    "start": " as a starting hand",
    "restart": " as a new starting hand",
    "assault": " for winning the Assault",
    "bridge": " for the next bridge",
}
"""Why cards are drawn or tokens taken (the end of the event's sentence), by the name its message selects on."""


def msg(key: str, **args: Any) -> dict[str, Any]:
    """A part of a sentence as a message of its own (``key`` and its ``args``), for an event's or a refusal's
    argument: the words are chosen where it is shown (``i18n/pegasus.py``)."""
    return {"key": key, "args": args}


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


class GameBase(Working[PBState]):
    """One ``apply`` of Pegasus Bridge at work (:class:`rules.core.working.Working`: the state being built, the events,
    ``emit``, ``roll``, ``wait``), with the card table ``t`` and the small helpers every rule uses (drawing and
    discarding cards, tokens).

    ``counted(n, "card")`` writes a number with its noun ("1 card", "2 cards"), or the words a game begun under
    an older ruleset was logged with (:func:`~rules.pegasus_bridge.state.old_words`, the one switch)."""

    __slots__ = ("t", "scen")

    def __init__(self, s: PBState, t: CardTable) -> None:
        super().__init__(s, old_words(s))
        self.t = t
        self.scen = SC.SCENARIOS[s.scenario]

    def replace(self, **changes: Any) -> PBState:
        """Replace fields of the state (:meth:`Working.replace`), copied by :func:`rules.core.copies.copied` (the
        state's values are the rules', never validated again)."""
        self.s = copied(self.s, changes)
        return self.s

    def phase(self) -> str:
        if self.s.phase == "setup" or self.s.sturn == 0:
            return "Setup"
        return f"Turn {self.s.sturn} · {PHASE_NAMES.get(self.s.phase, self.s.phase)}"

    ev = Working.emit
    """Events name their messages in ``i18n/locales/*/pegasus.ftl``."""

    def rec(self, card: str) -> CardRecord:
        return self.t[card]

    def lab(self, card: str) -> str:
        return self.t.label(card)

    def nm(self, card: str) -> str:
        """``"1008 Le bois de Bavent"``: a card's number and name, for a message argument whose name ends in
        ``name`` (shown as the name alone, a placeholder's in the reader's words)."""
        return f"{card} {self.t[card].name}" if card in self.t.cards else card

    def rand(self, k: int) -> int:
        """A uniform number 1..k from the shuffle dice."""
        return self.roll(1, k, "deck_dice")[0] if k > 1 else 1

    def shuffle(self, cards: list[str]) -> None:
        """Fisher–Yates, in place, driven by the shuffle dice."""
        for i in range(len(cards) - 1, 0, -1):
            j = self.rand(i + 1) - 1
            cards[i], cards[j] = cards[j], cards[i]

    def toss(self) -> tuple[bool, int]:
        """Toss a two-faced token: die 2 is the success/+1 face, 1 the failure face."""
        (v,) = self.roll(1, 2)
        return v == 2, v

    def set_cards(self, field: str, seat: str, cards: Iterable[str]) -> None:
        """Replace ``seat``'s cards in one of the state's per-seat card fields (``hand``, ``draw``, ...)."""
        self.replace(**{field: {**getattr(self.s, field), seat: tuple(cards)}})

    def add_cards(self, field: str, seat: str, *cards: str) -> None:
        """Put ``cards`` at the end (a pile's top) of ``seat``'s cards in ``field``."""
        self.set_cards(field, seat, (*getattr(self.s, field)[seat], *cards))

    def take_card(self, field: str, seat: str, card: str) -> None:
        """Take the first ``card`` out of ``seat``'s cards in ``field``."""
        cards = list(getattr(self.s, field)[seat])
        cards.remove(card)
        self.set_cards(field, seat, cards)

    def reshuffle_hand(self, seat: str) -> None:
        """Shuffle ``seat``'s hand into their draw pile."""
        draw = [*self.s.draw[seat], *self.s.hand[seat]]
        self.shuffle(draw)
        self.set_cards("draw", seat, draw)
        self.set_cards("hand", seat, ())

    def draw_cards(self, seat: str, n: int, why: str = "", card: str = "") -> list[str]:
        """Draw up to ``n`` cards; ``why`` names the reason (:data:`WHY`), ``card`` the card that gave them."""
        pile = self.s.draw[seat]
        k = min(n, len(pile))
        got = list(reversed(pile[len(pile) - k:]))
        if k:
            self.set_cards("draw", seat, pile[:len(pile) - k])
            self.add_cards("hand", seat, *got)
        reason = f" ({self.rec(card).name})" if card else WHY[why]
        if got:
            self.ev("drew", f"The {NAMES[seat]} drew {count(len(got), 'card')}{reason}.", seat=None,
                    who=seat, count=len(got), key="pb-ev-drew",
                    args={"seat": seat, "count": len(got), "why": "card" if card else why or "none",
                          "card": self.rec(card).name if card else ""})
            self.ev("drew_cards", f"You drew {', '.join(self.lab(c) for c in got)}.", seat=seat, cards=got,
                    key="pb-ev-drew-cards", args={"cards": [self.lab(c) for c in got]})
        if len(got) < n:
            self.ev("pile_empty", f"The {NAMES[seat]}'s draw pile is empty: {self.counted(n - len(got), 'card')} not "
                    "drawn (it is never reshuffled).", who=seat, missing=n - len(got),
                    key="pb-ev-pile-empty", args={"seat": seat, "count": n - len(got)})
        return got

    def to_discard(self, seat: str, card: str, *, public: bool = True) -> None:
        if self.rec(card).heroic:
            self.add_cards("removed", seat, card)
        else:
            self.add_cards("discard", seat, card)
            if public:
                self.add_cards("seen", seat, card)

    def flag(self, **changes: Any) -> None:
        """Write flags of the state's ``flags`` (the flow's notes to itself: :class:`~.state_parts.Flags`)."""
        self.replace(flags=self.s.flags.noted(**changes))

    def unflag(self, name: str, *default: Any) -> Any:
        """Take flag ``name`` out of the state's ``flags`` and return its value (``default`` when it is not set)."""
        flags = self.s.flags
        if not flags.written(name):
            if default:
                return default[0]
            raise KeyError(name)
        value = getattr(flags, name)
        self.replace(flags=flags.dropped(name))
        return value

    def terrain_note(self, **changes: Any) -> None:
        """Write entries of the Terrain piles' record (``terrain``: the next pile, the active bridge...)."""
        self.replace(terrain=self.s.terrain.noted(**changes))

    def terrain_pile(self, name: str) -> tuple[str, ...]:
        """The Terrain pile ``name`` (its top card last)."""
        pile: tuple[str, ...] = getattr(self.s.terrain, name)
        return pile

    def terrain_add(self, name: str, *cards: str) -> None:
        """Put ``cards`` on top of the Terrain pile ``name``."""
        self.terrain_note(**{name: (*self.terrain_pile(name), *cards)})

    def terrain_under(self, name: str, card: str) -> None:
        """Put ``card`` under the Terrain pile ``name``."""
        self.terrain_note(**{name: (card, *self.terrain_pile(name))})

    def terrain_take(self, name: str, card: str) -> None:
        """Take ``card`` out of the Terrain pile ``name``."""
        pile = list(self.terrain_pile(name))
        pile.remove(card)
        self.terrain_note(**{name: pile})

    def terrain_pop(self, name: str) -> str:
        """Take the top card of the Terrain pile ``name``."""
        *pile, card = self.terrain_pile(name)
        self.terrain_note(**{name: pile})
        return card

    def terrain_shuffle(self, name: str) -> None:
        """Shuffle the Terrain pile ``name`` (the shuffle dice)."""
        pile = list(self.terrain_pile(name))
        self.shuffle(pile)
        self.terrain_note(**{name: pile})

    @property
    def assault(self) -> Assault:
        """The current Assault (there is one while its rules run)."""
        a = self.s.assault
        assert a is not None, "no Assault under way"
        return a

    def front(self, i: int) -> Front:
        """Front ``i`` of the current Assault (read it again after a write: a write makes a new one)."""
        return self.assault.fronts[i]

    def fight(self, i: int) -> Fight:
        """The fight on front ``i`` (there is one while it is fought)."""
        fight = self.assault.fronts[i].fight
        assert fight is not None, f"no fight on front {i}"
        return fight

    def assault_note(self, **changes: Any) -> None:
        """Set fields of the current Assault (``fronts``, ``out``, ``round``, ``retreat``)."""
        self.replace(assault=self.assault.evolve(**changes))

    def front_note(self, i: int, **changes: Any) -> None:
        """Set fields of front ``i`` (``units``, ``closed``, ``fight``, ``table``...: :class:`~.state_parts.Front`)."""
        fronts = self.assault.fronts
        self.assault_note(fronts=(*fronts[:i], fronts[i].evolve(**changes), *fronts[i + 1:]))

    def fight_note(self, i: int, **changes: Any) -> None:
        """Set fields of the fight on front ``i`` (``british``, ``turn``, ``cards``, ``tokens``, ``banned``)."""
        self.front_note(i, fight=self.fight(i).evolve(**changes))

    def add_out(self, side: str, kind: str, n: int) -> None:
        """Count ``n`` more tokens of ``kind`` that ``side`` tossed with success (back at the Assault's end)."""
        out = self.assault.out
        self.assault_note(out={**out, side: {**out[side], kind: out[side].get(kind, 0) + n}})

    def add_to(self, field: str, key: str, n: int) -> None:
        """Add ``n`` to the count ``key`` of one of the state's counts (``specials``, ``counters``)."""
        counts = getattr(self.s, field)
        self.replace(**{field: {**counts, key: counts.get(key, 0) + n}})

    def add_tokens(self, seat: str, kind: str, n: int) -> None:
        """Add ``n`` tokens of ``kind`` to those in front of ``seat`` (``n`` < 0: take them away)."""
        toks = self.s.tokens[seat]
        self.replace(tokens={**self.s.tokens, seat: {**toks, kind: toks.get(kind, 0) + n}})

    def take_tokens(self, seat: str, n: int, why: str = "", card: str = "") -> int:
        """Take up to ``n`` tokens from the Reserve; ``why`` and ``card`` as in :meth:`draw_cards`."""
        k = min(n, self.s.reserve)
        self.replace(reserve=self.s.reserve - k)
        self.add_tokens(seat, "normal", k)
        reason = f" ({self.rec(card).name})" if card else WHY[why]
        if k:
            self.ev("tokens", f"The {NAMES[seat]} took {count(k, 'token')} from the Reserve{reason}.",
                    who=seat, count=k, key="pb-ev-tokens",
                    args={"seat": seat, "count": k, "why": "card" if card else why or "none",
                          "card": self.rec(card).name if card else ""})
        if k < n:
            self.ev("reserve_empty", f"The Reserve is empty: the {NAMES[seat]} could not take "
                    f"{self.counted(n - k, 'token')}.", who=seat, key="pb-ev-reserve-empty",
                    args={"seat": seat, "count": n - k})
        return k

    def take_special(self, seat: str, kind: str, n: int, heroic: bool) -> int:
        k = min(n, self.s.specials.get(kind, 0))
        self.add_to("specials", kind, -k)
        self.add_tokens(seat, "plus3h" if (kind == "plus3" and heroic) else kind, k)
        name = {"plus3": "yellow +3", "thornton": "green Thornton"}[kind]
        if k:
            self.ev("special_tokens", f"The {NAMES[seat]} took {k} {name} {noun(k, 'token')}.", who=seat,
                    kind=kind, count=k, key="pb-ev-special-tokens", args={"seat": seat, "kind": kind, "count": k})
        else:
            self.ev("special_tokens", f"No {name} token was left to take.", who=seat, kind=kind, count=0,
                    key="pb-ev-special-none", args={"kind": kind})
        return k

    def return_tokens(self, seat: str) -> None:
        """Scenario 3 between bridges: every token back, then two normal tokens."""
        toks = self.s.tokens[seat]
        self.replace(reserve=self.s.reserve + toks.get("normal", 0))
        self.add_to("specials", "plus3", toks.get("plus3", 0) + toks.get("plus3h", 0))
        if toks.get("thornton"):
            self.add_to("specials", "thornton", toks["thornton"])
        self.replace(tokens={**self.s.tokens, seat: {"normal": 0, "plus3": 0, "plus3h": 0, "thornton": 0}})
