"""D-Day Dice computer (issue #26): it decides from its seat's view only.

Over positions of seeded games (co-op, Atlantikwall with every deck option on, the Overlord Raids A-1 and C-2,
where the computer also plans its road and errands), every part of
the real state the seat may not see is perturbed: the dice seed and script, the other Units' face-down Medals
(dealt again from the same pile) and the Medal deck's order, the German's Awards in hand and his deck order,
the Vehicle, Badge and Battle Condition decks, and what lies below the Chaotic Supply tops. The perturbation is
checked to be real; the seat's knowledge and its chosen action must not change, and the action is legal.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

import ai
from ai import contract
from ai.dday_dice import DiceComputer
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.state import GERMAN, DDState
from tests.typed import apply_text

SMALL = DiceComputer(playouts={1: 2, 2: 2, 4: 2, 5: 3}, max_candidates=3, horizon=2, time_cap=600)
"""Few playouts, and no time cap: on a loaded machine the cap (a safety net) would make the choice depend on time."""
AW = {"players": "2", "map": "omaha-beach", "german": "player", "badges": "on", "battle_conditions": "on",
      "advanced_observation": "on", "chaotic_supply": "on"}
GAMES = {
    "co-op": ({"players": "2", "map": "omaha-beach"}, 11),
    "co-op-3": ({"players": "3", "map": "sword-beach"}, 12),
    "atlantikwall-decks": (AW, 13),
    "solo-german": ({"players": "1", "map": "exercise-tiger", "german": "player"}, 14),
    "a1": ({"blitzkrieg": "a1", "players": "2"}, 15),
    "c2": ({"blitzkrieg": "c2", "players": "2"}, 16),
}
"""The seeded games, by name: options and seed."""
STEPS = 3000
"""The bound on a game's decisions. Between simple players a Blitzkrieg of A-1 or C-2 never ends (its Bunkers open
only after errands the simple policy never runs), so those games run to it: 429 positions for the choice test to
search, twice each, nearly all of this module's time."""
FIRST = 182
"""The decisions of the A-1 and C-2 games the default run checks (26 positions for the choice test, up to A-1's first
fallen Unit coming back by its road); the slow run checks the rest. A multiple of 14, so both tests' strides (2 and 7)
carry on across the cut as over the whole game."""
RAIDS = ("a1", "c2")
slow = pytest.mark.slow


@pytest.fixture(autouse=True)
def small_computer(monkeypatch):
    """A cheap budget for the test: the same code, fewer playouts."""
    monkeypatch.setitem(contract._BUILT, "dday-dice", SMALL)


def _shuffled(rng: random.Random, cards: tuple[str, ...]) -> tuple[str, ...]:
    out = list(cards)
    rng.shuffle(out)
    return tuple(out)


def perturb(state: DDState, seat: str, rng: random.Random) -> DDState:
    """Every hidden part of ``state`` for ``seat`` redrawn at random, what the seat sees kept."""
    update: dict[str, Any] = {"dice": state.dice.model_copy(update={"seed": rng.getrandbits(60),
                                                                      "script": tuple(rng.randint(1, 6) for _ in range(3))})}
    others = [u for u in state.units if u.seat != seat]
    pile = [m for u in others for m in u.medals] + list(state.medal_deck)
    rng.shuffle(pile)
    units = []
    for u in state.units:
        if u.seat != seat and u.medals and not any(p.startswith("use ") for p in u.queue):
            held, pile = tuple(pile[: len(u.medals)]), pile[len(u.medals):]
            u = u.model_copy(update={"medals": held})
        elif u.seat != seat:
            pile = [m for m in pile if m not in u.medals]
        units.append(u)
    update |= {"units": tuple(units), "medal_deck": tuple(pile), "vehicle_deck": _shuffled(rng, state.vehicle_deck)}
    gs = state.german
    if gs is not None and seat == GERMAN:
        top = gs.award_deck[: len(gs.looked)]
        update["german"] = gs.model_copy(update={"award_deck": top + _shuffled(rng, gs.award_deck[len(top):])})
    elif gs is not None:
        cards = list(gs.awards + gs.award_deck)
        rng.shuffle(cards)
        hand, deck = tuple(cards[: len(gs.awards)]), tuple(cards[len(gs.awards):])
        update["german"] = gs.model_copy(update={"awards": hand, "award_deck": deck, "looked": deck[: len(gs.looked)]})
    if state.badges is not None:
        update["badges"] = state.badges.model_copy(update={"deck": _shuffled(rng, state.badges.deck)})
    if state.battle is not None:
        b = state.battle
        keep = len(b.looked) if b.looker == seat else 0
        deck = b.deck[:keep] + _shuffled(rng, b.deck[keep:])
        update["battle"] = b.model_copy(update={"deck": deck, "looked": deck[: len(b.looked)]})
    if state.supply:
        below = [x for deck in state.supply for x in deck[1:]]
        rng.shuffle(below)
        decks = []
        for deck in state.supply:
            n = max(0, len(deck) - 1)
            decks.append(deck[:1] + tuple(below[:n]))
            below = below[n:]
        update["supply"] = tuple(decks)
    return state.model_copy(update=update)


@cache
def played(game: str, stop: int) -> tuple[tuple[DDState, str], ...]:
    """(state, seat) at each of the first ``stop`` decisions of a game the simple policies play; the first two Units
    hold a face-down Medal from the start, so there always is one to hide. Played once per process and shared by both
    tests (the states are frozen)."""
    opts, seed = GAMES[game]
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    deck = list(state.medal_deck)
    for u in state.units[:2]:
        state = state.with_unit(u.model_copy(update={"medals": (deck.pop(),)}))
    state = state.model_copy(update={"medal_deck": tuple(deck)})
    out = []
    for _ in range(stop):
        if E.outcome(state) is not None:
            break
        seat = min(p.seat for p in E.prompts(state))
        out.append((state, seat))
        state = apply_text(E, state, seat, policy.choose(E, state, seat)).state
    return tuple(out)


def positions(game: str, start: int, stop: int | None, every: int) -> tuple[tuple[DDState, str], ...]:
    """Every ``every``-th decision of the game, from decision ``start`` up to ``stop`` (None: the end)."""
    return played(game, STEPS if stop is None else stop)[start:stop:every]


def parts(default: tuple[str, ...]) -> list[Any]:
    """(game, start, stop) for each game: whole, or for the Raids the default run's first :data:`FIRST` decisions
    and the rest; slow-marked unless named in ``default``."""
    out = []
    for game in GAMES:
        halves = [(0, FIRST, f"{game}-first"), (FIRST, None, f"{game}-rest")] if game in RAIDS else [(0, None, game)]
        for start, stop, name in halves:
            out.append(pytest.param(game, start, stop, id=name, marks=[] if name in default else [slow]))
    return out


# The knowledge check is cheap except on the two Raids' games, which never end (1,500 positions each): their part
# past the first FIRST decisions is slow-marked.
@pytest.mark.parametrize(("game", "start", "stop"), parts(("co-op", "co-op-3", "atlantikwall-decks", "solo-german",
                                                            "a1-first", "c2-first")))
def test_knowledge_ignores_every_hidden_part(game, start, stop):
    """The seat's knowledge (and another seat's) is the same in the perturbed state, which really differs."""
    opts, seed = GAMES[game]
    rng = random.Random(seed + start)
    checked = differed = 0
    for state, seat in positions(game, start, stop, 2):
        for viewer in [seat, *(s for s in E.seats_for(opts) if s != seat)][:2]:
            other = perturb(state, viewer, rng)
            assert E.dump_state(other) != E.dump_state(state)
            differed += other.units != state.units or other.german != state.german
            computer = contract.computer_for("dday-dice")
            assert E.dump_state(computer.known(other, viewer)) == E.dump_state(computer.known(state, viewer))
            checked += 1
    # Medals to deal again are a game's first part's (C-2's Units have shown theirs by decision 13): a Raid's rest
    # need not have any, as in the whole game, whose first part (the default run's) has them.
    assert checked > 40 and (differed > 5 or start > 0), (checked, differed)


# Each position costs two searches: the default run asks one co-op and one Atlantikwall game (the computer German)
# and the Raids' first decisions; the other two games and the Raids' rest (400 positions each) are slow-marked.
@pytest.mark.parametrize(("game", "start", "stop"), parts(("co-op", "solo-german", "a1-first", "c2-first")))
def test_the_choice_is_the_same_and_legal(game, start, stop):
    """``ai.choose`` gives the same action in the perturbed state, and it is legal in the real one."""
    seed = GAMES[game][1]
    rng = random.Random(seed + 100 + start)
    asked = searched = 0
    for state, seat in positions(game, start, stop, 7):
        other = perturb(state, seat, rng)
        assert E.dump_state(other) != E.dump_state(state)
        pick = ai.choose(E, state, seat)
        assert ai.choose(E, other, seat) == pick
        apply_text(E, state, seat, pick)  # legal in the real state (raises otherwise)
        asked += 1
        searched += len(E.options(state, seat)) > 1 and state.phase in (2, 4, 5)
    assert asked > 8 and searched > 2, (asked, searched)
