"""Module 2: Battle Conditions (option ``battle_conditions=on``).

- The 50 cards are shuffled into a deck at setup. Before each Phase 1 one is
  drawn and shown to everyone; it lasts until the next card is drawn. An
  empty deck is refilled from the shuffled discard pile.
- A card affects every Unit; it reaches the German player only when it says
  so: "all players" (``all_players``) or a German line (``german_rally``).
- Where a card sets something a Sector also sets (dice rolled, locking,
  finding Items) the card wins.
- Cancelling: a card may name Specialists or Items; any Unit may give one up
  (``sacrifice NAME``) to cancel the card for everyone: in Phase 1 (when it
  is drawn) unless the card names another phase (Cross Fire: Phase 5). A
  lost Item counts as used. Losses a card asks for that a Unit cannot pay
  are ignored.
- Persistent Weather (``persistent_weather=on``): a Weather card stays in
  play until another Weather card replaces it; other cards come and go on
  top of it, the other card applied first and the Weather card after it
  (so for one same setting the Weather card wins).
- Advanced Observation (``advanced_observation=on``): a Unit may lose
  Binoculars, a Rangefinder or a Sniper Scope (``observe NAME``, Phase 4 or
  5) to look at the top 2 cards alone and put them back in the order it
  names (``reorder 2 1``).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.core.words import CURRENT, OLD_S, PLURAL, Counted
from rules.dday_dice.actions import Observe, Reorder, Sacrifice
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.german_records import german_data
from rules.dday_dice.german_waits import ConditionOrder, without
from rules.dday_dice.losses import take_losses
from rules.dday_dice.state import GERMAN, BattleState, Unit

RULE = "Battle Conditions"
CANCEL_PHASES = (1, 5)


class BCEffect(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    phase6_loss: int = Field(0, ge=0, le=10)
    phase3_soldiers: int = Field(0, ge=0, le=10)
    phase3_courage: int = Field(0, ge=0, le=10)
    phase3_stars: int = Field(0, ge=0, le=10)
    phase3_ip: int = Field(0, ge=0, le=10)
    def_plus: int = Field(0, ge=0, le=10)
    def_minus: int = Field(0, ge=0, le=10)
    advance_plus: int = Field(0, ge=0, le=5)
    dice: int | None = Field(None, ge=1, le=6)
    no_lock: bool | None = None
    no_find: bool | None = None
    all_players: bool = False
    """Its gains and losses reach the German player too ("all players")."""

    def describe(self, words: Counted = CURRENT) -> str:
        """The effect in our words (``words``: an event's, which may be a game's old words)."""
        who = "every player" if self.all_players else "every Unit"
        bits = []
        if self.phase6_loss:
            bits.append(f"in Phase 6 {who} loses {words(self.phase6_loss, 'Soldier')}")
        for v, one, other, was in ((self.phase3_soldiers, "Soldier", "Soldiers", OLD_S),
                                   (self.phase3_courage, "Courage", "Courage", PLURAL),
                                   (self.phase3_stars, "Star", "Stars", OLD_S),
                                   (self.phase3_ip, "Item Point", "Item Points", PLURAL)):
            if v:
                bits.append(f"in Phase 3 {who} gains {words(v, one, other, was=was)}")
        if self.def_plus:
            bits.append(f"every DEF +{self.def_plus}")
        if self.def_minus:
            bits.append(f"every DEF -{self.def_minus}")
        if self.advance_plus:
            bits.append(f"Advancing costs {self.advance_plus} more Courage")
        if self.dice:
            bits.append(f"roll {words(self.dice, 'die', 'dice', was='dice')}")
        if self.no_lock:
            bits.append("no die is locked")
        elif self.no_lock is False:
            bits.append("dice are locked as usual")
        if self.no_find:
            bits.append("no Item can be found")
        return "; ".join(bits) or "no effect"

    def pieces(self) -> list[dict[str, Any]]:
        """:meth:`describe`'s bits as messages and their arguments (``dice-bc-*``: i18n words them)."""
        who = "all" if self.all_players else "units"
        out: list[dict[str, Any]] = []
        if self.phase6_loss:
            out.append(_piece("dice-bc-phase6-loss", who=who, count=self.phase6_loss))
        for v, what in ((self.phase3_soldiers, "soldiers"), (self.phase3_courage, "courage"),
                        (self.phase3_stars, "stars"), (self.phase3_ip, "ip")):
            if v:
                out.append(_piece("dice-bc-phase3-gain", who=who, what=what, count=v))
        for v, key in ((self.def_plus, "dice-bc-def-plus"), (self.def_minus, "dice-bc-def-minus"),
                       (self.advance_plus, "dice-bc-advance-plus"), (self.dice, "dice-bc-dice")):
            if v:
                out.append(_piece(key, count=v))
        if self.no_lock:
            out.append(_piece("dice-bc-no-lock"))
        elif self.no_lock is False:
            out.append(_piece("dice-bc-lock-as-usual"))
        if self.no_find:
            out.append(_piece("dice-bc-no-find"))
        return out or [_piece("dice-bc-no-effect")]


def _piece(key: str, **args: Any) -> dict[str, Any]:
    return {"key": key, "args": args}


class BattleCondition(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    kind: Literal["regular", "urgent", "weather"]
    weather: bool
    provenance: Literal["rulebook", "inferred", "reconstruction"]
    placeholder: bool
    reason: str
    effect: BCEffect
    cancel_by: tuple[str, ...] = ()
    cancel_phase: int = 1
    german_rally: dict[str, int] = Field(default_factory=dict)

    def describe(self, names: dict[str, str] | None = None, words: Counted = CURRENT) -> str:
        named = names or {}
        text = self.effect.describe(words)
        if self.cancel_by:
            text += (f". A Unit may give up a {' or '.join(named.get(x, x) for x in self.cancel_by)} in Phase "
                     f"{self.cancel_phase} to cancel it")
        for sid, stars in self.german_rally.items():
            text += f". German player: the {named.get(sid, sid)} costs only {words(stars, 'Star')} to rally"
        return text

    def describe_words(self, names: dict[str, str] | None = None, words: Counted = CURRENT) -> dict[str, Any]:
        """:meth:`describe` as a message argument: its English as it is, its bits by their messages elsewhere."""
        named = names or {}
        pieces = self.effect.pieces()
        if self.cancel_by:
            pieces.append(_piece("dice-bc-cancel-by", names=" / ".join(named.get(x, x) for x in self.cancel_by),
                                 phase=self.cancel_phase))
        pieces += [_piece("dice-bc-german-rally", name=named.get(sid, sid), stars=stars)
                   for sid, stars in self.german_rally.items()]
        return {"printed": self.describe(names, words), "effect": pieces}


@lru_cache(maxsize=1)
def _raw() -> dict:
    return json.loads(Path(__file__).with_name("data").joinpath("battle_conditions.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def cards() -> dict[str, BattleCondition]:
    return {r["id"]: BattleCondition.model_validate(r) for r in _raw()["records"]}


def observation_items() -> tuple[str, ...]:
    return tuple(_raw()["observation_items"])


def _shuffled(g: Working, ids: tuple[str, ...]) -> tuple[str, ...]:
    out = list(ids)
    for i in range(len(out) - 1, 0, -1):
        (j,) = g.roll(1, i + 1)
        out[i], out[j - 1] = out[j - 1], out[i]
    return tuple(out)


def _put(g: Working, **changes) -> BattleState:
    b = g.s.battle.model_copy(update=changes)
    g.s = g.s.model_copy(update={"battle": b})
    return b


def setup(g: Working, persistent: bool, observation: bool) -> None:
    g.s = g.s.model_copy(update={"battle": BattleState(persistent=persistent, observation=observation)})
    _put(g, deck=_shuffled(g, tuple(cards())))
    g.emit("battle_setup", f"{len(cards())} Battle Conditions are shuffled into a deck.",
         key="dice-ev-battle-setup", args={"count": len(cards())})


def draw(g: Working) -> None:
    """Before Phase 1: the next card, revealed to all."""
    b = g.s.battle
    if b is None:
        return
    discard = b.discard + ((b.current,) if b.current else ())
    if not b.deck:
        b = _put(g, deck=_shuffled(g, discard), discard=())
        discard = ()
        g.emit("battle_reshuffled", "The Battle Condition discard pile is shuffled into a new deck.",
             key="dice-ev-battle-reshuffled")
    top, rest = b.deck[0], b.deck[1:]
    card = cards()[top]
    weather, current = b.weather, top
    if b.persistent and card.weather:
        discard += (weather,) if weather else ()
        weather, current = top, None
    cancelled = tuple(x for x in b.cancelled if x == weather and x != top)
    _put(g, deck=rest, discard=discard, current=current, weather=weather, cancelled=cancelled)
    g.emit("battle_condition", f"Battle Condition: {card.name}: {card.describe(names(g), g.counted)}.", card=top,
           key="dice-ev-battle-condition", args={"name": card.name,
                                                 "describe": card.describe_words(names(g), g.counted)})


def names(g: Working) -> dict[str, str]:
    """Names of the Specialists and Items cards name (the German ones too)."""
    out = {k: r.name for k, r in g.d.specialists.items()} | {k: r.name for k, r in g.d.items.items()}
    return out | {k: r.name for k, r in german_data().specialists.items()}


def in_play(g: Working) -> list[BattleCondition]:
    """The cards acting now: the regular card first, then the Weather card (not the cancelled ones)."""
    b = g.s.battle
    if b is None:
        return []
    ids = [x for x in (b.current, b.weather) if x and x not in b.cancelled]
    return [cards()[x] for x in dict.fromkeys(ids)]


def _setting(g: Working, key: str):
    found = None
    for c in in_play(g):
        v = getattr(c.effect, key)
        if v is not None:
            found = v
    return found


def dice_count(g: Working, u: Unit) -> int:
    v = _setting(g, "dice")
    return g.sector(u).dice if v is None else int(v)


def no_lock(g: Working, u: Unit) -> bool:
    v = _setting(g, "no_lock")
    return g.sector(u).no_lock if v is None else bool(v)


def no_find(g: Working, u: Unit) -> bool:
    v = _setting(g, "no_find")
    return g.sector(u).no_find if v is None else bool(v)


def advance_plus(g: Working) -> int:
    return sum(c.effect.advance_plus for c in in_play(g))


def def_change(g: Working) -> int:
    return sum(c.effect.def_plus - c.effect.def_minus for c in in_play(g))


def german_rally_cost(g: Working, sid: str, stars: int) -> int:
    return min([stars] + [c.german_rally[sid] for c in in_play(g) if sid in c.german_rally])


def phase3(g: Working) -> None:
    for c in in_play(g):
        e = c.effect
        got = {"soldiers": e.phase3_soldiers, "courage": e.phase3_courage, "stars": e.phase3_stars, "ip": e.phase3_ip}
        got = {k: v for k, v in got.items() if v}
        if not got:
            continue
        for u in g.active():
            g.put(g.unit(u.seat).model_copy(update={k: getattr(g.unit(u.seat), k) + v for k, v in got.items()}))
        if e.all_players and g.s.german is not None:
            gs = g.s.german
            g.s = g.s.model_copy(update={"german": gs.model_copy(update={k: getattr(gs, k) + v
                                                                          for k, v in got.items()})})
        g.emit("battle_gain", f"{c.name}: " + ("every player" if e.all_players else "every Unit") + " gains "
             + ", ".join(f"{v} {k}" for k, v in got.items()) + ".",
             key="dice-ev-battle-gain", args={"name": c.name, "if_all_players": bool(e.all_players),
             "join": {"printed": ", ".join(f"{v} {k}" for k, v in got.items()),
                      "effect": [_piece("dice-bc-gained", what=k, count=v) for k, v in got.items()]}})


def phase6(g: Working) -> None:
    for c in in_play(g):
        n = c.effect.phase6_loss
        if not n:
            continue
        for u in g.active():
            take_losses(g, u.seat, n, c.name)
        if c.effect.all_players and g.s.german is not None:
            gs = g.s.german
            lost = min(n, gs.soldiers)
            g.s = g.s.model_copy(update={"german": gs.model_copy(update={"soldiers": gs.soldiers - lost})})
            g.emit("german_soldiers_lost", f"The German player loses {g.counted(lost, 'Soldier')} ({c.name}).",
                 key="dice-ev-german-soldiers-lost", args={"count": lost, "why": c.name})


# -- cancelling and observing ----------------------------------------------------------------


def sacrifices(g: Working, u: Unit) -> list[str]:
    out: list[str] = []
    for c in in_play(g):
        if c.cancel_phase == g.s.phase:
            out += [x for x in c.cancel_by if x in u.specialists or x in u.items]
    return list(dict.fromkeys(out))


def sacrifice(g: Working, seat: str, a: Sacrifice, text: str) -> None:
    u = g.unit(seat)
    if a.what not in sacrifices(g, u):
        raise refuse(text, "no Battle Condition in play can be cancelled with that now.", RULE,
                     key="dice-no-no-battle-condition-play-can")
    card = next(c for c in in_play(g) if a.what in c.cancel_by and c.cancel_phase == g.s.phase)
    if a.what in u.specialists:
        specs = list(u.specialists)
        specs.remove(a.what)
        rec = g.d.specialists[a.what]
        g.put(u.model_copy(update={"specialists": tuple(specs),
                                   "hand": u.hand + ((a.what,) if rec.kind == "regular" else ())}))
        if rec.kind == "ranking":
            g.s = g.s.model_copy(update={"ranking_reserve": g.s.ranking_reserve + (a.what,)})
        name = rec.name
    else:
        items = list(u.items)
        items.remove(a.what)
        g.put(u.model_copy(update={"items": tuple(items), "used_items": u.used_items + (a.what,)}))
        name = g.d.items[a.what].name
    _put(g, cancelled=g.s.battle.cancelled + (card.id,))
    g.emit("battle_cancelled", f"{g.name(seat)} gave up its {name}: {card.name} is cancelled for everyone.",
         unit=seat, card=card.id,
         key="dice-ev-battle-cancelled", args={"unit": g.who(seat), "name": name, "name2": card.name})


def observers(g: Working, u: Unit) -> list[str]:
    b = g.s.battle
    if b is None or not b.observation or g.s.phase not in (4, 5) or b.looker is not None:
        return []
    return [x for x in dict.fromkeys(u.items) if x in observation_items()]


GERMAN_OBSERVERS = ("bunker-periscope",)
"""The German Items on the rulebook's Advanced Observation list (the Bunker Periscope)."""


def german_observers(g: Working) -> list[str]:
    """Items the German player may lose now to look at the next two Battle Conditions."""
    b, gs = g.s.battle, g.s.german
    if gs is None or b is None or not b.observation or g.s.phase not in (4, 5) or b.looker is not None:
        return []
    if gs.pending or gs.done:
        return []
    return [x for x in dict.fromkeys(gs.items) if x in GERMAN_OBSERVERS]


def german_observe(g: Working, a: Observe, text: str) -> None:
    """The German loses his Bunker Periscope to look at the next two Battle Conditions, privately, and must
    then put them back in the order he chooses (``reorder``) before anything else."""
    if a.what not in german_observers(g):
        raise refuse(text, "Advanced Observation: the German may lose their Bunker Periscope in Phase 4 or 5 "
                     "(option advanced_observation=on), once nobody else is looking.", RULE,
                     key="dice-no-advanced-observation-german-may-lose")
    gs = g.s.german
    items = list(gs.items)
    items.remove(a.what)
    b = g.s.battle
    top = b.deck[:2]
    g.s = g.s.model_copy(update={"german": gs.model_copy(update={
        "items": tuple(items), "used_items": gs.used_items + (a.what,),
        "pending": gs.pending + ((ConditionOrder(),) if top else ())})})
    _look(g, GERMAN, top, f"The German player gave up their {german_data().items[a.what].name}")


def german_reorder(g: Working, a, text: str) -> None:
    _put_back(g, a, text)
    gs = g.s.german
    g.s = g.s.model_copy(update={"german": gs.model_copy(update={"pending": without(gs.pending, ConditionOrder)})})
    g.emit("battle_reordered", "The German player put the Battle Conditions back in the order they chose.",
         unit=GERMAN, key="dice-ev-battle-reordered")


def observe(g: Working, seat: str, a: Observe, text: str) -> None:
    u = g.unit(seat)
    if a.what not in observers(g, u):
        raise refuse(text, "Advanced Observation: lose Binoculars, a Rangefinder or a Sniper Scope in Phase 4 or 5 "
                     "(option advanced_observation=on).", RULE,
                     key="dice-no-advanced-observation-lose-binoculars-rangefinder")
    items = list(u.items)
    items.remove(a.what)
    b = g.s.battle
    top = b.deck[:2]
    g.put(u.model_copy(update={"items": tuple(items), "used_items": u.used_items + (a.what,),
                               "owed": u.owed + (("observe",) if top else ())}))
    _look(g, seat, top, f"{g.name(seat)} gave up its {g.d.items[a.what].name}")


def _look(g: Working, seat: str, top: tuple[str, ...], who_lost: str) -> None:
    """``seat`` looks at ``top`` (the next Battle Conditions), alone, having lost an Item for it."""
    _put(g, looked=top, looker=seat if top else None)
    g.emit("battle_observed", f"{who_lost} to look at the next Battle Conditions.", unit=seat,
         key="dice-ev-battle-observed", args={"who_lost": who_lost})
    if top:
        g.emit("battle_observed_private", "The next Battle Conditions: " + ", ".join(
            f"{i}. {cards()[x].name}" for i, x in enumerate(top, 1)) + ". Put them back with 'reorder' "
            "(e.g. 'reorder 2 1').", seat=seat,
             key="dice-ev-battle-observed-private",
             args={"join": ", ".join(
            f"{i}. {cards()[x].name}" for i, x in enumerate(top, 1))})


def _put_back(g: Working, a, text: str) -> None:
    """The looked-at Battle Conditions back on the deck in the order ``a`` names."""
    b = g.s.battle
    if not isinstance(a, Reorder) or tuple(a.order) not in reorder_choices(g):
        raise refuse(text, "put the Battle Conditions back: 'reorder 1 2' or 'reorder 2 1'.", RULE,
                     key="dice-no-put-battle-conditions-back-reorder")
    top = tuple(b.looked[i - 1] for i in a.order)
    _put(g, deck=top + b.deck[len(top):], looked=(), looker=None)


def reorder_choices(g: Working) -> list[tuple[int, ...]]:
    n = len(g.s.battle.looked)
    return [(1, 2), (2, 1)] if n == 2 else [(1,)]


def reorder(g: Working, seat: str, a, text: str) -> None:
    _put_back(g, a, text)
    u = g.unit(seat)
    g.update(seat, owed=u.owed[1:])
    g.emit("battle_reordered", f"{g.name(seat)} put the Battle Conditions back in the order it chose.", unit=seat,
         key="dice-ev-battle-reordered-by-unit", args={"unit": g.who(seat)})


__all__ = ["GERMAN", "draw", "setup", "in_play", "cards"]
