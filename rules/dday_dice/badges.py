"""Module 3: Badges (option ``badges=on``; variants ``badge_variant=honour|courage|assistance``).

- Battle Cry (the Courage RWB) gets one more option: draw a Badge at random
  (``rwb courage badge``), instead of its other options.
- Badges are kept and used once like Items (``use NAME``), then discarded;
  an empty deck is refilled from the shuffled discard pile. A Unit may hold
  several but gets at most one a turn. They are given like Items to a Unit
  in the same Sector (``give unit2 NAME``).
- With the German player, he gains 1 Courage for each Badge a Unit draws.
- Honour: Badges are permanent (never discarded) and optional to use; each
  drawn costs 10 Victory Points and gives the German 3 Courage instead of 1.
- Courage: in Phase 4 a Unit may buy one (``badge``) for 1 Courage and 1
  Star (the first cost icon is our reading: ``data/badges.json``).
- Assistance: each Unit starts with one Badge, free.
- The Military Medic Badge (printed): an Ultimate Gift needs only two
  different colours; claiming one that way uses it (Honour: it stays).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from rules.core.words import CURRENT, PLURAL, Counted
from rules.dday_dice import why
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.records import Effect
from rules.dday_dice.state import BadgeState, Unit

RULE = "Badges"
VARIANTS = ("none", "honour", "courage", "assistance")
HONOUR_VP = 10


class Badge(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    provenance: str
    placeholder: bool
    reason: str
    effect: Effect
    skull_two_colours: bool = False
    text: str = ""

    def describe(self, words: Counted = CURRENT) -> str:
        return self.text or self.effect.describe(words)


@lru_cache(maxsize=1)
def _raw() -> dict[str, Any]:
    return json.loads(Path(__file__).with_name("data").joinpath("badges.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def badges() -> dict[str, Badge]:
    return {r["id"]: Badge.model_validate(r) for r in _raw()["records"]}


def cost() -> dict[str, int]:
    c = _raw()["courage_badge_cost"]
    return {"courage": int(c["courage"]), "stars": int(c["stars"])}


def on(g: Working) -> bool:
    return g.s.badges is not None


def _put(g: Working, **changes) -> BadgeState:
    b = g.s.badges.model_copy(update=changes)
    g.s = g.s.model_copy(update={"badges": b})
    return b


def setup(g: Working, variant: str) -> None:
    ids = list(badges())
    for i in range(len(ids) - 1, 0, -1):
        (j,) = g.roll(1, i + 1)
        ids[i], ids[j - 1] = ids[j - 1], ids[i]
    g.s = g.s.model_copy(update={"badges": BadgeState(deck=tuple(ids), variant=variant)})
    g.emit("badges_setup", f"{g.counted(len(ids), 'Badge', was=PLURAL)} {g.counted.text('is' if len(ids) == 1 else 'are', 'are')} shuffled into a deck"
         + (f" ({variant.capitalize()} Badge rule)." if variant != "none" else "."),
         key="dice-ev-badges-setup", args={"count": len(ids), "if_count": bool(len(ids) == 1),
         "capitalize": variant.capitalize(), "if_variant": bool(variant != "none")})
    if variant == "assistance":
        for u in g.active():
            draw(g, u.seat, "Assistance Badge", count_turn=False)


def can_draw(g: Working, u: Unit) -> bool:
    b = g.s.badges
    return b is not None and b.turns.get(u.seat) != g.s.turn and bool(b.deck or b.discard)


def refusal(g: Working, u: Unit) -> str | None:
    """Why this Unit may not draw a Badge now, in words (None when it may, or when Badges are not played)."""
    b = g.s.badges
    if b is None:
        return None
    if b.turns.get(u.seat) == g.s.turn:
        return f"{g.name(u.seat)} already drew a Badge this turn, and a Unit gets at most one Badge a turn."
    if not (b.deck or b.discard):
        return "no Badge is left to draw."
    return None


def draw(g: Working, seat: str, why: str, count_turn: bool = True) -> None:
    b = g.s.badges
    if not b.deck and b.discard:
        ids = list(b.discard)
        for i in range(len(ids) - 1, 0, -1):
            (j,) = g.roll(1, i + 1)
            ids[i], ids[j - 1] = ids[j - 1], ids[i]
        b = _put(g, deck=tuple(ids), discard=())
        g.emit("badges_reshuffled", "The Badge discard pile is shuffled into a new deck.",
             key="dice-ev-badges-reshuffled")
    if not b.deck:
        g.emit("badges_empty", "No Badge is left to draw.", key="dice-ev-badges-empty")
        return
    top = b.deck[0]
    turns = dict(b.turns)
    if count_turn:
        turns[seat] = g.s.turn
    _put(g, deck=b.deck[1:], turns=turns, drawn=b.drawn + 1)
    g.update(seat, badges=g.unit(seat).badges + (top,))
    g.emit("badge", f"{g.name(seat)} draws the {badges()[top].name} ({why}): {badges()[top].describe(g.counted)}.", unit=seat,
         badge=top,
         key="dice-ev-badge", args={"unit": g.who(seat), "name": badges()[top].name, "why": why,
         "describe": badges()[top].describe(g.counted)})
    gs = g.s.german
    if gs is not None:
        gain = 3 if b.variant == "honour" else 1
        g.s = g.s.model_copy(update={"german": gs.model_copy(update={"courage": gs.courage + gain})})
        g.emit("german_gain", f"The German player gains {gain} Courage (a Unit drew a Badge).", courage=gain,
             key="dice-ev-german-gain-badge", args={"gain": gain})


def buy_ok(g: Working, u: Unit) -> bool:
    b = g.s.badges
    c = cost()
    return b is not None and b.variant == "courage" and g.s.phase == 4 and can_draw(g, u) and \
        u.courage >= c["courage"] and u.stars >= c["stars"]


def buy(g: Working, seat: str, text: str) -> None:
    u = g.unit(seat)
    if not buy_ok(g, u):
        if g.s.badges is not None and g.s.badges.variant == "courage" and refusal(g, u):
            raise refuse(text, refusal(g, u), RULE, key="dice-no-reason-badge", args={"refusal": refusal(g, u)})
        raise refuse(text, "with the Courage Badge rule a Unit buys one Badge a turn in Phase 4, for 1 Courage and "
                     "1 Star.", RULE, key="dice-no-with-courage-badge-rule-unit")
    c = cost()
    g.put(u.model_copy(update={"courage": u.courage - c["courage"], "stars": u.stars - c["stars"]}))
    draw(g, seat, why.BOUGHT)


def record(g: Working, u: Unit, what: str) -> tuple[str, str, Effect] | None:
    """(kind, name, effect) of a Badge the Unit may use, for :mod:`.items`."""
    if not on(g) or what not in u.badges:
        return None
    b = badges()[what]
    if b.skull_two_colours:
        return None
    if g.s.badges.variant == "honour" and what in g.s.badges.used_this_turn.get(u.seat, ()):
        return None
    return "badge", b.name, b.effect


def used(g: Working, seat: str, what: str) -> None:
    """A Badge used: discarded (Honour: kept, once a turn)."""
    b = g.s.badges
    u = g.unit(seat)
    if b.variant == "honour":
        mine = dict(b.used_this_turn)
        mine[seat] = mine.get(seat, ()) + (what,)
        _put(g, used_this_turn=mine)
        return
    held = list(u.badges)
    held.remove(what)
    g.update(seat, badges=tuple(held))
    _put(g, discard=g.s.badges.discard + (what,))


def medic(g: Working, u: Unit) -> str | None:
    """The Military Medic Badge the Unit holds (Skull RWB with two colours), if any."""
    if not on(g):
        return None
    return next((x for x in u.badges if badges()[x].skull_two_colours), None)


def new_turn(g: Working) -> None:
    if on(g) and g.s.badges.used_this_turn:
        _put(g, used_this_turn={})


def vp_penalty(g: Working) -> int:
    b = g.s.badges
    return HONOUR_VP * b.drawn if b is not None and b.variant == "honour" else 0
