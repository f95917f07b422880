"""What one seat of a D-Day Dice game knows, as a full state (issue #26): :func:`known_state`.

Hidden from a seat (tests/service/test_hidden_information_dice.py scans the same things):

- the dice seed and any scripted dice still to come: the seed becomes 0, the script goes (the count of dice
  rolled so far stays: every roll is public);
- the other Units' face-down Medals (while ``medals_secret``): those Medals and the deck they were drawn from
  form one pile the seat cannot split; each other Unit gets, in a fixed order, as many of them as it holds, and
  the deck keeps the rest (sorted: its order only mattered through the seed); a queued use of a hidden Medal
  is dropped from its owner's queue;
- the German's Awards in hand (for a Unit), his queued answers, and the order of his Award deck (for everyone,
  except the cards he is looking at, which stay on top for him);
- the order of the Vehicle, Badge and Battle Condition decks (an observer keeps the top cards he looks at) and,
  under Chaotic Supply, everything below the two visible top cards.

Every replacement depends only on what the seat sees, so two states it cannot tell apart give the same result.
"""

from __future__ import annotations

from typing import Any

from rules.dday_dice.engine import ENGINE
from rules.dday_dice.state import GERMAN, DDState, Unit


def known_state(state: DDState, seat: str) -> DDState:
    update: dict[str, Any] = {"dice": state.dice.model_copy(update={"seed": 0, "script": ()})}
    if bool(ENGINE.data(state).rule("medals_secret")):
        units, deck = _medals(state.units, state.medal_deck, seat)
        update |= {"units": units, "medal_deck": deck}
    else:
        update["medal_deck"] = tuple(sorted(state.medal_deck))
    update["vehicle_deck"] = tuple(sorted(state.vehicle_deck))
    if state.german is not None:
        update["german"] = _german(state.german, seat)
    if state.badges is not None:
        update["badges"] = state.badges.model_copy(update={"deck": tuple(sorted(state.badges.deck))})
    if state.battle is not None:
        update["battle"] = _battle(state.battle, seat)
    if state.supply:
        update["supply"] = _supply(state.supply)
    return state.model_copy(update=update)


def _medals(units: tuple[Unit, ...], deck: tuple[str, ...], seat: str) -> tuple[tuple[Unit, ...], tuple[str, ...]]:
    others = [u for u in units if u.seat != seat]
    pile = sorted([m for u in others for m in u.medals] + list(deck))
    out = []
    for u in units:
        if u.seat == seat:
            out.append(u)
            continue
        held, pile = tuple(pile[: len(u.medals)]), pile[len(u.medals):]
        queue = tuple(p for p in u.queue if not (p.split()[:1] == ["use"] and p.split()[1:2]
                                                  and p.split()[1] in u.medals))
        out.append(u.model_copy(update={"medals": held, "queue": queue}))
    return tuple(out), tuple(pile)


def _german(gs: Any, seat: str) -> Any:
    if seat == GERMAN:
        top = gs.award_deck[: len(gs.looked)]
        return gs.model_copy(update={"award_deck": top + tuple(sorted(gs.award_deck[len(top):]))})
    pile = sorted(gs.awards + gs.award_deck)
    hand, deck = tuple(pile[: len(gs.awards)]), tuple(pile[len(gs.awards):])
    return gs.model_copy(update={"awards": hand, "award_deck": deck, "looked": deck[: len(gs.looked)], "queue": ()})


def _battle(b: Any, seat: str) -> Any:
    if b.looker == seat:
        top = b.deck[: len(b.looked)]
        return b.model_copy(update={"deck": top + tuple(sorted(b.deck[len(top):]))})
    deck = tuple(sorted(b.deck))
    return b.model_copy(update={"deck": deck, "looked": deck[: len(b.looked)]})


def _supply(supply: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    below = sorted(x for deck in supply for x in deck[1:])
    out = []
    for deck in supply:
        n = max(0, len(deck) - 1)
        out.append(deck[:1] + tuple(below[:n]))
        below = below[n:]
    return tuple(out)
