"""Speed work must not change the rules: seeded random playouts give the same games, byte for byte.

Each game is a uniformly random legal playout, as the bench plays it (``bench.__main__.random_action``): a
random prompted seat, then a random one of its options (or its default when it has none). The digest covers,
per game, the initial events, every (seat, action text) played, every event's JSON and the final
``dump_state``. The expected digests were computed on ``main`` before the engine was made faster (issue 26),
so a faster path that answers differently from the one it replaced (another option list, another order,
another event) fails here.

A deliberate change of the rules (a new ruleset, another event text) changes the digests too: recompute them
with :func:`digest` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from rules.aa_dday import ENGINE as E
from tests.typed import apply_text

OPTIONS = (
    {},
    {"fortune": "on"},
    {"fortune": "on", "tactics": "on"},
    {"players": "3"},
    {"players": "3", "fortune": "on", "tactics": "on", "quick_victory": "on"},
    {"fortune": "on", "tactics": "on", "last_aircraft": "return"},
)

EXPECTED = {
    0: "954792cfc6e0b2a94c468101b930c72af3d708c57e19e7f109a189904e3ecdd4",
    1: "94fdc6db540dafdceecd93a695d83e05f89da3e081dab64c0b80c5034076a0dd",
    2: "3aacb677a8d061fc9f786717693da84d6f1f1f026e62bd44df131155bab96535",
    3: "6d8b0274e6582fccfe27bdda47b915ad0fbf555792cf1316aea931fb1778bcce",
    4: "7e2e816640dc38acb6c133523bd42f462a588aa5d40640b7bd85c2734af52bbe",
    5: "3abb13709d69282ee074431a617a5e8d68eabbcf527553ff1a0e76321184d4f9",
}
"""Per option set (index into OPTIONS): the digest of two games, seeds ``i`` and ``i + 6``."""


WORDS = {"key", "args"}
"""An event's catalogue name and arguments (issue #28): how it is worded, not what happened (left out)."""

def game_digest(seed: int, options: dict[str, str]) -> str:
    rng = random.Random(seed)
    h = hashlib.sha256()
    state, events = E.initial_state((), options, seed)
    for e in events:
        h.update(e.model_dump_json(exclude=WORDS).encode())
    while E.outcome(state) is None:
        prompts = E.prompts(state)
        if not prompts:
            break
        seat = rng.choice(sorted({p.seat for p in prompts}))
        choices = E.options(state, seat, "")
        if choices:
            text = rng.choice(choices).value
        else:
            default = next(p.default for p in prompts if p.seat == seat)
            if default is None:
                break
            text = default
        h.update(f"\n{seat}|{text}\n".encode())
        step = apply_text(E, state, seat, text)
        for e in step.events:
            h.update(e.model_dump_json(exclude=WORDS).encode())
        state = step.state
    assert E.outcome(state) is not None, f"seed {seed} {options}: the playout stopped before the end"
    h.update(E.dump_state(state).encode())
    return h.hexdigest()


def digest(index: int) -> str:
    """The digest of the two games of option set ``index``."""
    options = OPTIONS[index]
    return hashlib.sha256(
        "".join(game_digest(seed, options) for seed in (index, index + len(OPTIONS))).encode()
    ).hexdigest()


@pytest.mark.parametrize("index", sorted(EXPECTED))
def test_random_playouts_are_unchanged(index: int) -> None:
    assert digest(index) == EXPECTED[index], OPTIONS[index]



@pytest.mark.parametrize("seed", [0, 1])
def test_the_bench_playout_draws_as_the_prompted_random_action(seed: int) -> None:
    """``aa_games_per_s`` plays without building prompts (as a search does); it must play the same games."""
    from bench.__main__ import play_random_game, random_action

    fast, fast_actions = play_random_game(E, seed)
    slow, slow_actions = play_random_game(E, seed, pick_action=random_action)
    assert fast_actions == slow_actions > 100
    assert E.dump_state(fast) == E.dump_state(slow) and E.outcome(fast) is not None


PREFIXES = ("", "mo", "move", "move 1", "move 2 inf", "move 3 uk", "done")

EXPECTED_PREFIXED = "569aaf92267def764b969232a0df9e6cfa2f9f541c08779a5f2fe46dc484b928"
"""The digest of :func:`prefixed_digest`, computed on ``main`` before the speed work (issue 26)."""


def prefixed_digest() -> str:
    """Every move phase's option lists for typed prefixes (autocomplete: single units and all), in three games."""
    h = hashlib.sha256()
    for seed, options in ((1, {}), (2, {"players": "3"}), (3, {"fortune": "on", "tactics": "on"})):
        rng = random.Random(seed)
        state, _ = E.initial_state((), options, seed)
        for _ in range(250):
            if E.outcome(state) is not None:
                break
            seats = sorted(E.active_seats(state))
            if state.pending is not None and state.pending.kind == "move":
                for seat in seats:
                    for partial in PREFIXES:
                        h.update(repr([c.value for c in E.options(state, seat, partial)]).encode())
            seat = rng.choice(seats)
            choices = E.options(state, seat, "")
            text = rng.choice(choices).value if choices else next(p.default for p in E.prompts(state) if p.seat == seat)
            state = apply_text(E, state, seat, text).state
    return h.hexdigest()


def test_option_lists_for_typed_prefixes_are_unchanged() -> None:
    assert prefixed_digest() == EXPECTED_PREFIXED


@pytest.mark.parametrize("index", [2, 4])
def test_apply_leaves_the_state_it_was_given_as_it_was(index: int) -> None:
    """``Engine.apply`` works on a copy that shares what an action does not change with the state it was given
    (the zones' unit dicts, the highlights, the pending decision): whatever the action changes, the state given
    must still dump as it did before, at every action of a random game with every option used."""
    rng = random.Random(index)
    state, _ = E.initial_state((), OPTIONS[index], index)
    actions = 0
    while E.outcome(state) is None:
        seats = sorted(E.active_seats(state))
        if not seats:
            break
        seat = rng.choice(seats)
        choices = E.options(state, seat, "")
        text = rng.choice(choices).value if choices else next(p.default for p in E.prompts(state) if p.seat == seat)
        before = E.dump_state(state)
        after = apply_text(E, state, seat, text).state
        assert E.dump_state(state) == before, (actions, seat, text)
        state, actions = after, actions + 1
    assert actions > 100
