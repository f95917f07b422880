"""The Pegasus Bridge computer decides from its seat's view only (issue #26).

Over positions of seeded games (every scenario and the campaign), every hidden part of the real state the seat
may not see is changed (the opponent's hand, draw pile, face-down discards, unchosen and lost heroic cards and
the order of his heroic letters; the order of the seat's own draw pile; the Terrain piles' hidden order and
content; both dice seeds and any scripted dice): the perturbed state must really differ, the seat's knowledge
(``known``) must be identical, and so must ``ai.choose``. The chosen action is legal in the real state.

The perturbation here is written independently of ``ai.pegasus_known`` (it swaps cards between hidden places
and reshuffles hidden piles), so it checks the knowledge function rather than repeating it.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

import ai.pegasus_bridge as P
from ai import choose, computer_for
from rules.core.dice import Dice
from rules.pegasus_bridge import policy
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.state import PBState, other
from tests.typed import apply_text

SEATS = ("british", "german")
MODES = ("1A", "1B", "2", "3", "campaign")


def loose(s: PBState) -> PBState:
    """A copy of ``s`` whose card places are lists and whose Terrain piles are a plain dict of lists (as stored),
    for a test to shuffle in place (validated back after)."""
    return s.model_copy(update={"terrain": json.loads(s.terrain.model_dump_json()), **{
        name: {k: list(v) for k, v in getattr(s, name).items()}
        for name in ("hand", "draw", "discard", "seen", "heroic", "slots", "removed", "lost")}})


def perturb(state: Any, seat: str, rng: random.Random) -> Any:
    """A state ``seat`` cannot tell from ``state``: hidden cards swapped between hidden places, hidden piles
    reshuffled, new dice."""
    s = loose(state)
    t = E.table(s)
    opp = other(seat)
    # the opponent's cards: heroic ones among hand (heroic slots), unchosen and lost; others among hand,
    # draw pile and the discards nobody saw going there face up
    seen_left = Counter(s.seen[opp])
    face_down = []
    for k, c in enumerate(s.discard[opp]):
        if seen_left[c] > 0:
            seen_left[c] -= 1
        else:
            face_down.append(k)
    plain_places = [("hand", k) for k, c in enumerate(s.hand[opp]) if not t[c].heroic]
    plain_places += [("draw", k) for k in range(len(s.draw[opp]))] + [("discard", k) for k in face_down]
    hero_places = [("hand", k) for k, c in enumerate(s.hand[opp]) if t[c].heroic]
    hero_places += [("heroic", k) for k in range(len(s.heroic[opp]))] + [("lost", k) for k in range(len(s.lost[opp]))]
    for places in (plain_places, hero_places):
        cards = [getattr(s, name)[opp][k] for name, k in places]
        rng.shuffle(cards)
        for (name, k), c in zip(places, cards, strict=True):
            getattr(s, name)[opp][k] = c
    rng.shuffle(s.hand[opp])
    rng.shuffle(s.slots[opp])
    rng.shuffle(s.draw[seat])
    rng.shuffle(s.hand[seat])  # the order a hand is held in says nothing
    s = s.model_copy(update={
        "dice": Dice(seed=rng.getrandbits(40), counter=s.dice.counter, script=(rng.choice((1, 2)),)),
        "deck_dice": Dice(seed=rng.getrandbits(40), counter=s.deck_dice.counter)})
    ter = s.terrain
    letter = SC.SCENARIOS[s.scenario].letter
    if letter == "P" and "pile" in ter:
        cards = [c for c in ter["pile"] + ter["unused"] if c not in SC.P_LATE]
        rng.shuffle(cards)
        free = [k for k, c in enumerate(ter["pile"]) if c not in SC.P_LATE]
        n_unused = len(ter["unused"])
        ter["unused"] = cards[:n_unused]
        for k, c in zip(free, cards[n_unused:], strict=True):
            ter["pile"][k] = c
    elif letter == "M":
        for name in ("approach", "objectives", "battery"):
            rng.shuffle(ter.get(name, []))
    elif letter == "D" and seat == "british" and ter.get("order"):
        unknown = [b for b in ter["order"] if b not in ter["done"] and b != ter.get("active")]
        positions = [k for k, b in enumerate(ter["order"]) if b in unknown]
        shuffled = list(unknown)
        rng.shuffle(shuffled)
        for k, b in zip(positions, shuffled, strict=True):
            ter["order"][k] = b
        fixed = set(SC.D_MUST_BE_IN) | set(SC.D_LAST_IN)
        places = [(b, k) for b in unknown for k, c in enumerate(ter["piles"][b]) if c not in fixed]
        if ter.get("active"):
            a = ter["active"]
            places += [(a, k) for k in range(2 * ter["pt"], len(ter["piles"][a])) if ter["piles"][a][k] not in fixed]
        cards = [ter["piles"][b][k] for b, k in places]
        rng.shuffle(cards)
        for (b, k), c in zip(places, cards, strict=True):
            ter["piles"][b][k] = c
    return PBState.model_validate(dict(s))  # the cards as the state keeps them again (tuples)


@cache
def game(mode: str, seed: int) -> tuple[Any, ...]:
    """Every position of a game played by the simple players, up to its end (excluded). Played once per process and
    shared by the tests that walk the same game (seed 1 and 2 by two tests each); a state is never changed in place
    (the engine and ``perturb`` work on copies)."""
    rng = random.Random(seed)
    state, _ = E.initial_state(SEATS, {"scenario": mode}, seed)
    out = []
    while E.outcome(state) is None:
        out.append(state)
        seat = E.prompts(state)[0].seat
        state = apply_text(E, state, seat, policy.choose(E, state, seat, rng)).state
    return tuple(out)


def positions(mode: str, seed: int, every: int) -> tuple[Any, ...]:
    """Positions of a game played by the simple players, one every ``every`` actions."""
    return game(mode, seed)[::every]


@pytest.mark.parametrize("mode", MODES)
def test_knowledge_ignores_every_hidden_part(mode: str) -> None:
    """Over three games of each mode, both seats' knowledge is the same in two perturbations of every third
    position, each of which really differs."""
    computer = computer_for("pegasus-bridge")
    rng = random.Random(mode)
    checked = differed = 0
    for seed in range(3):
        for state in positions(mode, seed, 3):
            for seat in SEATS:
                known = E.dump_state(computer.known(state, seat))
                for _ in range(2):
                    other_state = perturb(state, seat, rng)
                    if E.dump_state(other_state) != E.dump_state(state):
                        differed += 1
                    assert E.dump_state(computer.known(other_state, seat)) == known
                    checked += 1
    assert differed == checked  # the dice seeds alone always differ; the cards and piles too, below


@pytest.mark.parametrize("mode", MODES)
def test_the_perturbation_moves_hidden_cards(mode: str) -> None:
    """Not only the dice: over a game the perturbation really moves the opponent's cards and the piles."""
    rng = random.Random(7)
    moved_cards = moved_piles = 0
    for state in positions(mode, 1, 4):
        for seat in SEATS:
            other_state = perturb(state, seat, rng)
            opp = other(seat)
            if (other_state.hand[opp], other_state.draw[opp]) != (state.hand[opp], state.draw[opp]):
                moved_cards += 1
            if other_state.terrain != state.terrain:
                moved_piles += 1
    assert moved_cards > 10
    assert moved_piles > 5


# Two searches at each of up to 12 positions (0.4 to 1.3 s a mode): the default run asks scenario 2 and the campaign
# (whose rollouts stop at a scenario's end and score it), the slow run the other three.
@pytest.mark.parametrize("mode", [pytest.param(mode, marks=[] if mode in ("2", "campaign") else [pytest.mark.slow])
                                  for mode in MODES])
def test_the_choice_ignores_every_hidden_part(mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``ai.choose`` (a small search here, to keep the test quick) gives the same action in states the seat
    cannot tell apart, and that action is legal in the real state."""
    monkeypatch.setattr(P, "ROLLOUTS", 6)
    monkeypatch.setattr(P, "WORLDS", 2)
    monkeypatch.setattr(P, "MAX_WORLDS", 2)
    monkeypatch.setattr(P, "TIME_LIMIT_S", 60.0)  # counts only, however busy the machine
    rng = random.Random(mode + "choose")
    asked = 0
    for state in positions(mode, 2, 9)[:12]:
        seat = E.prompts(state)[0].seat
        if len(E.options(state, seat, "")) < 2:
            continue
        action = choose(E, state, seat)
        apply_text(E, state, seat, action)  # legal in the real state
        other_state = perturb(state, seat, rng)
        assert E.dump_state(other_state) != E.dump_state(state)
        assert choose(E, other_state, seat) == action
        asked += 1
    assert asked >= 4
